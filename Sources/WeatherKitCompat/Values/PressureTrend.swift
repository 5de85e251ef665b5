internal import WeatherCore

/// Whether the pressure is rising, falling or steady.
///
/// One case more than WeatherKit: `unknown`, when too few pressure readings came to tell.
public enum PressureTrend: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// Pressure is rising (where computed, from Open-Meteo: up 1 hPa or more over the last three hours).
  case rising
  /// Pressure is falling (where computed, from Open-Meteo: down 1 hPa or more over the last three hours).
  case falling
  /// Pressure is about the same (where computed, from Open-Meteo: within 1 hPa over the last three hours).
  case steady
  /// Not enough data to tell (not a WeatherKit case).
  case unknown

  /// "Rising".
  public var description: String { titledWords }
  /// The same text, for screen readers.
  public var accessibilityDescription: String { description }

  init(_ trend: WeatherCore.PressureTrend?) {
    switch trend {
    case .rising: self = .rising
    case .falling: self = .falling
    case .steady: self = .steady
    case .unknown, nil: self = .unknown
    }
  }
}
