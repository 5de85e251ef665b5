import Foundation

extension WeatherKitREST {
  /// `forecastNextHour`: precipitation minute by minute.
  public struct NextHourForecast: Codable, Sendable {
    /// "NextHourForecast".
    public var name: String?
    public var metadata: Metadata?
    public var forecastStart: Date?
    public var forecastEnd: Date?
    public var minutes: [MinuteWeather]?

    public init() {}
  }

  /// One entry of `forecastNextHour.minutes`.
  public struct MinuteWeather: Codable, Sendable {
    public var startTime: Date?
    /// 0…1.
    public var precipitationChance: Double?
    /// mm/h.
    public var precipitationIntensity: Double?

    public init() {}
  }
}
