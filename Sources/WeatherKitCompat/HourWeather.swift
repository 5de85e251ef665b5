import Foundation
internal import WeatherCore

/// The forecast for one hour, WeatherKit's `HourWeather`. A value not served is NaN.
public struct HourWeather: Hashable, Sendable {
  /// Start of the hour.
  public var date: Date
  public var temperature: Measurement<UnitTemperature>
  public var apparentTemperature: Measurement<UnitTemperature>
  public var dewPoint: Measurement<UnitTemperature>
  public var humidity: Double
  public var pressure: Measurement<UnitPressure>
  public var pressureTrend: PressureTrend
  public var wind: Wind
  public var cloudCover: Double
  public var cloudCoverByAltitude: CloudCoverByAltitude
  public var condition: WeatherCondition
  public var symbolName: String
  public var isDaylight: Bool
  public var uvIndex: UVIndex
  public var visibility: Measurement<UnitLength>
  public var precipitation: Precipitation
  /// 0–1.
  public var precipitationChance: Double
  /// Liquid equivalent over the hour.
  public var precipitationAmount: Measurement<UnitLength>
  /// Snow depth over the hour.
  public var snowfallAmount: Measurement<UnitLength>
  public var precipitationIntensity: Measurement<UnitSpeed>

  init(_ hour: WeatherCore.HourWeather) {
    date = hour.date
    temperature = Measure.celsius(hour.temperature)
    apparentTemperature = Measure.celsius(hour.apparentTemperature)
    dewPoint = Measure.celsius(hour.dewPoint)
    humidity = hour.humidity.orNaN
    pressure = Measure.hectopascals(hour.pressure)
    pressureTrend = PressureTrend(hour.pressureTrend)
    wind = Wind(speed: hour.windSpeed, direction: hour.windDirection, gust: hour.windGust)
    cloudCover = hour.cloudCover.orNaN
    cloudCoverByAltitude = CloudCoverByAltitude(
      low: hour.cloudCoverLow, medium: hour.cloudCoverMid, high: hour.cloudCoverHigh)
    condition = WeatherCondition(served: hour.conditionCode, wmoCode: hour.condition.wmoCode)
    symbolName = condition.symbolName(isDaylight: hour.isDaylight ?? true)
    // Providers fill it (served, else from the sun, listed in `metadata.derived`).
    isDaylight = hour.isDaylight ?? true
    uvIndex = UVIndex(hour.uvIndex)
    visibility = Measure.meters(hour.visibility)
    precipitation = Precipitation(token: hour.precipitationType ?? hour.condition.precipitationType)
    precipitationChance = hour.precipitationChance.orNaN
    precipitationAmount = Measure.millimeters(hour.precipitationAmount)
    snowfallAmount = Measure.millimeters(hour.snowfallAmount)
    precipitationIntensity = Measure.millimetersPerHour(hour.precipitationIntensity)
  }
}
