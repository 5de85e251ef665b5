import Foundation
internal import WeatherCore

// MARK: - Statistics and summaries

extension WeatherService {
  /// The usual weather of each day from 30 days ago to 10 days ahead.
  public func dailyStatistics<each T>(
    for location: CLLocation, including dataSets: repeat DailyWeatherStatisticsQuery<each T>
  ) async throws -> (repeat DailyWeatherStatistics<each T>) {
    let now = store.clock()
    return try await dailyStatistics(
      for: location, forDaysIn: DateInterval(start: now.addingTimeInterval(-30 * 86_400), duration: 40 * 86_400),
      including: repeat each dataSets)
  }

  /// The usual weather of each day of `interval` (at most a year from its start).
  public func dailyStatistics<each T>(
    for location: CLLocation, forDaysIn interval: DateInterval,
    including dataSets: repeat DailyWeatherStatisticsQuery<each T>
  ) async throws -> (repeat DailyWeatherStatistics<each T>) {
    let snapshot = try await store.climateSnapshot(for: location)
    let days = snapshot.daysOfYear(in: interval)
    return try (repeat snapshot.dailyStatistics(days: days, each dataSets))
  }

  /// The usual weather of days of the year `startDay` through `endDay` (1–366, counted as in a
  /// leap year; a start after the end wraps round the new year).
  public func dailyStatistics<each T>(
    for location: CLLocation, startDay: Int, endDay: Int, including dataSets: repeat DailyWeatherStatisticsQuery<each T>
  ) async throws -> (repeat DailyWeatherStatistics<each T>) {
    let days = try ClimateSnapshot.wrapping(startDay, endDay, in: 1...366, name: "day of the year")
    let snapshot = try await store.climateSnapshot(for: location)
    return try (repeat snapshot.dailyStatistics(days: days, each dataSets))
  }

  /// The usual weather of the twelve months.
  public func monthlyStatistics<each T>(
    for location: CLLocation, including dataSets: repeat MonthlyWeatherStatisticsQuery<each T>
  ) async throws -> (repeat MonthlyWeatherStatistics<each T>) {
    try await monthlyStatistics(for: location, startMonth: 1, endMonth: 12, including: repeat each dataSets)
  }

  /// The usual weather of each month `interval` touches (at most a year from its start).
  public func monthlyStatistics<each T>(
    for location: CLLocation, forMonthsIn interval: DateInterval,
    including dataSets: repeat MonthlyWeatherStatisticsQuery<each T>
  ) async throws -> (repeat MonthlyWeatherStatistics<each T>) {
    let snapshot = try await store.climateSnapshot(for: location)
    let months = snapshot.months(in: interval)
    return try (repeat snapshot.monthlyStatistics(months: months, each dataSets))
  }

  /// The usual weather of months `startMonth` through `endMonth` (1–12; a start after the end
  /// wraps round the new year).
  public func monthlyStatistics<each T>(
    for location: CLLocation, startMonth: Int, endMonth: Int,
    including dataSets: repeat MonthlyWeatherStatisticsQuery<each T>
  ) async throws -> (repeat MonthlyWeatherStatistics<each T>) {
    let months = try ClimateSnapshot.wrapping(startMonth, endMonth, in: 1...12, name: "month")
    let snapshot = try await store.climateSnapshot(for: location)
    return try (repeat snapshot.monthlyStatistics(months: months, each dataSets))
  }

  /// What each of the last 30 days was.
  public func dailySummary<each T>(
    for location: CLLocation, including dataSets: repeat DailyWeatherSummaryQuery<each T>
  ) async throws -> (repeat DailyWeatherSummary<each T>) {
    let now = store.clock()
    return try await dailySummary(
      for: location, forDaysIn: DateInterval(start: now.addingTimeInterval(-30 * 86_400), end: now),
      including: repeat each dataSets)
  }

  /// What each day of `interval` was (at most a year from its start; days not yet over, or
  /// too recent for the archive and older than the last 30, are left out).
  public func dailySummary<each T>(
    for location: CLLocation, forDaysIn interval: DateInterval,
    including dataSets: repeat DailyWeatherSummaryQuery<each T>
  ) async throws -> (repeat DailyWeatherSummary<each T>) {
    let (days, snapshot) = try await store.pastDays(for: location, in: interval)
    return (repeat snapshot.dailySummary(days: days, each dataSets))
  }
}
