import Foundation
import Testing
import WeatherCore

@testable import WeatherProviders

struct OpenMeteoWeatherMapperTests {
  /// 2026-03-10 12:20 UTC; the hourly series below starts at 06:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_773_145_200)
  static let six = 1_773_122_400.0  // 2026-03-10 06:00 UTC

  /// A tiny hand-made payload: hours 06:00…17:00 UTC, quarter-hours 11:45…13:45, two days.
  static func payload() -> OpenMeteoPayload {
    let hours = (0..<12).map { Date(timeIntervalSince1970: six + Double($0) * 3600) }
    var hourly = OpenMeteoPayload.Series(times: hours)
    hourly.values["temperature_2m"] = (0..<12).map { Double($0) }
    hourly.values["pressure_msl"] = [1010, 1011, 1012, 1013, 1014, 1015, 1016, 1015, 1014, 1013, 1012, 1011]
    hourly.values["relative_humidity_2m"] = Array(repeating: 80, count: 12)
    hourly.values["precipitation"] = [0, 0, 0, 0, 0, 0, 0, 1.5, 0, 0, 0, 0]
    hourly.values["precipitation_probability"] = [0, 0, 0, 0, 0, 0, 0, 70, 0, 0, 0, 0]
    hourly.values["snowfall"] = [0, 0, 0, 0, 0, 0, 0, 0.7, 0, 0, 0, 0]
    hourly.values["weather_code"] = Array(repeating: 3, count: 12)
    hourly.values["is_day"] = Array(repeating: 1, count: 12)
    let quarters = (0..<9).map { Date(timeIntervalSince1970: six + 5.75 * 3600 + Double($0) * 900) }
    var minutely = OpenMeteoPayload.Series(times: quarters)
    minutely.values["precipitation"] = [0, 0.1, 0.25, 0.5, nil, 0.2, 0, 0, 0]
    let midnight = 1_773_100_800.0  // 2026-03-10 00:00 UTC
    var daily = OpenMeteoPayload.Series(
      times: [
        Date(timeIntervalSince1970: midnight - 86400), Date(timeIntervalSince1970: midnight),
        Date(timeIntervalSince1970: midnight + 86400),
      ])
    daily.values["temperature_2m_max"] = [9, 11.5, 7]
    daily.values["snowfall_sum"] = [0, 1.4, 0]
    daily.values["precipitation_probability_max"] = [10, 85, nil]
    daily.values["relative_humidity_2m_min"] = [40, 55, 60]
    daily.timestamps["sunrise"] = [nil, Date(timeIntervalSince1970: midnight + 6 * 3600), nil]
    let current = OpenMeteoPayload.Snapshot(
      time: Date(timeIntervalSince1970: six + 6.25 * 3600), interval: 900,
      values: [
        "temperature_2m": 6.4, "relative_humidity_2m": 81, "cloud_cover": 100,
        "cloud_cover_low": 75, "precipitation": 0.3, "weather_code": 61, "is_day": 1,
        "wind_speed_10m": 18.2, "pressure_msl": 1016.1, "uv_index": nil,
      ])
    return OpenMeteoPayload(
      latitude: 0, longitude: 0, elevation: 12, utcOffsetSeconds: 0, timezone: "Etc/UTC",
      timezoneAbbreviation: "UTC", current: current, minutely15: minutely, hourly: hourly,
      daily: daily)
  }

  static func map(_ payload: OpenMeteoPayload = payload()) -> Weather {
    OpenMeteoWeatherMapper.weather(
      from: payload, location: Location(name: "Null Island", latitude: 0, longitude: 0),
      now: now, fetchedAt: now)
  }

  @Test func currentConditionsInSIUnits() throws {
    let current = try #require(Self.map().currentWeather)
    #expect(current.temperature == 6.4)
    #expect(current.humidity == 0.81)
    #expect(current.cloudCover == 1.0)
    #expect(current.cloudCoverLow == 0.75)
    // 0.3 mm in the 15 minutes before → 1.2 mm/h.
    #expect(current.precipitationIntensity == 1.2)
    #expect(current.condition == .rain(.light))
    #expect(current.windSpeed == 18.2)
    #expect(current.uvIndex == nil)
    #expect(current.isDaylight == true)
    // Hourly pressure 12:00 1016 vs 09:00 1013: +3 hPa in three hours.
    #expect(current.pressureTrend == .rising)
  }

  @Test func pressureTrendFallsAndIsUnknownWithoutHistory() {
    var payload = Self.payload()
    payload.hourly?.values["pressure_msl"] = [1020, 1020, 1020, 1020, 1020, 1020, 1018.5, 1015, 1014, 1013, 1012, 1011]
    #expect(Self.map(payload).currentWeather?.pressureTrend == .falling)  // 1018.5 − 1020
    payload.hourly?.values["pressure_msl"]?[3] = nil
    #expect(Self.map(payload).currentWeather?.pressureTrend == .unknown)
  }

  @Test func hourlyStartsAtTheCurrentHourAndShiftsPrecedingHourValues() throws {
    let hours = Self.map().hourlyForecast
    // 12:20 is in the 12:00 hour, index 6 of the series: 6 of 12 hours remain.
    #expect(hours.count == 6)
    let first = try #require(hours.first)
    #expect(first.date == Date(timeIntervalSince1970: Self.six + 6 * 3600))
    #expect(first.temperature == 6)
    #expect(first.humidity == 0.8)
    // The 13:00 stamp holds 12:00–13:00's precipitation: it belongs to the 12:00 hour.
    #expect(first.precipitationAmount == 1.5)
    #expect(first.precipitationIntensity == 1.5)
    #expect(first.precipitationChance == 0.7)
    #expect(first.snowfallAmount == 7)  // 0.7 cm → 7 mm
    #expect(hours[1].precipitationAmount == 0)
    // The last hour has no following stamp, so its preceding-hour values are unknown.
    #expect(hours.last?.precipitationAmount == nil)
    #expect(hours.last?.temperature == 11)
  }

  @Test func hourlyKeepsAtMost240Hours() {
    var payload = Self.payload()
    let times = (0..<400).map { Date(timeIntervalSince1970: Self.six + Double($0) * 3600) }
    payload.hourly = OpenMeteoPayload.Series(times: times, values: ["temperature_2m": times.map { _ in 1 }])
    let hours = Self.map(payload).hourlyForecast
    #expect(hours.count == 240)
    #expect(hours.first?.date == times[6])
  }

  @Test func nextHourCoversTheQuarterContainingNowAndFourMore() throws {
    let minutes = Self.map().minuteForecast
    // Stamps 11:45…13:45 each cover the 15 min before. Now 12:20 lies in 12:15–12:30
    // (stamp 12:30, 0.5 mm); the hour after now ends 13:20, inside the 13:15–13:30 step.
    #expect(
      minutes.map(\.date) == (0..<5).map { Date(timeIntervalSince1970: Self.six + 6.25 * 3600 + Double($0) * 900) })
    #expect(minutes.map(\.precipitationIntensity) == [2.0, nil, 0.8, 0, 0])
    #expect(minutes.allSatisfy { $0.duration == 900 })
    #expect(Self.map().availability.forecastNextHour)
  }

  @Test func withoutMinutelyDataNextHourIsUnavailable() {
    var payload = Self.payload()
    payload.minutely15 = nil
    let weather = Self.map(payload)
    #expect(weather.minuteForecast.isEmpty)
    #expect(!weather.availability.forecastNextHour)
    #expect(weather.availability.forecastHourly)
  }

  @Test func dailyStartsTodayInSIUnits() throws {
    let days = Self.map().dailyForecast
    #expect(days.count == 2)
    let today = try #require(days.first)
    #expect(today.date == Date(timeIntervalSince1970: 1_773_100_800))
    #expect(today.temperatureMax == 11.5)
    #expect(today.snowfallAmount == 14)
    #expect(today.precipitationChance == 0.85)
    #expect(today.humidityMin == 0.55)
    #expect(today.sunrise == Date(timeIntervalSince1970: 1_773_100_800 + 6 * 3600))
    #expect(days[1].precipitationChance == nil)
    #expect(days[1].sunrise == nil)
  }

  @Test func metadataAttributionAlertsAndZone() {
    let weather = Self.map()
    #expect(weather.location.timeZoneIdentifier == "Etc/UTC")
    #expect(weather.location.elevation == 12)
    #expect(weather.attribution == .openMeteo)
    #expect(
      weather.alerts == .noSource(reason: "No official alert source covers this place; the WeatherKit provider has one")
    )
    #expect(!weather.availability.weatherAlerts)
    #expect(weather.metadata.providerName == "Open-Meteo")
    #expect(weather.metadata.readTime == Self.now)
    #expect(weather.metadata.expireTime == Self.now.addingTimeInterval(600))
  }

  @Test func aZoneTheLocationAlreadyHasWins() {
    let weather = OpenMeteoWeatherMapper.weather(
      from: Self.payload(),
      location: Location(name: "X", latitude: 0, longitude: 0, timeZoneIdentifier: "Africa/Accra"),
      now: Self.now, fetchedAt: Self.now)
    #expect(weather.location.timeZoneIdentifier == "Africa/Accra")
  }

  @Test func emptyPayloadMapsToHonestlyEmptyWeather() {
    let payload = OpenMeteoPayload(
      latitude: 0, longitude: 0, elevation: nil, utcOffsetSeconds: 0, timezone: nil,
      timezoneAbbreviation: nil, current: nil, minutely15: nil, hourly: nil, daily: nil)
    let weather = Self.map(payload)
    #expect(weather.currentWeather == nil)
    #expect(weather.hourlyForecast.isEmpty && weather.dailyForecast.isEmpty)
    #expect(!weather.availability.currentWeather && !weather.availability.forecastDaily)
    #expect(weather.location.timeZoneIdentifier == nil)
  }

  // MARK: - The DST fixture

  @Test func berlinAcrossTheEndOfSummerTime() throws {
    let payloads = try OpenMeteoJSONDecoder.decode(TestData.twoPlaces())
    let berlin = OpenMeteoWeatherMapper.weather(
      from: payloads[0], location: TestData.berlin, now: TestData.dstNow, fetchedAt: TestData.dstNow)
    // Days: the server wrote every midnight with +02:00; from 26 Oct the true midnight is +01:00.
    let days = berlin.dailyForecast.map { $0.date.clock(in: "Europe/Berlin") }
    #expect(days == ["2026-10-24 00:00 GMT+2", "2026-10-25 00:00 GMT+2", "2026-10-26 00:00 GMT+1"])
    // Hours labelled through the IANA zone: 02:00 happens twice, in CEST then in CET.
    let labels = berlin.hourlyForecast.map { $0.date.clock(in: "Europe/Berlin") }
    let start = try #require(labels.firstIndex(of: "2026-10-25 01:00 GMT+2"))
    #expect(
      Array(labels[start..<start + 4]) == [
        "2026-10-25 01:00 GMT+2", "2026-10-25 02:00 GMT+2", "2026-10-25 02:00 GMT+1",
        "2026-10-25 03:00 GMT+1",
      ])
    #expect(berlin.hourlyForecast.first?.date.clock(in: "Europe/Berlin") == "2026-10-24 14:00 GMT+2")
    // Hand-checked values of the fixture.
    let current = try #require(berlin.currentWeather)
    #expect(current.pressureTrend == .falling)  // 1016.1 now, 1017.9 three hours before
    #expect(current.precipitationIntensity == 1.2)  // 0.3 mm per 15 min
    #expect(current.humidity == 0.92)
    #expect(berlin.minuteForecast.map(\.precipitationIntensity) == [0.2, 0.4, 1.2, 2.0, 0.8])
    #expect(berlin.hourlyForecast.first?.precipitationAmount == 0.6)
    #expect(berlin.dailyForecast.first?.precipitationAmount == 3.9)
  }

  @Test func reykjavikAdoptsTheResolvedZone() throws {
    let payloads = try OpenMeteoJSONDecoder.decode(TestData.twoPlaces())
    let weather = OpenMeteoWeatherMapper.weather(
      from: payloads[1], location: TestData.reykjavik, now: TestData.dstNow,
      fetchedAt: TestData.dstNow)
    #expect(weather.location.timeZoneIdentifier == "Atlantic/Reykjavik")
    #expect(weather.currentWeather?.pressureTrend == .rising)
    #expect(weather.dailyForecast.count == 3)
    #expect(weather.minuteForecast.allSatisfy { $0.precipitationIntensity == 0 })
  }
}
