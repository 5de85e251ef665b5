import FoundationEssentials
import WeatherCore

/// Fetches the daily history behind places' climate, several places per request: decades of
/// ERA5 days from Open-Meteo's archive API, and the last 30 days from the forecast API's
/// `past_days`. Requests go through the shared `OpenMeteoGate`, so they never overlap any
/// other Open-Meteo request and their weight is counted in its budget.
public final class OpenMeteoArchiveProvider: Sendable {
  private let client: HTTPClient
  private let archiveURL: URL
  private let forecastURL: URL
  private let gate: OpenMeteoGate
  private let wire: OpenMeteoWireFormat
  private let sharing: OpenMeteoRequestSharing

  /// Days of recent history asked of the forecast API.
  public static let recentDays = 30
  /// Open-Meteo answers at most this many locations per request (`LOCATIONS_LIMIT`).
  public static let locationsPerRequest = 1000
  /// How the data is named in the statistics view and the docs.
  public static let archiveSource = "ERA5 reanalysis (Open-Meteo archive API, models=era5)"
  public static let recentSource = "Open-Meteo forecast API (past_days=30, best_match models)"

  /// - Parameters:
  ///   - archiveURL: e.g. https://archive-api.open-meteo.com (`ProviderEndpoints.archive`).
  ///   - forecastURL: e.g. https://api.open-meteo.com (`ProviderEndpoints.openMeteo`).
  ///   - gate: the gate shared with the forecast provider and geocoder.
  ///   - wire: JSON or FlatBuffers, as for forecasts.
  ///   - sharing: `.perPlace` behind a cache that several displays share.
  public init(
    client: HTTPClient, archiveURL: URL, forecastURL: URL, gate: OpenMeteoGate, wire: OpenMeteoWireFormat = .json,
    sharing: OpenMeteoRequestSharing = .batched
  ) {
    self.client = client
    self.archiveURL = archiveURL
    self.forecastURL = forecastURL
    self.gate = gate
    self.wire = wire
    self.sharing = sharing
  }

  /// Every day from `first` through `last`, for each place. Expensive: `archiveWeight` (about
  /// 313 weighted calls a place for 30 years). A span heavier than one request may weigh
  /// (`OpenMeteoLimits.climateRequestCap`, what a minute leaves after its reserve) is asked in
  /// parts of whole years, one after another, each waiting for room in the minute.
  /// Throws `OpenMeteoError`.
  public func archive(for locations: [Location], from first: CalendarDay, through last: CalendarDay, now: Date)
    async throws -> [[DailySummary]]
  {
    guard !locations.isEmpty else { return [] }
    if sharing == .perPlace && locations.count > 1 {
      var days: [[DailySummary]] = []
      for location in locations {
        days += try await archive(for: [location], from: first, through: last, now: now)
      }
      return days
    }
    var days = Array(repeating: [DailySummary](), count: locations.count)
    for (partFirst, partLast) in Self.parts(from: first, through: last, places: locations.count, cap: requestCap) {
      let url = Self.archiveRequest(
        base: archiveURL, locations: locations, from: partFirst, through: partLast, wire: wire, sharing: sharing)
      // Only the days asked for: the normals are named by their span.
      for (index, part) in try await fetch(url, places: locations.count, now: now).enumerated() {
        days[index] += part.filter { $0.day >= partFirst && $0.day <= partLast }
      }
    }
    return days
  }

  /// The most one archive request may weigh: the minute's share for climate with a budget, else
  /// the server's own cap (it refuses a request heavier than its hourly limit).
  private var requestCap: Double {
    min(gate.budget?.limits.climateRequestCap ?? .infinity, OpenMeteoLimits.standard.perHour)
  }

  /// `first…last` cut into spans of whole years, each weighing at most `cap` for `places`.
  static func parts(from first: CalendarDay, through last: CalendarDay, places: Int, cap: Double)
    -> [(CalendarDay, CalendarDay)]
  {
    let whole = archiveWeight(places: places, from: first, through: last)
    let years = max(1, last.year - first.year + 1)
    let count = min(years, max(1, Int((whole / cap).rounded(.up))))
    guard count > 1 else { return [(first, last)] }
    var parts: [(CalendarDay, CalendarDay)] = []
    var year = first.year
    for index in 0..<count {
      // Spread the years evenly; the earlier parts take the remainder.
      let length = years / count + (index < years % count ? 1 : 0)
      let partFirst = index == 0 ? first : CalendarDay(year: year, month: 1, day: 1)
      let partLast = index == count - 1 ? last : CalendarDay(year: year + length - 1, month: 12, day: 31)
      parts.append((partFirst, partLast))
      year += length
    }
    return parts
  }

  /// The 30 days before today in each place's zone (and today so far), 1,000 places a request.
  /// Cheap: one weighted call a place. Throws `OpenMeteoError`.
  public func recent(for locations: [Location], now: Date) async throws -> [[DailySummary]] {
    var days: [[DailySummary]] = []
    let size = sharing == .perPlace ? 1 : Self.locationsPerRequest
    for start in stride(from: 0, to: locations.count, by: size) {
      let chunk = Array(locations[start..<min(locations.count, start + size)])
      days += try await fetch(
        Self.recentRequest(base: forecastURL, locations: chunk, wire: wire, sharing: sharing), places: chunk.count,
        now: now)
    }
    return days
  }

  /// Every day from `first` through `last` (ERA5, models=era5) for one place: a past period's
  /// daily summaries. ERA5 lags about five days, so the last days of a period reaching today
  /// are nil. Cheap: one weighted call a year. Throws `OpenMeteoError`.
  public func days(for location: Location, from first: CalendarDay, through last: CalendarDay, now: Date)
    async throws -> [DailySummary]
  {
    let url = Self.url(
      base: archiveURL, path: "v1/archive", locations: [location], wire: wire, sharing: sharing,
      extra: [("start_date", first.description), ("end_date", last.description), ("models", "era5")])
    return try await fetch(url, places: 1, now: now).first ?? []
  }

  /// The weighted cost of asking `first…last` for `places` places in one request.
  public static func archiveWeight(places: Int, from first: CalendarDay, through last: CalendarDay) -> Double {
    OpenMeteoCallWeight.of(
      variables: OpenMeteoDailyHistory.variables.count, days: last.dayNumber - first.dayNumber + 1, places: places)
  }

  /// The weighted cost of `baseline`'s record for one place in local year `year`.
  public static func archiveWeight(_ baseline: ClimateBaseline, inLocalYear year: Int) -> Double {
    let (first, last) = baseline.days(inLocalYear: year)
    return archiveWeight(places: 1, from: first, through: last)
  }

  private func fetch(_ url: URL, places: Int, now: Date) async throws -> [[DailySummary]] {
    let body = try await gate.fetch(url, client: client, now: now, purpose: .climate)
    let days = try OpenMeteoDailyHistory.decodePlaces(body, wire: wire)
    guard days.count == places else {
      throw OpenMeteoError.locationCountMismatch(expected: places, received: days.count)
    }
    return days
  }

  // MARK: - Requests

  static func archiveRequest(
    base: URL, locations: [Location], from first: CalendarDay, through last: CalendarDay, wire: OpenMeteoWireFormat,
    sharing: OpenMeteoRequestSharing = .batched
  ) -> URL {
    url(
      base: base, path: "v1/archive", locations: locations, wire: wire, sharing: sharing,
      extra: [
        ("start_date", first.description),
        ("end_date", last.description),
        ("models", "era5"),
      ])
  }

  static func recentRequest(
    base: URL, locations: [Location], wire: OpenMeteoWireFormat, sharing: OpenMeteoRequestSharing = .batched
  ) -> URL {
    url(
      base: base, path: "v1/forecast", locations: locations, wire: wire, sharing: sharing,
      extra: [("past_days", String(recentDays)), ("forecast_days", "1")])
  }

  private static func url(
    base: URL, path: String, locations: [Location], wire: OpenMeteoWireFormat, sharing: OpenMeteoRequestSharing,
    extra: [(String, String)]
  ) -> URL {
    var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
    components.queryItems =
      OpenMeteoForecastRequest.places(locations, sharing: sharing) + [
        URLQueryItem(name: "daily", value: OpenMeteoDailyHistory.variables.joined(separator: ",")),
        URLQueryItem(
          name: "timezone", value: locations.map(OpenMeteoForecastRequest.timezone).joined(separator: ",")),
      ] + extra.map { URLQueryItem(name: $0.0, value: $0.1) }
      + (wire == .flatbuffers ? [URLQueryItem(name: "format", value: "flatbuffers")] : [])
    return components.url!
  }
}
