import Foundation
import Render
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import Panes

/// The alert list and the alert detail view, fed the project's hostile NWS fixture.
@Suite struct AlertPaneTests {
  let style = PaneStyle(glyphs: .unicode, units: .metric)
  let zone = ZoneDatabase.zone("America/Los_Angeles")!
  /// 2026-08-05 12:00 PDT.
  let now = date("2026-08-05T12:00:00-07:00")

  static func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

  /// The feature of Tests/WeatherProvidersTests/Fixtures/NWS/hostile-escapes.json as an alert
  /// (read with Foundation alone: the panes do not depend on the providers).
  static func hostileAlert() throws -> WeatherAlert {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("WeatherProvidersTests/Fixtures/NWS/hostile-escapes.json")
    let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let features = try #require(root?["features"] as? [[String: Any]])
    let p = try #require(features.first?["properties"] as? [String: Any])
    func text(_ key: String) -> String? { p[key] as? String }
    let headline = ((p["parameters"] as? [String: [String]])?["NWSheadline"])?.first
    return WeatherAlert(
      id: try #require(text("id")), event: try #require(text("event")), headline: headline,
      severity: .severe, urgency: text("urgency"), certainty: text("certainty"),
      areaDescription: text("areaDesc"), effective: text("effective").map(date),
      onset: text("onset").map(date), expires: text("expires").map(date), ends: text("ends").map(date),
      source: try #require(text("senderName")), detailsURL: features.first?["id"] as? String,
      description: text("description"), instruction: text("instruction"))
  }

  var list: [WeatherAlert] {
    get throws {
      [
        try Self.hostileAlert(),
        WeatherAlert(
          id: "aq", event: "Air Quality Alert", severity: .unknown,
          effective: Self.date("2026-08-04T11:01:00-07:00"), expires: Self.date("2026-08-05T17:00:00-07:00"),
          source: "NWS Seattle WA"),
        WeatherAlert(
          id: "heat", event: "Heat Advisory", severity: .moderate,
          effective: Self.date("2026-08-05T08:04:00-07:00"), onset: Self.date("2026-08-05T14:00:00-07:00"),
          expires: Self.date("2026-08-05T16:15:00-07:00"), ends: Self.date("2026-08-06T22:00:00-07:00"),
          source: "NWS Seattle WA"),
      ]
    }
  }

  func draw(_ width: Int, _ height: Int, _ body: (inout CellBuffer, Rect) -> Void) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: height)
    body(&buffer, buffer.area)
    return buffer
  }

  /// No cell holds a control character, and nothing smuggled inside an escape sequence shows.
  func expectHarmless(_ buffer: CellBuffer, sourceLocation: SourceLocation = #_sourceLocation) {
    let text = buffer.lines.joined(separator: "\n")
    for scalar in text.unicodeScalars where scalar != "\n" {
      let value = scalar.value
      #expect(
        !(value < 0x20 || (0x7F...0x9F).contains(value)), "control U+\(String(value, radix: 16)) reached a cell",
        sourceLocation: sourceLocation)
    }
    for smuggled in ["pwned", "52;c", "cm0gLXJm", "evil.example", "$r0m", "q#0"] {
      #expect(!text.contains(smuggled), "\(smuggled) reached the screen", sourceLocation: sourceLocation)
    }
  }

  // MARK: - List

  @Test func listSnapshotMostSevereFirstWithOnsetAndEnd() throws {
    let pane = AlertsPane(status: .covered(try list), now: now, timeZone: zone, style: style)
    let buffer = draw(72, 5) { pane.render(in: $1, into: &$0) }
    expectHarmless(buffer)
    assertSnapshot(buffer.lines, named: "alerts-list-72x5")
    #expect(pane.inForce.map(\.id) == ["urn:oid:2.49.0.1.840.0.hostile.001.1", "heat", "aq"])
  }

  @Test func anAlertLeavesTheListAtItsEndNotAtItsProductExpiry() throws {
    let alerts = try list
    func ids(at time: String) -> [String] {
      AlertsPane(status: .covered(alerts), now: Self.date(time), timeZone: zone, style: style).inForce.map(\.id)
    }
    // The heat advisory's message expires at 16:15 but the hazard runs until tomorrow 22:00.
    #expect(ids(at: "2026-08-05T16:30:00-07:00") == ["urn:oid:2.49.0.1.840.0.hostile.001.1", "heat", "aq"])
    #expect(ids(at: "2026-08-05T17:00:00-07:00") == ["urn:oid:2.49.0.1.840.0.hostile.001.1", "heat"])
    #expect(ids(at: "2026-08-06T22:00:00-07:00") == [])
    let after = AlertsPane(
      status: .covered(alerts), now: Self.date("2026-08-06T22:00:00-07:00"), timeZone: zone, style: style)
    #expect(draw(40, 1) { after.render(in: $1, into: &$0) }.lines == ["No alerts in force"])
  }

  // MARK: - Detail

  @Test func detailSnapshotIsWrappedSanitisedAndInThePlaceZone() throws {
    let pane = AlertDetailPane(alert: try Self.hostileAlert(), now: now, timeZone: zone, style: style)
    let buffer = draw(60, 26) { pane.render(in: $1, into: &$0) }
    expectHarmless(buffer)
    assertSnapshot(buffer.lines, named: "alert-detail-60x26")
  }

  @Test func detailScrollsByOffsetAndSaysWhereThereIsMore() throws {
    let alert = try Self.hostileAlert()
    let top = AlertDetailPane(alert: alert, now: now, timeZone: zone, style: style)
    let total = top.lines(width: 40).count
    #expect(top.maxOffset(width: 40, height: 10) == total - 10)
    let first = draw(40, 10) { top.render(in: $1, into: &$0) }
    #expect(first.lines[9].hasSuffix(" ↓ more"))
    #expect(!first.lines[0].contains("more"))

    var scrolled = top
    scrolled.offset = 1000  // clamped to the end
    let last = draw(40, 10) { scrolled.render(in: $1, into: &$0) }
    expectHarmless(last)
    #expect(last.lines[0].hasSuffix(" ↑ more"))
    #expect(!last.lines[9].contains("more"))
    #expect(last.lines.joined().contains("https://api.weather.gov/alerts/"))
  }

  @Test func detailInASCIIUsesOnlyASCII() throws {
    let ascii = PaneStyle(glyphs: .ascii, units: .metric)
    let pane = AlertDetailPane(alert: try Self.hostileAlert(), now: now, timeZone: zone, style: ascii)
    let buffer = draw(50, 30) { pane.render(in: $1, into: &$0) }
    expectHarmless(buffer)
    #expect(buffer.lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
    #expect(buffer.lines[0].hasPrefix("! SEVERE Flood Warning"))
  }
}

extension AlertPaneTests {
  @Test func theSelectedAlertIsHighlighted() throws {
    let pane = AlertsPane(status: .covered(try list), now: now, timeZone: zone, style: style, selected: 1)
    let buffer = draw(72, 3) { pane.render(in: $1, into: &$0) }
    #expect((0..<72).allSatisfy { buffer[$0, 1].style.reverse })
    #expect(!buffer[0, 0].style.reverse && !buffer[0, 2].style.reverse)
    #expect(buffer.lines[1].hasPrefix("⚠ MODERATE Heat Advisory"))
    #expect(buffer[2, 1].style.role == .alertModerate)
  }
}
