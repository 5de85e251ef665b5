import FoundationEssentials

extension ClimateNormals {
  /// Derives the normals from a daily series (any order, gaps and nils allowed).
  ///
  /// - Date baselines: for calendar date D and every year Y of the data, the days D(Y) − 7 …
  ///   D(Y) + 7 are pooled for the high and low (D(Y) of 29 February in a common year is
  ///   28 February); the 30 days D(Y) − 30 … D(Y) − 1 are summed for precipitation and snowfall
  ///   when all 30 are present.
  /// - Months: mean of every daily high and low in the month; mean of the monthly totals over
  ///   the years where the month is complete.
  /// Returns nil for an empty series.
  public static func compute(from series: [DailySummary], source: String) -> ClimateNormals? {
    guard let first = series.map(\.day).min(), let last = series.map(\.day).max() else { return nil }
    let columns = Columns(series, first: first, last: last)

    // Any leap year serves to enumerate the 366 calendar dates.
    let leapYearStart = CalendarDay(year: 2000, month: 1, day: 1).dayNumber
    var daily: [DailyPrecipitationNormals.Day] = []
    daily.reserveCapacity(366)
    let dates = (0..<366).map { index -> DateNormal in
      let date = CalendarDay(dayNumber: leapYearStart + index)
      var highs: [Double] = []
      var lows: [Double] = []
      var rain: [Double] = []
      var snow: [Double] = []
      var pool = PooledDays()
      for year in first.year...last.year {
        let centre = date.sameDate(inYear: year).dayNumber - columns.base
        for i in centre - windowHalfWidth...centre + windowHalfWidth where columns.contains(i) {
          if !columns.high[i].isNaN { highs.append(columns.high[i]) }
          if !columns.low[i].isNaN { lows.append(columns.low[i]) }
          pool.add(rain: columns.rain.value(at: i), snow: columns.snow.value(at: i))
        }
        if let sum = columns.rain.sum(centre - accumulationDays..<centre) { rain.append(sum) }
        if let sum = columns.snow.sum(centre - accumulationDays..<centre) { snow.append(sum) }
      }
      daily.append(
        DailyPrecipitationNormals.Day(
          meanPrecipitation: pool.meanRain(minimumCount: minimumTemperatureSamples),
          meanSnowfall: pool.meanSnow(minimumCount: minimumTemperatureSamples),
          wetDayFraction: pool.wetFraction(minimumCount: minimumTemperatureSamples)))
      return DateNormal(
        high: SampleStatistics(highs, minimumCount: minimumTemperatureSamples),
        low: SampleStatistics(lows, minimumCount: minimumTemperatureSamples),
        precipitation30: SampleStatistics(rain, minimumCount: minimumYears),
        snowfall30: SampleStatistics(snow, minimumCount: minimumYears))
    }

    let months = (1...12).map { month -> MonthNormal in
      var (highSum, highCount, lowSum, lowCount) = (0.0, 0, 0.0, 0)
      var rainTotals: [Double] = []
      var snowTotals: [Double] = []
      var daily = PooledDays()
      for year in first.year...last.year {
        let start = CalendarDay(year: year, month: month, day: 1).dayNumber - columns.base
        let days = start..<start + CalendarDay.length(ofMonth: month, year: year)
        for i in days where columns.contains(i) {
          if !columns.high[i].isNaN { (highSum, highCount) = (highSum + columns.high[i], highCount + 1) }
          if !columns.low[i].isNaN { (lowSum, lowCount) = (lowSum + columns.low[i], lowCount + 1) }
          daily.add(rain: columns.rain.value(at: i), snow: nil)
        }
        if let total = columns.rain.sum(days) { rainTotals.append(total) }
        if let total = columns.snow.sum(days) { snowTotals.append(total) }
      }
      func mean(_ values: [Double]) -> Double? { values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
      return MonthNormal(
        month: month, averageHigh: highCount > 0 ? highSum / Double(highCount) : nil,
        averageLow: lowCount > 0 ? lowSum / Double(lowCount) : nil,
        averagePrecipitation: mean(rainTotals), averageSnowfall: mean(snowTotals), years: rainTotals.count,
        wetDayFraction: daily.wetFraction(minimumCount: minimumTemperatureSamples))
    }
    return ClimateNormals(
      firstDay: first, lastDay: last, dayCount: columns.count, missingDayCount: columns.missingDays, source: source,
      dates: dates, months: months, dailyPrecipitation: DailyPrecipitationNormals(daily))
  }
}

/// The series as flat columns indexed by days since its first day (NaN = missing), with running
/// sums so any span's total costs two lookups.
private struct Columns {
  let base: Int
  let count: Int
  var high: [Double]
  var low: [Double]
  var rain: RunningSum
  var snow: RunningSum
  var missingDays = 0

  init(_ series: [DailySummary], first: CalendarDay, last: CalendarDay) {
    base = first.dayNumber
    count = last.dayNumber - base + 1
    high = Array(repeating: .nan, count: count)
    low = Array(repeating: .nan, count: count)
    var rainValues = [Double](repeating: .nan, count: count)
    var snowValues = [Double](repeating: .nan, count: count)
    for row in series {
      let i = row.day.dayNumber - base
      high[i] = row.temperatureMax.flatMap { $0.isFinite ? $0 : nil } ?? .nan
      low[i] = row.temperatureMin.flatMap { $0.isFinite ? $0 : nil } ?? .nan
      rainValues[i] = row.precipitationAmount.flatMap { $0.isFinite ? $0 : nil } ?? .nan
      snowValues[i] = row.snowfallAmount.flatMap { $0.isFinite ? $0 : nil } ?? .nan
    }
    for i in 0..<count where high[i].isNaN || low[i].isNaN || rainValues[i].isNaN { missingDays += 1 }
    rain = RunningSum(rainValues)
    snow = RunningSum(snowValues)
  }

  func contains(_ index: Int) -> Bool { index >= 0 && index < count }
}

/// Prefix sums of values and of missing values.
private struct RunningSum {
  private var sums: [Double]
  private var gaps: [Int]

  init(_ values: [Double]) {
    sums = [0]
    gaps = [0]
    sums.reserveCapacity(values.count + 1)
    gaps.reserveCapacity(values.count + 1)
    for value in values {
      sums.append(sums.last! + (value.isNaN ? 0 : value))
      gaps.append(gaps.last! + (value.isNaN ? 1 : 0))
    }
  }

  /// The value of one day; nil outside the data or when missing.
  func value(at index: Int) -> Double? { sum(index..<index + 1) }

  /// The total over `range`; nil when it reaches outside the data or any value in it is missing.
  func sum(_ range: Range<Int>) -> Double? {
    guard range.lowerBound >= 0, range.upperBound < sums.count else { return nil }
    guard gaps[range.upperBound] == gaps[range.lowerBound] else { return nil }
    return sums[range.upperBound] - sums[range.lowerBound]
  }
}

/// Daily precipitation and snowfall of a pool of days (a date's window over all years, or a
/// month's days): their means and the share of wet days.
private struct PooledDays {
  private var rainSum = 0.0
  private var rainCount = 0
  private var wetCount = 0
  private var snowSum = 0.0
  private var snowCount = 0

  mutating func add(rain: Double?, snow: Double?) {
    if let rain {
      rainSum += rain
      rainCount += 1
      if rain >= ClimateNormals.wetDayThreshold { wetCount += 1 }
    }
    if let snow {
      snowSum += snow
      snowCount += 1
    }
  }

  func meanRain(minimumCount: Int) -> Double? { rainCount >= minimumCount ? rainSum / Double(rainCount) : nil }
  func meanSnow(minimumCount: Int) -> Double? { snowCount >= minimumCount ? snowSum / Double(snowCount) : nil }
  func wetFraction(minimumCount: Int) -> Double? {
    rainCount >= minimumCount ? Double(wetCount) / Double(rainCount) : nil
  }
}
