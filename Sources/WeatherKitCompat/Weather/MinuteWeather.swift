import Foundation
internal import WeatherCore

/// Precipitation for one step of the next hour, WeatherKit's `MinuteWeather` (WeatherKit steps
/// a minute, Open-Meteo a quarter of an hour: each step is one element).
public struct MinuteWeather: Hashable, Sendable {
  /// The start of the step.
  public var date: Date
  /// What falls: `.none` at zero intensity, else the kind the current condition or temperature suggests.
  public var precipitation: Precipitation
  /// 0–1; NaN when the provider gives no chance for the step (Open-Meteo).
  public var precipitationChance: Double
  /// The rate of precipitation in millimetres per hour (a `UnitSpeed`, as WeatherKit has it); NaN when not served.
  public var precipitationIntensity: Measurement<UnitSpeed>

  init(_ step: WeatherCore.MinuteWeather, kind: Precipitation) {
    date = step.date
    precipitationChance = step.precipitationChance.orNaN
    precipitationIntensity = Measure.millimetersPerHour(step.precipitationIntensity)
    // Only the intensity says whether it falls; its kind is the one the current condition or
    // temperature gives the whole hour (`.none` where neither tells, the intensity still set).
    precipitation = (step.precipitationIntensity ?? 0) > 0 ? kind : .none
  }
}
