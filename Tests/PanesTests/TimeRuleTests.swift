import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

/// Times say their date when it is not this week: one rule (`PlaceClock.timeOrDayTime`) for
/// the alerts pane, the overview's cards, `--once` and the alert view, in the place's zone.
@Suite struct TimeRuleTests {
  let chicago = ZoneDatabase.zone("America/Chicago")!
  /// Thursday 10 December 2026, 12:00 in Chicago.
  let now = Date(timeIntervalSince1970: 1_796_925_600)

  func at(_ days: Double, hour: Double = 0) -> Date {
    PlaceClock(timeZone: chicago).startOfDay(now).addingTimeInterval(days * 86_400 + hour * 3600)
  }

  @Test func todayTheWeekAndBeyond() {
    let clock = PlaceClock(timeZone: chicago)
    #expect(clock.weekday(now) == "Thu")
    #expect(clock.timeOrDayTime(at(0, hour: 18), now: now) == "18:00")
    #expect(clock.timeOrDayTime(at(1, hour: 5), now: now) == "Fri 05:00")
    #expect(
      clock.timeOrDayTime(at(6, hour: 5), now: now) == "Wed 05:00", "six days ahead: its weekday is still one day")
    #expect(clock.timeOrDayTime(at(-6, hour: 5), now: now) == "Fri 05:00", "six days back")
    #expect(clock.timeOrDayTime(at(7, hour: 5), now: now) == "Thu 17 Dec 05:00", "a week ahead names its date")
    #expect(clock.timeOrDayTime(at(-7, hour: 5), now: now) == "Thu 3 Dec 05:00")
    // Three months ahead, in another year: the year too.
    #expect(clock.timeOrDayTime(at(94), now: now) == "Sun 14 Mar 2027 00:00")
    #expect(
      PlaceClock(timeZone: chicago, hourCycle: .twelveHour).timeOrDayTime(at(94), now: now) == "Sun 14 Mar 2027 12:00am"
    )
  }

  @Test func aWarningThreeMonthsAheadDoesNotReadAsTomorrow() {
    let style = PaneStyle(glyphs: .unicode, units: .metric)
    let warning = WeatherAlert(
      id: "x", event: "Winter Storm Warning", severity: .severe, onset: at(94), ends: at(94, hour: 5), source: "NWS")
    let pane = AlertsPane(status: .covered([warning]), now: now, timeZone: chicago, style: style)
    var buffer = CellBuffer(width: 100, height: 1)
    pane.render(in: buffer.area, into: &buffer)
    // Five hours on: 06:00, as the clocks go forward that night.
    #expect(buffer.lines[0].contains("from Sun 14 Mar 2027 00:00 until Sun 14 Mar 2027 06:00"), "\(buffer.lines[0])")
    // The alert view, in the same rule, with the zone's name.
    let detail = AlertDetailPane(alert: warning, now: now, timeZone: chicago, style: style)
    let lines = detail.lines(width: 80).map { $0.map(\.text).joined() }
    #expect(lines.contains("Onset: Sun 14 Mar 2027 00:00 CST"), "\(lines)")
    #expect(lines.contains("Ends: Sun 14 Mar 2027 06:00 CDT"), "the zone's name at that instant: \(lines)")
  }
}
