import Foundation

extension WeatherKitREST {
  /// A day's `daytimeForecast` (07:00–19:00) or `overnightForecast` (19:00–07:00).
  public struct DayPartForecast: Codable, Sendable {
    public var forecastStart: Date?
    public var forecastEnd: Date?
    /// Cloud cover, 0…1.
    public var cloudCover: Double?
    public var conditionCode: String?
    /// Relative humidity, 0…1.
    public var humidity: Double?
    /// mm over the part, and its chance 0…1.
    public var precipitationAmount: Double?
    public var precipitationChance: Double?
    public var precipitationType: String?
    public var snowfallAmount: Double?
    public var temperatureMax: Double?
    public var temperatureMin: Double?
    /// Degrees the wind comes from.
    public var windDirection: Double?
    public var windSpeed: Double?
    public var windSpeedMax: Double?
    public var windGustSpeedMax: Double?
    /// Not WeatherKit's: hours of hourly data behind the part (fewer for a part already begun).
    public var hourCount: Int?

    public init() {}
  }
}
