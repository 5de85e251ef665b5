import Crypto
import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The WeatherKit provider against a stand-in that checks every token's signature.
struct WeatherKitProviderTests {
  let now = Date(timeIntervalSince1970: 1_795_348_800)  // 2026-11-22 12:00 UTC
  let seattle = Location(
    name: "Seattle", latitude: 47.6062, longitude: -122.3321,
    timeZoneIdentifier: "America/Los_Angeles", countryCode: "US")

  func provider(_ server: StandInServer, _ key: WeatherKitTestKey) throws -> WeatherKitProvider {
    try WeatherKitProvider(
      credentials: key.credentials, client: CurlHTTPClient(idleTimeout: 5, totalTimeout: 15),
      baseURL: server.baseURL)
  }

  static func ok(_ body: String) -> StandInResponse {
    StandInResponse(headers: ["Content-Type": "application/json"], body: Data(body.utf8))
  }

  @Test func signedRequestsAskAvailabilityThenTheOfferedDatasets() async throws {
    let key = try WeatherKitTestKey()
    let server = try FakeWeatherKit.start(key: key) { _ in Self.ok(FakeWeatherKit.smallBody) }
    defer { server.stop() }
    let weather = try await provider(server, key).forecast(for: [seattle], now: now)[0]

    let requests = server.requests
    #expect(
      requests.map(\.path) == [
        "/api/v1/availability/47.6062/-122.3321", "/api/v1/weather/en/47.6062/-122.3321",
        "/api/v1/weatherAlert/en/a1b2",
      ])
    #expect(requests[0].query["country"] == "US")
    #expect(
      requests[1].query["dataSets"] == "currentWeather,forecastDaily,forecastHourly,forecastNextHour,weatherAlerts")
    #expect(requests[1].query["timezone"] == "America/Los_Angeles")
    #expect(requests[1].query["countryCode"] == "US")
    // One token for both requests: it is reused, not signed per request.
    #expect(requests[0].headers["authorization"] == requests[1].headers["authorization"])

    #expect(weather.currentWeather?.temperature == 3.2)
    #expect(weather.currentWeather?.humidity == 0.81)
    #expect(weather.currentWeather?.cloudCoverLow == 0.5)
    #expect(weather.currentWeather?.pressureTrend == .falling)
    #expect(weather.currentWeather?.condition == .cloudy)
    #expect(weather.dailyForecast.first?.precipitationChance == 0.8)
    #expect(weather.dailyForecast.first?.condition == .rain(.moderate))
    // The body has no hourly or next-hour data although both were offered: not available.
    #expect(
      weather.availability
        == Availability(
          currentWeather: true, forecastNextHour: false, forecastHourly: false, forecastDaily: true,
          weatherAlerts: true))
    #expect(
      weather.attribution.text == "Apple Weather · https://developer.apple.com/weatherkit/data-source-attribution/")
    // The earliest dataset expiry (12:05) is the cache lifetime.
    #expect(weather.metadata.expireTime == now.addingTimeInterval(300))
    #expect(weather.metadata.providerName == "WeatherKit")

    let alert = try #require(weather.alerts.alerts.first)
    #expect(alert.event.hasPrefix("Winter Storm Warning"))
    #expect(alert.severity == .severe)
    #expect(alert.onset == now.addingTimeInterval(2 * 3600))
    #expect(alert.hazardEnd == now.addingTimeInterval(18 * 3600))
    #expect(alert.source == "National Weather Service")
    // The full text comes from the alert's detail, in the asked language, its escape sequence
    // removed as everywhere remote text enters the model.
    #expect(alert.description == "...WINTER STORM WARNING IN EFFECT...\n\n* WHAT...Heavy snow.")
  }

  @Test func alertTextsAreRememberedAndTheirFailureIsNotTheForecasts() async throws {
    let key = try WeatherKitTestKey()
    let server = try FakeWeatherKit.start(key: key) { _ in Self.ok(FakeWeatherKit.smallBody) }
    defer { server.stop() }
    let wk = try provider(server, key)
    _ = try await wk.forecast(for: [seattle], now: now)
    let count = server.requests.count
    let again = try await wk.forecast(for: [seattle], now: now.addingTimeInterval(600))
    // Availability and the alert text are remembered: only the weather is asked again.
    #expect(server.requests.dropFirst(count).map(\.path) == ["/api/v1/weather/en/47.6062/-122.3321"])
    #expect(again[0].alerts.alerts.first?.description?.hasPrefix("...WINTER STORM") == true)

    // An alert whose detail cannot be had keeps its summary; the forecast still arrives.
    let other = FakeWeatherKit.smallBody.replacingOccurrences(of: #""id":"a1b2""#, with: #""id":"../../x?y""#)
    let server2 = try FakeWeatherKit.start(key: key) { _ in Self.ok(other) }
    defer { server2.stop() }
    let weather = try await provider(server2, key).forecast(for: [seattle], now: now)[0]
    #expect(weather.alerts.alerts.first?.description == nil)
    // The hostile id stayed one path segment: not resolved as "..", no query split off
    // (the stand-in reports the path percent-decoded).
    #expect(server2.requests.last?.path == "/api/v1/weatherAlert/en/../../x?y")
    #expect(server2.requests.last?.rawQuery == "")
  }

  @Test func withoutCountryCodeAlertsAreNotAskedAndSaySo() async throws {
    let key = try WeatherKitTestKey()
    let server = try FakeWeatherKit.start(
      key: key, availability: ["currentWeather", "forecastDaily"]
    ) { _ in Self.ok(FakeWeatherKit.smallBody) }
    defer { server.stop() }
    var place = seattle
    place.countryCode = nil
    let weather = try await provider(server, key).forecast(for: [place], now: now)[0]
    #expect(server.requests[0].query["country"] == nil)
    #expect(server.requests[1].query["dataSets"] == "currentWeather,forecastDaily")
    #expect(server.requests[1].query["countryCode"] == nil)
    #expect(weather.alerts == .noSource(reason: WeatherKitWeatherMapper.noCountry))
  }

  @Test func availabilityIsRememberedAndPlacesGoOneAtATime() async throws {
    let key = try WeatherKitTestKey()
    let server = try FakeWeatherKit.start(key: key) { _ in
      var response = Self.ok(FakeWeatherKit.smallBody)
      response.delay = 0.05
      return response
    }
    defer { server.stop() }
    let wk = try provider(server, key)
    let portland = Location(name: "Portland", latitude: 45.5, longitude: -122.7, countryCode: "US")
    async let a = wk.forecast(for: [seattle, portland], now: now)
    async let b = wk.forecast(for: [seattle], now: now)
    _ = try await (a, b)
    #expect(server.maxConcurrentRequests == 1)
    let count = server.requests.count
    _ = try await wk.forecast(for: [seattle], now: now.addingTimeInterval(600))
    let availability = server.requests.filter { $0.path.hasPrefix("/api/v1/availability/") }
    // Seattle's availability at most twice (the two first calls may race), Portland's once.
    #expect(availability.count <= 3)
    #expect(server.requests.count == count + 1)
  }

  @Test func aTokenFromAnotherKeyIsRejectedWithTheFix() async throws {
    let key = try WeatherKitTestKey()
    let other = P256.Signing.PrivateKey().publicKey
    let server = try FakeWeatherKit.start(key: key, verifyingWith: other) { _ in Self.ok("{}") }
    defer { server.stop() }
    let wk = try provider(server, key)
    let error = await caught { try await wk.forecast(for: [seattle], now: now) }
    let message = userFacingMessage(of: try #require(error))
    #expect(
      message
        == "WeatherKit rejected the token (HTTP 401, INVALID_AUTH_TOKEN): check the key id, team id, service id and the system clock"
    )
    let token = String(try #require(server.requests.first?.headers["authorization"]).dropFirst(7))
    #expect(!message.contains(token))
    #expect(!message.contains(key.pemBody))
  }

  @Test func httpErrorsBecomeOneLineMessages() async throws {
    let key = try WeatherKitTestKey()
    let answer = Shared(StandInResponse(status: 200))
    let server = try FakeWeatherKit.start(key: key) { _ in answer.value }
    defer { server.stop() }
    let wk = try provider(server, key)
    func message() async throws -> String {
      userFacingMessage(of: try #require(await caught { try await wk.forecast(for: [seattle], now: now) }))
    }

    answer.value = StandInResponse(
      status: 404,
      text:
        #"{"timestamp":"2022-07-10T06:57:42Z","status":404,"error":"Not Found","message":"Not Found","path":"/api/v1/weather/en/47.6062/-122.3321"}"#
    )
    #expect(
      try await message()
        == "WeatherKit has no data at /api/v1/weather/en/47.6062/-122.3321 (HTTP 404); the dataset is not offered for this place"
    )

    answer.value = Self.ok(#"{"currentWeather": {"asOf": 12}}"#)
    #expect(
      try await message()
        == "WeatherKit sent an unreadable answer: unexpected value at currentWeather.asOf; try again later")

    answer.value = Self.ok("<html>gateway</html>")
    #expect(try await message() == "WeatherKit sent an unreadable answer: not JSON; try again later")

    answer.value = StandInResponse(status: 500, text: #"{"status":500,"message":"boom\u001b[2J"}"#)
    #expect(
      try await message()
        == "WeatherKit answered HTTP 500 (boom); the service has a problem, try again in a few minutes")

    answer.value = StandInResponse(status: 429, headers: ["Retry-After": "120"], body: Data())
    #expect(try await message() == "WeatherKit's request quota is used up (HTTP 429); next try at 12:02 UTC")
    // Remembered: no request goes out before the limit clears.
    let count = server.requests.count
    #expect(try await message().contains("HTTP 429"))
    #expect(server.requests.count == count)
  }

  @Test func staleDataStaysAndNeitherKeyNorTokenReachesTheCache() async throws {
    let key = try WeatherKitTestKey()
    let failing = Shared(false)
    let server = try FakeWeatherKit.start(key: key) { _ in
      failing.value ? StandInResponse(status: 503, text: "{}") : Self.ok(FakeWeatherKit.smallBody)
    }
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let cache = ForecastCache(directory: CacheDirectory(url: folder))
    let service = ForecastService(provider: try provider(server, key), cache: cache)

    let first = await service.forecasts(for: [seattle], now: now)
    #expect(first[0].weather?.currentWeather?.temperature == 3.2)
    // The cache keeps the answer as served and reads it back the same, alert texts included.
    #expect(cache.load(from: try provider(server, key), location: seattle)?.weather == first[0].weather)
    #expect(cache.entry(provider: "WeatherKit", location: seattle)?.answer.format == "weatherkit-json")
    // Within WeatherKit's 5-minute expiry: from the cache, no request.
    let count = server.requests.count
    _ = await service.forecasts(for: [seattle], now: now.addingTimeInterval(240))
    #expect(server.requests.count == count)
    // Past it (though inside the service's 10 minutes): asked again, and the failure keeps the data.
    failing.value = true
    let second = await service.forecasts(for: [seattle], now: now.addingTimeInterval(360))
    #expect(server.requests.count > count)
    #expect(second[0].isStale)
    #expect(second[0].weather?.currentWeather?.temperature == 3.2)
    #expect(second[0].error == "WeatherKit answered HTTP 503; the service has a problem, try again in a few minutes")

    let token = String(try #require(server.requests.first?.headers["authorization"]).dropFirst(7))
    let files = try #require(FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String])
    #expect(!files.isEmpty)
    for file in files {
      let text = (try? String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)) ?? ""
      #expect(!text.contains(token))
      #expect(!text.contains(String(token.split(separator: ".")[2])))
      #expect(!text.contains(key.pemBody))
    }
  }
}

extension WeatherKitProviderTests {
  @Test func theExpiryIsTheEarliestDatasetExpiryWithinBounds() throws {
    func expiry(_ json: String) throws -> TimeInterval {
      let response = try WeatherKitResponse.decode(Data(json.utf8))
      return WeatherKitWeatherMapper.expireTime(response, fetchedAt: now).timeIntervalSince(now)
    }
    #expect(try expiry(#"{}"#) == 600)
    #expect(
      try expiry(
        #"{"forecastDaily":{"metadata":{"expireTime":"2026-11-22T12:40:00Z"}},"currentWeather":{"metadata":{"expireTime":"2026-11-22T12:20:00Z"}}}"#
      ) == 1200)
    #expect(try expiry(#"{"forecastDaily":{"metadata":{"expireTime":"2026-11-23T12:00:00Z"}}}"#) == 3600)
    #expect(try expiry(#"{"forecastNextHour":{"metadata":{"expireTime":"2026-11-22T11:00:00Z"}}}"#) == 300)
  }
}

extension WeatherKitProviderTests {
  @Test func anUnexpectedPrecipitationByTypeDoesNotRejectTheAnswer() throws {
    let response = try WeatherKitResponse.decode(
      Data(
        #"{"forecastDaily":{"days":[{"forecastStart":"2026-11-22T00:00:00Z","temperatureMax":4,"precipitationAmountByType":{"snowfall":{"amount":1}}}]}}"#
          .utf8))
    let day = try #require(response.forecastDaily?.days?.first)
    #expect(day.temperatureMax == 4)
    #expect(day.precipitationAmountByType?.amounts == [:])
  }

  @Test func currentWeatherReadsItsOwnFieldsAndTheSharedConditionsFromOneObject() throws {
    let response = try WeatherKitResponse.decode(
      Data(#"{"currentWeather":{"asOf":"2026-11-22T12:00:00Z","pressureTrend":"rising","temperature":3.5}}"#.utf8))
    let current = try #require(response.currentWeather)
    #expect(current.pressureTrend == "rising")
    #expect(current.temperature == 3.5)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.dateEncodingStrategy = .iso8601
    #expect(
      String(decoding: try encoder.encode(current), as: UTF8.self)
        == #"{"asOf":"2026-11-22T12:00:00Z","pressureTrend":"rising","temperature":3.5}"#)
  }
}

/// A place given by its coordinates alone is asked of WeatherKit in its own zone, which
/// Open-Meteo names (or, without Open-Meteo, the nearest zone of the tz database): never GMT,
/// whose "today" would end at 01:00 in Copenhagen.
struct WeatherKitCoordinateZoneTests {
  let now = Date(timeIntervalSince1970: 1_795_348_800)  // 2026-11-22 12:00 UTC
  let copenhagen = Location(name: "55.68, 12.57", latitude: 55.68, longitude: 12.57)
  static let openMeteoAnswer = #"""
    {"latitude":55.68,"longitude":12.58,"generationtime_ms":0.02,"utc_offset_seconds":3600,
     "timezone":"Europe/Copenhagen","timezone_abbreviation":"GMT+1","elevation":14.0}
    """#

  @Test func aBareCoordinateIsAskedInTheZoneOpenMeteoNames() async throws {
    let key = try WeatherKitTestKey()
    let server = try FakeWeatherKit.start(key: key) { _ in WeatherKitProviderTests.ok(FakeWeatherKit.smallBody) }
    defer { server.stop() }
    let openMeteo = try StandInServer { request in
      request.path == "/v1/forecast"
        ? WeatherKitProviderTests.ok(Self.openMeteoAnswer) : StandInResponse(status: 404, text: "{}")
    }
    defer { openMeteo.stop() }
    let client = CurlHTTPClient(idleTimeout: 5, totalTimeout: 15)
    let zones = CoordinateZones(client: client, baseURL: openMeteo.baseURL, gate: OpenMeteoGate(), cache: nil)
    let provider = try WeatherKitProvider(
      credentials: key.credentials, client: client, baseURL: server.baseURL, zones: zones)

    let answer = try #require(try await provider.answers(for: [copenhagen], now: now).first)
    let asked = try #require(server.requests.first { $0.path.hasPrefix("/api/v1/weather/") })
    #expect(asked.query["timezone"] == "Europe/Copenhagen")
    #expect(answer.weather.location.timeZoneIdentifier == "Europe/Copenhagen")
    let zoneRequest = try #require(openMeteo.requests.first)
    #expect(zoneRequest.query["timezone"] == "auto" && zoneRequest.query["hourly"] == nil)
    // Read back from the cache, the answer is split in the zone it was asked in.
    let cached = try provider.weather(from: try #require(answer.answer), for: copenhagen, fetchedAt: now)
    #expect(cached.location.timeZoneIdentifier == "Europe/Copenhagen")
    // Asked once a run: the next refresh knows it.
    _ = try await provider.answers(for: [copenhagen], now: now.addingTimeInterval(600))
    #expect(openMeteo.requests.count == 1)
  }

  @Test func withoutOpenMeteoTheNearestZoneOfTheTzDatabaseIsAsked() async throws {
    let key = try WeatherKitTestKey()
    let server = try FakeWeatherKit.start(key: key) { _ in WeatherKitProviderTests.ok(FakeWeatherKit.smallBody) }
    defer { server.stop() }
    let refused = try ClosedPort()
    let client = CurlHTTPClient(idleTimeout: 5, totalTimeout: 15)
    let zones = CoordinateZones(client: client, baseURL: refused.baseURL, gate: OpenMeteoGate(), cache: nil)
    let provider = try WeatherKitProvider(
      credentials: key.credentials, client: client, baseURL: server.baseURL, zones: zones)
    let answer = try #require(try await provider.answers(for: [copenhagen], now: now).first)
    let asked = try #require(server.requests.first { $0.path.hasPrefix("/api/v1/weather/") })
    #expect(asked.query["timezone"] == "Europe/Copenhagen")
    #expect(answer.weather.location.timeZone.identifier == "Europe/Copenhagen")
  }

  @Test func aPlaceWithItsOwnZoneAsksNothingMore() async throws {
    let key = try WeatherKitTestKey()
    let server = try FakeWeatherKit.start(key: key) { _ in WeatherKitProviderTests.ok(FakeWeatherKit.smallBody) }
    defer { server.stop() }
    let openMeteo = try StandInServer { _ in StandInResponse(status: 500, text: "{}") }
    defer { openMeteo.stop() }
    let client = CurlHTTPClient(idleTimeout: 5, totalTimeout: 15)
    let zones = CoordinateZones(client: client, baseURL: openMeteo.baseURL, gate: OpenMeteoGate(), cache: nil)
    let provider = try WeatherKitProvider(
      credentials: key.credentials, client: client, baseURL: server.baseURL, zones: zones)
    var named = copenhagen
    named.timeZoneIdentifier = "Europe/Copenhagen"
    _ = try await provider.answers(for: [named], now: now)
    #expect(openMeteo.requests.isEmpty)
  }
}
