import FoundationEssentials

/// WeatherKit REST v1's JSON shapes (apis.md §4.3), shared by the provider that decodes Apple's
/// answers and by `--once --format json`, which writes its document in the same shapes.
///
/// Every field is optional: a dataset or value a place lacks is absent, and an encoder leaves nil
/// out. Units are WeatherKit's: °C, km/h, hPa, mm, m, fractions 0…1. Whole-number fields
/// (`uvIndex`, `windDirection`) are `Double` so an answer with a fraction still decodes; a whole
/// `Double` encodes without a decimal point.
public enum WeatherKitREST {
  /// `currentWeather`: the conditions at `asOf`.
  public typealias CurrentWeather = ConditionsReport<CurrentWeatherFields>
  /// One entry of `forecastHourly.hours`.
  public typealias HourWeather = ConditionsReport<HourWeatherFields>

  /// `forecastHourly`.
  public struct HourlyForecast: Codable, Sendable {
    /// "HourlyForecast".
    public var name: String?
    public var metadata: Metadata?
    public var hours: [HourWeather]?

    public init() {}
  }

  /// `forecastDaily`.
  public struct DailyForecast: Codable, Sendable {
    /// "DailyForecast".
    public var name: String?
    public var metadata: Metadata?
    public var days: [DayWeather]?

    public init() {}
  }
}
