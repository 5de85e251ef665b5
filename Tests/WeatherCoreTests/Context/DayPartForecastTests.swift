import Foundation
import Testing
import WeatherCore

@Suite struct DayPartForecastTests {
  typealias T = ContextTestData

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var day: CalendarDay
    /// Expected UTC bounds of the overnight part, and its length in hours.
    var overnightStart: Date
    var overnightEnd: Date
    var overnightHours: Int
    var testDescription: String { name }
  }

  static let cases = [
    // Ordinary winter night, CET (UTC+1): 18:00 UTC to 06:00 UTC.
    Case(
      name: "ordinary", day: CalendarDay(year: 2024, month: 11, day: 21),
      overnightStart: T.utc(2024, 11, 21, 18), overnightEnd: T.utc(2024, 11, 22, 6), overnightHours: 12),
    // Clocks go back at 03:00 CEST on 27 October: the night is 13 hours long.
    Case(
      name: "autumn DST", day: CalendarDay(year: 2024, month: 10, day: 26),
      overnightStart: T.utc(2024, 10, 26, 17), overnightEnd: T.utc(2024, 10, 27, 6), overnightHours: 13),
    // Clocks go forward at 02:00 CET on 31 March: the night is 11 hours long.
    Case(
      name: "spring DST", day: CalendarDay(year: 2024, month: 3, day: 30),
      overnightStart: T.utc(2024, 3, 30, 18), overnightEnd: T.utc(2024, 3, 31, 5), overnightHours: 11),
  ]

  @Test(arguments: cases)
  func partsFollowTheLocalClock(_ c: Case) throws {
    // Hourly data from the day's local midnight for 48 hours; 0.5 mm every hour.
    let start = c.day.start(in: T.berlinZone)
    let hours = T.hours(from: start, count: 48) { i, hour in
      hour.temperature = Double(i)
      hour.precipitationAmount = 0.5
    }
    let parts = DayParts.parts(of: c.day, hours: hours, timeZone: T.berlinZone)
    let night = try #require(parts.overnight)
    #expect(night.forecastStart == c.overnightStart)
    #expect(night.forecastEnd == c.overnightEnd)
    #expect(night.hourCount == c.overnightHours)
    #expect(night.precipitationAmount == 0.5 * Double(c.overnightHours))
    let day = try #require(parts.daytime)
    #expect(day.hourCount == 12)
    // Daytime starts at local 07:00; the index of that hour is the temperature.
    let firstIndex = Double(Int(day.forecastStart.timeIntervalSince(start) / 3600))
    #expect(day.temperatureMin == firstIndex && day.temperatureMax == firstIndex + 11)
  }

  @Test(arguments: cases)
  func hoursInTimeOrderGiveTheSamePartsFromTheDaysOwnHours(_ c: Case) {
    // Hours from two days before to two days after, so the window must be found, not assumed.
    let start = c.day.adding(days: -2).start(in: T.berlinZone)
    let hours = T.hours(from: start, count: 120) { i, hour in
      hour.temperature = Double(i % 17)
      hour.precipitationAmount = Double(i % 3) / 2
      hour.windDirection = Double(i * 37 % 360)
    }
    #expect(DayParts.inTimeOrder(hours))
    let scanned = DayParts.parts(of: c.day, hours: hours, timeZone: T.berlinZone)
    #expect(DayParts.parts(of: c.day, hours: hours, timeZone: T.berlinZone, inTimeOrder: true) == scanned)
    #expect(scanned.overnight?.hourCount == c.overnightHours)
    // Out of order, the hours are not taken for sorted.
    #expect(!DayParts.inTimeOrder(Array(hours.reversed())))
    // A day outside the hours has no parts either way.
    let later = c.day.adding(days: 10)
    #expect(DayParts.parts(of: later, hours: hours, timeZone: T.berlinZone, inTimeOrder: true).daytime == nil)
  }

  @Test func aggregatesEveryFieldByItsRule() throws {
    let start = T.utc(2024, 11, 21, 6)  // 07:00 CET
    let conditions: [WeatherCondition] = [.clear, .rain(.light), .unknown(-1), .cloudy]
    let hours = T.hours(from: start, count: 4) { i, hour in
      hour.condition = conditions[i]
      hour.temperature = [3, 7, nil, 5][i]
      hour.precipitationChance = [0.1, 0.6, 0.3, nil][i]
      hour.precipitationAmount = [0, 1.2, nil, 0.3][i]
      hour.snowfallAmount = [0, 0, 0, 0][i]
      hour.windSpeed = [10, 20, 30, nil][i]
      hour.windGust = [15, 40, 35, nil][i]
      // 350° and 10° at equal weight average to north, not south.
      hour.windDirection = [350, 10, nil, nil][i]
      hour.humidity = [0.8, 0.9, nil, 0.7][i]
    }
    let part = try #require(DayPartForecast(hours: hours, from: start, to: start.addingTimeInterval(12 * 3600)))
    #expect(part.hourCount == 4)
    #expect(part.condition == .rain(.light))  // WMO 61 beats 3 and 0; unknown ignored
    #expect(part.temperatureMax == 7 && part.temperatureMin == 3)
    #expect(abs(part.precipitationAmount! - 1.5) < 1e-9)
    #expect(part.precipitationChance == 0.6)
    #expect(part.snowfallAmount == 0)
    #expect(part.windSpeed == 20 && part.windSpeedMax == 30 && part.windGustSpeedMax == 40)
    // 10 km/h from 350°, 20 km/h from 10°: vector mean ≈ 3.4°, in whole degrees as WeatherKit writes.
    #expect(part.windDirection == 3)
    #expect(abs(part.humidity! - 0.8) < 1e-9)
    #expect(part.cloudCover == nil)
  }

  @Test func noHoursMeansNoPart() {
    let start = T.utc(2024, 11, 21, 6)
    let hours = T.hours(from: start.addingTimeInterval(-7200), count: 2)
    #expect(DayPartForecast(hours: hours, from: start, to: start.addingTimeInterval(3600)) == nil)
  }

  @Test func weatherGetsOneEntryPerDayInItsZone() {
    let first = CalendarDay(year: 2024, month: 10, day: 26)
    let hourly = T.hours(from: first.start(in: T.berlinZone), count: 72) { _, hour in hour.precipitationAmount = 1 }
    let weather = T.weather(hourly: hourly, daily: T.days(from: first, count: 3, zone: T.berlinZone))
    let parts = DayParts.forecast(for: weather)
    #expect(parts.map(\.day) == [first, first.adding(days: 1), first.adding(days: 2)])
    // 72 hours from midnight on the 26th: 24 + 25 (the DST day) + 23, so the last hour starts at
    // 22:00 on the 28th and that night has 19, 20, 21 and 22 h.
    #expect(parts.map { $0.overnight?.hourCount } == [13, 12, 4])
    #expect(parts[2].daytime?.hourCount == 12)
  }
}
