/// A day on which the sun does not rise, or does not set, at the place: then the day has no
/// sunrise and sunset instants (WeatherKit leaves them out; Open-Meteo writes placeholders that
/// the mapper recognises and drops).
public enum SunAllDay: String, Sendable, Hashable, Codable {
  /// The sun stays below the horizon all day.
  case polarNight
  /// The sun stays above the horizon all day.
  case midnightSun

  /// "Polar night", "Sun up all day".
  public var description: String {
    switch self {
    case .polarNight: "Polar night"
    case .midnightSun: "Sun up all day"
    }
  }

  /// The computed state for `day` at the coordinates, nil when the sun rises and sets.
  public init?(day: CalendarDay, latitude: Double, longitude: Double) {
    switch SolarDay(day: day, latitude: latitude, longitude: longitude) {
    case .polarNight: self = .polarNight
    case .polarDay: self = .midnightSun
    case .risesAndSets: return nil
    }
  }
}
