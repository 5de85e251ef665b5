import Foundation
import Testing
import WeatherCore
import WeatherProviders

/// The climate requests against the stand-in API process (`scripts/standin-api.py`), through
/// the services the app builds from its environment.
@Suite(.serialized) struct ClimateStandInTests {
  func services(_ api: StandInAPI) throws -> OpenMeteoServices {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("climate-\(UUID().uuidString)")
    let environment = [
      "WEATHERTUI_OPEN_METEO_URL": api.baseURL, "WEATHERTUI_GEOCODING_URL": api.baseURL,
      "WEATHERTUI_ARCHIVE_URL": api.baseURL, "WEATHERTUI_NWS_URL": api.baseURL,
    ]
    return OpenMeteoServices(
      endpoints: try ProviderEndpoints(environment: environment), cacheDirectory: CacheDirectory(url: cache))
  }

  static let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.405, timeZoneIdentifier: "Europe/Berlin")

  @Test func climateLoadsFromTheStandInAndThenFromTheCache() async throws {
    let api = try StandInAPI()
    let services = try services(api)
    let now = Date()
    let result = await services.climate.climate(for: Self.berlin, now: now)
    guard case .loaded(let record) = result else {
      Issue.record("expected a record, got \(result)")
      return
    }
    let lastYear = CalendarDay(now, timeZone: Self.berlin.timeZone).year - 1
    #expect(record.normals.firstDay == CalendarDay(year: 1970, month: 1, day: 1))
    #expect(record.normals.lastDay == CalendarDay(year: lastYear, month: 12, day: 31))
    #expect(record.normals.missingDayCount == 0 && record.recentDays.count == 31)
    #expect(api.requests.filter { $0.hasPrefix("/v1/archive?") }.count == 1)
    _ = await services.climate.climate(for: Self.berlin, now: now.addingTimeInterval(60))
    #expect(api.requests.filter { $0.hasPrefix("/v1/archive?") }.count == 1, "the archive is asked once")
  }

  @Test func aRateLimitedArchiveIsAFailureWithItsReason() async throws {
    let api = try StandInAPI()
    try api.failArchive(status: 429)
    let result = try await services(api).climate.climate(for: Self.berlin, now: Date())
    guard case .failed(let message) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(message.hasPrefix("Open-Meteo's per-minute request limit is used up; next try at "))
  }
}
