/// The Open-Meteo variables the dashboard asks for, per section.
///
/// Every name here exists in the API (reference/apis.md §1.5); the real server answers a
/// misspelt name with a 400, and a test checks this list against the documented names.
enum OpenMeteoVariables {
  static let current = [
    "temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m", "is_day",
    "precipitation", "weather_code", "cloud_cover", "cloud_cover_low", "cloud_cover_mid",
    "cloud_cover_high", "pressure_msl", "wind_speed_10m", "wind_direction_10m",
    "wind_gusts_10m", "visibility", "uv_index",
  ]

  static let minutely15 = ["precipitation"]

  static let hourly = [
    "temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m",
    "precipitation_probability", "precipitation", "snowfall", "weather_code", "pressure_msl",
    "cloud_cover", "cloud_cover_low", "cloud_cover_mid", "cloud_cover_high", "visibility",
    "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "uv_index", "is_day",
  ]

  static let daily = [
    "weather_code", "temperature_2m_max", "temperature_2m_min", "relative_humidity_2m_max",
    "relative_humidity_2m_min", "sunrise", "sunset", "uv_index_max", "precipitation_sum",
    "rain_sum", "showers_sum", "snowfall_sum", "precipitation_probability_max",
    "wind_speed_10m_max", "wind_gusts_10m_max", "wind_direction_10m_dominant",
  ]

  /// Daily variables delivered as timestamps rather than numbers.
  static let dailyTimestamps: Set<String> = ["sunrise", "sunset"]

  /// Days of forecast requested: today plus nine.
  static let forecastDays = 10
}
