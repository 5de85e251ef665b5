import Foundation
internal import WeatherCore

/// What `WeatherService.dailyStatistics` is asked for: `.temperature` or `.precipitation`.
public struct DailyWeatherStatisticsQuery<T: Codable & Equatable & Sendable>: Sendable {
  let element: @Sendable (_ day: Int, _ normal: ClimateNormals.DateNormal, _ daily: DailyPrecipitationNormals.Day?) -> T
}

extension DailyWeatherStatisticsQuery where T == DayTemperatureStatistics {
  /// Mean daily highs and lows.
  public static var temperature: DailyWeatherStatisticsQuery<DayTemperatureStatistics> {
    DailyWeatherStatisticsQuery { day, normal, _ in
      DayTemperatureStatistics(
        day: day, averageLowTemperature: Measure.celsius(normal.low?.mean),
        averageHighTemperature: Measure.celsius(normal.high?.mean))
    }
  }
}

extension DailyWeatherStatisticsQuery where T == DayPrecipitationStatistics {
  /// Chance of a wet day and mean daily amounts.
  public static var precipitation: DailyWeatherStatisticsQuery<DayPrecipitationStatistics> {
    DailyWeatherStatisticsQuery { day, _, daily in
      DayPrecipitationStatistics(
        day: day, averagePrecipitationProbability: (daily?.wetDayFraction).orNaN,
        averagePrecipitationAmount: Measure.millimeters(daily?.meanPrecipitation),
        averageSnowfallAmount: Measure.millimeters(daily?.meanSnowfall))
    }
  }
}

/// What `WeatherService.monthlyStatistics` is asked for: `.temperature` or `.precipitation`.
public struct MonthlyWeatherStatisticsQuery<T: Codable & Equatable & Sendable>: Sendable {
  let element: @Sendable (_ normal: ClimateNormals.MonthNormal) -> T
}

extension MonthlyWeatherStatisticsQuery where T == MonthTemperatureStatistics {
  /// Mean daily highs and lows of the month.
  public static var temperature: MonthlyWeatherStatisticsQuery<MonthTemperatureStatistics> {
    MonthlyWeatherStatisticsQuery { normal in
      MonthTemperatureStatistics(
        month: normal.month, averageLowTemperature: Measure.celsius(normal.averageLow),
        averageHighTemperature: Measure.celsius(normal.averageHigh))
    }
  }
}

extension MonthlyWeatherStatisticsQuery where T == MonthPrecipitationStatistics {
  /// Chance of a wet day and mean monthly totals.
  public static var precipitation: MonthlyWeatherStatisticsQuery<MonthPrecipitationStatistics> {
    MonthlyWeatherStatisticsQuery { normal in
      MonthPrecipitationStatistics(
        month: normal.month, averagePrecipitationProbability: normal.wetDayFraction.orNaN,
        averagePrecipitationAmount: Measure.millimeters(normal.averagePrecipitation),
        averageSnowfallAmount: Measure.millimeters(normal.averageSnowfall))
    }
  }
}

/// What `WeatherService.dailySummary` is asked for: `.temperature` or `.precipitation`.
public struct DailyWeatherSummaryQuery<T: Codable & Equatable & Sendable>: Sendable {
  let element: @Sendable (_ date: Date, _ day: DailySummary) -> T
}

extension DailyWeatherSummaryQuery where T == DayTemperatureSummary {
  /// Each day's high and low.
  public static var temperature: DailyWeatherSummaryQuery<DayTemperatureSummary> {
    DailyWeatherSummaryQuery { date, day in
      DayTemperatureSummary(
        date: date, lowTemperature: Measure.celsius(day.temperatureMin),
        highTemperature: Measure.celsius(day.temperatureMax))
    }
  }
}

extension DailyWeatherSummaryQuery where T == DayPrecipitationSummary {
  /// Each day's precipitation and snowfall.
  public static var precipitation: DailyWeatherSummaryQuery<DayPrecipitationSummary> {
    DailyWeatherSummaryQuery { date, day in
      DayPrecipitationSummary(
        date: date, precipitationAmount: Measure.millimeters(day.precipitationAmount),
        snowfallAmount: Measure.millimeters(day.snowfallAmount))
    }
  }
}
