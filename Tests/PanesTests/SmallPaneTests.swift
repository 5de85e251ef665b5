import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

@Suite struct SmallPaneTests {
  let style = PaneStyle(glyphs: .unicode, units: .metric)
  let berlin = ZoneDatabase.zone("Europe/Berlin")!
  let now = WeatherFixture.now

  func draw(_ width: Int, _ height: Int = 1, _ body: (inout CellBuffer, Rect) -> Void) -> [String] {
    var buffer = CellBuffer(width: width, height: height)
    body(&buffer, buffer.area)
    return buffer.lines
  }

  // MARK: - Header

  @Test func headerShowsPlaceCounterAndLocalTime() {
    let header = HeaderPane(
      placeName: "Reykjavík, Iceland", placeIndex: 0, placeCount: 4,
      timeZone: ZoneDatabase.zone("Atlantic/Reykjavik")!, now: now, isDemo: false, style: style)
    #expect(
      draw(60) { header.render(in: $1, into: &$0) } == ["┌ Reykjavík, Iceland ── 1 of 4 ────── Sun 22 Nov 13:05 GMT ┐"])
    #expect(draw(40) { header.render(in: $1, into: &$0) } == ["┌ Reykjavík, Iceland ── 1 of 4 ─ 13:05 ┐"])
    #expect(draw(30) { header.render(in: $1, into: &$0) } == ["┌ Reykjav… ── 1 of 4 ─ 13:05 ┐"])
  }

  @Test func headerMarksDemoDataAndUsesThePlaceZone() {
    let header = HeaderPane(
      placeName: "Berlin", placeIndex: 0, placeCount: 1, timeZone: berlin, now: now, isDemo: true, style: style)
    var buffer = CellBuffer(width: 50, height: 1)
    header.render(in: buffer.area, into: &buffer)
    #expect(buffer.lines == ["┌ Berlin  DEMO  ─────────── Sun 22 Nov 14:05 CET ┐"])
    #expect(buffer[10, 0].style.reverse)
    #expect(buffer[10, 0].style.role == .warning)
  }

  @Test func demoMarkerSurvivesLongNames() {
    let header = HeaderPane(
      placeName: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", placeIndex: 0, placeCount: 2,
      timeZone: berlin, now: now, isDemo: true, style: style)
    var buffer = CellBuffer(width: 50, height: 1)
    header.render(in: buffer.area, into: &buffer)
    // The name is clipped before "n of m" goes: a wall display always says which place it is.
    #expect(buffer.lines == ["┌ Llanfairpwllgwyngyll…  DEMO  ── 1 of 2 ─ 14:05 ┐"])
  }

  @Test func headerNeutralisesHostileNames() {
    let header = HeaderPane(
      placeName: "Evil\u{1B}]0;pwned\u{07}ville", placeIndex: 0, placeCount: 1, timeZone: berlin, now: now,
      isDemo: false, style: style)
    #expect(draw(40) { header.render(in: $1, into: &$0) } == ["┌ Evilville ───── Sun 22 Nov 14:05 CET ┐"])
  }

  // MARK: - Next hour

  @Test func nextHourLines() {
    func line(_ minutes: [MinuteWeather]) -> String {
      draw(60) {
        NextHourPane(minutes: minutes, hourly: WeatherFixture.hourly(zone: berlin), now: now, style: style).render(
          in: $1, into: &$0)
      }[0]
    }
    #expect(line([]) == "Minute precipitation not available here")
    // Open-Meteo serves no summary: the sentence is ours, and marked so.
    #expect(line(WeatherFixture.rainSoon) == "≈ Rain starting in 25 min  ▁▁▁▁▁▂▂▂▄▄▄▃")
    let dry = (0..<5).map {
      MinuteWeather(date: WeatherFixture.utc(Double($0) * 0.25), duration: 900, precipitationIntensity: 0)
    }
    #expect(line(dry) == "≈ No precipitation for the next hour")
  }

  @Test func aCardsNextHourNamesClockTimesThatStayPut() {
    func line(_ minutes: [MinuteWeather], at now: Date, width: Int = 60) -> String {
      var pane = NextHourPane(minutes: minutes, hourly: WeatherFixture.hourly(zone: berlin), now: now, style: style)
      pane.timeZone = berlin
      pane.usesClockTimes = true
      return draw(width) { pane.render(in: $1, into: &$0) }[0]
    }
    // The rain's step starts at 13:30 UTC, 14:30 in Berlin; no sparkline that shifts every five minutes.
    for seconds: TimeInterval in [0, 40, 60, 1190] {
      #expect(line(WeatherFixture.rainSoon, at: now.addingTimeInterval(seconds)) == "≈ Rain starting at 14:30")
    }
    #expect(line(WeatherFixture.rainSoon, at: now, width: 20) == "≈ Rain from 14:30")
    // From 13:30 the data covers 45 wet minutes and then ends: not a forecast that it stops.
    #expect(line(WeatherFixture.rainSoon, at: WeatherFixture.utc(0.5)) == "≈ Light rain through 15:15")
    let stopping = [0.8, 0.8, 0, 0, 0].enumerated().map { i, rate in
      MinuteWeather(date: WeatherFixture.utc(Double(i) * 0.25), duration: 900, precipitationIntensity: rate)
    }
    #expect(line(stopping, at: now) == "≈ Rain stopping at 14:30")
    #expect(line(stopping, at: now, width: 20) == "≈ Rain until 14:30")
  }

  // MARK: - Alerts

  @Test func alertsStatesAreSaidPlainly() {
    func lines(_ status: AlertStatus, height: Int = 1) -> [String] {
      draw(70, height) {
        AlertsPane(status: status, now: now, timeZone: berlin, style: style).render(in: $1, into: &$0)
      }
    }
    #expect(
      lines(.noSource(reason: "No official alert source covers this place")) == [
        "No official alert source covers this place"
      ])
    #expect(lines(.covered([])) == ["No alerts in force"])
    #expect(
      lines(WeatherFixture.berlinAlerts, height: 2) == [
        "⚠ SEVERE Storm Gusts until 18:00 · Deutscher Wetterdienst",
        "⚠ MODERATE Black Ice until Mon 10:05 · Deutscher Wetterdienst",
      ])
    #expect(
      lines(WeatherFixture.berlinAlerts) == ["⚠ SEVERE Storm Gusts until 18:00 · Deutscher Wetterdienst  +1 more"])
    #expect(
      lines(WeatherFixture.berlinAlerts, height: 4) == [
        "⚠ SEVERE Storm Gusts until 18:00 · Deutscher Wetterdienst",
        "⚠ MODERATE Black Ice until Mon 10:05 · Deutscher Wetterdienst",
        "  Storm gusts of 70 to 85 km/h from the south-west are expected.",
        "  Secure loose objects.",
      ])
  }

  @Test func expiredAlertsAreNotInForce() {
    let old = WeatherAlert(
      id: "x", event: "Old", severity: .extreme, expires: now.addingTimeInterval(-60), source: "NWS")
    let pane = AlertsPane(status: .covered([old]), now: now, timeZone: berlin, style: style)
    #expect(pane.inForce.isEmpty)
    #expect(draw(40) { pane.render(in: $1, into: &$0) } == ["No alerts in force"])
  }

  @Test func severityIsColoured() {
    var buffer = CellBuffer(width: 70, height: 1)
    AlertsPane(status: WeatherFixture.berlinAlerts, now: now, timeZone: berlin, style: style).render(
      in: buffer.area, into: &buffer)
    #expect(buffer[2, 0].style.role == .alertSevere)
    #expect(buffer[2, 0].style.bold)
  }

  // MARK: - Footer

  @Test func footerFreshAndStale() {
    func line(stale: Bool, error: String? = nil, width: Int = 80) -> String {
      draw(width) {
        FooterPane(
          attribution: Attribution.openMeteo.text, fetchedAt: now.addingTimeInterval(-7500),
          nextRefresh: now.addingTimeInterval(300), isStale: stale, errorText: error, now: now, timeZone: berlin,
          style: style
        )
        .render(in: $1, into: &$0)
      }[0]
    }
    #expect(
      line(stale: false, width: 100)
        == "└ Weather data by Open-Meteo.com (CC BY 4.0) · updated 12:00 · next 14:10 ───────────────── ? help ┘")
    #expect(line(stale: true) == "└ Weather data by Open-Meteo.com (CC BY 4.0) · STALE 2 h 5 min ──────── ? help ┘")
    #expect(
      line(stale: true, error: "offline: connection refused", width: 120)
        == "└ Weather data by Open-Meteo.com (CC BY 4.0) · STALE · data 2 h 5 min old · offline: connection refused ─────── ? help ┘"
    )
  }

  @Test func staleWithoutATimestampStillSaysStale() {
    let line = draw(60) {
      FooterPane(
        attribution: "Data by X", fetchedAt: nil, nextRefresh: nil, isStale: true, errorText: nil,
        now: now, timeZone: berlin, style: style
      ).render(in: $1, into: &$0)
    }[0]
    #expect(line == "└ Data by X · STALE ─────────────────────────────── ? help ┘")
  }

  @Test func ages() {
    #expect(FooterPane.age(30) == "under a minute")
    #expect(FooterPane.age(7 * 60) == "7 min")
    #expect(FooterPane.age(7500) == "2 h 5 min")
    #expect(FooterPane.age(3 * 3600) == "3 h")
    #expect(FooterPane.age(76 * 3600) == "3 d 4 h")
  }

  // MARK: - Overlays and messages

  @Test func tooSmallSaysWhatIsNeeded() {
    let pane = TooSmallPane(needed: (50, 15), style: style)
    #expect(pane.message(width: 40, height: 12) == "Terminal too small: need 50×15, have 40×12")
    #expect(
      TooSmallPane(needed: (50, 15), style: PaneStyle(glyphs: .ascii, units: .metric)).message(width: 40, height: 12)
        == "Terminal too small: need 50x15, have 40x12")
  }

  @Test func helpOverlayIsACentredBox() {
    let help = HelpOverlayPane(
      bindings: [KeyHint(keys: "q", action: "quit"), KeyHint(keys: "← →", action: "scroll hours")],
      closing: [KeyHint(keys: "Esc", action: "closes")], style: style)
    #expect(
      draw(30, 6) { help.render(in: $1, into: &$0) } == [
        "",
        "    ┌ Keys ─────────────┐",
        "    │ q    quit         │",
        "    │ ← →  scroll hours │",
        "    └─────── Esc closes ┘",
        "",
      ])
  }
}
