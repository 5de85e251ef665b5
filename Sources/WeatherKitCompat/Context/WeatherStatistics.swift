import Foundation

/// The usual weather of days of the year, WeatherKit's `DailyWeatherStatistics`: computed by
/// WeatherTUI from the ERA5 record of 1991–2020, the WMO standard normal period (see `DayTemperatureStatistics`).
public struct DailyWeatherStatistics<T: Codable & Equatable & Sendable>: RandomAccessCollection, Codable, Equatable,
  Sendable
{
  /// The statistics of each day of the year asked for, in the order asked.
  public var days: [T]
  /// When the data behind the statistics begins.
  public var baselineStartDate: Date
  /// When and for which place the climate record was fetched, and until when it holds.
  public var metadata: WeatherMetadata

  public var startIndex: Int { days.startIndex }
  public var endIndex: Int { days.endIndex }
  public subscript(position: Int) -> T { days[position] }
}

/// The usual weather of months, WeatherKit's `MonthlyWeatherStatistics`, from the same record.
public struct MonthlyWeatherStatistics<T: Codable & Equatable & Sendable>: RandomAccessCollection, Codable, Equatable,
  Sendable
{
  /// The statistics of each month asked for, in the order asked.
  public var months: [T]
  /// When the data behind the statistics begins.
  public var baselineStartDate: Date
  /// When and for which place the climate record was fetched, and until when it holds.
  public var metadata: WeatherMetadata

  public var startIndex: Int { months.startIndex }
  public var endIndex: Int { months.endIndex }
  public subscript(position: Int) -> T { months[position] }
}

/// What past days were, WeatherKit's `DailyWeatherSummary`: Open-Meteo's forecast API for the
/// last 30 days, its ERA5 archive before them.
public struct DailyWeatherSummary<T: Codable & Equatable & Sendable>: RandomAccessCollection, Codable, Equatable,
  Sendable
{
  /// Each past day asked for that is over and on record, earliest first.
  public var days: [T]
  /// When and for which place the climate record was fetched, and until when it holds.
  public var metadata: WeatherMetadata

  public var startIndex: Int { days.startIndex }
  public var endIndex: Int { days.endIndex }
  public subscript(position: Int) -> T { days[position] }
}

// MARK: - Elements

/// The mean daily high and low around a day of the year (±7 days, every year of 1991–2020).
public struct DayTemperatureStatistics: Codable, Hashable, Sendable {
  /// Day of the year, 1–366, counted as in a leap year (1 March is always 61).
  public var day: Int
  /// The mean of the daily lows within ±7 days of the date, every year.
  public var averageLowTemperature: Measurement<UnitTemperature>
  /// The mean of the daily highs within ±7 days of the date, every year.
  public var averageHighTemperature: Measurement<UnitTemperature>
}

/// Precipitation around a day of the year (±7 days, every year of 1991–2020).
public struct DayPrecipitationStatistics: Codable, Hashable, Sendable {
  /// Day of the year, 1–366, counted as in a leap year.
  public var day: Int
  /// Share of those days with at least 0.1 mm, 0–1.
  public var averagePrecipitationProbability: Double
  /// Mean daily precipitation, liquid equivalent.
  public var averagePrecipitationAmount: Measurement<UnitLength>
  /// Mean daily snowfall, snow depth.
  public var averageSnowfallAmount: Measurement<UnitLength>
}

/// The mean daily high and low of a month, every year of 1991–2020.
public struct MonthTemperatureStatistics: Codable, Hashable, Sendable {
  /// 1–12.
  public var month: Int
  /// The mean of the month's daily lows, every year.
  public var averageLowTemperature: Measurement<UnitTemperature>
  /// The mean of the month's daily highs, every year.
  public var averageHighTemperature: Measurement<UnitTemperature>
}

/// Precipitation of a month, every year of 1991–2020.
public struct MonthPrecipitationStatistics: Codable, Hashable, Sendable {
  /// 1–12.
  public var month: Int
  /// Share of the month's days with at least 0.1 mm, 0–1.
  public var averagePrecipitationProbability: Double
  /// Mean monthly total, liquid equivalent.
  public var averagePrecipitationAmount: Measurement<UnitLength>
  /// Mean monthly snowfall, snow depth.
  public var averageSnowfallAmount: Measurement<UnitLength>
}

/// One past day's high and low.
public struct DayTemperatureSummary: Codable, Hashable, Sendable {
  /// Local midnight starting the day.
  public var date: Date
  /// The day's lowest temperature.
  public var lowTemperature: Measurement<UnitTemperature>
  /// The day's highest temperature.
  public var highTemperature: Measurement<UnitTemperature>
}

/// One past day's precipitation and snowfall.
public struct DayPrecipitationSummary: Codable, Hashable, Sendable {
  /// Local midnight starting the day.
  public var date: Date
  /// Liquid equivalent.
  public var precipitationAmount: Measurement<UnitLength>
  /// Snow depth.
  public var snowfallAmount: Measurement<UnitLength>
}
