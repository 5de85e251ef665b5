import FoundationEssentials

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
  /// Nil when the sun does not rise or set that day (polar day or night, see `sunAllDay`).
  public var sunrise: Date?
  public var sunset: Date?
  public var condition: WeatherCondition
  /// Polar night or midnight sun: why there is no sunrise and sunset (`metadata.derived` says
  /// when it was computed rather than read from the provider's placeholders).
  public var sunAllDay: SunAllDay?

  // MARK: Served by WeatherKit, or derived once in WeatherCore (see `metadata.derived`)

  /// The next local midnight as served (WeatherKit); nil from Open-Meteo.
  public var forecastEnd: Date?
  /// WeatherKit's `conditionCode` as served; `condition` is its nearest case.
  public var conditionCode: String?
  public var moonPhase: MoonPhase?
  /// "clear", "rain", "snow", … as served, or derived from `condition`.
  public var precipitationType: String?
  /// mm by type as served (WeatherKit's `precipitationAmountByType`); never derived.
  public var precipitationAmountByType: [String: Double]?
  /// 07:00–19:00 and 19:00–07:00 local time, as served or aggregated from the hourly forecast.
  public var daytimeForecast: DayPartForecast?
  public var overnightForecast: DayPartForecast?
  /// From now to the end of the day (WeatherKit, first day only).
  public var restOfDayForecast: DayPartForecast?

  // MARK: WeatherKit only

  public var moonrise: Date?
  public var moonset: Date?
  public var solarNoon: Date?
  public var solarMidnight: Date?
  public var sunriseCivil: Date?
  public var sunriseNautical: Date?
  public var sunriseAstronomical: Date?
  public var sunsetCivil: Date?
  public var sunsetNautical: Date?
  public var sunsetAstronomical: Date?
  /// When the day's extremes occur (WeatherKit 2024).
  public var temperatureMaxTime: Date?
  public var temperatureMinTime: Date?
  /// km/h and metres (WeatherKit 2024).
  public var windSpeedAvg: Double?
  public var visibilityMax: Double?
  public var visibilityMin: Double?

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
