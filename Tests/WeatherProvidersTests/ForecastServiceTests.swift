import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The service over a stand-in Open-Meteo and a real on-disk cache.
struct ForecastServiceTests {
  let places = [TestData.berlin, TestData.reykjavik]
  let t0 = TestData.dstNow

  func makeService(_ server: StandInServer) throws -> (ForecastService, ForecastCache) {
    let cache = ForecastCache(directory: CacheDirectory(url: try makeTemporaryFolder()))
    return (ForecastService(provider: makeProvider(server), cache: cache), cache)
  }

  @Test func freshCacheMakesNoRequestAndRefreshForcesOne() async throws {
    let server = try StandInServer { OpenMeteoAnswers.forecast(for: $0) }
    defer { server.stop() }
    let (service, _) = try makeService(server)

    let first = await service.forecasts(for: places, now: t0)
    #expect(first.allSatisfy { $0.weather != nil && !$0.isStale && $0.error == nil && $0.fetchedAt == t0 })
    #expect(server.requests.count == 1)

    let cached = await service.forecasts(for: places, now: t0.addingTimeInterval(5 * 60))
    #expect(server.requests.count == 1)
    #expect(cached.map(\.fetchedAt) == [t0, t0])
    #expect(cached.map(\.weather) == first.map(\.weather))

    _ = await service.forecasts(for: places, refresh: true, now: t0.addingTimeInterval(6 * 60))
    #expect(server.requests.count == 2)

    // Ten minutes after the last fetch the data is due again.
    _ = await service.forecasts(for: places, now: t0.addingTimeInterval(16 * 60))
    #expect(server.requests.count == 3)
  }

  @Test func aRefreshReadsNoEntryItIsAboutToReplace() async throws {
    let server = try StandInServer { OpenMeteoAnswers.forecast(for: $0) }
    defer { server.stop() }
    let (service, cache) = try makeService(server)
    _ = await service.forecasts(for: places, now: t0)
    // Unreadable now: reading it would remove it with a warning.
    let file = cache.directory.url.appendingPathComponent(
      ForecastCache.path(provider: "Open-Meteo", location: places[0]))
    try Data("WTFC".utf8).write(to: file)
    let refreshed = await service.forecasts(for: places, refresh: true, now: t0.addingTimeInterval(60))
    #expect(refreshed.allSatisfy { $0.weather != nil && $0.error == nil })
    #expect(cache.warnings.isEmpty, "the refresh read the entry it replaced")
    #expect(cache.entry(provider: "Open-Meteo", location: places[0])?.fetchedAt == t0.addingTimeInterval(60))
  }

  @Test func cachedWeatherIsReadWithoutARequestFreshOrNot() async throws {
    let server = try StandInServer { OpenMeteoAnswers.forecast(for: $0) }
    defer { server.stop() }
    let (service, _) = try makeService(server)
    #expect(service.cachedWeather(for: TestData.berlin, now: t0) == nil, "nothing cached yet")
    let fetched = await service.forecasts(for: places, now: t0)
    let later = t0.addingTimeInterval(3 * 3600)  // long past fresh
    let cached = try #require(service.cachedWeather(for: TestData.berlin, now: later))
    #expect(cached.fetchedAt == t0)
    #expect(cached.weather.location.name == TestData.berlin.name)
    #expect(
      cached.weather.hourlyForecast.first?.date ?? .distantPast >= later.addingTimeInterval(-3600), "past hours trimmed"
    )
    #expect(cached.weather.hourlyForecast.count < (fetched[0].weather?.hourlyForecast.count ?? 0))
    #expect(server.requests.count == 1)
  }

  @Test func onlyPlacesWithoutFreshDataAreRequested() async throws {
    let server = try StandInServer { OpenMeteoAnswers.forecast(for: $0) }
    defer { server.stop() }
    let (service, _) = try makeService(server)
    _ = await service.forecasts(for: [TestData.berlin], now: t0)
    let results = await service.forecasts(for: places, now: t0.addingTimeInterval(60))
    #expect(server.requests.count == 2)
    #expect(server.requests.last?.query["latitude"] == "64.14")
    #expect(results.map(\.fetchedAt) == [t0, t0.addingTimeInterval(60)])
  }

  @Test func failureFallsBackToStaleCacheWithItsAge() async throws {
    let failing = Shared(false)
    let server = try StandInServer { request in
      failing.value
        ? OpenMeteoAnswers.error(500, "Something went wrong.")
        : OpenMeteoAnswers.forecast(for: request)
    }
    defer { server.stop() }
    let (service, _) = try makeService(server)
    _ = await service.forecasts(for: [TestData.berlin], now: t0)

    failing.value = true
    let later = t0.addingTimeInterval(3 * 3600)
    let results = await service.forecasts(for: places, now: later)
    #expect(server.requests.count == 2)
    let berlin = results[0]
    #expect(berlin.isStale)
    #expect(berlin.weather?.location.name == "Berlin")
    #expect(berlin.fetchedAt == t0)  // its true age: three hours
    #expect(berlin.error?.contains("HTTP 500 (Something went wrong.)") == true)
    // Hours that have passed since the fetch are gone; the quarter-hours all have.
    #expect(berlin.weather?.hourlyForecast.first?.date == Date(timeIntervalSince1970: 1_792_843_200 + 3 * 3600))
    #expect(berlin.weather?.minuteForecast.isEmpty == true)
    #expect(berlin.weather?.dailyForecast.count == 3)
    #expect(berlin.weather?.currentWeather?.date == Date(timeIntervalSince1970: 1_792_843_200))
    // Reykjavík was never fetched: no weather, an error, nothing pretends to be data.
    let reykjavik = results[1]
    #expect(reykjavik.weather == nil && reykjavik.fetchedAt == nil && !reykjavik.isStale)
    #expect(reykjavik.error == berlin.error)
  }

  @Test func unreachableServerIsStaleDataWithTheNetworkMessage() async throws {
    let server = try StandInServer { OpenMeteoAnswers.forecast(for: $0) }
    defer { server.stop() }
    let (service, cache) = try makeService(server)
    _ = await service.forecasts(for: places, now: t0)

    let closed = try ClosedPort()
    let offline = ForecastService(provider: makeProvider(baseURL: closed.baseURL), cache: cache)
    let results = await offline.forecasts(for: places, now: t0.addingTimeInterval(3600))
    #expect(results.allSatisfy { $0.isStale && $0.weather != nil && $0.fetchedAt == t0 })
    #expect(results[0].error?.hasPrefix("cannot reach 127.0.0.1: ") == true)
  }

  @Test func placesOffEarthAreReportedAndLeftOutOfTheRequest() async throws {
    let server = try StandInServer { OpenMeteoAnswers.forecast(for: $0) }
    defer { server.stop() }
    let (service, _) = try makeService(server)
    let nowhere = Location(name: "Nowhere", latitude: 95, longitude: 10)
    let results = await service.forecasts(for: [nowhere, TestData.berlin], now: t0)
    #expect(results[0].weather == nil)
    #expect(
      results[0].error
        == "Nowhere has latitude 95.0, longitude 10.0, which is not on Earth (−90…90, −180…180); fix the place's coordinates"
    )
    #expect(results[1].weather != nil)
    #expect(server.requests.map { $0.query["latitude"] } == ["52.52"])
  }

  @Test func withoutCacheEveryCallAsks() async throws {
    let server = try StandInServer { OpenMeteoAnswers.forecast(for: $0) }
    defer { server.stop() }
    let service = ForecastService(provider: makeProvider(server), cache: nil)
    _ = await service.forecasts(for: places, now: t0)
    _ = await service.forecasts(for: places, now: t0)
    #expect(server.requests.count == 2)
  }
}
