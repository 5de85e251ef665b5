import FoundationEssentials
import WeatherCore

/// Drops the parts of an older forecast that now lie in the past, so cached data never shows
/// a bygone hour as "now". Current conditions stay: they are labelled with their age.
enum CachedWeatherTrim {
  static func trimmed(_ weather: Weather, now: Date) -> Weather {
    var weather = weather
    weather.minuteForecast.removeAll { $0.date.addingTimeInterval($0.duration) <= now }
    weather.hourlyForecast.removeAll { $0.date.addingTimeInterval(3600) <= now }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = weather.location.timeZone
    weather.dailyForecast.removeAll { day in
      guard let next = calendar.date(byAdding: .day, value: 1, to: day.date) else { return false }
      return next <= now
    }
    return weather
  }
}
