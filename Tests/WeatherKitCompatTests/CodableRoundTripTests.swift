import Foundation
import TestSupport
import Testing
import WeatherKitCompat

/// WeatherKit's forecast types are `Codable`, as Apple's are (apps cache them): every value the
/// library answers with recorded answers — Apple's own (`../shared/fixtures/go-weatherkit`) and
/// Open-Meteo's (`../shared/fixtures/tpisel-openmeteo`, thin answers, so most values are not
/// served) — is written with a plain `JSONEncoder()`, read back, and written again to the same
/// bytes; and a thousand random edits of the recorded hours and days (measurements in other
/// units, values made NaN) survive the round trip value for value.
@Suite(.serialized) struct CodableRoundTripTests {
  static let weatherKitRecording = RecordedWeatherKitTests.folder + "/full_weather.json"
  static let openMeteoFolder = "fixtures/tpisel-openmeteo/api.open-meteo.com/v1"

  /// Encodes `value` (keys sorted, so the bytes compare), decodes it, encodes the copy; the two
  /// archives must be the same bytes. Returns the copy.
  @discardableResult
  static func roundTrip<T: Codable>(_ value: T, _ label: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> T
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // A plain encoder as apps use it: NaN would throw here, so values not served must not reach it.
    let first = try JSONEncoder().encode(value)
    let sorted = try encoder.encode(value)
    let copy = try JSONDecoder().decode(T.self, from: first)
    let again = try encoder.encode(copy)
    #expect(sorted == again, "\(label): the archive changed on a round trip", sourceLocation: sourceLocation)
    return copy
  }

  /// Whether two measurements say the same: both not served, or the same value in the same unit.
  static func same<U: Dimension>(_ a: Measurement<U>, _ b: Measurement<U>) -> Bool {
    a.value.isNaN ? b.value.isNaN : a.value == b.value && a.unit.symbol == b.unit.symbol && a == b
  }

  // MARK: - Recorded answers

  @Test(SharedFolder.needs(weatherKitRecording))
  func applesRecordedAnswerRoundTrips() async throws {
    let (server, service, _) = try RecordedWeatherKitTests.serving()
    defer { server.stop() }
    let weather = try await service.weather(for: RecordedWeatherKitTests.newYork)
    let copy = try Self.roundTrip(weather, "Weather")
    #expect(copy.hourlyForecast.count == weather.hourlyForecast.count && copy.dailyForecast.count == 10)
    #expect(
      copy.currentWeather.condition == .mostlyCloudy && copy.currentWeather.metadata == weather.currentWeather.metadata)
    #expect(Self.same(copy.currentWeather.temperature, weather.currentWeather.temperature))
    #expect(copy.dailyForecast[0].sun == weather.dailyForecast[0].sun)
    #expect(copy.dailyForecast[0].moon == weather.dailyForecast[0].moon)
    #expect(copy.minuteForecast?.summary == weather.minuteForecast?.summary)
    #expect(copy.availability == weather.availability)
    let (hourly, daily, minute, current) = try await service.weather(
      for: RecordedWeatherKitTests.newYork, including: .hourly, .daily, .minute, .current)
    try Self.roundTrip(hourly, "Forecast<HourWeather>")
    try Self.roundTrip(daily, "Forecast<DayWeather>")
    try Self.roundTrip(try #require(minute), "Forecast<MinuteWeather>")
    try Self.roundTrip(current, "CurrentWeather")
    try Self.roundTrip(Array(hourly), "[HourWeather]")
    try Self.roundTrip(daily[0].daytimeForecast, "DayPartForecast")
  }

  @Test(SharedFolder.needs(openMeteoFolder))
  func openMeteosRecordedAnswersRoundTrip() async throws {
    var archived = 0
    for file in try SharedFolder.jsonFiles(in: Self.openMeteoFolder) {
      let body = try Data(contentsOf: file)
      let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
      // "Now" inside the recording: its first hour or day, else its current conditions' time.
      let times = ((object["hourly"] ?? object["daily"]) as? [String: Any])?["time"] as? [String]
      let offset = TimeInterval(object["utc_offset_seconds"] as? Int ?? 0)
      let first =
        times?.first.map { $0.count == 10 ? $0 + "T12:00" : $0 }
        ?? ((object["current_weather"] as? [String: Any])?["time"] as? String)
      let local = try #require(
        first.flatMap { try? Date($0 + ":00Z", strategy: .iso8601) }, "\(file.lastPathComponent)")
      let server = try StandInServer { request in
        guard request.path == "/v1/forecast" else { return StandInResponse(status: 404, text: "{}") }
        return StandInResponse(headers: ["Content-Type": "application/json"], body: body)
      }
      defer { server.stop() }
      let service = WeatherServiceClock.service(
        provider: .openMeteo(endpoints: .init(allAt: server.baseURL), cacheDirectory: nil, flatBuffers: false),
        now: local.addingTimeInterval(-offset + 3600))
      let place = CLLocation(
        latitude: object["latitude"] as? Double ?? 0, longitude: object["longitude"] as? Double ?? 0)
      if let hourly = try? await service.weather(for: place, including: .hourly), !hourly.isEmpty {
        try Self.roundTrip(hourly, "\(file.lastPathComponent): hours")
        // Only temperatures were asked in the recording: the rest is not served, and stays so.
        #expect(hourly.contains { $0.humidity.isNaN && $0.pressure.value.isNaN })
        archived += 1
      }
      if let daily = try? await service.weather(for: place, including: .daily), !daily.isEmpty {
        try Self.roundTrip(daily, "\(file.lastPathComponent): days")
        archived += 1
      }
      if let current = try? await service.weather(for: place, including: .current) {
        try Self.roundTrip(current, "\(file.lastPathComponent): now")
        archived += 1
      }
    }
    // The hourly and the daily recording; the other three are Open-Meteo's legacy `current_weather`
    // shape, which the provider does not ask for or read.
    #expect(archived >= 2, "only \(archived) recorded Open-Meteo datasets could be read")
  }

  // MARK: - Random edits

  @Test(SharedFolder.needs(weatherKitRecording))
  func randomlyEditedValuesRoundTripValueForValue() async throws {
    let (server, service, _) = try RecordedWeatherKitTests.serving()
    defer { server.stop() }
    let (hourly, daily) = try await service.weather(
      for: RecordedWeatherKitTests.newYork, including: .hourly, .daily)
    var random = SplitMix64(state: 0x5EED_0050)
    let temperatures: [UnitTemperature] = [.celsius, .fahrenheit, .kelvin]
    let speeds: [UnitSpeed] = [.kilometersPerHour, .milesPerHour, .metersPerSecond, .knots, .millimetersPerHour]
    let lengths: [UnitLength] = [.meters, .kilometers, .miles, .millimeters, .inches, .feet]
    for round in 0..<1000 {
      var hour = hourly[round % hourly.count]
      var day = daily[round % daily.count]
      func maybeNaN(_ value: Double) -> Double { Bool.random(using: &random) && round % 3 == 0 ? .nan : value }
      hour.temperature = hour.temperature.converted(to: temperatures.randomElement(using: &random)!)
      hour.temperature.value = maybeNaN(hour.temperature.value)
      hour.wind.speed = hour.wind.speed.converted(to: speeds.randomElement(using: &random)!)
      hour.wind.gust = Bool.random(using: &random) ? nil : hour.wind.gust
      hour.visibility = hour.visibility.converted(to: lengths.randomElement(using: &random)!)
      hour.humidity = maybeNaN(hour.humidity)
      hour.pressure.value = maybeNaN(hour.pressure.value)
      day.highTemperature = day.highTemperature.converted(to: temperatures.randomElement(using: &random)!)
      day.precipitationAmountByType.rainfall.value = maybeNaN(day.precipitationAmountByType.rainfall.value)
      day.sun.civilDusk = Bool.random(using: &random) ? nil : day.sun.civilDusk
      day.moon.moonrise = Bool.random(using: &random) ? nil : day.moon.moonrise
      let hourCopy = try Self.roundTrip(hour, "hour, round \(round)")
      let dayCopy = try Self.roundTrip(day, "day, round \(round)")
      #expect(Self.same(hourCopy.temperature, hour.temperature), "round \(round)")
      #expect(Self.same(hourCopy.wind.speed, hour.wind.speed) && hourCopy.wind.gust == hour.wind.gust)
      #expect(Self.same(hourCopy.visibility, hour.visibility) && Self.same(hourCopy.pressure, hour.pressure))
      #expect(hourCopy.humidity.isNaN == hour.humidity.isNaN)
      #expect(Self.same(dayCopy.highTemperature, day.highTemperature))
      #expect(dayCopy.sun == day.sun && dayCopy.moon == day.moon)
    }
  }
}
