import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The provider over real HTTP on 127.0.0.1.
struct OpenMeteoProviderTests {
  let places = [TestData.berlin, TestData.reykjavik]

  @Test func oneRequestForAllPlacesWithOnlyKnownVariables() async throws {
    let server = try StandInServer { OpenMeteoAnswers.forecast(for: $0) }
    defer { server.stop() }
    let weather = try await makeProvider(server).forecast(for: places, now: TestData.dstNow)

    #expect(weather.count == 2)
    #expect(weather[0].location.name == "Berlin")
    #expect(weather[1].location.timeZoneIdentifier == "Atlantic/Reykjavik")
    #expect(weather[0].currentWeather?.temperature == 13.9)
    let requests = server.requests
    try #require(requests.count == 1)
    let request = requests[0]
    #expect(request.method == "GET")
    #expect(request.path == "/v1/forecast")
    #expect(
      request.query == [
        "latitude": "52.52,64.14", "longitude": "13.41,-21.92",
        "current": OpenMeteoVariables.current.joined(separator: ","),
        "minutely_15": "precipitation",
        "hourly": OpenMeteoVariables.hourly.joined(separator: ","),
        "daily": OpenMeteoVariables.daily.joined(separator: ","),
        "timezone": "Europe/Berlin,auto", "forecast_days": "10", "past_days": "1",
        "timeformat": "unixtime",
      ])
    #expect(request.headers["user-agent"] == "weathertui/0.1 (+https://github.com/weathertui/weathertui)")
    #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
    for section in ["current", "minutely_15", "hourly", "daily"] {
      let names = (request.query[section] ?? "").split(separator: ",").map(String.init)
      #expect(Set(names).isSubset(of: DocumentedVariables.names(section)), "\(section)")
    }
  }

  @Test func flatBuffersWireAddsTheFormatAndStillReadsJSONErrors() async throws {
    let server = try StandInServer { _ in OpenMeteoAnswers.error(400, "No data is available for this location") }
    defer { server.stop() }
    let error = await caught {
      try await makeProvider(server, wire: .flatbuffers).forecast(for: places, now: TestData.dstNow)
    }
    #expect(error as? OpenMeteoError == .badRequest(reason: "No data is available for this location"))
    #expect(server.requests.first?.query["format"] == "flatbuffers")
  }

  @Test func badRequestCarriesTheReason() async throws {
    let reason = "Latitude must be in range of -90 to 90°. Given: 1800.0."
    let server = try StandInServer { _ in OpenMeteoAnswers.error(400, reason) }
    defer { server.stop() }
    let error = await caught { try await makeProvider(server).forecast(for: places, now: TestData.dstNow) }
    let openMeteoError = try #require(error as? OpenMeteoError)
    #expect(openMeteoError == .badRequest(reason: reason))
    #expect(openMeteoError.message.hasPrefix("Open-Meteo refused the request: Latitude must be"))
  }

  @Test(arguments: [
    ("Minutely API request limit exceeded. Please try again in one minute.", 1_792_843_680.0, "12:08"),
    ("Hourly API request limit exceeded. Please try again in the next hour.", 1_792_846_800, "13:00"),
    ("Daily API request limit exceeded. Please try again tomorrow.", 1_792_886_400, "00:00"),
    ("Too many concurrent requests", 1_792_843_625, "12:07:05"),
  ])
  func rateLimitsSetRetryTimeAndStopFurtherRequests(reason: String, retry: Double, clock: String)
    async throws
  {
    let server = try StandInServer { _ in OpenMeteoAnswers.error(429, reason) }
    defer { server.stop() }
    let provider = makeProvider(server)
    let retryAt = Date(timeIntervalSince1970: retry)
    let first = await caught { try await provider.forecast(for: places, now: TestData.dstNow) }
    #expect(first as? OpenMeteoError == .rateLimited(reason: reason, retryAt: retryAt))
    #expect((first as? OpenMeteoError)?.message.hasSuffix("next try at \(clock) UTC") == true)
    // Before the reset nothing is sent; the same error comes back at once.
    let second = await caught {
      try await provider.forecast(for: places, now: retryAt.addingTimeInterval(-1))
    }
    #expect(second as? OpenMeteoError == .rateLimited(reason: reason, retryAt: retryAt))
    #expect(server.requests.count == 1)
    // From the reset on, requests go out again.
    _ = await caught { try await provider.forecast(for: places, now: retryAt) }
    #expect(server.requests.count == 2)
  }

  @Test func hourlyLimitMessageNamesTheLimitAndTheTime() {
    let error = OpenMeteoError.rateLimited(
      reason: "Hourly API request limit exceeded. Please try again in the next hour.",
      retryAt: Date(timeIntervalSince1970: 1_792_846_800))
    #expect(error.message == "Open-Meteo's hourly request limit is used up; next try at 13:00 UTC")
  }

  @Test func serverErrorsKeepStatusAndReason() async throws {
    let status = Shared(500)
    let server = try StandInServer { _ in
      status.value == 500
        ? OpenMeteoAnswers.error(500, "Something went wrong.")
        : StandInResponse(status: 503, contentType: "text/html", text: "<h1>overloaded</h1>")
    }
    defer { server.stop() }
    let provider = makeProvider(server)
    let first = await caught { try await provider.forecast(for: places, now: TestData.dstNow) }
    #expect(first as? OpenMeteoError == .server(status: 500, reason: "Something went wrong."))
    status.value = 503
    let second = await caught { try await provider.forecast(for: places, now: TestData.dstNow) }
    #expect(second as? OpenMeteoError == .server(status: 503, reason: nil))
    #expect((second as? OpenMeteoError)?.message.contains("HTTP 503") == true)
  }

  @Test func truncatedBodyIsAnErrorNotACrash() async throws {
    let full = try TestData.twoPlaces()
    var cut = full.prefix(full.count / 2)
    cut.append(Data("Unexpected error while streaming data: connection reset".utf8))
    let body = Data(cut)
    let server = try StandInServer { _ in StandInResponse(body: body) }
    defer { server.stop() }
    let error = await caught { try await makeProvider(server).forecast(for: places, now: TestData.dstNow) }
    guard case .malformedBody(let detail) = error as? OpenMeteoError else {
      Issue.record("expected malformedBody, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("failed while sending"))
  }

  @Test func fewerPlacesThanAskedIsAMismatch() async throws {
    let server = try StandInServer { _ in
      let body = try! JSONSerialization.data(
        withJSONObject: (JSONSerialization.jsonObject(with: TestData.twoPlaces()) as! [Any])[0])
      return StandInResponse(body: body)
    }
    defer { server.stop() }
    let error = await caught { try await makeProvider(server).forecast(for: places, now: TestData.dstNow) }
    #expect(error as? OpenMeteoError == .locationCountMismatch(expected: 2, received: 1))
  }

  @Test func silentServerTimesOut() async throws {
    let server = try StandInServer { _ in StandInResponse(text: "{}", delay: 20) }
    defer { server.stop() }
    let error = await caught {
      try await makeProvider(server, idleTimeout: 0.5).forecast(for: places, now: TestData.dstNow)
    }
    // Had the client waited out the server's twenty seconds it would have had "{}", not a
    // timeout; no wall-clock bound here: on a loaded 2-core machine the awaiting test itself has
    // taken 38 s to be resumed.
    #expect(error as? OpenMeteoError == .transport(message: "cannot reach 127.0.0.1: the request timed out"))
  }

  @Test func refusedConnectionIsATransportError() async throws {
    let closed = try ClosedPort()
    let error = await caught {
      try await makeProvider(baseURL: closed.baseURL).forecast(for: places, now: TestData.dstNow)
    }
    guard case .transport(let message) = error as? OpenMeteoError else {
      Issue.record("expected transport, got \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix("cannot reach 127.0.0.1: "))
  }

  @Test func concurrentCallsNeverOverlapOnTheServer() async throws {
    let server = try StandInServer { request in
      var response = OpenMeteoAnswers.forecast(for: request)
      response.delay = 0.3
      return response
    }
    defer { server.stop() }
    let provider = makeProvider(server)
    let places = self.places
    async let a = provider.forecast(for: places, now: TestData.dstNow)
    async let b = provider.forecast(for: places, now: TestData.dstNow)
    async let c = provider.forecast(for: [TestData.berlin], now: TestData.dstNow)
    let results = try await (a, b, c)
    #expect(results.0.count == 2 && results.1.count == 2 && results.2.count == 1)
    #expect(server.requests.count == 3)
    #expect(server.maxConcurrentRequests == 1)
  }

  @Test func noPlacesMeansNoRequest() async throws {
    let server = try StandInServer { OpenMeteoAnswers.forecast(for: $0) }
    defer { server.stop() }
    #expect(try await makeProvider(server).forecast(for: [], now: TestData.dstNow).isEmpty)
    #expect(server.requests.isEmpty)
  }
}

/// Variable names documented in reference/apis.md §1.5, to check the request against.
enum DocumentedVariables {
  static let hourly: Set<String> = [
    "temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m",
    "precipitation", "rain", "showers", "snowfall", "precipitation_probability", "weather_code",
    "cloud_cover", "cloud_cover_low", "cloud_cover_mid", "cloud_cover_high", "visibility",
    "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "uv_index", "uv_index_clear_sky",
    "pressure_msl", "surface_pressure", "is_day", "sunshine_duration", "snow_depth",
    "freezing_level_height", "cape", "shortwave_radiation", "et0_fao_evapotranspiration",
  ]
  static let daily: Set<String> = [
    "weather_code", "temperature_2m_max", "temperature_2m_min", "temperature_2m_mean",
    "apparent_temperature_max", "apparent_temperature_min", "apparent_temperature_mean",
    "sunrise", "sunset", "daylight_duration", "sunshine_duration", "uv_index_max",
    "uv_index_clear_sky_max", "precipitation_sum", "rain_sum", "showers_sum", "snowfall_sum",
    "precipitation_hours", "precipitation_probability_max", "precipitation_probability_mean",
    "precipitation_probability_min", "wind_speed_10m_max", "wind_gusts_10m_max",
    "wind_direction_10m_dominant", "shortwave_radiation_sum", "et0_fao_evapotranspiration",
    "relative_humidity_2m_mean", "relative_humidity_2m_max", "relative_humidity_2m_min",
    "cloud_cover_mean", "cloud_cover_max", "cloud_cover_min", "pressure_msl_mean",
    "pressure_msl_max", "pressure_msl_min",
  ]

  static func names(_ section: String) -> Set<String> { section == "daily" ? daily : hourly }
}

@Test func variableListsUseOnlyDocumentedNamesWithoutRepeats() {
  for (section, list) in [
    ("current", OpenMeteoVariables.current), ("minutely_15", OpenMeteoVariables.minutely15),
    ("hourly", OpenMeteoVariables.hourly), ("daily", OpenMeteoVariables.daily),
  ] {
    #expect(Set(list).isSubset(of: DocumentedVariables.names(section)), "\(section)")
    #expect(Set(list).count == list.count, "\(section) repeats a name")
  }
}
