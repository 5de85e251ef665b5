import Foundation
import Panes
import Render
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import WeatherTUIApp

/// Every overlay drawn from the real key tables, as a person sees it at the 50×15 minimum, at
/// 80×24 and at 200×50, and in ASCII at 80×24: keys readable, the way out never dropped.
@Suite struct OverlaySnapshotTests {
  static let sizes = [(50, 15), (80, 24), (200, 50)]
  static let now = Date(timeIntervalSince1970: 1_785_960_000)  // 2026-08-05 20:00 UTC
  static let zone = ZoneDatabase.zone("America/Chicago")!

  func style(_ glyphs: GlyphSet) -> PaneStyle { PaneStyle(glyphs: glyphs, units: .metric) }

  /// Draws `render` into a `width` × `height` screen whose last row still shows the
  /// dashboard's footer, as the real screen does when an overlay opens.
  func draw(
    _ width: Int, _ height: Int, glyphs: GlyphSet = .unicode, _ render: (inout CellBuffer, Rect) -> Void
  ) -> [String] {
    var buffer = CellBuffer(width: width, height: height)
    let footer = String(repeating: glyphs.text("Weather data by Open-Meteo.com · ? help + "), count: 5)
    buffer.put(DisplayWidth.clip(footer, to: width), x: 0, y: height - 1, style: CellStyle(role: .dim))
    render(&buffer, buffer.area)
    return buffer.lines
  }

  func expectSevenBit(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for (number, line) in lines.enumerated() {
      let high = line.utf8.filter { $0 >= 0x80 }
      #expect(high.isEmpty, "line \(number + 1) has bytes ≥ 0x80: \(line)", sourceLocation: sourceLocation)
    }
  }

  // MARK: - Help

  func help(_ glyphs: GlyphSet) -> HelpOverlayPane {
    HelpOverlayPane(
      bindings: KeyTable.helpRows(glyphs: glyphs), closing: KeyTable.closesOnAnyKey.hints(glyphs: glyphs),
      style: style(glyphs))
  }

  @Test(arguments: sizes) func help(_ width: Int, _ height: Int) {
    let lines = draw(width, height) { help(.unicode).render(in: $1, into: &$0) }
    assertSnapshot(lines, named: "help-\(width)x\(height)")
    let text = lines.joined(separator: "\n")
    #expect(text.contains(/\sq +quit/), "the dashboard's quit is never dropped")
    #expect(text.contains("any key closes"))
    #expect(!text.contains("more: enlarge"), "every key fits from the minimum size up")
    for row in KeyTable.helpRows(glyphs: .unicode) {
      #expect(text.contains(row.keys.isEmpty ? row.action : row.keys), "\(row.keys) \(row.action) is listed")
    }
  }

  @Test func helpInASCII() {
    let lines = draw(80, 24, glyphs: .ascii) { help(.ascii).render(in: $1, into: &$0) }
    assertSnapshot(lines, named: "help-ascii-80x24")
    expectSevenBit(lines)
    let text = lines.joined(separator: "\n")
    #expect(text.contains("<- -> h l"))
    #expect(text.contains(/\sq +quit/))
  }

  @Test func helpBelowTheMinimumDropsTheLeastImportantAndSaysSo() {
    let lines = draw(50, 9) { help(.unicode).render(in: $1, into: &$0) }
    let text = lines.joined(separator: "\n")
    #expect(text.contains("more: enlarge"))
    #expect(text.contains("q"), "quit stays")
  }

  // MARK: - The search box

  func searchBox(_ glyphs: GlyphSet) -> PlaceSearchPane {
    let box = PlaceSearchBox(
      query: "Springfield", message: nil,
      rows: [
        .init(name: "Springfield", detail: "Illinois, United States", population: 116_250),
        .init(name: "Springfield", detail: "Missouri, United States", population: 169_176),
        .init(name: "Springfield", detail: "Massachusetts, United States", population: 155_929),
      ], selection: 1, hints: KeyTable.search.hints(glyphs: glyphs))
    return PlaceSearchPane(box: box, style: style(glyphs))
  }

  @Test(arguments: sizes) func search(_ width: Int, _ height: Int) {
    let lines = draw(width, height) { searchBox(.unicode).render(in: $1, into: &$0) }
    assertSnapshot(lines, named: "search-\(width)x\(height)")
    let text = lines.joined(separator: "\n")
    #expect(text.contains("Enter add") && text.contains("Esc cancel"))
    #expect(text.contains("↑ ↓"))
  }

  @Test func searchInASCII() {
    let lines = draw(80, 24, glyphs: .ascii) { searchBox(.ascii).render(in: $1, into: &$0) }
    assertSnapshot(lines, named: "search-ascii-80x24")
    expectSevenBit(lines)
    #expect(lines.joined().contains("Up Down choose"))
  }

  // MARK: - The remove question

  @Test(arguments: sizes) func removeQuestion(_ width: Int, _ height: Int) {
    let pane = ConfirmPane(
      question: "Remove Springfield, Illinois?", answers: KeyTable.confirm.hints(glyphs: .unicode),
      style: style(.unicode))
    let lines = draw(width, height) { pane.render(in: $1, into: &$0) }
    assertSnapshot(lines, named: "remove-\(width)x\(height)")
    let text = lines.joined(separator: "\n")
    #expect(text.contains("Remove Springfield, Illinois?"))
    #expect(text.contains("y remove it") && text.contains("n or any other key keep it"))
  }

  // MARK: - The alert view

  static let alert = WeatherAlert(
    id: "standin", event: "Severe Thunderstorm Warning",
    headline:
      "Severe Thunderstorm Warning issued August 5 at 2:58PM CDT until August 5 at 4:00PM CDT by NWS Lincoln IL",
    severity: .severe, urgency: "Immediate", certainty: "Observed", areaDescription: "Sangamon, IL; Menard, IL",
    effective: now.addingTimeInterval(-3600), expires: now.addingTimeInterval(7200), source: "NWS Lincoln IL",
    detailsURL: "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.b2c0a0a6f3e3a7c7e1f0d1c0b9a8f7e6d5c4b3a2.001.1",
    description:
      "At 257 PM CDT, a severe thunderstorm was located near Springfield, moving east at 35 mph.\n\n"
      + "HAZARD...60 mph wind gusts and quarter size hail.\n\nSOURCE...Radar indicated.",
    instruction: "For your protection move to an interior room on the lowest floor of a building.")

  func alertView(_ glyphs: GlyphSet, offset: Int = 0) -> AlertView {
    AlertView(
      detail: AlertDetailPane(
        alert: Self.alert, now: Self.now, timeZone: Self.zone, style: style(glyphs), offset: offset),
      hints: KeyTable.alertDetail.hints(glyphs: glyphs))
  }

  @Test(arguments: sizes) func alert(_ width: Int, _ height: Int) {
    let lines = draw(width, height) { alertView(.unicode).render(in: $1, into: &$0) }
    assertSnapshot(lines, named: "alert-\(width)x\(height)")
    #expect(lines[height - 1].hasPrefix("Esc q back"), "the way back is always on the hint line")
    #expect(!lines.joined().contains("help +"), "nothing of the footer under it shows through")
  }

  @Test func alertInASCII() {
    let lines = draw(80, 24, glyphs: .ascii) { alertView(.ascii).render(in: $1, into: &$0) }
    assertSnapshot(lines, named: "alert-ascii-80x24")
    expectSevenBit(lines)
    #expect(lines[23].hasPrefix("Esc q back"))
  }

  @Test(arguments: 50...120) func theAlertHintKeepsTheWayBackAtEveryWidth(_ width: Int) {
    let lines = draw(width, 15, glyphs: .ascii) { alertView(.ascii).render(in: $1, into: &$0) }
    #expect(lines[14].hasPrefix("Esc q back"))
    #expect(lines[14].count <= width)
    #expect(!lines[14].contains("."), "hints are dropped whole, not cut: \(lines[14])")
  }
}

// MARK: - Status

extension OverlaySnapshotTests {
  static let statusReason =
    "Open-Meteo answered HTTP 503 (The service is overloaded); the service has a problem, try again in a few minutes"

  func status(_ glyphs: GlyphSet, offset: Int = 0) -> StatusView {
    let now = Self.now
    let report = StatusReport(
      places: [
        .init(
          name: "Chicago", fetchedAt: now.addingTimeInterval(-240), staleAt: now.addingTimeInterval(660),
          isStale: false, failure: Self.statusReason, failedAt: now.addingTimeInterval(-60)),
        .init(
          name: "Springfield, Illinois", fetchedAt: now.addingTimeInterval(-9000),
          staleAt: now.addingTimeInterval(-8100), isStale: true, failure: Self.statusReason,
          failedAt: now.addingTimeInterval(-60)),
      ],
      notices: [
        .init(
          isWarning: true, text: "/home/u/.config/weathertui/config.toml:1: unknown key 'theem' ignored",
          firstAt: now.addingTimeInterval(-600), lastAt: now.addingTimeInterval(-600)),
        .init(
          isWarning: false, text: Self.statusReason, firstAt: now.addingTimeInterval(-480),
          lastAt: now.addingTimeInterval(-60), count: 3),
      ], providerName: "Open-Meteo", refreshInterval: 600, nextRefresh: now.addingTimeInterval(120), now: now,
      timeZone: Self.zone)
    return StatusView(
      report: report, style: PaneStyle(glyphs: glyphs, units: .metric, hourCycle: .twelveHour), offset: offset,
      hints: KeyTable.status.hints(glyphs: glyphs))
  }

  @Test(arguments: sizes) func status(_ width: Int, _ height: Int) {
    let view = status(.unicode)
    let lines = draw(width, height) { view.render(in: $1, into: &$0) }
    assertSnapshot(lines, named: "status-\(width)x\(height)")
    #expect(lines.last?.contains("Esc i back") == true, "the way out is never dropped")
    // Scrolled to the end, the whole reason and the oldest warning are readable.
    let end = draw(width, height) {
      status(.unicode, offset: view.maxOffset(width: width, height: height)).render(in: $1, into: &$0)
    }
    #expect(end.joined().contains("theem"))
    #expect(end.last?.contains("more below") == false)
  }

  @Test func statusInASCII() {
    let lines = draw(80, 24, glyphs: .ascii) { status(.ascii).render(in: $1, into: &$0) }
    assertSnapshot(lines, named: "status-ascii-80x24")
    expectSevenBit(lines)
  }
}
