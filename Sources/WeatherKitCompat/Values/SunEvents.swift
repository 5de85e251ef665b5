import Foundation

/// The sun's events of one day: twilights, rise, noon, set. Nil when the sun does not reach
/// that altitude that day (polar day or night). Where the provider serves none (Open-Meteo serves
/// sunrise and sunset only), twilights, noon and midnight are computed by WeatherTUI for the
/// local day with NOAA's solar position equations, within a minute of the U.S. Naval
/// Observatory's tables, and `metadata.derived` of the daily forecast says so.
public struct SunEvents: Codable, Hashable, Sendable {
  /// When morning astronomical twilight begins, the sun 18° below the horizon.
  public var astronomicalDawn: Date?
  /// When morning nautical twilight begins, the sun 12° below the horizon.
  public var nauticalDawn: Date?
  /// When morning civil twilight begins, the sun 6° below the horizon.
  public var civilDawn: Date?
  /// When the sun's upper edge rises above the horizon.
  public var sunrise: Date?
  /// When the sun is highest in the sky.
  public var solarNoon: Date?
  /// When the sun's upper edge sinks below the horizon.
  public var sunset: Date?
  /// When evening civil twilight ends, the sun 6° below the horizon.
  public var civilDusk: Date?
  /// When evening nautical twilight ends, the sun 12° below the horizon.
  public var nauticalDusk: Date?
  /// When evening astronomical twilight ends, the sun 18° below the horizon.
  public var astronomicalDusk: Date?
  /// When the sun is lowest in the sky.
  public var solarMidnight: Date?
}

/// The moon's phase and rise and set times of one day. Where the provider serves none
/// (Open-Meteo), all three are computed by WeatherTUI (the times from the moon's position, Meeus
/// ch. 47, within a minute of the U.S. Naval Observatory's tables), and `metadata.derived` of the
/// daily forecast says so.
public struct MoonEvents: Codable, Hashable, Sendable {
  /// The moon's phase that day: as WeatherKit serves it, else computed for local noon.
  public var phase: MoonPhase
  /// The first moonrise of the local day; nil on a day the moon does not rise.
  public var moonrise: Date?
  /// The first moonset of the local day; nil on a day the moon does not set.
  public var moonset: Date?
}
