import FoundationEssentials

extension WeatherKitREST {
  /// A day's `daytimeForecast` (07:00–19:00), `overnightForecast` (19:00–07:00) or
  /// `restOfDayForecast` (now to midnight), with the 2024 additions.
  public struct DayPartForecast: Codable, Sendable {
    public var forecastStart: Date?
    public var forecastEnd: Date?
    /// Cloud cover, 0…1: total and by altitude.
    public var cloudCover: Double?
    public var cloudCoverLowAltPct: Double?
    public var cloudCoverMidAltPct: Double?
    public var cloudCoverHighAltPct: Double?
    public var conditionCode: String?
    /// Not WeatherKit's: the WMO weather code Open-Meteo served, which `conditionCode` can only
    /// approximate (61, 63 and 80 are all "Rain"); absent for WeatherKit's own answers.
    public var wmoCode: Int?
    public var daylight: Bool?
    /// Relative humidity, 0…1.
    public var humidity: Double?
    public var humidityMax: Double?
    public var humidityMin: Double?
    /// mm over the part, by type, and its chance 0…1.
    public var precipitationAmount: Double?
    public var precipitationAmountByType: PrecipitationAmountByType?
    public var precipitationChance: Double?
    /// mm/h.
    public var precipitationIntensityMax: Double?
    public var perceivedPrecipitationIntensityMax: Double?
    public var precipitationType: String?
    public var snowfallAmount: Double?
    public var temperatureMax: Double?
    public var temperatureMin: Double?
    public var temperatureApparentMax: Double?
    public var temperatureApparentMin: Double?
    public var uvIndexMax: Double?
    public var uvIndexMin: Double?
    /// Metres.
    public var visibilityMax: Double?
    public var visibilityMin: Double?
    /// Degrees the wind comes from.
    public var windDirection: Double?
    public var windSpeed: Double?
    public var windSpeedMax: Double?
    public var windGustSpeedMax: Double?
    /// Not WeatherKit's: hours of hourly data behind a part WeatherTUI aggregated (fewer for a
    /// part already begun); absent for a part the provider served.
    public var hourCount: Int?

    public init() {}
  }
}
