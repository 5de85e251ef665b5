import Foundation
internal import WeatherCore

/// The forecast for part of a day (07:00–19:00, 19:00–07:00, or the rest of today),
/// WeatherKit's `DayPartForecast`: as WeatherKit serves it, or aggregated by WeatherTUI from the
/// hourly forecast (Open-Meteo). A value not available is NaN.
public struct DayPartForecast: Hashable, Sendable {
  public var cloudCover: Double
  public var cloudCoverByAltitude: CloudCoverByAltitude
  public var condition: WeatherCondition
  public var highTemperature: Measurement<UnitTemperature>
  public var lowTemperature: Measurement<UnitTemperature>
  public var highWindSpeed: Measurement<UnitSpeed>
  public var maximumHumidity: Double
  public var minimumHumidity: Double
  public var maximumVisibility: Measurement<UnitLength>
  public var minimumVisibility: Measurement<UnitLength>
  public var precipitation: Precipitation
  public var precipitationAmountByType: PrecipitationAmountByType
  public var precipitationChance: Double
  public var wind: Wind

  init(_ part: WeatherCore.DayPartForecast) {
    cloudCover = part.cloudCover.orNaN
    cloudCoverByAltitude = CloudCoverByAltitude(
      low: part.cloudCoverLowAltPct, medium: part.cloudCoverMidAltPct, high: part.cloudCoverHighAltPct)
    condition = WeatherCondition(served: part.conditionCode, wmoCode: part.condition?.wmoCode ?? -1)
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
