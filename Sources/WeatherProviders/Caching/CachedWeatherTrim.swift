import FoundationEssentials
import WeatherCore

/// Drops the parts of an older forecast that now lie in the past, so cached data never shows
/// a bygone hour as "now". Current conditions stay: they are labelled with their age.
enum CachedWeatherTrim {
  static func trimmed(_ weather: Weather, now: Date) -> Weather {
    var weather = weather
    weather.minuteForecast.removeAll { $0.date.addingTimeInterval($0.duration) <= now }
    weather.hourlyForecast.removeAll { $0.date.addingTimeInterval(3600) <= now }
    let zone = weather.location.databaseZone
    weather.dailyForecast.removeAll { day in zone.date(byAddingDays: 1, to: day.date) <= now }
    return weather
  }
}
