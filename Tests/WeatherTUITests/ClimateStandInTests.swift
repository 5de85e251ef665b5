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
    #expect(record.normals.firstDay == CalendarDay(year: 1970, month: 1, day: 1))
    #expect(record.normals.lastDay == CalendarDay(year: lastYear, month: 12, day: 31))
    #expect(record.normals.missingDayCount == 0 && record.recentDays.count == 31)
    #expect(api.requests.filter { $0.hasPrefix("/v1/archive?") }.count == 1)
    _ = await services.climate.climate(for: Self.berlin, now: now.addingTimeInterval(60))
    #expect(api.requests.filter { $0.hasPrefix("/v1/archive?") }.count == 1, "the archive is asked once")
  }

  @Test(arguments: [OpenMeteoWireFormat.flatbuffers, .json])
  func tenPlacesColdTakeTwoRequestsAndStayWithinTheServersLimits(wire: OpenMeteoWireFormat) async throws {
    let api = try StandInAPI()
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("climate-\(UUID().uuidString)")
    let environment = ["WEATHERTUI_OPEN_METEO_URL": api.baseURL, "WEATHERTUI_ARCHIVE_URL": api.baseURL]
    // The stand-in compiles six places' 56 years with flatc before it sends a byte: about 3 s on
    // a busy 2-core machine, near the client's 5 s of silence, so this client waits longer.
    let services = OpenMeteoServices(
      endpoints: try ProviderEndpoints(environment: environment), cacheDirectory: CacheDirectory(url: cache),
      wire: wire, client: CurlHTTPClient(idleTimeout: 30, totalTimeout: 60))
    let places = (0..<10).map {
      Location(
        name: "Place \($0)", latitude: 45 + Double($0), longitude: 5 + Double($0), timeZoneIdentifier: "Europe/Paris")
    }
    let results = await services.climate.climates(for: places, now: Date())
    let archive = api.requests.filter { $0.hasPrefix("/v1/archive?") }
    let recent = api.requests.filter { $0.hasPrefix("/v1/forecast?") }
    #expect(archive.count == 1 && recent.count == 1, "\(api.requests)")
    #expect(archive.first?.contains("format=flatbuffers") == (wire == .flatbuffers))
    // Six places fit in the hour's 4,000 calls kept for climate (about 585 each), in order.
    for (index, result) in results.enumerated() {
      switch result {
      case .loaded(let record) where index < 6:
        #expect(record.normals.firstDay == CalendarDay(year: 1970, month: 1, day: 1))
        #expect(record.recentDays.count == 31)
      case .deferred(let deferral) where index >= 6:
        #expect(!deferral.isNextDay)
      default:
        Issue.record("place \(index): \(result)")
      }
    }
    let usage = try api.usage()
    #expect(usage["refused"] == 0)
    #expect((usage["peak_hour"] ?? .infinity) <= 5_000 - 1_000)
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
