import Foundation
import Testing
import WeatherCore

@testable import WeatherProviders

/// What the outputs say is what was served: values the provider left out are computed and
/// listed, or left out, never invented; codes keep their distinctions; served numbers stay
/// as served (issue 34).
struct ServedFidelityTests {
  static let berlin = Location(
    name: "Berlin", latitude: 52.52, longitude: 13.405, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")

  // MARK: - Daylight

  @Test func aNullIsDayIsComputedFromTheSunAndListed() throws {
    var payload = OpenMeteoWeatherMapperTests.payload()
    // Null Island, 2026-03-10 06:00…17:00 UTC: the sun rises about 06:04 and sets about 18:10.
    payload.hourly?.values["is_day"] = Array(repeating: nil, count: 12)
    payload.current?.values["is_day"] = nil
    let weather = OpenMeteoWeatherMapperTests.map(payload)
    let current = try #require(weather.currentWeather)
    #expect(current.isDaylight == true)
    #expect(weather.hourlyForecast.allSatisfy { $0.isDaylight != nil })
    #expect(weather.isComputed(.currentWeather, "daylight"))
    #expect(weather.isComputed(.forecastHourly, "hours[].daylight"))
    let method = try #require(weather.metadata.derived.first { $0.field == "daylight" }?.method)
    #expect(method.contains("\(SolarDay.horizonDepression)"))
  }

  @Test func servedDaylightIsKeptAndNotListed() {
    let weather = OpenMeteoWeatherMapperTests.map()
    #expect(weather.currentWeather?.isDaylight == true)
    #expect(!weather.isComputed(.currentWeather, "daylight"))
    #expect(!weather.isComputed(.forecastHourly, "hours[].daylight"))
    #expect(OpenMeteoWeatherMapper.daylight(nil) == nil, "a null is_day is not day")
  }

  @Test func daylightFromTheSunIsNightAtMidnightAndDayAtNoonInBerlin() throws {
    let noon = try #require(ISO8601DateFormatter().date(from: "2026-06-21T11:00:00Z"))
    let midnight = noon.addingTimeInterval(12 * 3600)
    var weather = Weather(
      location: Self.berlin, currentWeather: CurrentWeather(date: noon), minuteForecast: [],
      hourlyForecast: [HourWeather(date: noon), HourWeather(date: midnight)], dailyForecast: [],
      alerts: .noSource(reason: ""), availability: Availability(), attribution: .openMeteo,
      metadata: WeatherMetadata(providerName: "test", readTime: noon, expireTime: noon))
    weather.deriveMissingValues()
    #expect(weather.currentWeather?.isDaylight == true)
    #expect(weather.hourlyForecast.map(\.isDaylight) == [true, false])
  }

  // MARK: - WeatherKit's asOf

  static func weatherKit(_ json: String, now: Date) throws -> Weather {
    let response = try WeatherKitResponse.decode(Data(json.utf8))
    return WeatherKitWeatherMapper.weather(
      from: response, location: berlin, offered: ["currentWeather", "forecastDaily"], now: now, fetchedAt: now)
  }

  @Test func aMissingAsOfIsTheServedReadTimeAndSaysSo() throws {
    let now = try #require(ISO8601DateFormatter().date(from: "2026-11-27T12:00:00Z"))
    let weather = try Self.weatherKit(
      """
      {"currentWeather": {"name": "CurrentWeather", "temperature": 3.5, "conditionCode": "Breezy",
        "metadata": {"readTime": "2026-11-27T11:58:00Z", "expireTime": "2026-11-27T12:05:00Z"}}}
      """, now: now)
    let current = try #require(weather.currentWeather)
    #expect(current.date == ISO8601DateFormatter().date(from: "2026-11-27T11:58:00Z"))
    let note = try #require(weather.metadata.derived.first { $0.field == "asOf" })
    #expect(note.dataset == .currentWeather && note.derivedFrom == "metadata.readTime")
    // Without `daylight` from Apple, it is computed (Berlin at noon: day) and listed too.
    #expect(current.isDaylight == true && weather.isComputed(.currentWeather, "daylight"))
  }

  @Test func aServedAsOfIsNotListed() throws {
    let now = try #require(ISO8601DateFormatter().date(from: "2026-11-27T12:00:00Z"))
    let weather = try Self.weatherKit(
      """
      {"currentWeather": {"name": "CurrentWeather", "asOf": "2026-11-27T11:50:00Z", "daylight": false,
        "temperature": 3.5, "conditionCode": "Clear"}}
      """, now: now)
    #expect(weather.currentWeather?.date == ISO8601DateFormatter().date(from: "2026-11-27T11:50:00Z"))
    #expect(weather.currentWeather?.isDaylight == false, "served daylight is kept, even where the sun says otherwise")
    #expect(!weather.metadata.derived.contains { $0.field == "asOf" || $0.field == "daylight" })
  }

  // MARK: - Day parts

  @Test func aServedDayPartWithoutPrecipitationTypeGetsNone() throws {
    var part = WeatherCore.DayPartForecast(
      forecastStart: Date(timeIntervalSince1970: 0), forecastEnd: Date(timeIntervalSince1970: 43_200), hourCount: nil,
      condition: .rain(.moderate))
    part.conditionCode = "Rain"
    #expect(WeatherKitREST.DayPartForecast(part).precipitationType == nil, "Apple served none: none is written")
    part.hourCount = 12  // aggregated by us from the hours: listed in metadata.derived, type from its code
    #expect(WeatherKitREST.DayPartForecast(part).precipitationType == "rain")
  }

  @Test func todaysDaytimeIsWholeAfterItHasPassed() throws {
    // 2026-03-10 20:30 UTC on Null Island (UTC): today's daytime (07:00–19:00) is over, and
    // Open-Meteo served its hours (`past_days`); the day keeps its daytime, as WeatherKit's do.
    let six = OpenMeteoWeatherMapperTests.six
    let hours = (0..<18).map { Date(timeIntervalSince1970: six + Double($0) * 3600) }
    var payload = OpenMeteoWeatherMapperTests.payload()
    var hourly = OpenMeteoPayload.Series(times: hours)
    hourly.values["temperature_2m"] = (0..<18).map { Double($0) }
    hourly.values["weather_code"] = Array(repeating: 61, count: 18)
    hourly.values["precipitation"] = Array(repeating: 0.5, count: 18)
    payload.hourly = hourly
    let now = Date(timeIntervalSince1970: six + 14.5 * 3600)
    let weather = OpenMeteoWeatherMapper.weather(
      from: payload, location: Location(name: "Null Island", latitude: 0, longitude: 0), now: now, fetchedAt: now)
    #expect(weather.hourlyForecast.first?.date == Date(timeIntervalSince1970: six + 14 * 3600), "hours from now")
    let today = try #require(weather.dailyForecast.first)
    let daytime = try #require(today.daytimeForecast, "today's daytime is kept once it has passed")
    #expect(daytime.hourCount == 12 && daytime.isComplete)
    #expect(daytime.temperatureMax == 12, "07:00…18:00 are hours 1…12 of the series")
    #expect(weather.metadata.implausibleValueCount == 0)
  }

  // MARK: - Codes and numbers as served

  @Test(arguments: [61, 63, 65, 80, 81, 82, 95, 96, 99])
  func theWMOCodeIsWrittenBesideTheConditionCode(_ code: Int) {
    let hour = HourWeather(date: Date(timeIntervalSince1970: 0), condition: WeatherCondition(wmoCode: code))
    let written = WeatherKitREST.hourWeather(hour)
    #expect(written.conditions.wmoCode == code)
    var day = WeatherCore.DayWeather(date: Date(timeIntervalSince1970: 0), condition: WeatherCondition(wmoCode: code))
    #expect(WeatherKitREST.DayWeather(day, zone: .utc).wmoCode == code)
    day.conditionCode = "Rain"
    #expect(WeatherKitREST.DayWeather(day, zone: .utc).wmoCode == nil, "WeatherKit's own answers carry no WMO code")
  }

  @Test func uvIsWrittenAsServed() {
    var hour = HourWeather(date: Date(timeIntervalSince1970: 0), uvIndex: 2.5)
    #expect(WeatherKitREST.hourWeather(hour).conditions.uvIndex == 2.5, "Open-Meteo's 2.5 is not 3")
    hour.uvIndex = 6
    #expect(WeatherKitREST.hourWeather(hour).conditions.uvIndex == 6)
    let day = WeatherCore.DayWeather(date: Date(timeIntervalSince1970: 0), uvIndexMax: 4.35)
    #expect(WeatherKitREST.DayWeather(day, zone: .utc).maxUvIndex == 4.35)
  }

  @Test func thePrecedingHourRuleIsInTheMetadata() throws {
    let weather = OpenMeteoWeatherMapperTests.map()
    let rule = try #require(weather.metadata.conventions.first { $0.dataset == .forecastHourly })
    #expect(rule.fields.contains("hours[].precipitationAmount") && rule.fields.contains("hours[].windGust"))
    #expect(rule.rule.contains("preceding hour"))
  }

  // MARK: - Next hour

  @Test func computedPeriodsEndWhereTheMinutesHaveNoValue() throws {
    // The payload's quarter-hours: 0, 0.1, 0.25, 0.5, null, 0.2, 0, 0, 0 mm stamped from 11:45,
    // each at its end (×4 = mm/h): the quarter-hour from 12:30 has no value.
    let weather = OpenMeteoWeatherMapperTests.map()
    let periods = weather.nextHourSummary
    let gap = Date(timeIntervalSince1970: OpenMeteoWeatherMapperTests.six + 6.5 * 3600)
    #expect(periods.contains { $0.endTime == gap }, "a run ends at the step without a value: \(periods)")
    #expect(!periods.contains { $0.startTime < gap && ($0.endTime ?? .distantFuture) > gap }, "no period spans the gap")
    #expect(weather.isComputed(.forecastNextHour, "summary"))
  }

  @Test func aCurrentConditionsRefreshMakesTheSummaryAgain() {
    let weather = OpenMeteoWeatherMapperTests.map()
    var payload = OpenMeteoWeatherMapperTests.payload()
    payload.hourly = nil
    payload.daily = nil
    var quarters = payload.minutely15!
    quarters.values["precipitation"] = Array(repeating: 0, count: quarters.times.count)
    payload.minutely15 = quarters
    let updated = OpenMeteoWeatherMapper.updating(
      weather, withCurrentConditionsOf: payload, now: OpenMeteoWeatherMapperTests.now)
    #expect(updated.nextHourSummary.allSatisfy { $0.condition == "clear" }, "\(updated.nextHourSummary)")
    #expect(updated.metadata.derived.count == Set(updated.metadata.derived).count, "each derivation listed once")
  }
}
