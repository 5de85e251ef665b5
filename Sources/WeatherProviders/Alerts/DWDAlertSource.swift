import FoundationEssentials
import WeatherCore

/// Official warnings for German places from the Deutscher Wetterdienst, through the WFS of its
/// GeoServer (`/geoserver/dwd/ows`, GeoJSON; alerts.md §3), in two steps as Home Assistant's
/// dwdwfsapi does:
///
/// 1. the municipality warn cell that holds the point
///    (`typeName=dwd:Warngebiete_Gemeinden&CQL_FILTER=CONTAINS(SHAPE,POINT(lat lon))`), asked
///    once and checked again when `cellLifetime` has passed;
/// 2. at each refresh, that cell's warnings
///    (`typeName=dwd:Warnungen_Gemeinden&CQL_FILTER=WARNCELLID='…'`).
///
/// Only a cell found is remembered, with when it was found: an empty, malformed or failed
/// look-up is never kept as "no cell", so a server's hiccup costs one refresh, not the place's
/// warnings for good. A German place whose look-up finds no cell says its alerts are
/// unavailable and why; a point without a country code in no German municipality (a neighbour
/// country inside the rough box) is not covered. Cells found are kept in the cache folder
/// (`alerts/dwd-warncells.json`), so later runs, `--once` ones too, ask only for the warnings.
public final class DWDAlertSource: AlertSource, @unchecked Sendable {
  /// DWD's open data terms ask for the source by name.
  public static let providerName = ServiceEndpoint.dwd.credit
  static let senderName = "Deutscher Wetterdienst"
  static let serviceName = "DWD warnings"
  public var providerName: String { Self.providerName }
  /// How long a cell found is used before it is asked again: DWD redraws municipalities
  /// rarely, and a changed cell would otherwise be kept for ever.
  public static let cellLifetime: TimeInterval = 30 * 86_400
  /// After a failed check of a cell already known, the known one is used and checked again
  /// this much later.
  static let recheckAfterFailure: TimeInterval = 86_400

  /// A warn cell and when DWD last named it for the point.
  struct Cell: Codable, Equatable {
    var id: String
    var checked: Date
  }

  private let client: HTTPClient
  private let baseURL: URL
  private let cache: CacheDirectory?
  private let now: @Sendable () -> Date
  private let lock = ThreadLock()
  /// Warn cells found per point (`Location.roundedKey`). Nil until read from the cache folder.
  private var cells: [String: Cell]?
  static let cellsFile = "alerts/dwd-warncells.json"

  /// - Parameters:
  ///   - baseURL: https://maps.dwd.de unless overridden (`ProviderEndpoints.dwd`).
  ///   - cache: where found warn cells are kept between runs; nil keeps them in memory only.
  ///   - now: the clock that ages the cells found.
  public init(
    client: HTTPClient, baseURL: URL, cache: CacheDirectory? = nil, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.client = client
    self.baseURL = baseURL
    self.cache = cache
    self.now = now
  }

  /// Germany by country code; without one, a box around it (`AlertCoverage.dwd`).
  public func covers(_ location: Location) -> Bool { AlertCoverage.dwd.covers(location) }

  public func alerts(for location: Location) async throws -> AlertStatus {
    guard covers(location), let cell = try await warnCell(for: location) else {
      return .noSource(reason: AlertsService.noSourceReason(for: location))
    }
    let body = try await AlertFetch.freshBody(
      of: url(typeName: "dwd:Warnungen_Gemeinden", filter: "WARNCELLID='\(cell)'"),
      headers: ["Accept": "application/json"], client: client, service: Self.serviceName)
    return .covered(try DWDWarningsResponse.decode(body).alerts())
  }

  /// The municipality warn cell holding the place: remembered (in the cache folder when there
  /// is one) while younger than `cellLifetime`, else asked. Nil when a point without a country
  /// code is in none; for a German place an answer without a cell is an error, as is a failed
  /// look-up, and neither is remembered. A known cell whose check fails is used meanwhile.
  func warnCell(for location: Location) async throws -> String? {
    let key = location.roundedKey
    let at = now()
    let known = knownCells()[key]
    if let known, at.timeIntervalSince(known.checked) < Self.cellLifetime, known.checked <= at { return known.id }
    let found: String?
    do {
      found = try await lookUpCell(for: location)
    } catch {
      guard let known else { throw error }
      keep(Cell(id: known.id, checked: at - Self.cellLifetime + Self.recheckAfterFailure), for: key, store: false)
      return known.id
    }
    guard let found else {
      if let known {
        keep(Cell(id: known.id, checked: at - Self.cellLifetime + Self.recheckAfterFailure), for: key, store: false)
        return known.id
      }
      // Asked as German: no cell is not an answer.
      if location.countryCode?.trimmingWhitespace().uppercased() == "DE" {
        throw AlertSourceError(
          service: Self.serviceName,
          kind: .emptyAnswer(
            detail: "found no warn cell at \(WeatherKitRequest.coordinate(location.latitude)), "
              + "\(WeatherKitRequest.coordinate(location.longitude))"))
      }
      return nil
    }
    keep(Cell(id: found, checked: at), for: key, store: true)
    return found
  }

  /// The cell DWD names for the point, nil when its answer names none.
  private func lookUpCell(for location: Location) async throws -> String? {
    let point = "\(WeatherKitRequest.coordinate(location.latitude)) \(WeatherKitRequest.coordinate(location.longitude))"
    let body = try await AlertFetch.freshBody(
      of: url(typeName: "dwd:Warngebiete_Gemeinden", filter: "CONTAINS(SHAPE,POINT(\(point)))"),
      headers: ["Accept": "application/json"], client: client, service: Self.serviceName)
    return try DWDWarningsResponse.decode(body).warnCell?.id
  }

  /// Remembers `cell` for the point `key`, and writes the cells found to the cache folder
  /// when `store`.
  private func keep(_ cell: Cell, for key: String, store: Bool) {
    let all = lock.withLock {
      cells?[key] = cell
      return cells ?? [:]
    }
    if store, let cache, let data = try? JSONEncoder().encode(all) { cache.write(data, to: Self.cellsFile) }
  }

  /// The cells found so far, read from the cache folder the first time (an unreadable file is
  /// as good as none: the cells are asked again, and so is a cell that is not a warn cell
  /// number, since the file could have been written by anyone able to write the folder).
  func knownCells() -> [String: Cell] {
    lock.withLock {
      if let cells { return cells }
      let stored = cache?.read(Self.cellsFile).flatMap { try? JSONDecoder().decode([String: Cell].self, from: $0) }
      cells = (stored ?? [:]).filter {
        Self.isWarnCellID($0.value.id) && PlausibilityCheck.isPlausible($0.value.checked)
      }
      return cells!
    }
  }

  /// A warn cell number as DWD gives them ("811000000", "109162000"): up to 12 ASCII digits.
  static func isWarnCellID(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 12 && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// A WFS 2.0 GetFeature request for GeoJSON. CQL puts latitude before longitude here, as the
  /// layers are in EPSG:4326.
  func url(typeName: String, filter: String) -> URL {
    AlertFetch.url(
      baseURL, path: "/geoserver/dwd/ows",
      query: [
        URLQueryItem(name: "service", value: "WFS"), URLQueryItem(name: "version", value: "2.0.0"),
        URLQueryItem(name: "request", value: "GetFeature"), URLQueryItem(name: "typeName", value: typeName),
        URLQueryItem(name: "CQL_FILTER", value: filter), URLQueryItem(name: "outputFormat", value: "application/json"),
      ])
  }
}
