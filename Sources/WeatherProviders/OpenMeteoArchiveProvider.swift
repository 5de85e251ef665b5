import Foundation
import WeatherCore

/// Fetches the daily history behind a place's climate: decades of ERA5 days from Open-Meteo's
/// archive API, and the last 30 days from the forecast API's `past_days`. Both requests go
/// through the shared `OpenMeteoGate`, so they never overlap any other Open-Meteo request.
public final class OpenMeteoArchiveProvider: Sendable {
  private let client: HTTPClient
  private let archiveURL: URL
  private let forecastURL: URL
  private let gate: OpenMeteoGate

  /// First day of the normals.
  public static let baselineStart = CalendarDay(year: 1970, month: 1, day: 1)
  /// Days of recent history asked of the forecast API.
  public static let recentDays = 30
  /// How the data is named in the statistics view and the docs.
  public static let archiveSource = "ERA5 reanalysis (Open-Meteo archive API, models=era5)"
  public static let recentSource = "Open-Meteo forecast API (past_days=30, best_match models)"

  /// - Parameters:
  ///   - archiveURL: e.g. https://archive-api.open-meteo.com (`ProviderEndpoints.archive`).
  ///   - forecastURL: e.g. https://api.open-meteo.com (`ProviderEndpoints.openMeteo`).
  ///   - gate: the gate shared with the forecast provider and geocoder.
  public init(client: HTTPClient, archiveURL: URL, forecastURL: URL, gate: OpenMeteoGate) {
    self.client = client
    self.archiveURL = archiveURL
    self.forecastURL = forecastURL
    self.gate = gate
  }

  /// Every day from 1970-01-01 to 31 December of the year before `now` (in the place's zone).
  /// Expensive: about 590 weighted calls of Open-Meteo's budget. Throws `OpenMeteoError`.
  public func archive(for location: Location, now: Date) async throws -> [DailySummary] {
    try await fetch(Self.archiveRequest(base: archiveURL, location: location, now: now), now: now)
  }

  /// The 30 days before today in the place's zone (and today so far). Cheap. Throws `OpenMeteoError`.
  public func recent(for location: Location, now: Date) async throws -> [DailySummary] {
    try await fetch(Self.recentRequest(base: forecastURL, location: location), now: now)
  }

  private func fetch(_ url: URL, now: Date) async throws -> [DailySummary] {
    let body = try await gate.fetch(url, client: client, now: now)
    return try OpenMeteoDailyHistory.decode(body)
  }

  // MARK: - Requests

  static func archiveRequest(base: URL, location: Location, now: Date) -> URL {
    let lastYear = CalendarDay(now, timeZone: location.timeZone).year - 1
    return url(
      base: base, path: "v1/archive", location: location,
      extra: [
        ("start_date", baselineStart.description),
        ("end_date", CalendarDay(year: lastYear, month: 12, day: 31).description),
        ("models", "era5"),
      ])
  }

  static func recentRequest(base: URL, location: Location) -> URL {
    url(
      base: base, path: "v1/forecast", location: location,
      extra: [
        ("past_days", String(recentDays)), ("forecast_days", "1"),
      ])
  }

  private static func url(base: URL, path: String, location: Location, extra: [(String, String)]) -> URL {
    var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
    components.queryItems =
      [
        URLQueryItem(name: "latitude", value: OpenMeteoForecastRequest.coordinate(location.latitude)),
        URLQueryItem(name: "longitude", value: OpenMeteoForecastRequest.coordinate(location.longitude)),
        URLQueryItem(name: "daily", value: OpenMeteoDailyHistory.variables.joined(separator: ",")),
        URLQueryItem(name: "timezone", value: OpenMeteoForecastRequest.timezone(location)),
      ] + extra.map { URLQueryItem(name: $0.0, value: $0.1) }
    return components.url!
  }
}
