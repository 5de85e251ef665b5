import Foundation
internal import WeatherCore

/// The weather now, WeatherKit's `CurrentWeather`. A value the provider did not serve is NaN.
public struct CurrentWeather: Hashable, Sendable {
  public var date: Date
  public var temperature: Measurement<UnitTemperature>
  public var apparentTemperature: Measurement<UnitTemperature>
  public var dewPoint: Measurement<UnitTemperature>
  /// Relative humidity, 0–1.
  public var humidity: Double
  public var pressure: Measurement<UnitPressure>
  public var pressureTrend: PressureTrend
  public var wind: Wind
  /// Total cloud cover, 0–1.
  public var cloudCover: Double
  public var cloudCoverByAltitude: CloudCoverByAltitude
  public var condition: WeatherCondition
  /// The SF Symbol for the condition by day or night.
  public var symbolName: String
  public var isDaylight: Bool
  public var uvIndex: UVIndex
  public var visibility: Measurement<UnitLength>
  public var precipitationIntensity: Measurement<UnitSpeed>
  public var metadata: WeatherMetadata

  init(_ now: WeatherCore.CurrentWeather, metadata: WeatherMetadata) {
    date = now.date
    temperature = Measure.celsius(now.temperature)
    apparentTemperature = Measure.celsius(now.apparentTemperature)
    dewPoint = Measure.celsius(now.dewPoint)
    humidity = now.humidity.orNaN
    pressure = Measure.hectopascals(now.pressure)
    pressureTrend = PressureTrend(now.pressureTrend)
    wind = Wind(speed: now.windSpeed, direction: now.windDirection, gust: now.windGust)
    cloudCover = now.cloudCover.orNaN
    cloudCoverByAltitude = CloudCoverByAltitude(
      low: now.cloudCoverLow, medium: now.cloudCoverMid, high: now.cloudCoverHigh)
    condition = WeatherCondition(served: now.conditionCode, wmoCode: now.condition.wmoCode)
    symbolName = condition.symbolName(isDaylight: now.isDaylight ?? true)
    // Providers fill it (served, else from the sun, listed in `metadata.derived`).
    isDaylight = now.isDaylight ?? true
    uvIndex = UVIndex(now.uvIndex)
    visibility = Measure.meters(now.visibility)
    precipitationIntensity = Measure.millimetersPerHour(now.precipitationIntensity)
    self.metadata = metadata
  }
}
