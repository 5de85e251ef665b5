import Foundation
import Testing

@testable import WeatherCore

/// `PlausibleRanges` applied by `Weather.validated()`, and formatting that never traps.
@Suite struct PlausibilityTests {
  static let hostile: [Double] = [
    1e19, -1e19, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9.3e18,
    -9.3e18,
  ]
  static let now = Date(timeIntervalSince1970: 1_795_352_400)

  static func weather(current: CurrentWeather?, hours: [HourWeather] = [], days: [DayWeather] = []) -> Weather {
    Weather(
      location: Location(name: "Berlin", latitude: 52.52, longitude: 13.41, elevation: 34), currentWeather: current,
      minuteForecast: [], hourlyForecast: hours, dailyForecast: days, alerts: .noSource(reason: "none"),
      availability: Availability(), attribution: .openMeteo,
      metadata: WeatherMetadata(providerName: "Open-Meteo", readTime: now, expireTime: now))
  }

  // MARK: - Validation

  @Test func theIssuesExampleBecomesNotAvailableAndIsCounted() {
    let raw = Self.weather(
      current: CurrentWeather(date: Self.now, temperature: -99999, humidity: -999.99, pressure: 1012, windSpeed: 1e19))
    let weather = raw.validated()
    #expect(weather.currentWeather?.temperature == nil)
    #expect(weather.currentWeather?.humidity == nil)
    #expect(weather.currentWeather?.windSpeed == nil)
    #expect(weather.currentWeather?.pressure == 1012)
    #expect(weather.metadata.implausibleValueCount == 3)
    #expect(weather.validated() == weather, "validating twice changes nothing")
  }

  @Test(arguments: hostile)
  func weatherKitsOwnFieldsAreCheckedToo(_ value: Double) {
    var day = DayWeather(date: Self.now)
    var part = DayPartForecast(
      forecastStart: Self.now, forecastEnd: Self.now.addingTimeInterval(43_200), hourCount: nil,
      temperatureMax: value, precipitationAmount: 1.5)
    part.uvIndexMax = value
    day.daytimeForecast = part
    day.moonrise = Date(timeIntervalSince1970: value.isFinite ? value : 1e19)
    day.visibilityMax = value
    day.precipitationAmountByType = ["rain": value, "snow": 0]
    var hour = HourWeather(date: Self.now)
    hour.snowfallIntensity = value
    var raw = Self.weather(current: nil, hours: [hour], days: [day])
    raw.nextHourSummary = [
      NextHourPeriod(
        startTime: Self.now, endTime: nil, condition: "clear", precipitationChance: value,
        precipitationIntensity: 0)
    ]
    let weather = raw.validated()
    let checked = weather.dailyForecast.first
    #expect(checked?.daytimeForecast?.temperatureMax == nil && checked?.daytimeForecast?.uvIndexMax == nil)
    #expect(checked?.daytimeForecast?.precipitationAmount == 1.5)
    #expect(checked?.moonrise == nil && checked?.visibilityMax == nil)
    #expect(checked?.precipitationAmountByType == ["snow": 0])
    #expect(weather.hourlyForecast.first?.snowfallIntensity == nil)
    #expect(weather.nextHourSummary.first?.precipitationChance == nil)
    #expect(weather.metadata.implausibleValueCount == 7)
    #expect(weather.validated() == weather, "validating twice changes nothing")
  }

  @Test func recordValuesPass() {
    let current = CurrentWeather(
      date: Self.now, temperature: -89.2, apparentTemperature: -110, dewPoint: 35, humidity: 1, pressure: 870,
      windSpeed: 0, windDirection: 360, windGust: 408, uvIndex: 43.3, visibility: 0, cloudCover: 0,
      precipitationIntensity: 1872)
    let hour = HourWeather(date: Self.now, temperature: 56.7, pressure: 1084.8, precipitationAmount: 305)
    let day = DayWeather(
      date: Self.now, temperatureMax: 56.7, temperatureMin: -89.2, precipitationAmount: 1825, snowfallAmount: 1930,
      sunrise: Self.now.addingTimeInterval(4 * 3600), sunset: Self.now.addingTimeInterval(20 * 3600))
    let weather = Self.weather(current: current, hours: [hour], days: [day]).validated()
    #expect(weather.metadata.implausibleValueCount == 0)
    #expect(weather.currentWeather == current)
    #expect(weather.hourlyForecast == [hour])
    #expect(weather.dailyForecast == [day])
  }

  @Test(arguments: hostile)
  func everyFieldRefusesAbsurdValues(_ v: Double) {
    let current = CurrentWeather(
      date: Self.now, temperature: v, apparentTemperature: v, dewPoint: v, humidity: v, pressure: v, windSpeed: v,
      windDirection: v, windGust: v, uvIndex: v, visibility: v, cloudCover: v, cloudCoverLow: v, cloudCoverMid: v,
      cloudCoverHigh: v, precipitationIntensity: v)
    let hour = HourWeather(
      date: Self.now, temperature: v, apparentTemperature: v, dewPoint: v, humidity: v, pressure: v, windSpeed: v,
      windDirection: v, windGust: v, uvIndex: v, visibility: v, cloudCover: v, cloudCoverLow: v, cloudCoverMid: v,
      cloudCoverHigh: v, precipitationChance: v, precipitationAmount: v, snowfallAmount: v, precipitationIntensity: v)
    let day = DayWeather(
      date: Self.now, temperatureMax: v, temperatureMin: v, humidityMax: v, humidityMin: v, precipitationAmount: v,
      rainAmount: v, showersAmount: v, snowfallAmount: v, precipitationChance: v, windSpeedMax: v, windGustMax: v,
      windDirectionDominant: v, uvIndexMax: v)
    var raw = Self.weather(current: current, hours: [hour], days: [day])
    raw.location.elevation = v
    let weather = raw.validated()
    #expect(weather.currentWeather == CurrentWeather(date: Self.now))
    #expect(weather.hourlyForecast == [HourWeather(date: Self.now)])
    #expect(weather.dailyForecast == [DayWeather(date: Self.now)])
    #expect(weather.location.elevation == nil)
    #expect(weather.metadata.implausibleValueCount == 15 + 18 + 13 + 1)
  }

  @Test func stepsWithoutAPlausibleTimeAreDroppedAndFarSunsetsForgotten() {
    let hours = [1e19, -1e12, 7.3e9].map { HourWeather(date: Date(timeIntervalSince1970: $0), temperature: 3) }
    let days = [
      DayWeather(
        date: Self.now, sunrise: Self.now.addingTimeInterval(-3 * 86_400), sunset: Date(timeIntervalSince1970: 1e300))
    ]
    var raw = Self.weather(
      current: CurrentWeather(date: Date(timeIntervalSince1970: -1e19), temperature: 3), hours: hours, days: days)
    raw.minuteForecast = [
      MinuteWeather(date: Self.now, duration: 0, precipitationIntensity: 1),
      MinuteWeather(date: Self.now, duration: -900, precipitationIntensity: 1),
      MinuteWeather(date: Self.now, duration: 900, precipitationIntensity: 1),
    ]
    let weather = raw.validated()
    #expect(weather.currentWeather == nil)
    #expect(weather.hourlyForecast.isEmpty)
    #expect(weather.minuteForecast.count == 1)
    #expect(weather.dailyForecast.first?.sunrise == nil)
    #expect(weather.dailyForecast.first?.sunset == nil)
    #expect(weather.metadata.implausibleValueCount == 1 + 3 + 2 + 2)
  }

  @Test func dayPartsAddedUpFromPlausibleHoursAreCheckedAsADayIs() {
    // 250 mm in every hour is plausible for an hour; twelve of them are not for a day part.
    let zone = ZoneRules.utc
    let midnight = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-23 00:00 UTC
    let hours = (0..<48).map {
      HourWeather(date: midnight.addingTimeInterval(Double($0) * 3600), temperature: 3, precipitationAmount: 250)
    }
    var raw = Self.weather(current: nil, hours: hours, days: [DayWeather(date: midnight)])
    raw.location.timeZoneIdentifier = zone.identifier
    let weather = raw.validated().derivingMissingValues()
    let day = weather.dailyForecast.first
    #expect(day?.daytimeForecast?.temperatureMax == 3)
    #expect(day?.daytimeForecast?.precipitationAmount == nil)
    #expect(day?.overnightForecast?.precipitationAmount == nil)
    #expect(weather.metadata.implausibleValueCount == 2)
    #expect(weather.validated() == weather, "derived values pass validation again unchanged")
  }

  @Test func oldMetadataWithoutTheCountDecodes() throws {
    let json = #"{"providerName":"Open-Meteo","readTime":0,"expireTime":600}"#
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    let metadata = try decoder.decode(WeatherMetadata.self, from: Data(json.utf8))
    #expect(metadata.implausibleValueCount == 0)
  }

  // MARK: - Formatting

  @Test(arguments: hostile)
  func everyFormatterShowsADash(_ v: Double) {
    for units in [UnitSystem.metric, .imperial] {
      let format = WeatherFormat(units: units)
      let texts = [
        format.temperature(v), format.speed(v), format.speedValue(v), format.precipitation(v), format.percent(v),
        format.pressure(v), format.distance(v), format.uvIndex(v),
        WeatherChangeHeadline.signedDegrees(v, units: units),
      ]
      for text in texts {
        #expect(text == WeatherFormat.missing, "\(v) \(units): \(text)")
      }
    }
    let compass = WeatherFormat.compass(v)
    #expect(compass == WeatherFormat.missing || compass.count <= 3)
    _ = MoonPhase(at: Date(timeIntervalSince1970: v))
  }

  @Test func theExtremesOfIntFormatWithoutTrapping() {
    #expect(WeatherFormat.signed(Int.min) == "−9223372036854775808")
    #expect(9.223372036854775807e18.roundedInteger() == nil)
    #expect((-9.223372036854775808e18).roundedInteger() == Int.min)
    #expect(2.5.roundedInteger() == 3)
    #expect((-2.5).roundedInteger() == -3)
    #expect(2.9.roundedInteger(.towardZero) == 2)
  }
}
