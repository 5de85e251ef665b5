import Foundation
import Testing
import WeatherCore

@Suite struct WeatherChangeTests {
  typealias T = ContextTestData

  @Test(arguments: [
    (-6.0, WeatherChangeDirection.decrease), (-2.0, .decrease), (-1.9, .steady), (0, .steady),
    (1.9, .steady), (1.99, .increase), (2.0, .increase), (7, .increase),
  ])
  func temperatureThresholdIsTwoDegrees(delta: Double, expected: WeatherChangeDirection) {
    #expect(WeatherChange.temperatureDirection(delta) == expected)
  }

  @Test(
    arguments: [
      (0.0, 1.5, WeatherChangeDirection?.some(.increase)),  // ≥ 1 mm and ≥ 20 % of 1.5
      (0.5, 1.4, .steady),  // only 0.9 mm
      (20, 22, .steady),  // 2 mm but only 9 % of 22
      (20, 26, .increase),  // 6 mm, 23 % of 26
      (12, 0, .decrease),
      (nil, 5, nil), (5, nil, nil),
    ] as [(Double?, Double?, WeatherChangeDirection?)])
  func precipitationNeedsOneMillimetreAndTwentyPercent(before: Double?, now: Double?, expected: WeatherChangeDirection?)
  {
    #expect(WeatherChange.precipitationDirection(now, before) == expected)
  }

  /// Three Berlin days; day i has 0.5·rain[i] mm every daytime hour and the given high/low.
  /// Hourly data runs to 07:00 after the last day unless `cutAfterLastDay`, which ends it at
  /// the last midnight so the last night is incomplete.
  static func weather(
    highs: [Double?], lows: [Double?], dayRain: [Double], nightRain: [Double], cutAfterLastDay: Bool = false
  ) -> Weather {
    let first = CalendarDay(year: 2024, month: 11, day: 21)
    let zone = T.berlinZone
    let hourly = T.hours(from: first.start(in: zone), count: 24 * highs.count + (cutAfterLastDay ? 0 : 7)) { i, hour in
      let day = min(i / 24, highs.count - 1)
      let local = i % 24  // CET all along, no DST in these days
      hour.precipitationAmount = (7..<19).contains(local) ? dayRain[day] / 12 : (local >= 19 ? nightRain[day] / 5 : 0)
    }
    let daily = T.days(from: first, count: highs.count, zone: zone) { i, day in
      day.temperatureMax = highs[i]
      day.temperatureMin = lows[i]
    }
    return T.weather(hourly: hourly, daily: daily)
  }

  @Test func eachDayIsComparedWithTheDayBefore() throws {
    let weather = Self.weather(highs: [10, 4, 5], lows: [2, 1, nil], dayRain: [0, 12, 12.5], nightRain: [0, 0, 0])
    let changes = WeatherChange.changes(for: weather)
    #expect(changes.count == 2)
    let tomorrow = changes[0]
    #expect(tomorrow.dayOffset == 1)
    #expect(tomorrow.day == CalendarDay(year: 2024, month: 11, day: 22))
    #expect(tomorrow.forecastStart == T.utc(2024, 11, 21, 23))
    #expect(tomorrow.maxTemperatureChange == .decrease && tomorrow.maxTemperatureDelta == -6)
    #expect(tomorrow.minTemperatureChange == .steady)
    #expect(tomorrow.dayPrecipitationChange == .increase)
    #expect(abs(tomorrow.dayPrecipitationDelta! - 12) < 1e-9)
    #expect(tomorrow.nightPrecipitationChange == .steady)
    let after = changes[1]
    #expect(after.maxTemperatureChange == .steady)
    #expect(after.minTemperatureChange == nil)  // missing low: no direction, no guess
    #expect(after.dayPrecipitationChange == .steady)
  }

  @Test func incompletePartsAreNotCompared() {
    // The last night is cut off at midnight (19:00–24:00 only): no night direction for it.
    let cut = Self.weather(
      highs: [10, 10, 10], lows: [1, 1, 1], dayRain: [0, 0, 0], nightRain: [0, 0, 9], cutAfterLastDay: true)
    let changes = WeatherChange.changes(for: cut)
    #expect(changes[1].nightPrecipitationChange == nil && changes[1].dayPrecipitationChange == .steady)
    // Today's daytime already begun (data from 10:00) is not compared with tomorrow's.
    var begun = Self.weather(highs: [10, 10], lows: [1, 1], dayRain: [0, 9], nightRain: [0, 0])
    begun.hourlyForecast.removeFirst(10)
    for index in begun.dailyForecast.indices {
      begun.dailyForecast[index].daytimeForecast = nil
      begun.dailyForecast[index].overnightForecast = nil
    }
    begun = begun.derivingMissingValues()
    #expect(WeatherChange.changes(for: begun)[0].dayPrecipitationChange == nil)
  }

  @Test func headlinePicksTheLargestChangeInThresholdUnits() throws {
    // −6° (1.2 × 5°) beats +12 mm (1.2 × 10 mm)? Equal: the high comes first and wins the tie.
    let weather = Self.weather(highs: [10, 4, 5], lows: [2, 1, nil], dayRain: [0, 12, 12.5], nightRain: [0, 0, 0])
    let headline = try #require(WeatherChangeHeadline.mostSignificant(WeatherChange.changes(for: weather)))
    #expect(headline.quantity == .high && headline.isLarge)
    #expect(headline.text(units: .metric, timeZone: T.berlinZone) == "Much colder tomorrow: high −6°")
    #expect(headline.text(units: .imperial, timeZone: T.berlinZone) == "Much colder tomorrow: high −11°")
  }

  @Test(arguments: [
    ([10, 10, 13] as [Double?], [0.0, 0, 0], [0.0, 0, 0], "Warmer on Saturday: high +3°"),
    ([10, 10, 10], [0, 0, 0], [0, 0, 20], "Much wetter on Saturday night: 20 mm overnight"),
    ([10, 10, 10], [8, 0, 0], [0, 0, 0], "Drier tomorrow: 0.0 mm by day"),
  ])
  func headlineWording(highs: [Double?], dayRain: [Double], nightRain: [Double], text: String) throws {
    let weather = Self.weather(highs: highs, lows: [1, 1, 1], dayRain: dayRain, nightRain: nightRain)
    let headline = try #require(WeatherChangeHeadline.mostSignificant(WeatherChange.changes(for: weather)))
    #expect(headline.text(units: .metric, timeZone: T.berlinZone) == text)
  }

  @Test func steadyWeatherHasNoHeadline() {
    let weather = Self.weather(highs: [10, 11, 9.5], lows: [1, 2, 1], dayRain: [1, 1.5, 1], nightRain: [0, 0, 0])
    #expect(WeatherChangeHeadline.mostSignificant(WeatherChange.changes(for: weather)) == nil)
    #expect(WeatherChange.changes(for: Self.weather(highs: [1], lows: [1], dayRain: [0], nightRain: [0])).isEmpty)
  }
}
