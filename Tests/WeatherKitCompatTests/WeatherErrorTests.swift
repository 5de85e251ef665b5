import Foundation
import TestSupport
import Testing
import WeatherKitCompat

/// Failures come out as `WeatherError` values with a one-line message naming the fix.
@Suite(.serialized) struct WeatherErrorTests {
  static func service(at base: URL, cache: Bool = false) -> WeatherService {
    WeatherService(
      provider: .openMeteo(
        endpoints: .init(allAt: base),
        cacheDirectory: cache ? FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString) : nil))
  }

  @Test func aRateLimitSaysWhenToRetry() async throws {
    let api = try StandInAPI()
    try api.fail(status: 429)
    let service = Self.service(at: URL(string: api.baseURL)!)
    do {
      _ = try await service.weather(for: CLLocation(latitude: 52.52, longitude: 13.41), including: .current)
      Issue.record("a refused request answered")
    } catch WeatherError.rateLimited(let retryAt, let message) {
      #expect(retryAt > Date())
      #expect(message.contains("Open-Meteo"))
    }
  }

  @Test func climateThatWouldWaitForTheMinuteThrowsNamingTheWait() async throws {
    let api = try StandInAPI()
    let service = Self.service(at: URL(string: api.baseURL)!, cache: true)
    // One place's record (313 calls) leaves the minute too little for a second beside the
    // forecasts' reserve: the second query says until when, at once, instead of hanging.
    _ = try await service.weather(for: CLLocation(latitude: 52.52, longitude: 13.41), including: .historicalComparisons)
    let started = Date()
    do {
      _ = try await service.weather(
        for: CLLocation(latitude: 48.86, longitude: 2.35), including: .historicalComparisons)
      Issue.record("the second record was asked within the minute")
    } catch WeatherError.rateLimited(let retryAt, let message) {
      #expect(retryAt > Date() && retryAt < Date().addingTimeInterval(70))
      #expect(message.contains("per-minute limit"), "\(message)")
    }
    #expect(Date().timeIntervalSince(started) < 20, "the query waited for the minute")
  }

  @Test func noServerIsANetworkError() async throws {
    let closed = try ClosedPort()
    let service = Self.service(at: closed.baseURL)
    await #expect {
      _ = try await service.weather(for: CLLocation(latitude: 52.52, longitude: 13.41))
    } throws: { error in
      guard case WeatherError.network(let message) = error else { return false }
      return !message.isEmpty
    }
  }

  @Test func aPlaceOffEarthIsRefusedBeforeAnyRequest() async throws {
    let api = try StandInAPI()
    let service = Self.service(at: URL(string: api.baseURL)!)
    for location in [CLLocation(latitude: 91, longitude: 0), CLLocation(latitude: .nan, longitude: 1e19)] {
      await #expect {
        _ = try await service.weather(for: location)
      } throws: { error in
        guard case WeatherError.unsupportedRegion(let message) = error else { return false }
        return message.contains("not on Earth")
      }
    }
    #expect(api.requests.isEmpty)
  }

  @Test func aMissingWeatherKitKeyIsAConfigurationError() async throws {
    let service = WeatherService(
      provider: .weatherKit(
        teamID: "TEAM", serviceID: "com.example", keyID: "KEY", privateKeyFile: "/nonexistent/AuthKey.p8",
        cacheDirectory: nil))
    await #expect {
      _ = try await service.weather(for: CLLocation(latitude: 52.52, longitude: 13.41))
    } throws: { error in
      guard case WeatherError.configuration(let message) = error else { return false }
      return message.contains("/nonexistent/AuthKey.p8")
    }
  }

  @Test func aFailedRefreshKeepsTheLastAnswerWithItsDate() async throws {
    let api = try StandInAPI()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let first = WeatherService(
      provider: .openMeteo(endpoints: .init(allAt: URL(string: api.baseURL)!), cacheDirectory: folder))
    let place = CLLocation(latitude: 52.52, longitude: 13.41)
    let fresh = try await first.weather(for: place, including: .current)
    try api.fail(status: 503)
    // Refresh interval 60 s, "now" two minutes on: the cached answer is due, the request fails.
    let later = WeatherServiceClock.service(
      provider: .openMeteo(
        endpoints: .init(allAt: URL(string: api.baseURL)!), cacheDirectory: folder, refreshInterval: 60),
      now: Date().addingTimeInterval(120))
    let stale = try await later.weather(for: place, including: .current)
    // The cache keeps whole seconds.
    #expect(abs(stale.metadata.date.timeIntervalSince(fresh.metadata.date)) < 1)
    #expect(api.requests.filter { $0.hasPrefix("/v1/forecast") }.count == 2, "the refresh was asked and failed")
    #expect(stale.temperature == fresh.temperature)
  }
}
