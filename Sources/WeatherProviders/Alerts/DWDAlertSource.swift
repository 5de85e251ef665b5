import FoundationEssentials
import WeatherCore

/// Official warnings for German places from the Deutscher Wetterdienst, through the WFS of its
/// GeoServer (`/geoserver/dwd/ows`, GeoJSON; alerts.md §3), in two steps as Home Assistant's
/// dwdwfsapi does:
///
/// 1. once per place, the municipality warn cell that holds the point
///    (`typeName=dwd:Warngebiete_Gemeinden&CQL_FILTER=CONTAINS(SHAPE,POINT(lat lon))`);
/// 2. at each refresh, that cell's warnings
///    (`typeName=dwd:Warnungen_Gemeinden&CQL_FILTER=WARNCELLID='…'`).
///
/// A point in no German municipality (a neighbour country inside the rough box) is not covered.
/// Cells found are kept in the cache folder (`alerts/dwd-warncells.json`), so later runs, `--once`
/// ones too, ask only for the warnings.
public final class DWDAlertSource: AlertSource, @unchecked Sendable {
  /// DWD's open data terms ask for the source by name.
  public static let providerName = ServiceEndpoint.dwd.credit
  static let senderName = "Deutscher Wetterdienst"
  static let serviceName = "DWD warnings"
  public var providerName: String { Self.providerName }

  private let client: HTTPClient
  private let baseURL: URL
  private let cache: CacheDirectory?
  private let lock = ThreadLock()
  /// Warn cells found per point (`Location.roundedKey`); "": the point is in none. Nil until
  /// read from the cache folder.
  private var cells: [String: String]?
  static let cellsFile = "alerts/dwd-warncells.json"

  /// - Parameters:
  ///   - baseURL: https://maps.dwd.de unless overridden (`ProviderEndpoints.dwd`).
  ///   - cache: where found warn cells are kept between runs; nil keeps them in memory only.
  public init(client: HTTPClient, baseURL: URL, cache: CacheDirectory? = nil) {
    self.client = client
    self.baseURL = baseURL
    self.cache = cache
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

  /// The municipality warn cell holding the place, asked once per point and remembered (in the
  /// cache folder when there is one); nil when the point is in none.
  func warnCell(for location: Location) async throws -> String? {
    let key = location.roundedKey
    if let known = knownCells()[key] { return known.isEmpty ? nil : known }
    let point = "\(WeatherKitRequest.coordinate(location.latitude)) \(WeatherKitRequest.coordinate(location.longitude))"
    let body = try await AlertFetch.freshBody(
      of: url(typeName: "dwd:Warngebiete_Gemeinden", filter: "CONTAINS(SHAPE,POINT(\(point)))"),
      headers: ["Accept": "application/json"], client: client, service: Self.serviceName)
    let cell = try DWDWarningsResponse.decode(body).warnCell?.id
    let all = lock.withLock {
      cells?[key] = cell ?? ""
      return cells ?? [:]
    }
    if let cache, let data = try? JSONEncoder().encode(all) { cache.write(data, to: Self.cellsFile) }
    return cell
  }

  /// The cells found so far, read from the cache folder the first time (an unreadable file is
  /// as good as none: the cells are asked again, and so is a cell that is not a warn cell
  /// number, since the file could have been written by anyone able to write the folder).
  func knownCells() -> [String: String] {
    lock.withLock {
      if let cells { return cells }
      let stored = cache?.read(Self.cellsFile).flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }
      cells = (stored ?? [:]).filter { $0.value.isEmpty || Self.isWarnCellID($0.value) }
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
