/// All the weather of one place, WeatherKit's `Weather`, answered by
/// `WeatherService.weather(for:)`.
///
/// ```swift
/// let vienna = CLLocation(latitude: 48.21, longitude: 16.37)
/// let weather = try await WeatherService.shared.weather(for: vienna)
/// print(weather.currentWeather.condition, weather.hourlyForecast.count, "hours")
/// if weather.availability.alertAvailability == .available {
///     print(weather.weatherAlerts?.count ?? 0, "alerts in force")
/// }
/// ```
public struct Weather: Codable, Hashable, Sendable {
  /// The weather now.
  public var currentWeather: CurrentWeather
  /// Nil where the provider has no next-hour forecast for the place.
  public var minuteForecast: Forecast<MinuteWeather>?
  /// The hourly forecast: up to 25 hours from the start of the current hour.
  public var hourlyForecast: Forecast<HourWeather>
  /// The daily forecast: up to 10 days from today.
  public var dailyForecast: Forecast<DayWeather>
  /// Nil where no official alert source covers the place or the one that does failed
  /// (`availability.alertAvailability` and `alertUnavailableReason` say which); empty when none
  /// is in force.
  public var weatherAlerts: [WeatherAlert]?
  /// Whether the next-hour forecast and alerts exist for the place.
  public var availability: WeatherAvailability
}
