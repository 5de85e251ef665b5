import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

/// A severity WeatherTUI worked out (ECCC grades by colour) is marked as computed wherever it
/// shows, and the alert view says from what and how.
@Suite struct ComputedSeverityPaneTests {
  let style = PaneStyle(glyphs: .unicode, units: .metric)
  let zone = ZoneDatabase.zone("America/Halifax")!
  let now = Date(timeIntervalSince1970: 1_785_000_000)

  var heat: WeatherAlert {
    var alert = WeatherAlert(
      id: "h", event: "heat warning", severity: .moderate, ends: now.addingTimeInterval(3600),
      source: "Environment Canada")
    alert.severityDerivation = Derivation(
      dataset: .weatherAlerts, field: "alerts[].severity", derivedFrom: "ECCC risk_colour_en",
      method: "yellow moderate, orange severe, red extreme")
    return alert
  }

  @Test func theLineMarksTheGradeAfterNew() {
    var pane = AlertsPane(status: .covered([heat]), now: now, timeZone: zone, style: style)
    pane.newAlertIDs = ["h"]
    var buffer = CellBuffer(width: 80, height: 1)
    pane.render(in: buffer.area, into: &buffer)
    #expect(buffer.lines[0].hasPrefix("⚠ NEW ≈MODERATE heat warning until"), "\(buffer.lines[0])")
    #expect(pane.showsComputedMark)
    var served = heat
    served.severityDerivation = nil
    #expect(!AlertsPane(status: .covered([served]), now: now, timeZone: zone, style: style).showsComputedMark)
  }

  @Test func theAlertViewMarksItAndSaysTheRule() {
    let lines = AlertDetailPane(alert: heat, now: now, timeZone: zone, style: style).lines(width: 80)
      .map { $0.map(\.text).joined() }
    #expect(lines.first == "⚠ ≈MODERATE heat warning")
    // Wrapped under the mark, the rule as the JSON's `derived` gives it.
    #expect(lines.contains("≈ severity computed by WeatherTUI from ECCC risk_colour_en: yellow moderate,"), "\(lines)")
    #expect(lines.contains("  orange severe, red extreme"), "\(lines)")
  }
}
