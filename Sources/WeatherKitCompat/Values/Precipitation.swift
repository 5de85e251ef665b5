/// The kind of precipitation, WeatherKit's cases.
public enum Precipitation: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// No precipitation; also when the kind is missing or not one of these.
  case none
  /// Hail: lumps of ice; for Open-Meteo's WMO codes, a thunderstorm with hail.
  case hail
  /// Several kinds falling together, such as rain and snow.
  case mixed
  /// Rain: drops of liquid water.
  case rain
  /// Sleet: ice pellets or partly melted snow.
  case sleet
  /// Snow: ice crystals falling as flakes or grains.
  case snow

  /// "Rain".
  public var description: String { titledWords }
  /// The same text, for screen readers.
  public var accessibilityDescription: String { description }

  /// From the model's `precipitationType` token ("clear", "rain", "snow", "sleet", "hail",
  /// "mixed"); a missing or unknown token is `.none`.
  init(token: String?) {
    self = token.flatMap { Precipitation(rawValue: $0.lowercased()) } ?? .none
  }
}
