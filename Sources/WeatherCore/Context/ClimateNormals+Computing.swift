import Foundation

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
    let base = first.dayNumber
    var rows = [DailySummary?](repeating: nil, count: last.dayNumber - base + 1)
    for row in series { rows[row.day.dayNumber - base] = row }
    func row(_ number: Int) -> DailySummary? {
      let index = number - base
      return rows.indices.contains(index) ? rows[index] : nil
    }
    func row(_ day: CalendarDay) -> DailySummary? { row(day.dayNumber) }
    let missing = rows.filter { row in
      row.map { $0.temperatureMax == nil || $0.temperatureMin == nil || $0.precipitationAmount == nil } ?? true
    }.count

    // Any leap year serves to enumerate the 366 calendar dates.
    let dates = (0..<366).map { index -> DateNormal in
      let date = CalendarDay(dayNumber: CalendarDay(year: 2000, month: 1, day: 1).dayNumber + index)
      var highs: [Double] = []
      var lows: [Double] = []
      var rain: [Double] = []
      var snow: [Double] = []
      for year in first.year...last.year {
        let centre = date.sameDate(inYear: year).dayNumber
        for offset in -windowHalfWidth...windowHalfWidth {
          guard let day = row(centre + offset) else { continue }
          if let high = day.temperatureMax { highs.append(high) }
          if let low = day.temperatureMin { lows.append(low) }
        }
        let span = (1...accumulationDays).map { row(centre - $0) }
        let amounts = span.map { $0?.precipitationAmount }
        if amounts.allSatisfy({ $0 != nil }) { rain.append(amounts.reduce(0) { $0 + $1! }) }
        let snowfall = span.map { $0?.snowfallAmount }
        if snowfall.allSatisfy({ $0 != nil }) { snow.append(snowfall.reduce(0) { $0 + $1! }) }
      }
      return DateNormal(
        high: SampleStatistics(highs, minimumCount: minimumTemperatureSamples),
        low: SampleStatistics(lows, minimumCount: minimumTemperatureSamples),
        precipitation30: SampleStatistics(rain, minimumCount: minimumYears),
        snowfall30: SampleStatistics(snow, minimumCount: minimumYears))
    }

    let months = (1...12).map { month -> MonthNormal in
      var highs: [Double] = []
      var lows: [Double] = []
      var rainTotals: [Double] = []
      var snowTotals: [Double] = []
      for year in first.year...last.year {
        let days = (1...CalendarDay.length(ofMonth: month, year: year)).map {
          row(CalendarDay(year: year, month: month, day: $0))
        }
        highs += days.compactMap { $0?.temperatureMax }
        lows += days.compactMap { $0?.temperatureMin }
        let rain = days.map { $0?.precipitationAmount }
        if rain.allSatisfy({ $0 != nil }) { rainTotals.append(rain.reduce(0) { $0 + $1! }) }
        let snow = days.map { $0?.snowfallAmount }
        if snow.allSatisfy({ $0 != nil }) { snowTotals.append(snow.reduce(0) { $0 + $1! }) }
      }
      func mean(_ values: [Double]) -> Double? { values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
      return MonthNormal(
        month: month, averageHigh: mean(highs), averageLow: mean(lows),
        averagePrecipitation: mean(rainTotals), averageSnowfall: mean(snowTotals), years: rainTotals.count)
    }
    return ClimateNormals(
      firstDay: first, lastDay: last, dayCount: rows.count, missingDayCount: missing, source: source,
      dates: dates, months: months)
  }
}
