import Foundation

/// The sun's events of one day: twilights, rise, noon, set. Nil when the sun does not reach
/// that altitude that day (polar day or night), or when the provider does not serve it
/// (Open-Meteo serves sunrise and sunset only).
public struct SunEvents: Codable, Hashable, Sendable {
  public var astronomicalDawn: Date?
  public var nauticalDawn: Date?
  public var civilDawn: Date?
  public var sunrise: Date?
  public var solarNoon: Date?
  public var sunset: Date?
  public var civilDusk: Date?
  public var nauticalDusk: Date?
  public var astronomicalDusk: Date?
  public var solarMidnight: Date?
}

/// The moon's phase and rise and set times of one day.
public struct MoonEvents: Codable, Hashable, Sendable {
  public var phase: MoonPhase
  /// Nil when the moon does not rise that day, or the provider does not serve it (Open-Meteo).
  public var moonrise: Date?
  public var moonset: Date?
}
