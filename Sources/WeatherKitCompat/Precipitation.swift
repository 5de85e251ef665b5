/// The kind of precipitation, WeatherKit's cases.
public enum Precipitation: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  case none, hail, mixed, rain, sleet, snow

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
