import FoundationEssentials

extension WeatherKitREST {
  /// `forecastNextHour`: precipitation minute by minute.
  public struct NextHourForecast: Codable, Sendable {
    /// "NextHourForecast".
    public var name: String?
    public var metadata: Metadata?
    public var forecastStart: Date?
    public var forecastEnd: Date?
    public var minutes: [MinuteWeather]?
    public var summary: [ForecastPeriodSummary]?

    public init() {}
  }

  /// One period of `forecastNextHour.summary`.
  public struct ForecastPeriodSummary: Codable, Sendable {
    public var startTime: Date?
    /// Absent when the period lasts past the forecast.
    public var endTime: Date?
    /// "clear", "precipitation", "rain", "snow", …
    public var condition: String?
    /// 0…1.
    public var precipitationChance: Double?
    /// mm/h.
    public var precipitationIntensity: Double?

    public init() {}
  }

  /// One entry of `forecastNextHour.minutes`.
  public struct MinuteWeather: Codable, Sendable {
    public var startTime: Date?
    /// 0…1.
    public var precipitationChance: Double?
    /// mm/h.
    public var precipitationIntensity: Double?
    public var perceivedPrecipitationIntensity: Double?

    public init() {}
  }
}
