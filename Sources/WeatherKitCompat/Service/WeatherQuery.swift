import Foundation

/// One dataset to ask `WeatherService.weather(for:including:)` for, and the type it answers
/// with: `.current`, `.minute`, `.hourly`, `.daily`, `.alerts`, `.availability`, `.changes`,
/// `.historicalComparisons`. Several in one call share one request.
public struct WeatherQuery<T: Sendable>: Sendable {
  /// Whether the answer needs the climate record (one archive request a year per place).
  let needsClimate: Bool
  let answer: @Sendable (WeatherSnapshot) throws -> T
}

extension WeatherQuery where T == CurrentWeather {
  /// The weather now.
  public static var current: WeatherQuery<CurrentWeather> { WeatherQuery(needsClimate: false) { try $0.current() } }
}

extension WeatherQuery where T == Forecast<MinuteWeather>? {
  /// The next hour's precipitation, step by step; nil where the provider has none.
  public static var minute: WeatherQuery<Forecast<MinuteWeather>?> {
    WeatherQuery(needsClimate: false) { $0.minutes() }
  }
}

extension WeatherQuery where T == Forecast<HourWeather> {
  /// 25 hours from the current hour.
  public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery(needsClimate: false) { $0.hours() } }

  /// The hours from `startDate` (inclusive) to `endDate` (exclusive) within the forecast (the
  /// past day and the next 10), at most 240.
  public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<T> {
    WeatherQuery(needsClimate: false) { $0.hours(from: startDate, to: endDate) }
  }
}

extension WeatherQuery where T == Forecast<DayWeather> {
  /// 10 days from today.
  public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery(needsClimate: false) { $0.days() } }

  /// The days whose local midnight is from `startDate` (inclusive) to `endDate` (exclusive)
  /// within the forecast (yesterday and the next 10 days), at most 10.
  public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<T> {
    WeatherQuery(needsClimate: false) { $0.days(from: startDate, to: endDate) }
  }
}

extension WeatherQuery where T == [WeatherAlert]? {
  /// Official alerts in force, most severe first; nil where no alert source covers the place.
  public static var alerts: WeatherQuery<[WeatherAlert]?> { WeatherQuery(needsClimate: false) { $0.alerts() } }
}

extension WeatherQuery where T == WeatherAvailability {
  /// Whether the next-hour forecast and alerts exist for the place.
  public static var availability: WeatherQuery<WeatherAvailability> {
    WeatherQuery(needsClimate: false) { $0.availability() }
  }
}

extension WeatherQuery where T == WeatherChanges? {
  /// How each coming day differs from the day before; nil when the forecast is too short.
  public static var changes: WeatherQuery<WeatherChanges?> { WeatherQuery(needsClimate: false) { $0.changes() } }
}

extension WeatherQuery where T == HistoricalComparisons? {
  /// Today against the climate of 1991–2020, most significant first; nil while the climate record
  /// is not loaded (its first request waits for Open-Meteo's budget) or nothing is comparable.
  public static var historicalComparisons: WeatherQuery<HistoricalComparisons?> {
    WeatherQuery(needsClimate: true) { $0.historicalComparisons() }
  }
}
