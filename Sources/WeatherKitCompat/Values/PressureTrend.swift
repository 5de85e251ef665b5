internal import WeatherCore

/// Whether the pressure is rising, falling or steady: WeatherKit's cases and no others.
///
/// Where too few pressure readings came to tell, the trend reads `.steady` and the dataset's
/// `metadata.derived` names the field.
public enum PressureTrend: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// Pressure is rising (where computed, from Open-Meteo: up 1 hPa or more over the last three hours).
  case rising
  /// Pressure is falling (where computed, from Open-Meteo: down 1 hPa or more over the last three hours).
  case falling
  /// Pressure is about the same (where computed, from Open-Meteo: within 1 hPa over the last three hours).
  case steady

  /// "Rising".
  public var description: String { titledWords }
  /// The same text, for screen readers.
  public var accessibilityDescription: String { description }

  /// The model's trend; nil where it is not known (then `.steady` stands in).
  init?(_ trend: WeatherCore.PressureTrend?) {
    switch trend {
    case .rising: self = .rising
    case .falling: self = .falling
    case .steady: self = .steady
    case .unknown, nil: return nil
    }
  }
}
