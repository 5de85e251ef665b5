import FoundationEssentials

/// The forecast for one hour. Same units as `CurrentWeather`.
public struct HourWeather: Sendable, Hashable, Codable {
  /// Start of the hour.
  public var date: Date
  public var temperature: Double?
  public var apparentTemperature: Double?
  public var dewPoint: Double?
  public var humidity: Double?
  public var pressure: Double?
  public var windSpeed: Double?
  public var windDirection: Double?
  public var windGust: Double?
  public var uvIndex: Double?
  public var visibility: Double?
  public var cloudCover: Double?
  public var cloudCoverLow: Double?
  public var cloudCoverMid: Double?
  public var cloudCoverHigh: Double?
  public var condition: WeatherCondition
  /// Whether the sun is up, as served; where the provider served none, computed from the sun's
  /// position and listed in `metadata.derived` (nil only before `deriveMissingValues`).
  public var isDaylight: Bool?
  /// Chance of precipitation, 0–1.
  public var precipitationChance: Double?
  /// Precipitation over the hour, mm (liquid equivalent).
  public var precipitationAmount: Double?
  /// Snowfall over the hour, mm of snow depth.
  public var snowfallAmount: Double?
  /// Precipitation intensity, mm/h.
  public var precipitationIntensity: Double?

  // MARK: WeatherKit's own fields (nil from Open-Meteo)

  /// WeatherKit's `conditionCode` as served ("MostlyCloudy"); `condition` is its nearest case.
  public var conditionCode: String?
  /// "clear", "rain", "snow", … as served, or derived from `condition` (see `metadata.derived`).
  public var precipitationType: String?
  public var pressureTrend: PressureTrend?
  /// Snowfall intensity, mm/h.
  public var snowfallIntensity: Double?
  /// Intensity as a person would perceive it, mm/h.
  public var perceivedPrecipitationIntensity: Double?

  public init(
    date: Date, temperature: Double? = nil, apparentTemperature: Double? = nil,
    dewPoint: Double? = nil, humidity: Double? = nil, pressure: Double? = nil,
    windSpeed: Double? = nil, windDirection: Double? = nil, windGust: Double? = nil,
    uvIndex: Double? = nil, visibility: Double? = nil, cloudCover: Double? = nil,
    cloudCoverLow: Double? = nil, cloudCoverMid: Double? = nil, cloudCoverHigh: Double? = nil,
    condition: WeatherCondition = .unknown(-1), isDaylight: Bool? = nil,
    precipitationChance: Double? = nil, precipitationAmount: Double? = nil,
    snowfallAmount: Double? = nil, precipitationIntensity: Double? = nil
  ) {
    self.date = date
    self.temperature = temperature
    self.apparentTemperature = apparentTemperature
    self.dewPoint = dewPoint
    self.humidity = humidity
    self.pressure = pressure
    self.windSpeed = windSpeed
    self.windDirection = windDirection
    self.windGust = windGust
    self.uvIndex = uvIndex
    self.visibility = visibility
    self.cloudCover = cloudCover
    self.cloudCoverLow = cloudCoverLow
    self.cloudCoverMid = cloudCoverMid
    self.cloudCoverHigh = cloudCoverHigh
    self.condition = condition
    self.isDaylight = isDaylight
    self.precipitationChance = precipitationChance
    self.precipitationAmount = precipitationAmount
    self.snowfallAmount = snowfallAmount
    self.precipitationIntensity = precipitationIntensity
  }
}
