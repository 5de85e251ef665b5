import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// `AirQualityService` against the stand-in (`scripts/standin-api.py`, made-up values in the
/// real answers' shape) on 127.0.0.1, through the real curl client, the gate and the budget.
@Suite(.serialized) struct AirQualityServiceTests {
  private static let berlin = Location(
    name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin")
  private static let tucson = Location(
    name: "Tucson", latitude: 32.22, longitude: -110.93, timeZoneIdentifier: "America/Phoenix")

  private struct Setup {
    let api: StandInAPI
    let service: AirQualityService
    let budget: OpenMeteoBudget
    let cache: AirQualityCache
  }

  private func setup(wire: OpenMeteoWireFormat) throws -> Setup {
    let api = try StandInAPI(limits: "0,0,0")
    let directory = CacheDirectory(url: try makeTemporaryFolder())
    let budget = OpenMeteoBudget(directory: nil)
    let cache = AirQualityCache(directory: directory)
    let service = AirQualityService(
      client: CurlHTTPClient(), baseURL: URL(string: api.baseURL)!, wire: wire,
      gate: OpenMeteoGate(budget: budget), cache: cache)
    return Setup(api: api, service: service, budget: budget, cache: cache)
  }

  private func airRequests(_ api: StandInAPI) -> [String] {
    api.requests.filter { $0.contains("/v1/air-quality") }
  }

  @Test(arguments: OpenMeteoWireFormat.allCases)
  func onePlaceRequestForAllPlacesThenTheCache(wire: OpenMeteoWireFormat) async throws {
    let setup = try setup(wire: wire)
    let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded())
    let results = await setup.service.airQuality(for: [Self.berlin, Self.tucson], refresh: false, now: now)
    try #require(results.count == 2)
    #expect(airRequests(setup.api).count == 1, "one request for both places")
    let berlin = try #require(results[0].airQuality)
    let tucson = try #require(results[1].airQuality)
    #expect(results[0] == .served(berlin, fetchedAt: now))
    let current = try #require(berlin.current)
    #expect(current.europeanIndex != nil && current.usIndex != nil)
    #expect(current.europeanSubIndices.count == 5 && current.usSubIndices.count == 6)
    #expect(current.concentrations.count == 6)
    #expect(current.pollen.count == 6, "pollen in Europe")
    #expect(tucson.current?.pollen.isEmpty == true, "null outside Europe: absent")
    #expect(berlin.hourly.count == 48, "two days")
    #expect(berlin.hourly.allSatisfy { $0.concentrations.isEmpty && $0.europeanIndex != nil })
    // 33 variables over 2 days for 2 places.
    #expect(abs(setup.budget.spent(now: now).minute - 6.6) < 1e-9)

    // Fresh within the hour: no request.
    let again = await setup.service.airQuality(for: [Self.berlin, Self.tucson], refresh: false, now: now + 600)
    #expect(again == [.served(berlin, fetchedAt: now), .served(tucson, fetchedAt: now)])
    #expect(airRequests(setup.api).count == 1)
    // A refresh asks again; an hour later too.
    _ = await setup.service.airQuality(for: [Self.berlin], refresh: true, now: now + 700)
    _ = await setup.service.airQuality(for: [Self.berlin, Self.tucson], refresh: false, now: now + 3700)
    #expect(airRequests(setup.api).count == 3)
  }

  @Test func failureGivesStaleDataOrAOneLineMessage() async throws {
    let setup = try setup(wire: .json)
    let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded())
    _ = await setup.service.airQuality(for: [Self.berlin], refresh: false, now: now)
    try setup.api.failAirQuality(status: 503)
    let results = await setup.service.airQuality(for: [Self.berlin, Self.tucson], refresh: true, now: now + 60)
    guard case .stale(let air, let fetchedAt, let message) = results[0] else {
      Issue.record("expected stale data for Berlin, got \(results[0])")
      return
    }
    #expect(fetchedAt == now && air.current != nil)
    #expect(message.hasPrefix("air quality: Open-Meteo answered HTTP 503"))
    #expect(!message.contains("\n"))
    #expect(results[1] == .failed(message: message))
  }

  @Test func refusedConnectionFailsEveryPlaceWithoutCache() async throws {
    let setup = try setup(wire: .flatbuffers)
    setup.api.stop()
    let results = await setup.service.airQuality(for: [Self.berlin, Self.tucson], refresh: false, now: Date())
    #expect(results.count == 2)
    for result in results {
      guard case .failed(let message) = result else {
        Issue.record("expected a failure, got \(result)")
        continue
      }
      #expect(message.hasPrefix("air quality: "))
    }
  }

  @Test func cacheReadsAreCheckedAgain() throws {
    let folder = try makeTemporaryFolder()
    let cache = AirQualityCache(directory: CacheDirectory(url: folder))
    let hour = AirQualityHour(
      date: Date(timeIntervalSince1970: 1_790_859_600), europeanIndex: 1e19, usIndex: 40, pollen: [.birch: -3])
    cache.store(AirQuality(current: hour, hourly: [hour], fetchedAt: Date()), location: Self.berlin)
    let read = try #require(cache.load(location: Self.berlin))
    #expect(read.current?.europeanIndex == nil && read.current?.usIndex == 40)
    #expect(read.current?.pollen.isEmpty == true)
    // A file that is not an entry is removed with a warning.
    let path = folder.appendingPathComponent(AirQualityCache.path(location: Self.berlin))
    try Data("{\"version\":1,".utf8).write(to: path)
    #expect(cache.load(location: Self.berlin) == nil)
    #expect(!FileManager.default.fileExists(atPath: path.path))
    #expect(cache.directory.warnings.contains { $0.contains("removed cached air quality that is corrupt") })
  }

  @Test func everySeriesSurvivesTheCacheAndMisalignedColumnsDoNot() throws {
    let folder = try makeTemporaryFolder()
    let cache = AirQualityCache(directory: CacheDirectory(url: folder))
    let start = Date(timeIntervalSince1970: 1_790_859_600)
    var hours: [AirQualityHour] = []
    for step in 0..<3 {
      let offset = Double(step)
      let us: Double? = step == 1 ? nil : 40
      let pollen: [PollenKind: Double] = step == 2 ? [:] : [.birch: 12, .grass: 0]
      hours.append(
        AirQualityHour(
          date: start.addingTimeInterval(offset * 3600), europeanIndex: 20 + offset, usIndex: us,
          concentrations: [.pm2_5: 7.5, .ozone: 60 + offset], europeanSubIndices: [.ozone: 20 + offset],
          usSubIndices: [.pm2_5: 31], pollen: pollen))
    }
    let air = AirQuality(current: hours[0], hourly: hours, fetchedAt: start, domain: "cams_europe")
    cache.store(air, location: Self.berlin)
    #expect(cache.load(location: Self.berlin) == air.validated())
    // Columns of different lengths cannot be hours: the file goes, with a warning.
    let path = folder.appendingPathComponent(AirQualityCache.path(location: Self.berlin))
    try Data(
      #"{"version":2,"fetchedAt":810000000,"hourly":{"times":[1,2],"series":{"us_aqi":[3]}}}"#.utf8
    ).write(to: path)
    #expect(cache.load(location: Self.berlin) == nil)
    #expect(!FileManager.default.fileExists(atPath: path.path))
  }

  @Test func endpointFollowsItsVariableOrTheForecastServer() throws {
    #expect(
      try ProviderEndpoints(environment: [:]).airQuality.absoluteString == "https://air-quality-api.open-meteo.com")
    let standIn = try ProviderEndpoints(environment: ["WEATHERTUI_OPEN_METEO_URL": "http://127.0.0.1:9"])
    #expect(standIn.airQuality.absoluteString == "http://127.0.0.1:9", "a test's stand-in, never the internet")
    let own = try ProviderEndpoints(environment: ["WEATHERTUI_AIR_QUALITY_URL": "http://127.0.0.1:7"])
    #expect(own.airQuality.absoluteString == "http://127.0.0.1:7")
    #expect(throws: ProviderEndpointsError.self) {
      try ProviderEndpoints(environment: ["WEATHERTUI_AIR_QUALITY_URL": "ftp://x"])
    }
  }
}
