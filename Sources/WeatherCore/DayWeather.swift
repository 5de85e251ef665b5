import Foundation

/// The forecast for one local calendar day of the place.
public struct DayWeather: Sendable, Hashable, Codable {
  /// Local midnight of the day, as an instant.
  public var date: Date
  public var temperatureMax: Double?
  public var temperatureMin: Double?
  /// Relative humidity extremes, 0–1.
  public var humidityMax: Double?
  public var humidityMin: Double?
  /// Total precipitation, mm (liquid equivalent).
  public var precipitationAmount: Double?
  /// Precipitation by type, mm: large-scale rain, convective showers, snow (as snow depth, mm).
  public var rainAmount: Double?
  public var showersAmount: Double?
  public var snowfallAmount: Double?
  /// Maximum chance of precipitation, 0–1.
  public var precipitationChance: Double?
  /// Maximum wind speed and gust, km/h.
  public var windSpeedMax: Double?
  public var windGustMax: Double?
  /// Dominant wind direction, degrees.
  public var windDirectionDominant: Double?
  public var uvIndexMax: Double?
  /// Nil when the sun does not rise or set that day (polar day or night).
  public var sunrise: Date?
  public var sunset: Date?
  public var condition: WeatherCondition

  public init(
    date: Date, temperatureMax: Double? = nil, temperatureMin: Double? = nil,
    humidityMax: Double? = nil, humidityMin: Double? = nil, precipitationAmount: Double? = nil,
    rainAmount: Double? = nil, showersAmount: Double? = nil, snowfallAmount: Double? = nil,
    precipitationChance: Double? = nil, windSpeedMax: Double? = nil, windGustMax: Double? = nil,
    windDirectionDominant: Double? = nil, uvIndexMax: Double? = nil, sunrise: Date? = nil,
    sunset: Date? = nil, condition: WeatherCondition = .unknown(-1)
  ) {
    self.date = date
    self.temperatureMax = temperatureMax
    self.temperatureMin = temperatureMin
    self.humidityMax = humidityMax
    self.humidityMin = humidityMin
    self.precipitationAmount = precipitationAmount
    self.rainAmount = rainAmount
    self.showersAmount = showersAmount
    self.snowfallAmount = snowfallAmount
    self.precipitationChance = precipitationChance
    self.windSpeedMax = windSpeedMax
    self.windGustMax = windGustMax
    self.windDirectionDominant = windDirectionDominant
    self.uvIndexMax = uvIndexMax
    self.sunrise = sunrise
    self.sunset = sunset
    self.condition = condition
  }
}
