import Foundation
internal import WeatherCore

/// A place's climate record, from which statistics and summaries are answered.
struct ClimateSnapshot: Sendable {
  var record: ClimateRecord
  var zone: ZoneRules
  var metadata: WeatherMetadata

  init(record: ClimateRecord, zone: ZoneRules, location: CLLocation, lifetime: TimeInterval) {
    self.record = record
    self.zone = zone
    metadata = WeatherMetadata(
      date: record.normalsFetchedAt, expirationDate: record.normalsFetchedAt.addingTimeInterval(lifetime),
      location: location)
  }

  var baselineStartDate: Date { record.normals.firstDay.start(in: zone) }

  // MARK: - Ranges

  /// `start` through `end` in `range`, wrapping past its end ("11 through 2" of months is 11, 12,
  /// 1, 2); a bound outside `range` is a usage error.
  static func wrapping(_ start: Int, _ end: Int, in range: ClosedRange<Int>, name: String) throws -> [Int] {
    guard range.contains(start), range.contains(end) else {
      throw WeatherError.configuration(
        "The \(name) must be \(range.lowerBound)–\(range.upperBound), not \(start)–\(end); fix the call's bounds")
    }
    return start <= end ? Array(start...end) : Array(start...range.upperBound) + Array(range.lowerBound...end)
  }

  /// The local calendar days `interval` touches, at most a year of them.
  func calendarDays(in interval: DateInterval) -> [CalendarDay] {
    let first = CalendarDay(interval.start, timeZone: zone)
    let last = CalendarDay(interval.end, timeZone: zone)
    let count = min(366, max(0, last.dayNumber - first.dayNumber + 1))
    return (0..<count).map { first.adding(days: $0) }
  }

  /// The days of the year (1–366, as in a leap year) of the days `interval` touches.
  func daysOfYear(in interval: DateInterval) -> [Int] {
    calendarDays(in: interval).map { $0.leapYearIndex + 1 }
  }

  /// The months (1–12) `interval` touches, in order, at most twelve.
  func months(in interval: DateInterval) -> [Int] {
    var months: [Int] = []
    for day in calendarDays(in: interval) where months.last != day.month && months.count < 12 {
      months.append(day.month)
    }
    return months
  }

  // MARK: - Answers

  func dailyStatistics<T>(days: [Int], _ query: DailyWeatherStatisticsQuery<T>) throws -> DailyWeatherStatistics<T> {
    let dates = record.normals.dates
    let daily = record.normals.dailyPrecipitation?.days ?? []
    return DailyWeatherStatistics(
      days: days.filter { dates.indices.contains($0 - 1) }.map {
        query.element($0, dates[$0 - 1], daily.indices.contains($0 - 1) ? daily[$0 - 1] : nil)
      },
      baselineStartDate: baselineStartDate, metadata: metadata)
  }

  func monthlyStatistics<T>(months: [Int], _ query: MonthlyWeatherStatisticsQuery<T>) throws
    -> MonthlyWeatherStatistics<T>
  {
    let normals = record.normals.months
    return MonthlyWeatherStatistics(
      months: months.compactMap { month in normals.first { $0.month == month } }.map(query.element),
      baselineStartDate: baselineStartDate, metadata: metadata)
  }

  func dailySummary<T>(days: [DailySummary], _ query: DailyWeatherSummaryQuery<T>) -> DailyWeatherSummary<T> {
    DailyWeatherSummary(days: days.map { query.element($0.day.start(in: zone), $0) }, metadata: metadata)
  }
}
