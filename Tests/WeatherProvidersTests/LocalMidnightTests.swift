import Foundation
import SystemFiles
import Testing
import WeatherCore

@testable import WeatherProviders

/// `localMidnights` does most days by arithmetic; it must agree with the calendar on every day.
struct LocalMidnightTests {
  /// Zones with the awkward transitions: midnight skipped (Santiago, Havana), midnight repeated
  /// (Asunción falls back at 00:00), half-hour saving (Lord Howe), a zone that moved across the
  /// date line (Apia), and the ordinary ones.
  static let zones = [
    "Europe/Berlin", "America/New_York", "America/Santiago", "America/Havana", "America/Asuncion",
    "Australia/Lord_Howe", "Pacific/Apia", "Asia/Tehran", "Antarctica/Troll", "UTC",
  ]

  @Test(arguments: zones, [false, true])
  func everyDayOfTwoYearsMatchesTheCalendar(zoneName: String, trueLocalMidnights: Bool) throws {
    let zone = try #require(ZoneDatabase.zone(zoneName))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zoneName))
    // The server stamps each day with the offset of the day it answered on, one for all days.
    let answeredOn = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    let serverOffset = zone.secondsFromGMT(for: answeredOn)
    let firstDay = 1_767_225_600 / 86400
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let expected = try (0..<731).map { day in
      let date = utc.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval((firstDay + day) * 86400)))
      let noon = try #require(
        calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)))
      return calendar.startOfDay(for: noon)
    }
    // Or, as a server might, each day's true local midnight (still one offset in the header).
    let serverMidnights =
      trueLocalMidnights
      ? expected
      : (0..<731).map { day in Date(timeIntervalSince1970: TimeInterval((firstDay + day) * 86400 - serverOffset)) }
    let midnights = OpenMeteoWeatherMapper.localMidnights(
      serverMidnights: serverMidnights, offset: serverOffset, zone: zone)
    for (day, midnight) in midnights.enumerated() {
      #expect(midnight == expected[day], "\(zoneName) day \(day), true local midnights: \(trueLocalMidnights)")
    }
  }
}
