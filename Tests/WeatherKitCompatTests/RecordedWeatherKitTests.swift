import Crypto
import Foundation
import TestSupport
import Testing
import WeatherKitCompat

/// Apple's own answers (`../shared/fixtures/go-weatherkit`, recorded in New York on 2022-07-05)
/// served over HTTP to the real WeatherKit provider: every query must carry the values Apple
/// served, under WeatherKit's Swift names and units.
@Suite(.serialized) struct RecordedWeatherKitTests {
  static let folder = "fixtures/go-weatherkit"
  /// Every recorded answer `serving()` reads: the rule of each test here.
  static let needed = SharedFolder.needs(
    ["full_weather.json", "availability.json", "attribution.json"].map { folder + "/" + $0 })
  /// A minute after the recording's `asOf`.
  static let now = Date(timeIntervalSince1970: 1_657_042_193)

  static func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

  /// The recorded answers behind a stand-in WeatherKit, and a service signed with a fresh key.
  static func serving() throws -> (StandInServer, WeatherService, URL) {
    let body = try SharedFolder.data(folder + "/full_weather.json")
    let availability = try SharedFolder.data(folder + "/availability.json")
    let attribution = try SharedFolder.data(folder + "/attribution.json")
    let server = try StandInServer { request in
      let json = ["Content-Type": "application/json"]
      if request.path.hasPrefix("/api/v1/availability/") { return StandInResponse(headers: json, body: availability) }
      if request.path.hasPrefix("/api/v1/weather/") { return StandInResponse(headers: json, body: body) }
      if request.path == "/attribution/en" { return StandInResponse(headers: json, body: attribution) }
      return StandInResponse(status: 404, text: "{}")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-wk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let keyPath = folder.appendingPathComponent("AuthKey_TESTKEY123.p8").path
    try Data(P256.Signing.PrivateKey().pemRepresentation.utf8).write(to: URL(fileURLWithPath: keyPath))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyPath)
    let service = WeatherServiceClock.service(
      provider: .weatherKit(
        teamID: "TEAM123456", serviceID: "com.example.weathertui", keyID: "TESTKEY123", privateKeyFile: keyPath,
        endpoints: .init(allAt: server.baseURL), cacheDirectory: folder.appendingPathComponent("cache")),
      now: now)
    return (server, service, folder)
  }

  static let newYork = CLLocation(latitude: 40.713, longitude: -74.006)

  @Test(needed)
  func currentWeatherIsWhatAppleServed() async throws {
    let (server, service, _) = try Self.serving()
    defer { server.stop() }
    let current = try await service.weather(for: Self.newYork, including: .current)
    #expect(current.date == Self.date("2022-07-05T17:28:53Z"))
    #expect(current.temperature == Measurement(value: 29.56, unit: UnitTemperature.celsius))
    #expect(current.apparentTemperature.value == 30.89 && current.dewPoint.value == 18.27)
    #expect(current.humidity == 0.51 && current.cloudCover == 0.87)
    #expect(current.pressure == Measurement(value: 1015.57, unit: UnitPressure.hectopascals))
    #expect(current.pressureTrend == .falling)
    #expect(current.wind.speed == Measurement(value: 21.09, unit: UnitSpeed.kilometersPerHour))
    #expect(current.wind.gust?.value == 35.9 && current.wind.direction.value == 166)
    #expect(current.wind.compassDirection == .southSoutheast && current.wind.compassDirection.abbreviation == "SSE")
    #expect(current.condition == .mostlyCloudy && current.condition.description == "Mostly Cloudy")
    #expect(current.symbolName == "cloud" && current.isDaylight)
    #expect(current.uvIndex.value == 6 && current.uvIndex.category == .high)
    #expect(current.visibility == Measurement(value: 31905.3, unit: UnitLength.meters))
    #expect(current.precipitationIntensity.value == 0)
  }

  @Test(needed)
  func hoursDaysAndMinutesAreWhatAppleServed() async throws {
    let (server, service, _) = try Self.serving()
    defer { server.stop() }
    let recorded = try #require(
      try JSONSerialization.jsonObject(with: SharedFolder.data(Self.folder + "/full_weather.json")) as? [String: Any])
    let (minute, hourly, daily, availability) = try await service.weather(
      for: Self.newYork, including: .minute, .hourly, .daily, .availability)
    #expect(server.requests.filter { $0.path.hasPrefix("/api/v1/weather/") }.count == 1)

    // Hours: 25 from the current one (17:00Z), each as served.
    let hours = try #require((recorded["forecastHourly"] as? [String: Any])?["hours"] as? [[String: Any]])
    #expect(hourly.count == 25)
    #expect(hourly.first?.date == Self.date("2022-07-05T17:00:00Z"))
    for hour in hourly {
      let served = try #require(hours.first { Self.date($0["forecastStart"] as! String) == hour.date })
      #expect(hour.temperature.value == served["temperature"] as? Double)
      #expect(hour.humidity == served["humidity"] as? Double)
      #expect(hour.wind.speed.value == served["windSpeed"] as? Double)
      #expect(hour.precipitationChance == served["precipitationChance"] as? Double)
      #expect(hour.precipitationAmount.value == served["precipitationAmount"] as? Double)
      #expect(hour.precipitation.rawValue == served["precipitationType"] as? String || hour.precipitation == .none)
      #expect(hour.uvIndex.value == served["uvIndex"] as? Int)
      #expect(hour.isDaylight == served["daylight"] as? Bool)
      let code = try #require(served["conditionCode"] as? String)
      #expect(hour.condition.rawValue == code.prefix(1).lowercased() + code.dropFirst())
    }

    // Days: ten, the first with its sun and moon events.
    let days = try #require((recorded["forecastDaily"] as? [String: Any])?["days"] as? [[String: Any]])
    #expect(daily.count == 10)
    for (day, served) in zip(daily, days) {
      #expect(day.date == Self.date(served["forecastStart"] as! String))
      #expect(day.highTemperature.value == served["temperatureMax"] as? Double)
      #expect(day.lowTemperature.value == served["temperatureMin"] as? Double)
      #expect(day.precipitationChance == served["precipitationChance"] as? Double)
      #expect(day.precipitationAmountByType.precipitation.value == served["precipitationAmount"] as? Double)
      #expect(day.uvIndex.value == served["maxUvIndex"] as? Int)
    }
    let today = try #require(daily.first)
    #expect(today.condition == .drizzle && today.precipitation == .rain)
    #expect(today.sun.sunrise == Self.date("2022-07-05T09:31:01Z"))
    #expect(today.sun.civilDawn == Self.date("2022-07-05T08:57:51Z"))
    #expect(today.sun.astronomicalDusk == Self.date("2022-07-06T02:34:19Z"))
    #expect(today.sun.solarNoon == Self.date("2022-07-05T17:00:41Z"))
    #expect(today.moon.phase == .waningCrescent && today.moon.moonrise == Self.date("2022-07-05T15:37:28Z"))

    // The next hour, minute by minute.
    let minutes = try #require((recorded["forecastNextHour"] as? [String: Any])?["minutes"] as? [[String: Any]])
    let forecast = try #require(minute)
    #expect(forecast.count > 0 && forecast.count <= minutes.count)
    for step in forecast {
      let served = try #require(minutes.first { Self.date($0["startTime"] as! String) == step.date })
      #expect(step.precipitationIntensity.value == served["precipitationIntensity"] as? Double)
      #expect(step.precipitationChance == served["precipitationChance"] as? Double)
    }
    #expect(availability.minuteAvailability == .available)
    #expect(availability.alertAvailability == .unsupported, "the recorded availability lists no weatherAlerts")
  }

  @Test(needed)
  func attributionCarriesAppleMarks() async throws {
    let (server, service, _) = try Self.serving()
    defer { server.stop() }
    let attribution = try await service.attribution
    #expect(attribution.serviceName == "Apple Weather")
    #expect(
      attribution.legalPageURL.absoluteString == "https://developer.apple.com/weatherkit/data-source-attribution/")
    let base = server.baseURL.absoluteString
    #expect(
      attribution.combinedMarkLightURL.absoluteString == base
        + "/assets/branding/en/Apple_Weather_blk_en_3X_090122.png")
    #expect(
      attribution.combinedMarkDarkURL.absoluteString == base + "/assets/branding/en/Apple_Weather_wht_en_3X_090122.png"
    )
    #expect(attribution.squareMarkURL.absoluteString == base + "/assets/branding/square-mark@3x.png")
  }
}
