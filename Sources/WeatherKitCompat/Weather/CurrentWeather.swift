import Foundation
internal import WeatherCore

/// The weather now, WeatherKit's `CurrentWeather`. A value the provider did not serve is NaN.
///
/// ```swift
/// let berlin = CLLocation(latitude: 52.52, longitude: 13.41)
/// let current = try await WeatherService.shared.weather(for: berlin, including: .current)
/// print(current.temperature.formatted(.measurement(width: .abbreviated, usage: .weather)))
/// print(current.condition.description, current.wind.compassDirection.abbreviation,
///       current.wind.speed.formatted(), current.humidity.formatted(.percent))
/// ```
public struct CurrentWeather: Hashable, Sendable {
  /// The instant these conditions are valid for (WeatherKit's `asOf`).
  public var date: Date
  /// The air temperature two metres above the ground.
  public var temperature: Measurement<UnitTemperature>
  /// What the temperature feels like, with wind and humidity ("feels like").
  public var apparentTemperature: Measurement<UnitTemperature>
  /// The temperature at which the air would be saturated with water vapour.
  public var dewPoint: Measurement<UnitTemperature>
  /// Relative humidity, 0–1.
  public var humidity: Double
  /// Air pressure reduced to sea level.
  public var pressure: Measurement<UnitPressure>
  /// Whether the pressure is rising, falling or steady over the last hours.
  public var pressureTrend: PressureTrend
  /// Wind speed, direction and gusts ten metres above the ground.
  public var wind: Wind
  /// Total cloud cover, 0–1.
  public var cloudCover: Double
  /// Cloud cover at low, medium and high altitude, each 0–1.
  public var cloudCoverByAltitude: CloudCoverByAltitude
  /// The weather in one word: WeatherKit's condition as served, or the nearest to the WMO code.
  public var condition: WeatherCondition
  /// The SF Symbol for the condition by day or night.
  public var symbolName: String
  /// Whether the sun is up: as served, or computed from the sun where the provider served none.
  public var isDaylight: Bool
  /// The ultraviolet index and its exposure category.
  public var uvIndex: UVIndex
  /// How far one can see.
  public var visibility: Measurement<UnitLength>
  /// The rate of precipitation in millimetres per hour (a `UnitSpeed`, as WeatherKit has it).
  public var precipitationIntensity: Measurement<UnitSpeed>
  /// Where and when the data was read, and when it expires.
  public var metadata: WeatherMetadata

  init(_ now: WeatherCore.CurrentWeather, metadata: WeatherMetadata, standIns: inout StandIns) {
    date = now.date
    temperature = Measure.celsius(now.temperature)
    apparentTemperature = Measure.celsius(now.apparentTemperature)
    dewPoint = Measure.celsius(now.dewPoint)
    humidity = now.humidity.orNaN
    pressure = Measure.hectopascals(now.pressure)
    let trend = PressureTrend(now.pressureTrend)
    pressureTrend = trend ?? .steady
    if trend == nil { standIns.note(.pressureTrend, "pressureTrend") }
    wind = Wind(speed: now.windSpeed, direction: now.windDirection, gust: now.windGust)
    cloudCover = now.cloudCover.orNaN
    cloudCoverByAltitude = CloudCoverByAltitude(
      low: now.cloudCoverLow, medium: now.cloudCoverMid, high: now.cloudCoverHigh)
    let named = WeatherCondition(served: now.conditionCode, wmoCode: now.condition.wmoCode)
    condition = named ?? .standIn
    if named == nil { standIns.note(.condition, "conditionCode") }
    symbolName = WeatherCondition.symbolName(of: named, isDaylight: now.isDaylight ?? true)
    // Providers fill it (served, else from the sun, listed in `metadata.derived`).
    isDaylight = now.isDaylight ?? true
    uvIndex = UVIndex(now.uvIndex)
    visibility = Measure.meters(now.visibility)
    precipitationIntensity = Measure.millimetersPerHour(now.precipitationIntensity)
    self.metadata = metadata
  }
}
