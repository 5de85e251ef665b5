import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The cache gives back only validated data, drops what it cannot read, and breaks a crash
/// loop through the entry drawn at start-up.
struct CacheValidationTests {
  let now = TestData.dstNow

  /// A file someone altered, or an answer the provider served with absurd values: 1e19 in it,
  /// and absurd wind and maxima at every step.
  func storeAbsurdAnswer(in cache: ForecastCache) throws {
    let answer = try ForecastCacheTests.berlinAnswer()
    var object = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
    var current = try #require(object["current"] as? [String: Any])
    current["temperature_2m"] = 1e19
    object["current"] = current
    var hourly = try #require(object["hourly"] as? [String: Any])
    let wind = try #require(hourly["wind_speed_10m"] as? [Any])
    hourly["wind_speed_10m"] = Array(repeating: -99999, count: wind.count)
    object["hourly"] = hourly
    var daily = try #require(object["daily"] as? [String: Any])
    let maxima = try #require(daily["temperature_2m_max"] as? [Any])
    daily["temperature_2m_max"] = Array(repeating: 9.3e18, count: maxima.count)
    object["daily"] = daily
    let absurd = ServedAnswer(format: "json", body: try JSONSerialization.data(withJSONObject: object))
    cache.store(
      absurd, provider: "Open-Meteo", location: TestData.berlin, fetchedAt: now,
      weather: try ForecastCacheTests.sampleWeather(), secondSourceAlerts: false)
  }

  @Test func absurdValuesInACachedAnswerAreNotAvailableWhenLoaded() throws {
    let cache = ForecastCache(directory: CacheDirectory(url: try makeTemporaryFolder()))
    try storeAbsurdAnswer(in: cache)
    let loaded = try #require(cache.load(from: ForecastCacheTests.provider, location: TestData.berlin))
    #expect(loaded.weather.currentWeather?.temperature == nil)
    #expect(!loaded.weather.hourlyForecast.isEmpty && loaded.weather.hourlyForecast.allSatisfy { $0.windSpeed == nil })
    #expect(
      !loaded.weather.dailyForecast.isEmpty && loaded.weather.dailyForecast.allSatisfy { $0.temperatureMax == nil })
    let served = try ForecastCacheTests.sampleWeather()
    #expect(
      loaded.weather.metadata.implausibleValueCount
        == 1 + served.hourlyForecast.count + served.dailyForecast.count)
    #expect(loaded.weather.currentWeather?.humidity == served.currentWeather?.humidity)
    #expect(cache.warnings.isEmpty)
  }

  @Test func anEntryWithAnImpossibleFetchTimeIsRemoved() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    cache.store(
      try ForecastCacheTests.berlinAnswer(), provider: "Open-Meteo", location: TestData.berlin,
      fetchedAt: Date(timeIntervalSince1970: 1e19), weather: try ForecastCacheTests.sampleWeather(),
      secondSourceAlerts: false)
    #expect(cache.load(from: ForecastCacheTests.provider, location: TestData.berlin) == nil)
    #expect(cache.warnings.first?.hasPrefix("removed a cached forecast that has an impossible fetch time;") == true)
  }

  // MARK: - Crash-loop breaker

  func service(_ folder: URL, _ server: StandInServer) -> ForecastService {
    ForecastService(provider: makeProvider(server), cache: ForecastCache(directory: CacheDirectory(url: folder)))
  }

  @Test func aMarkLeftByARunThatDiedDrawingDiscardsThatEntry() throws {
    let server = try StandInServer { _ in StandInResponse(status: 503, text: "{}") }
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    try ForecastCacheTests.store(try ForecastCacheTests.berlinAnswer(), in: cache, fetchedAt: now)
    let entry = folder.appendingPathComponent(ForecastCache.path(provider: "Open-Meteo", location: TestData.berlin))
    let mark = folder.appendingPathComponent(ForecastCache.drawingMarkPath)

    // A start that draws its first frame leaves no mark, and the next start draws the entry too.
    let first = service(folder, server)
    #expect(first.cachedWeatherForFirstFrame(for: TestData.berlin, now: now) != nil)
    #expect(
      try String(contentsOf: mark, encoding: .utf8)
        == ForecastCache.path(provider: "Open-Meteo", location: TestData.berlin))
    first.firstFrameDrawn()
    #expect(!FileManager.default.fileExists(atPath: mark.path))

    // A start that dies before its first frame is drawn (here: never says it was drawn) ...
    let crashed = service(folder, server)
    #expect(crashed.cachedWeatherForFirstFrame(for: TestData.berlin, now: now) != nil)
    #expect(FileManager.default.fileExists(atPath: mark.path))

    // ... makes the next start discard the entry instead of drawing it again.
    let directory = CacheDirectory(url: folder)
    let next = ForecastService(provider: makeProvider(server), cache: ForecastCache(directory: directory))
    #expect(next.cachedWeatherForFirstFrame(for: TestData.berlin, now: now) == nil)
    #expect(!FileManager.default.fileExists(atPath: entry.path))
    #expect(!FileManager.default.fileExists(atPath: mark.path))
    #expect(
      directory.warnings == [
        "removed a cached forecast that was being drawn when the previous run ended abnormally; "
          + "it will be fetched again (\(entry.path))"
      ])
  }

  @Test func aMarkNamingAnythingButAForecastEntryIsOnlyRemoved() throws {
    let folder = try makeTemporaryFolder()
    let directory = CacheDirectory(url: folder)
    let outside = folder.appendingPathComponent("keep.json")
    try Data("{}".utf8).write(to: outside)
    for named in ["../keep.json", "forecast/../keep.json", "keep.json", "forecast/.hidden.json"] {
      directory.write(Data(named.utf8), to: ForecastCache.drawingMarkPath)
      ForecastCache(directory: directory).discardEntryLeftMarked()
      #expect(FileManager.default.fileExists(atPath: outside.path), "\(named)")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent(ForecastCache.drawingMarkPath).path))
    }
  }
}
