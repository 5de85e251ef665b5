import Foundation
internal import WeatherCore

/// The forecast for part of a day (07:00–19:00, 19:00–07:00, or the rest of today),
/// WeatherKit's `DayPartForecast`: as WeatherKit serves it, or aggregated by WeatherTUI from the
/// hourly forecast (Open-Meteo). A value not available is NaN.
public struct DayPartForecast: Hashable, Sendable {
  /// Total cloud cover, 0–1: as served, or the mean of the part's hours.
  public var cloudCover: Double
  /// Cloud cover at low, medium and high altitude, each 0–1; NaN unless WeatherKit served the part.
  public var cloudCoverByAltitude: CloudCoverByAltitude
  /// The weather in one word: WeatherKit's as served, else the most severe of the part's hours (highest WMO code).
  public var condition: WeatherCondition
  /// The part's highest temperature: as served, or the highest of its hours.
  public var highTemperature: Measurement<UnitTemperature>
  /// The part's lowest temperature: as served, or the lowest of its hours.
  public var lowTemperature: Measurement<UnitTemperature>
  /// The part's highest sustained wind speed: as served, or the highest of its hours.
  public var highWindSpeed: Measurement<UnitSpeed>
  /// The part's highest relative humidity, 0–1; NaN unless WeatherKit served the part.
  public var maximumHumidity: Double
  /// The part's lowest relative humidity, 0–1; NaN unless WeatherKit served the part.
  public var minimumHumidity: Double
  /// The part's greatest visibility; NaN unless WeatherKit served the part.
  public var maximumVisibility: Measurement<UnitLength>
  /// The part's least visibility; NaN unless WeatherKit served the part.
  public var minimumVisibility: Measurement<UnitLength>
  /// The kind of precipitation expected: as served, else from the part's condition (`.none` for clear).
  public var precipitation: Precipitation
  /// Precipitation over the part: the total and snow depth, and amounts by type where WeatherKit serves them.
  public var precipitationAmountByType: PrecipitationAmountByType
  /// The chance of precipitation, 0–1: as served, or the highest of the part's hours.
  public var precipitationChance: Double
  /// The part's wind: as served, or its hours' mean speed, speed-weighted mean direction and highest gust.
  public var wind: Wind

  /// - Parameter field: the part's path, for `metadata.derived` where its condition stands in.
  init(_ part: WeatherCore.DayPartForecast, field: String, standIns: inout StandIns) {
    cloudCover = part.cloudCover.orNaN
    cloudCoverByAltitude = CloudCoverByAltitude(
      low: part.cloudCoverLowAltPct, medium: part.cloudCoverMidAltPct, high: part.cloudCoverHighAltPct)
    let named = WeatherCondition(served: part.conditionCode, wmoCode: part.condition?.wmoCode ?? -1)
    condition = named ?? .standIn
    if named == nil { standIns.note(.condition, field + ".conditionCode") }
    highTemperature = Measure.celsius(part.temperatureMax)
    lowTemperature = Measure.celsius(part.temperatureMin)
    highWindSpeed = Measure.kilometersPerHour(part.windSpeedMax)
    maximumHumidity = part.humidityMax.orNaN
    minimumHumidity = part.humidityMin.orNaN
    maximumVisibility = Measure.meters(part.visibilityMax)
    minimumVisibility = Measure.meters(part.visibilityMin)
    precipitation = Precipitation(token: part.precipitationType ?? part.condition?.precipitationType)
    precipitationAmountByType = PrecipitationAmountByType(
      total: part.precipitationAmount, byType: part.precipitationAmountByType, rain: nil, showers: nil,
      snowfall: part.snowfallAmount)
    precipitationChance = part.precipitationChance.orNaN
    wind = Wind(speed: part.windSpeed, direction: part.windDirection, gust: part.windGustSpeedMax)
  }
}
