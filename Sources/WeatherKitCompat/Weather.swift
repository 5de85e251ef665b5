/// All the weather of one place, WeatherKit's `Weather`, answered by
/// `WeatherService.weather(for:)`.
public struct Weather: Hashable, Sendable {
  public var currentWeather: CurrentWeather
  /// Nil where the provider has no next-hour forecast for the place.
  public var minuteForecast: Forecast<MinuteWeather>?
  public var hourlyForecast: Forecast<HourWeather>
  public var dailyForecast: Forecast<DayWeather>
  /// Nil where no official alert source covers the place; empty when none is in force.
  public var weatherAlerts: [WeatherAlert]?
  public var availability: WeatherAvailability
}
