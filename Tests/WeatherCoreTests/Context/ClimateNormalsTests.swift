import Foundation
import Testing
import WeatherCore

@Suite struct ClimateNormalsTests {
  /// 2000-01-01 … 2011-12-31: highs 10 °C in even years and 20 °C in odd ones, lows 0 °C,
  /// precipitation = day of the month in mm, snowfall 0, with `drop` days left null.
  static func series(drop: Set<CalendarDay> = []) -> [DailySummary] {
    let first = CalendarDay(year: 2000, month: 1, day: 1).dayNumber
    let last = CalendarDay(year: 2011, month: 12, day: 31).dayNumber
    return (first...last).map { number in
      let day = CalendarDay(dayNumber: number)
      if drop.contains(day) { return DailySummary(day: day) }
      return DailySummary(
        day: day, temperatureMax: day.year % 2 == 0 ? 10 : 20, temperatureMin: 0,
        precipitationAmount: Double(day.day), snowfallAmount: 0)
    }
  }

  @Test func dateBaselinesPoolTheWindowOverAllYears() throws {
    let normals = try #require(ClimateNormals.compute(from: Self.series(), source: "test"))
    #expect(normals.firstDay == CalendarDay(year: 2000, month: 1, day: 1))
    #expect(normals.lastDay == CalendarDay(year: 2011, month: 12, day: 31))
    #expect(normals.period == "2000–2011")
    #expect(normals.dayCount == 4383 && normals.missingDayCount == 0)
    #expect(normals.dates.count == 366 && normals.months.count == 12)
    let june = try #require(normals.normal(for: CalendarDay(year: 2030, month: 6, day: 15)))
    // 12 years × 15 days, half at 10 and half at 20: mean 15, sample SD 5·√(180/179).
    let high = try #require(june.high)
    #expect(high.count == 180 && high.mean == 15)
    #expect(abs(high.standardDeviation - 5 * (180.0 / 179).squareRoot()) < 1e-9)
    #expect(june.low?.mean == 0 && june.low?.standardDeviation == 0)
    // The 30 days before 15 June are 16–31 May (16+…+31 = 376) and 1–14 June (105): 481 mm.
    #expect(june.precipitation30?.mean == 481 && june.precipitation30?.count == 12)
    // 1 January's window reaches back before the data: the first year counts only 8 days.
    #expect(normals.normal(for: CalendarDay(year: 2000, month: 1, day: 1))?.high?.count == 12 * 15 - 7)
    // …and its 30-day sum needs December of the year before, so 2000 is left out.
    #expect(normals.normal(for: CalendarDay(year: 2000, month: 1, day: 1))?.precipitation30?.count == 11)
  }

  @Test func dailyPrecipitationAndWetDaysPoolTheSameWindow() throws {
    // 15 June's window is 8–22 June: amounts 8…22 mm, mean 15, every day wet.
    var series = Self.series()
    for index in series.indices where series[index].day.month == 7 && series[index].day.day > 10 {
      series[index].precipitationAmount = 0.05  // under 0.1 mm: dry
      series[index].snowfallAmount = 2
    }
    let normals = try #require(ClimateNormals.compute(from: series, source: "test"))
    let daily = try #require(normals.dailyPrecipitation?.days)
    #expect(daily.count == 366)
    let june = daily[CalendarDay(year: 2030, month: 6, day: 15).leapYearIndex]
    #expect(june.meanPrecipitation == 15 && june.wetDayFraction == 1 && june.meanSnowfall == 0)
    // 18 July's window (11–25 July) is all dry and snowy.
    let july = daily[CalendarDay(year: 2030, month: 7, day: 18).leapYearIndex]
    #expect(july.wetDayFraction == 0 && july.meanSnowfall == 2 && july.meanPrecipitation == 0.05)
    // July as a month: 10 wet days of 31.
    #expect(abs(normals.months[6].wetDayFraction! - 10.0 / 31) < 1e-9)
    #expect(normals.months[5].wetDayFraction == 1)
    // Kept as text in the cache, read back the same (3 decimals).
    let stored = try JSONDecoder().decode(ClimateNormals.self, from: JSONEncoder().encode(normals))
    #expect(stored.dailyPrecipitation?.days == daily)
  }

  @Test func normalsStoredBeforeTheDailyFiguresStillLoad() throws {
    let normals = try #require(ClimateNormals.compute(from: Self.series(), source: "test"))
    var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(normals)) as? [String: Any])
    object["dailyPrecipitation"] = nil
    let stored = try JSONDecoder().decode(ClimateNormals.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(stored.dailyPrecipitation == nil && stored.dates == normals.dates)
  }

  @Test func leapDayBaselineUsesTwentyEighthFebruaryInCommonYears() throws {
    let normals = try #require(ClimateNormals.compute(from: Self.series(), source: "test"))
    // 30 days before 1 March: in a leap year 31 Jan + 1…29 Feb = 31 + 435 = 466 mm;
    // in a common year 30 + 31 Jan + 1…28 Feb = 61 + 406 = 467 mm. 2000, 2004, 2008 are leap.
    let march = try #require(normals.normal(for: CalendarDay(year: 2025, month: 3, day: 1))?.precipitation30)
    #expect(abs(march.mean - (3 * 466 + 9 * 467) / 12.0) < 1e-9)
    // 29 February's sums end on 28 February in common years (1…27 Feb + 29…31 Jan = 378 + 90 = 468),
    // and on the 28th in leap years (the 30 days before 29 Feb: 30, 31 Jan + 1…28 Feb = 467).
    let leap = try #require(normals.normal(for: CalendarDay(year: 2024, month: 2, day: 29))?.precipitation30)
    #expect(abs(leap.mean - (3 * 467 + 9 * 468) / 12.0) < 1e-9)
  }

  @Test func missingDaysDropOnlyWhatTheyTouch() throws {
    // A null on 10 June 2005 removes 2005 from the 15 June precipitation baseline and one
    // sample from the temperature pool; ERA5's nulls at the end of the series are tolerated.
    let end = (25...31).map { CalendarDay(year: 2011, month: 12, day: $0) }
    let drop = Set([CalendarDay(year: 2005, month: 6, day: 10)] + end)
    let normals = try #require(ClimateNormals.compute(from: Self.series(drop: drop), source: "test"))
    #expect(normals.missingDayCount == 8)
    let june = try #require(normals.normal(for: CalendarDay(year: 2030, month: 6, day: 15)))
    #expect(june.precipitation30?.count == 11 && june.high?.count == 179)
    #expect(normals.months[11].years == 11)  // December 2011 is incomplete
    #expect(normals.months[5].years == 11)
  }

  @Test func monthlyAverages() throws {
    let normals = try #require(ClimateNormals.compute(from: Self.series(), source: "test"))
    let february = normals.months[1]
    // Highs: the leap years are even (10 °C): 3 × 29 + 3 × 28 = 171 days at 10 and 6 × 28 = 168
    // at 20, so (1710 + 3360) / 339.
    #expect(february.month == 2 && february.averageLow == 0)
    #expect(abs(february.averageHigh! - 5070 / 339.0) < 1e-9)
    // 1+…+28 = 406 in 9 common years, 1+…+29 = 435 in 3 leap years.
    #expect(abs(february.averagePrecipitation! - (9 * 406 + 3 * 435) / 12.0) < 1e-9)
    #expect(february.averageSnowfall == 0 && february.years == 12)
    // Mean of the daily highs: every year has the same number of June days, so 15.
    #expect(normals.months[5].averageHigh == 15)
  }

  @Test func emptySeriesHasNoNormals() {
    #expect(ClimateNormals.compute(from: [], source: "test") == nil)
    #expect(SampleStatistics([1], minimumCount: 2) == nil)
    #expect(SampleStatistics([.nan, 2, 4])?.mean == 3)
  }
}
