import Foundation
import StandInServer
import Testing
import WeatherCore

@testable import WeatherProviders

/// The cache gives back only validated data, drops what it cannot read, and breaks a crash
/// loop through the entry drawn at start-up.
struct CacheValidationTests {
  let now = TestData.dstNow

  /// What an earlier version, which checked nothing, would have stored: 1e19 in the forecast.
  func storeUncheckedForecast(in cache: ForecastCache) throws -> CachedForecast {
    var weather = try ForecastCacheTests.sampleWeather()
    weather.currentWeather?.temperature = 1e19
    weather.hourlyForecast[0].windSpeed = -99999
    weather.dailyForecast[0].temperatureMax = 9.3e18
    let forecast = CachedForecast(weather: weather, fetchedAt: now)
    cache.store(forecast)
    return forecast
  }

  @Test func absurdValuesInAnOldCacheAreNotAvailableWhenLoaded() throws {
    let cache = ForecastCache(directory: CacheDirectory(url: try makeTemporaryFolder()))
    let stored = try storeUncheckedForecast(in: cache)
    let loaded = try #require(cache.load(provider: "Open-Meteo", location: TestData.berlin))
    #expect(loaded.weather.currentWeather?.temperature == nil)
    #expect(loaded.weather.hourlyForecast[0].windSpeed == nil)
    #expect(loaded.weather.dailyForecast[0].temperatureMax == nil)
    #expect(loaded.weather.metadata.implausibleValueCount == 3)
    #expect(loaded.weather.currentWeather?.humidity == stored.weather.currentWeather?.humidity)
    #expect(cache.warnings.isEmpty)
  }

  @Test func anEntryThatDoesNotDecodeIsRemovedWithAWarning() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    _ = try storeUncheckedForecast(in: cache)
    let file = folder.appendingPathComponent(ForecastCache.path(provider: "Open-Meteo", location: TestData.berlin))
    try Data(#"{"version":1,"forecast":{"fetchedAt":"yesterday"}}"#.utf8).write(to: file)
    #expect(cache.load(provider: "Open-Meteo", location: TestData.berlin) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(
      cache.warnings == ["removed a cached forecast that is corrupt; it will be fetched again (\(file.path))"]
    )
  }

  @Test func anEntryWithAnImpossibleFetchTimeIsRemoved() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    var forecast = CachedForecast(weather: try ForecastCacheTests.sampleWeather(), fetchedAt: now)
    forecast.fetchedAt = Date(timeIntervalSince1970: 1e19)
    cache.store(forecast)
    #expect(cache.load(provider: "Open-Meteo", location: TestData.berlin) == nil)
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
    cache.store(CachedForecast(weather: try ForecastCacheTests.sampleWeather(), fetchedAt: now))
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
