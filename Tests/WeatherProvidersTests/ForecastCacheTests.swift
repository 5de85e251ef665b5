import Foundation
import Testing
import WeatherCore

@testable import WeatherProviders

struct ForecastCacheTests {
  static func sampleWeather() throws -> Weather {
    let payload = try #require(try OpenMeteoJSONDecoder.decode(TestData.twoPlaces()).first)
    return OpenMeteoWeatherMapper.weather(
      from: payload, location: TestData.berlin, now: TestData.dstNow, fetchedAt: TestData.dstNow)
  }

  @Test func storedForecastComesBackEqual() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let forecast = CachedForecast(weather: try Self.sampleWeather(), fetchedAt: TestData.dstNow)
    #expect(cache.load(provider: "Open-Meteo", location: TestData.berlin) == nil)
    cache.store(forecast)
    #expect(cache.load(provider: "Open-Meteo", location: TestData.berlin) == forecast)
    // Keyed by coordinates rounded to 0.01°, and by provider.
    var nearby = TestData.berlin
    nearby.latitude += 0.001
    #expect(cache.load(provider: "Open-Meteo", location: nearby) == forecast)
    #expect(cache.load(provider: "WeatherKit", location: TestData.berlin) == nil)
    #expect(cache.warnings.isEmpty)
    // No temporary files are left behind.
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("forecast").path)
    #expect(files.count == 1 && files.allSatisfy { $0.hasSuffix(".json") && !$0.hasPrefix(".") })
  }

  @Test func corruptFileIsRemovedWithAWarningAndReplaced() throws {
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let forecast = CachedForecast(weather: try Self.sampleWeather(), fetchedAt: TestData.dstNow)
    cache.store(forecast)
    let file = folder.appendingPathComponent(
      ForecastCache.path(provider: "Open-Meteo", location: TestData.berlin))
    try Data("{\"version\":1,\"forecast\":{\"weath".utf8).write(to: file)

    #expect(cache.load(provider: "Open-Meteo", location: TestData.berlin) == nil)
    #expect(cache.warnings.count == 1)
    #expect(
      cache.warnings.first?.hasPrefix("removed a cached forecast that is corrupt; it will be fetched again (") == true)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    cache.store(forecast)
    #expect(cache.load(provider: "Open-Meteo", location: TestData.berlin) == forecast)
  }

  @Test func unwritableFolderIsAWarningNotACrash() throws {
    let folder = try makeTemporaryFolder()
    let blocker = folder.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    let cacheFolder = blocker.appendingPathComponent("weathertui")
    let cache = ForecastCache(directory: CacheDirectory(url: cacheFolder))
    cache.store(CachedForecast(weather: try Self.sampleWeather(), fetchedAt: TestData.dstNow))
    cache.store(CachedForecast(weather: try Self.sampleWeather(), fetchedAt: TestData.dstNow))
    #expect(
      cache.warnings == [
        "cannot write cache in \(cacheFolder.path): Not a directory; running without cache"
      ])
    #expect(cache.load(provider: "Open-Meteo", location: TestData.berlin) == nil)
  }

  @Test func folderFollowsXDGThenHome() {
    #expect(
      CacheDirectory.defaultURL(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/a"]).path
        == "/var/cache/me/weathertui")
    #expect(CacheDirectory.defaultURL(environment: ["HOME": "/home/a"]).path == "/home/a/.cache/weathertui")
    // A relative XDG_CACHE_HOME is invalid per the XDG spec and ignored.
    #expect(
      CacheDirectory.defaultURL(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/a"]).path
        == "/home/a/.cache/weathertui")
  }

  @Test func geocodingEntriesLastThirtyDays() throws {
    let cache = GeocodingCache(directory: CacheDirectory(url: try makeTemporaryFolder()))
    let places = [GeocodedPlace(name: "Berlin", latitude: 52.52, longitude: 13.41, population: 3_426_354)]
    let stored = TestData.dstNow
    cache.store(places, query: "Berlin", count: 10, now: stored)
    #expect(cache.load(query: " berlin ", count: 10, now: stored.addingTimeInterval(29 * 86_400)) == places)
    #expect(cache.load(query: "Berlin", count: 10, now: stored.addingTimeInterval(31 * 86_400)) == nil)
    #expect(cache.load(query: "Berlin", count: 5, now: stored) == nil)
  }

  @Test func fileNamesAreSafeAndDistinct() {
    let a = CacheDirectory.fileName(for: "../../etc/passwd")
    let b = CacheDirectory.fileName(for: "São Paulo")
    let c = CacheDirectory.fileName(for: "Sao Paulo")
    #expect(!a.contains("/"))
    #expect(b != c)
  }
}
