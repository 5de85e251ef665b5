import Foundation
import Testing
import WeatherCore

@Suite struct HistoricalComparisonTests {
  typealias T = ContextTestData

  @Test(arguments: [
    (-2.0, Deviation.muchLower), (-1.5, .muchLower), (-1.49, .lower), (-0.5, .lower), (-0.49, .normal),
    (0, .normal), (0.49, .normal), (0.5, .higher), (1.49, .higher), (1.5, .muchHigher), (3, .muchHigher),
  ])
  func deviationClassesByStandardDeviations(z: Double, expected: Deviation) {
    #expect(Deviation(zScore: z) == expected)
  }

  static let today = CalendarDay(year: 2026, month: 6, day: 15)
  static let now = T.utc(2026, 6, 15, 10)

  /// The normals of `ClimateNormalsTests.series()` (15 June: high 15 ± 5.01, low 0 ± 0,
  /// precipitation 481 ± 0 mm, snowfall 0 ± 0) with recent days of 20 mm rain.
  static func record(recentRain: Double? = 20, missing: CalendarDay? = nil, snow: Double = 0) -> ClimateRecord {
    let normals = ClimateNormals.compute(from: ClimateNormalsTests.series(), source: "test")!
    let recent = (1...30).map { offset -> DailySummary in
      let day = today.adding(days: -offset)
      return DailySummary(
        day: day, temperatureMax: 18, temperatureMin: 9,
        precipitationAmount: day == missing ? nil : recentRain, snowfallAmount: snow)
    }
    return ClimateRecord(
      normals: normals, normalsFetchedAt: now, recentDays: recent.reversed(), recentSource: "test",
      recentFetchedAt: now)
  }

  static func weather(high: Double?, low: Double?) -> Weather {
    T.weather(
      hourly: [],
      daily: T.days(from: today, count: 2, zone: T.berlinZone) { _, day in
        day.temperatureMax = high
        day.temperatureMin = low
      })
  }

  @Test func comparisonsAreOrderedBySignificance() throws {
    // High 19 vs 15 ± 5.014: z = 0.80 → higher. Low 0.2 vs 0 ± 0 (floored to 0.5): z = 0.4 →
    // normal. Rain 600 mm vs 481 ± 0 (floored to 1): z = 119 → much higher. Snow 0 vs 0: left out.
    let list = HistoricalComparison.comparisons(
      for: Self.weather(high: 19, low: 0.2), record: Self.record(), now: Self.now)
    #expect(list.map(\.condition) == [.precipitation, .temperatureMax, .temperatureMin])
    let high = list[1]
    #expect(high.currentValue == 19 && high.baselineValue == 15 && high.deviation == .higher)
    #expect(abs(high.zScore - 4 / (5 * (180.0 / 179).squareRoot())) < 1e-9)
    #expect(high.baselineType == "mean" && high.baselineStartDate == CalendarDay(year: 2000, month: 1, day: 1))
    #expect(high.baselineEndYear == 2011 && high.sampleCount == 180)
    #expect(list[2].deviation == .normal && list[2].baselineSpread == 0.5)
    #expect(list[0].currentValue == 600 && list[0].deviation == .muchHigher)
    #expect(high.text(units: .metric) == "Today's high is 4° above normal")
    #expect(high.text(units: .imperial) == "Today's high is 7° above normal")
    #expect(list[2].text(units: .metric) == "Today's low is normal (0°)")
    #expect(list[0].text(units: .metric) == "Past 30 days much wetter than normal: 600 mm (normal 481 mm)")
  }

  @Test func aMissingRecentDayDropsTheSumsNotTheTemperatures() {
    let record = Self.record(missing: Self.today.adding(days: -12))
    let list = HistoricalComparison.comparisons(for: Self.weather(high: 10, low: nil), record: record, now: Self.now)
    #expect(list.map(\.condition) == [.temperatureMax])
    #expect(list[0].text(units: .metric) == "Today's high is 5° below normal")
    #expect(list[0].deviation == .lower)
  }

  @Test func snowIsComparedWhenThereIsSome() {
    let list = HistoricalComparison.comparisons(
      for: Self.weather(high: nil, low: nil), record: Self.record(recentRain: 481 / 30.0, snow: 1), now: Self.now)
    // Rain 481 vs 481 → normal; snow 30 mm vs 0 (spread 1) → much higher, first.
    #expect(list.map(\.condition) == [.snowfall, .precipitation])
    #expect(list[1].text(units: .metric) == "Past 30 days' precipitation normal: 481 mm (normal 481 mm)")
    #expect(list[0].text(units: .metric) == "Past 30 days much snowier than normal: 30 mm (normal 0.0 mm)")
  }

  @Test func contextBundlesEverything() {
    let context = WeatherContext(
      weather: Self.weather(high: 25, low: 0), climate: Self.record(recentRain: 16.03), now: Self.now)
    #expect(context.dayParts.count == 2)
    #expect(context.notableComparison?.condition == .temperatureMax)
    #expect(context.notableComparison?.deviation == .muchHigher)
    let none = WeatherContext(weather: Self.weather(high: 25, low: 0), climate: nil, now: Self.now)
    #expect(none.comparisons.isEmpty && none.notableComparison == nil)
  }
}
