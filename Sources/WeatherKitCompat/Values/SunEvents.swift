import Foundation

/// The sun's events of one day: twilights, rise, noon, set. Nil when the sun does not reach
/// that altitude that day (polar day or night), or when the provider does not serve it
/// (Open-Meteo serves sunrise and sunset only).
public struct SunEvents: Codable, Hashable, Sendable {
  /// When morning astronomical twilight begins, the sun 18° below the horizon; nil from Open-Meteo.
  public var astronomicalDawn: Date?
  /// When morning nautical twilight begins, the sun 12° below the horizon; nil from Open-Meteo.
  public var nauticalDawn: Date?
  /// When morning civil twilight begins, the sun 6° below the horizon; nil from Open-Meteo.
  public var civilDawn: Date?
  /// When the sun's upper edge rises above the horizon.
  public var sunrise: Date?
  /// When the sun is highest in the sky; nil from Open-Meteo.
  public var solarNoon: Date?
  /// When the sun's upper edge sinks below the horizon.
  public var sunset: Date?
  /// When evening civil twilight ends, the sun 6° below the horizon; nil from Open-Meteo.
  public var civilDusk: Date?
  /// When evening nautical twilight ends, the sun 12° below the horizon; nil from Open-Meteo.
  public var nauticalDusk: Date?
  /// When evening astronomical twilight ends, the sun 18° below the horizon; nil from Open-Meteo.
  public var astronomicalDusk: Date?
  /// When the sun is lowest in the sky; nil from Open-Meteo.
  public var solarMidnight: Date?
}

/// The moon's phase and rise and set times of one day.
public struct MoonEvents: Codable, Hashable, Sendable {
  /// The moon's phase that day: as WeatherKit serves it, else computed for local noon.
  public var phase: MoonPhase
  /// Nil when the moon does not rise that day, or the provider does not serve it (Open-Meteo).
  public var moonrise: Date?
  /// Nil when the moon does not set that day, or the provider does not serve it (Open-Meteo).
  public var moonset: Date?
}
