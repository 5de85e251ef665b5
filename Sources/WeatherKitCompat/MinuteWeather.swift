import Foundation
internal import WeatherCore

/// Precipitation for one step of the next hour, WeatherKit's `MinuteWeather` (WeatherKit steps
/// a minute, Open-Meteo a quarter of an hour: each step is one element).
public struct MinuteWeather: Hashable, Sendable {
  public var date: Date
  public var precipitation: Precipitation
  /// 0–1; NaN when the provider gives no chance for the step (Open-Meteo).
  public var precipitationChance: Double
  public var precipitationIntensity: Measurement<UnitSpeed>

  init(_ step: WeatherCore.MinuteWeather, kind: Precipitation) {
    date = step.date
    precipitationChance = step.precipitationChance.orNaN
    precipitationIntensity = Measure.millimetersPerHour(step.precipitationIntensity)
    // Only the intensity says whether it falls; its kind comes from the hour it is in.
    precipitation = (step.precipitationIntensity ?? 0) > 0 ? kind : .none
  }
}
