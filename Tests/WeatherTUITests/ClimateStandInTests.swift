import Foundation
import TestSupport
import Testing
import WeatherCore
import WeatherProviders

/// The climate requests against the stand-in API process (`scripts/standin-api.py`), through
/// the services the app builds from its environment.
@Suite(.serialized) struct ClimateStandInTests {
  func services(_ api: StandInAPI) throws -> OpenMeteoServices {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("climate-\(UUID().uuidString)")
    return OpenMeteoServices(
      endpoints: try ProviderEndpoints(environment: api.endpointEnvironment), cacheDirectory: CacheDirectory(url: cache)
    )
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
    #expect(lastYear >= 2020)
    // The WMO standard normal period by default.
    #expect(record.normals.firstDay == CalendarDay(year: 1991, month: 1, day: 1))
    #expect(record.normals.lastDay == CalendarDay(year: 2020, month: 12, day: 31))
    #expect(record.normals.missingDayCount == 0 && record.recentDays.count == 31)
    #expect(api.requests.filter { $0.hasPrefix("/v1/archive?") }.count == 1)
    _ = await services.climate.climate(for: Self.berlin, now: now.addingTimeInterval(60))
    #expect(api.requests.filter { $0.hasPrefix("/v1/archive?") }.count == 1, "the archive is asked once")
  }

  @Test(arguments: [OpenMeteoWireFormat.flatbuffers, .json])
  func tenPlacesColdTakeOneRecordAMinuteAndStayWithinTheServersLimits(wire: OpenMeteoWireFormat) async throws {
    let api = try StandInAPI()
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("climate-\(UUID().uuidString)")
    let environment = ["WEATHERTUI_OPEN_METEO_URL": api.baseURL, "WEATHERTUI_ARCHIVE_URL": api.baseURL]
    let services = OpenMeteoServices(
      endpoints: try ProviderEndpoints(environment: environment), cacheDirectory: CacheDirectory(url: cache),
      wire: wire, client: CurlHTTPClient(idleTimeout: 30, totalTimeout: 60))
    let places = (0..<10).map {
      Location(
        name: "Place \($0)", latitude: 45 + Double($0), longitude: 5 + Double($0), timeZoneIdentifier: "Europe/Paris")
    }
    // As `--once` asks: what the minute allows now, the rest deferred rather than waited for.
    let results = await services.climate.climates(for: places, now: Date(), waitingForTheMinute: false)
    let archive = api.requests.filter { $0.hasPrefix("/v1/archive?") }
    let recent = api.requests.filter { $0.hasPrefix("/v1/forecast?") }
    // One place's 30 years (313 calls) a request: a second would leave the minute less than the
    // 100 calls kept for forecasts.
    #expect(archive.count == 1 && recent.count == 1, "\(api.requests)")
    #expect(archive.first?.contains("format=flatbuffers") == (wire == .flatbuffers))
    for (index, result) in results.enumerated() {
      switch result {
      case .loaded(let record) where index == 0:
        #expect(record.normals.firstDay == CalendarDay(year: 1991, month: 1, day: 1))
        #expect(record.recentDays.count == 31)
      case .deferred(let deferral) where index >= 1:
        #expect(!deferral.isNextDay && deferral.retryAt.timeIntervalSinceNow < 70)
      default:
        Issue.record("place \(index): \(result)")
      }
    }
    let usage = try api.usage()
    #expect(usage["refused"] == 0)
    #expect((usage["peak_minute"] ?? .infinity) <= 600 - 100, "\(usage)")
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
