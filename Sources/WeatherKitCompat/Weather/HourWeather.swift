import Foundation
internal import WeatherCore

/// The forecast for one hour, WeatherKit's `HourWeather`. A value not served is NaN.
///
/// ```swift
/// let berlin = CLLocation(latitude: 52.52, longitude: 13.41)
/// let hours = try await WeatherService.shared.weather(for: berlin, including: .hourly)
/// for hour in hours.prefix(3) {
///     let time = hour.date.formatted(date: .omitted, time: .shortened)
///     print(time, hour.temperature.formatted(), hour.precipitationChance.formatted(.percent))
/// }
/// ```
public struct HourWeather: Hashable, Sendable {
  /// Start of the hour.
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
  /// The SF Symbol name for the condition by day or night.
  public var symbolName: String
  /// Whether the sun is up: as served, or computed from the sun where the provider served none.
  public var isDaylight: Bool
  /// The ultraviolet index and its exposure category.
  public var uvIndex: UVIndex
  /// How far one can see.
  public var visibility: Measurement<UnitLength>
  /// The kind of precipitation expected (`.none` for clear).
  public var precipitation: Precipitation
  /// 0–1.
  public var precipitationChance: Double
  /// Liquid equivalent over the hour.
  public var precipitationAmount: Measurement<UnitLength>
  /// Snow depth over the hour.
  public var snowfallAmount: Measurement<UnitLength>
  /// The rate of precipitation in millimetres per hour (a `UnitSpeed`, as WeatherKit has it).
  public var precipitationIntensity: Measurement<UnitSpeed>

  init(_ hour: WeatherCore.HourWeather, standIns: inout StandIns) {
    date = hour.date
    temperature = Measure.celsius(hour.temperature)
    apparentTemperature = Measure.celsius(hour.apparentTemperature)
    dewPoint = Measure.celsius(hour.dewPoint)
    humidity = hour.humidity.orNaN
    pressure = Measure.hectopascals(hour.pressure)
    let trend = PressureTrend(hour.pressureTrend)
    pressureTrend = trend ?? .steady
    if trend == nil { standIns.note(.pressureTrend, "hours[].pressureTrend") }
    wind = Wind(speed: hour.windSpeed, direction: hour.windDirection, gust: hour.windGust)
    cloudCover = hour.cloudCover.orNaN
    cloudCoverByAltitude = CloudCoverByAltitude(
      low: hour.cloudCoverLow, medium: hour.cloudCoverMid, high: hour.cloudCoverHigh)
    let named = WeatherCondition(served: hour.conditionCode, wmoCode: hour.condition.wmoCode)
    condition = named ?? .standIn
    if named == nil { standIns.note(.condition, "hours[].conditionCode") }
    symbolName = WeatherCondition.symbolName(of: named, isDaylight: hour.isDaylight ?? true)
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
