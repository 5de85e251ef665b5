import Foundation
import SystemFiles
import WeatherCore

/// Builders for the context tests: weather for a zone with chosen hours and days.
enum ContextTestData {
  static let berlin = Location(
    name: "Berlin", latitude: 52.52, longitude: 13.405, timeZoneIdentifier: "Europe/Berlin")
  static let berlinZone = ZoneDatabase.zone("Europe/Berlin")!

  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
  }

  /// Hourly steps from `start` for `count` hours; `make` fills each from its index.
  static func hours(from start: Date, count: Int, _ make: (Int, inout HourWeather) -> Void = { _, _ in })
    -> [HourWeather]
  {
    (0..<count).map { i in
      var hour = HourWeather(date: start.addingTimeInterval(Double(i) * 3600))
      make(i, &hour)
      return hour
    }
  }

  static func weather(location: Location = berlin, hourly: [HourWeather], daily: [DayWeather]) -> Weather {
    Weather(
      location: location, currentWeather: nil, minuteForecast: [], hourlyForecast: hourly,
      dailyForecast: daily, alerts: .noSource(reason: "test"), availability: Availability(),
      attribution: .openMeteo,
      metadata: WeatherMetadata(providerName: "Open-Meteo", readTime: .distantPast, expireTime: .distantPast)
    ).derivingMissingValues()
  }

  /// Local midnights of `count` days from `first` in `zone`.
  static func days(
    from first: CalendarDay, count: Int, zone: ZoneRules, _ make: (Int, inout DayWeather) -> Void = { _, _ in }
  ) -> [DayWeather] {
    (0..<count).map { i in
      var day = DayWeather(date: first.adding(days: i).start(in: zone))
      make(i, &day)
      return day
    }
  }
}
