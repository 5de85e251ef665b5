import FoundationEssentials
import WeatherCore

extension DayWeather {
  /// Open-Meteo writes no "none" for a sun that does not rise or set: for polar night both
  /// times are the day's local midnight, for midnight sun sunrise is midnight and sunset the
  /// next midnight (24 h later), and older servers write 0 (1970) for both. Those are not
  /// instants to show, so they become nil, and the day says which it is where the placeholder
  /// tells (for 0 the derived values decide, from the coordinates).
  func recognisingPolarPlaceholders() -> DayWeather {
    guard let sunrise, let sunset else { return self }
    var day = self
    if sunrise.timeIntervalSince1970 == 0 && sunset.timeIntervalSince1970 == 0 {
      day.sunrise = nil
      day.sunset = nil
    } else if sunset == sunrise {
      day.sunrise = nil
      day.sunset = nil
      day.sunAllDay = .polarNight
    } else if sunset.timeIntervalSince(sunrise) >= 86_400 - 3600 {
      // 24 h apart (23 or 25 on a DST day): up all day.
      day.sunrise = nil
      day.sunset = nil
      day.sunAllDay = .midnightSun
    }
    return day
  }
}
