import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

/// What a wall display must never hide, at the 50-column minimum and up: the place and "n of m"
/// (header), the data's age or STALE and the attribution (footer); a failed refresh says when
/// it failed and when it retries; times follow the 12- or 24-hour clock.
@Suite struct WallDisplayEssentialsTests {
  let berlin = ZoneDatabase.zone("Europe/Berlin")!
  let now = WeatherFixture.now

  func footer(
    width: Int, stale: Bool = false, failedAt: Date? = nil, notice: String? = nil,
    hourCycle: HourCycle = .twentyFourHour
  ) -> String {
    var pane = FooterPane(
      attribution: Attribution.openMeteo.text, fetchedAt: now.addingTimeInterval(stale ? -7500 : -180),
      nextRefresh: now.addingTimeInterval(300), isStale: stale, errorText: failedAt == nil ? nil : "HTTP 503",
      now: now, timeZone: berlin, style: PaneStyle(glyphs: .unicode, units: .metric, hourCycle: hourCycle),
      attributionShort: Attribution.openMeteo.shortText, notice: notice)
    pane.refreshFailedAt = failedAt
    var buffer = CellBuffer(width: width, height: 1)
    pane.render(in: buffer.area, into: &buffer)
    return buffer.lines[0]
  }

  /// Beside "? help" (HelpHintTests), the narrowest screens say "at 14:02" and "STALE".
  @Test func theFooterKeepsTheCreditAndTheAgeAtEveryWidth() {
    #expect(footer(width: 50) == "└ Open-Meteo.com (CC BY 4.0) · at 14:02 ─ ? help ┘")
    #expect(footer(width: 50, stale: true) == "└ Open-Meteo.com (CC BY 4.0) · STALE ──── ? help ┘")
    #expect(
      footer(width: 80)
        == "└ Weather data by Open-Meteo.com (CC BY 4.0) · updated 14:02 ────────── ? help ┘")
    for width in 50...140 {
      let line = footer(width: width, stale: width.isMultiple(of: 2), failedAt: now.addingTimeInterval(-60))
      #expect(line.contains("Open-Meteo.com (CC BY 4.0)"), "\(width): \(line)")
      #expect(line.contains(width.isMultiple(of: 2) ? "STALE" : "14:02"), "\(width): \(line)")
      #expect(DisplayWidth.of(line) == width)
    }
  }

  @Test func aFailedRefreshSaysWhenAndWhenItRetries() {
    let failedAt = now.addingTimeInterval(-60)
    #expect(
      footer(width: 80, failedAt: failedAt)
        == "└ Open-Meteo.com (CC BY 4.0) · updated 14:02 · failed, retry 14:10 ──── ? help ┘")
    #expect(
      footer(width: 120, failedAt: failedAt)
        == "└ Weather data by Open-Meteo.com (CC BY 4.0) · updated 14:02 · refresh failed 14:04, retrying 14:10 (i: why) ── ? help ┘"
    )
  }

  @Test func aNoticeShowsBesideTheHelpHint() {
    #expect(
      footer(width: 80, notice: "theme: light")
        == "└ Open-Meteo.com (CC BY 4.0) · updated 14:02 · theme: light ─────────── ? help ┘")
  }

  @Test func twelveHourClock() {
    #expect(footer(width: 50, hourCycle: .twelveHour) == "└ Open-Meteo.com (CC BY 4.0) · at 2:02pm  ? help ┘")
    #expect(footer(width: 56, hourCycle: .twelveHour) == "└ Open-Meteo.com (CC BY 4.0) · updated 2:02pm ─ ? help ┘")
    let clock = PlaceClock(timeZone: ZoneDatabase.zone("UTC")!, hourCycle: .twelveHour)
    let midnight = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22T00:00Z
    #expect(clock.time(midnight) == "12:00am")
    #expect(clock.hour(midnight) == "12am")
    #expect(clock.time(midnight.addingTimeInterval(12 * 3600 + 5 * 60)) == "12:05pm")
    #expect(clock.hour(midnight.addingTimeInterval(13 * 3600)) == "1pm")
    #expect(clock.hour(midnight.addingTimeInterval(23 * 3600)) == "11pm")
    let hours = (0..<24).map { clock.hour(midnight.addingTimeInterval(Double($0) * 3600)) }
    #expect(hours.allSatisfy { $0.count <= HourlyStripPane.columnWidth - 1 }, "every label fits its column")
  }

  @Test func theHeaderClipsTheNameBeforeTheCounter() {
    let header = HeaderPane(
      placeName: "Santa Cruz de la Sierra, Santa Cruz Department, Bolivia", placeIndex: 2, placeCount: 7,
      timeZone: berlin, now: now, isDemo: false, style: PaneStyle(glyphs: .unicode, units: .metric))
    for width in 50...120 {
      var buffer = CellBuffer(width: width, height: 1)
      header.render(in: buffer.area, into: &buffer)
      #expect(buffer.lines[0].contains("3 of 7"), "\(width): \(buffer.lines[0])")
      #expect(buffer.lines[0].contains("Santa Cruz"), "\(width): \(buffer.lines[0])")
    }
  }

  @Test func theHourlyStripSaysWhatItsRowsMean() {
    let pane = HourlyStripPane(
      hourly: WeatherFixture.hourly(zone: berlin), now: now, scrollOffset: 0, timeZone: berlin,
      style: PaneStyle(glyphs: .ascii, units: .metric))
    let legends = pane.legends(width: 78, height: 5).map { $0.map { (span: Span) in span.text }.joined() }
    #expect(legends.first?.hasPrefix("% chance of precipitation | curve: temperature ") == true, "\(legends)")
    #expect(legends.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "ASCII mode stays ASCII: \(legends)")
    #expect(pane.legends(width: 78, height: 3).isEmpty, "no chance row, no chart: nothing to explain")
    #expect(
      pane.legends(width: 78, height: 4).map { $0.map { (span: Span) in span.text }.joined() }.first
        == "% chance of precipitation")
  }
}

extension WallDisplayEssentialsTests {
  @Test func aLongWarningIsCutToTheRoomLeftNotDropped() {
    let warning = "warning: /home/someone/.config/weathertui/config.toml:1: unknown key 'theem' ignored (i: all)"
    // At 50 columns only the credit, the age and "? help" fit; the status view (i) lists the
    // warning.
    #expect(footer(width: 50, notice: warning) == "└ Open-Meteo.com (CC BY 4.0) · at 14:02 ─ ? help ┘")
    for width in [70, 80, 120] {
      let line = footer(width: width, notice: warning)
      #expect(line.contains("warning: "), "\(width): \(line)")
      #expect(line.contains("updated 14:02"), "\(width): \(line)")
      #expect(DisplayWidth.of(line) == width)
    }
  }

  /// The machine's zone named after the age leaves the warning its room (it was measured on a
  /// shorter form once, and the warning went unseen).
  @Test func aWarningShowsBesideANamedZone() {
    let warning = "warning: the locale de_AT.UTF-8 is not installed, so the screen is ASCII (i: all)"
    for (width, glyphs) in [(80, GlyphSet.unicode), (100, .unicode), (160, .unicode), (100, .ascii), (160, .ascii)] {
      var pane = FooterPane(
        attribution: "Weather data by Open-Meteo.com (CC BY 4.0)",
        fetchedAt: WeatherFixture.now.addingTimeInterval(-180),
        nextRefresh: WeatherFixture.now.addingTimeInterval(420), isStale: false, errorText: nil,
        now: WeatherFixture.now, timeZone: .utc, style: PaneStyle(glyphs: glyphs, units: .metric),
        attributionShort: "Open-Meteo.com (CC BY 4.0)", notice: warning)
      pane.zoneLabel = "UTC"
      var buffer = CellBuffer(width: width, height: 1)
      pane.render(in: buffer.area, into: &buffer)
      let line = buffer.lines[0]
      #expect(line.contains("warning: "), "\(width): \(line)")
      #expect(line.contains("updated 13:02 UTC"), "\(width): \(line)")
    }
  }
}
