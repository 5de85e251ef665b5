import Foundation
import WeatherCore

/// A hand-made climate record for Berlin-like weather: twelve years (2014–2025) of daily
/// values following smooth seasonal curves, and the 30 days before 22 November 2026.
enum ClimateFixture {
  /// Seasonal high: 2 °C in mid-January to 24 °C in mid-July; lows 8 °C lower; precipitation
  /// 1.2–2.4 mm a day, wettest in July; snow on days below 3 °C.
  static func day(_ day: CalendarDay) -> DailySummary {
    let phase = Double(day.leapYearIndex - 15) / 366 * 2 * .pi
    let high = 13 - 11 * cos(phase)
    let rain = 1.8 - 0.6 * cos(phase)
    return DailySummary(
      day: day, temperatureMax: high, temperatureMin: high - 8, precipitationAmount: rain,
      snowfallAmount: high < 3 ? 4 : 0)
  }

  static let normals: ClimateNormals = {
    let first = CalendarDay(year: 2014, month: 1, day: 1).dayNumber
    let last = CalendarDay(year: 2025, month: 12, day: 31).dayNumber
    return ClimateNormals.compute(
      from: (first...last).map { day(CalendarDay(dayNumber: $0)) }, source: "ERA5 reanalysis (test data)")!
  }()

  /// The 30 days before 22 November 2026: colder than usual and wet the last week.
  static let recent: [DailySummary] = (1...30).reversed().map { offset in
    let date = CalendarDay(year: 2026, month: 11, day: 22).adding(days: -offset)
    var summary = day(date)
    summary.temperatureMax = summary.temperatureMax.map { $0 - 3 + Double(offset % 4) }
    summary.temperatureMin = summary.temperatureMin.map { $0 - 3 + Double(offset % 3) }
    summary.precipitationAmount = offset <= 7 ? 9 : Double(offset % 5) * 0.5
    return summary
  }

  static let record = ClimateRecord(
    normals: normals, normalsFetchedAt: WeatherFixture.now.addingTimeInterval(-40 * 86_400),
    recentDays: recent, recentSource: "Open-Meteo forecast API (test data)",
    recentFetchedAt: WeatherFixture.now.addingTimeInterval(-3600))
}
