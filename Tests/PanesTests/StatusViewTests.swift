import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

/// The status view (`i`) says, for every place, how old its data is and why its refresh failed,
/// in full, and lists every warning; it scrolls rather than cutting.
@Suite struct StatusViewTests {
  let now = WeatherFixture.now
  let utc = ZoneDatabase.zone("UTC")!
  let reason =
    "Open-Meteo answered HTTP 503 (The service is overloaded); the service has a problem, try again in a few minutes"

  var report: StatusReport {
    StatusReport(
      places: [
        .init(
          name: "Berlin", fetchedAt: now.addingTimeInterval(-300), staleAt: now.addingTimeInterval(600),
          isStale: false, failure: reason, failedAt: now.addingTimeInterval(-60)),
        .init(
          name: "Hobart", fetchedAt: now.addingTimeInterval(-7500), staleAt: now.addingTimeInterval(-5000),
          isStale: true, failure: reason, failedAt: now.addingTimeInterval(-60)),
        .init(name: "Tucson", fetchedAt: nil, staleAt: nil, isStale: false, isUpdating: true),
      ],
      notices: [
        .init(isWarning: true, text: "config.toml:3: unknown key 'theem' ignored", firstAt: now, lastAt: now),
        .init(isWarning: false, text: reason, firstAt: now.addingTimeInterval(-300), lastAt: now, count: 4),
      ], providerName: "Open-Meteo", refreshInterval: 600, nextRefresh: now.addingTimeInterval(60), now: now,
      timeZone: utc)
  }

  func render(_ width: Int, _ height: Int, offset: Int = 0) -> [String] {
    var buffer = CellBuffer(width: width, height: height)
    StatusView(
      report: report, style: PaneStyle(glyphs: .unicode, units: .metric), offset: offset,
      hints: [
        KeyHint(keys: "Esc i", action: "back", isEssential: true), KeyHint(keys: "↓ j", action: "down"),
        KeyHint(keys: "PgDn", action: "page down"),
      ]
    ).render(in: buffer.area, into: &buffer)
    return buffer.lines
  }

  @Test func aPlacesClimateFailureIsListedInFull() {
    var report = self.report
    let failure =
      "Open-Meteo refused the request: Parameter 'start_date' is out of allowed range; check the place's coordinates and time zone, or report this as a weathertui bug (asked again at 15:05)"
    report.places[2].climateFailure = failure
    var buffer = CellBuffer(width: 80, height: 40)
    StatusView(report: report, style: PaneStyle(glyphs: .unicode, units: .metric), offset: 0, hints: [])
      .render(in: buffer.area, into: &buffer)
    let text = buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(text.contains("Climate for Tucson unavailable: Open-Meteo refused the request"), "\(text)")
    #expect(text.contains("or report this as a weathertui bug (asked again at 15:05)"), "\(text)")
  }

  @Test func everythingIsThereInFullAt80x24() {
    let text = render(80, 24).joined(separator: "\n")
    #expect(text.contains("times in UTC"), "the view says whose clock its times are on")
    #expect(text.contains("Berlin · updated 13:00, stale from 13:15; failed"))
    #expect(text.contains("Hobart · STALE, data 2 h 5 min old (11:00); failed"), "\(text)")
    #expect(text.contains("Tucson · no data yet, updating…"))
    // The reason once, whole (wrapped), not once per place.
    let flat = render(80, 24).map { $0.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces) }.joined(
      separator: " ")
    #expect(flat.contains("Refresh failed 13:04 (Berlin, Hobart): " + reason))
    #expect(flat.contains("config.toml:3: unknown key 'theem' ignored"))
    #expect(flat.contains("13:05 (4× since 13:00) refresh failed: " + reason))
  }

  @Test func at50x15ItScrollsAndSaysHowMuchLiesBelow() {
    let top = render(50, 15)
    #expect(top.last?.contains("more below") == true, "\(top.joined(separator: "\n"))")
    #expect(top.last?.contains("Esc i back") == true, "the way out is never dropped")
    let view = StatusView(report: report, style: PaneStyle(glyphs: .unicode, units: .metric))
    let bottom = render(50, 15, offset: view.maxOffset(width: 50, height: 15))
    #expect(bottom.last?.contains("more below") == false)
    #expect(bottom.joined().contains("theem"))
    for line in top + bottom { #expect(DisplayWidth.of(line) == 50) }
  }
}
