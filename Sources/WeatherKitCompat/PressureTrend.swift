internal import WeatherCore

/// Whether the pressure is rising, falling or steady.
///
/// One case more than WeatherKit: `unknown`, when too few pressure readings came to tell.
public enum PressureTrend: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  case rising, falling, steady
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
