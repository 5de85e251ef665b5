import FoundationEssentials

/// Precipitation for a short step of the next hour (Open-Meteo delivers 15-minute steps,
/// WeatherKit one-minute steps).
public struct MinuteWeather: Sendable, Hashable, Codable {
  /// Start of the step.
  public var date: Date
  /// Length of the step in seconds (60 or 900).
  public var duration: TimeInterval
  /// Precipitation intensity, mm/h.
  public var precipitationIntensity: Double?
  /// Chance of precipitation, 0–1, when the provider gives one.
  public var precipitationChance: Double?
  /// Intensity as a person would perceive it, mm/h (WeatherKit's newer field).
  public var perceivedPrecipitationIntensity: Double?

  public init(
    date: Date, duration: TimeInterval, precipitationIntensity: Double?,
    precipitationChance: Double? = nil
  ) {
    self.date = date
    self.duration = duration
    self.precipitationIntensity = precipitationIntensity
    self.precipitationChance = precipitationChance
  }
}
