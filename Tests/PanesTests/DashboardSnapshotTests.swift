import Foundation
import Render
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import Panes

@Suite struct DashboardSnapshotTests {
  func content(_ weather: Weather?, name: String = "", glyphs: GlyphSet = .unicode, index: Int = 0, count: Int = 1)
    -> DashboardContent
  {
    DashboardContent(
      weather: weather, placeName: name, placeIndex: index, placeCount: count, units: .metric,
      now: WeatherFixture.now, fetchedAt: WeatherFixture.now.addingTimeInterval(-300),
      nextRefresh: WeatherFixture.now.addingTimeInterval(600), glyphs: glyphs,
      localTimeZone: ZoneDatabase.zone("UTC")!)
  }

  func render(_ content: DashboardContent, _ width: Int, _ height: Int) -> [String] {
    var buffer = CellBuffer(width: width, height: height)
    DashboardView(content: content).render(into: &buffer)
    return buffer.lines
  }

  @Test func berlin80x24() {
    let weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts)
    assertSnapshot(render(content(weather, index: 0, count: 4), 80, 24), named: "berlin-80x24")
  }

  @Test func reykjavik120x40() {
    let weather = WeatherFixture.weather(at: WeatherFixture.reykjavik, alerts: WeatherFixture.noAlertSource)
    assertSnapshot(render(content(weather, index: 1, count: 4), 120, 40), named: "reykjavik-120x40")
  }

  @Test func berlinASCII80x24() {
    let weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts)
    assertSnapshot(render(content(weather, glyphs: .ascii), 80, 24), named: "berlin-ascii-80x24")
  }

  @Test func minimumSize() {
    let weather = WeatherFixture.weather(at: WeatherFixture.chicago, alerts: .covered([]))
    assertSnapshot(
      render(content(weather), DashboardLayout.minimumWidth, DashboardLayout.minimumHeight), named: "chicago-minimum")
  }

  @Test func tooSmall() {
    let weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts)
    assertSnapshot(render(content(weather), 40, 12), named: "too-small-40x12")
  }

  @Test func loading() {
    assertSnapshot(render(content(nil, name: "Berlin"), 60, 15), named: "loading-60x15")
    // A place added while Open-Meteo's minute is spent says why it waits, not only "Loading…".
    var waiting = content(nil, name: "Berlin")
    waiting.waitNotice = "waiting for Open-Meteo's per-minute limit until 14:06"
    #expect(
      render(waiting, 80, 15).contains { $0.contains("waiting for Open-Meteo's per-minute limit until 14:06.") },
      "\(render(waiting, 80, 15).joined(separator: "\n"))")
  }

  @Test func oncePage() {
    let weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts)
    assertSnapshot(OncePage(content: content(weather)).render(width: 80).lines, named: "once-berlin-80")
  }
}

extension DashboardSnapshotTests {
  @Test func imperialWithHelpOverlay() {
    let weather = WeatherFixture.weather(
      at: WeatherFixture.chicago,
      alerts: .covered([
        WeatherAlert(
          id: "w", event: "Winter Storm Warning", severity: .severe, expires: WeatherFixture.utc(5),
          source: "NWS Chicago IL")
      ]))
    var c = content(weather, index: 2, count: 3)
    c.units = .imperial
    c.overlay = .help(
      [
        KeyHint(keys: "q", action: "quit"), KeyHint(keys: "← →", action: "scroll hours"),
        KeyHint(keys: "Tab", action: "next place"), KeyHint(keys: "u", action: "switch units"),
        KeyHint(keys: "r", action: "refresh now"), KeyHint(keys: "?", action: "this help"),
      ], closing: [KeyHint(keys: "any other key", action: "closes")])
    assertSnapshot(render(c, 100, 30), named: "chicago-imperial-help-100x30")
  }

  @Test func staleWithError() {
    let weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: .covered([]))
    var c = content(weather)
    c.isStale = true
    c.fetchedAt = WeatherFixture.now.addingTimeInterval(-7500)
    c.errorText = "offline: could not reach api.open-meteo.com"
    c.isDemo = true
    c.hourScroll = 6
    assertSnapshot(render(c, 90, 24), named: "berlin-stale-scrolled-90x24")
  }
}
