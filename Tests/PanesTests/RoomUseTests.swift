import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

/// Large screens used to the edge (#47): at 160×48, 200×60 and 300×80, with 1, 3 and 9 places,
/// no pane of the dashboard shows more than four blank rows in a row while anything that fits
/// was left out. Something always fits (the curve takes the rows nothing else wants), so no
/// pane may show more than four at all; and every day, every alert with its words, the tabs and
/// the air are there.
@Suite struct RoomUseTests {
  typealias W = WeatherFixture

  static let sizes = [(160, 48), (200, 60), (300, 80)]
  /// The most blank rows in a row a pane may show.
  static let longestBlankRun = 4

  /// `count` places, Berlin (two alerts, the air), Reykjavík (no alert source) and Chicago (no
  /// alerts) in turn; the one at `selected` on screen.
  func content(places count: Int, selected: Int, glyphs: GlyphSet = .unicode) -> DashboardContent {
    let locations = [W.berlin, W.reykjavik, W.chicago]
    let alerts = [W.berlinAlerts, W.noAlertSource, .covered([])]
    let index = selected % 3
    var content = DashboardContent(
      weather: W.weather(at: locations[index], alerts: alerts[index]), placeName: "", placeIndex: selected,
      placeCount: count, units: .metric, now: W.now, fetchedAt: W.now.addingTimeInterval(-300),
      nextRefresh: W.now.addingTimeInterval(600), glyphs: glyphs, localTimeZone: ZoneDatabase.zone("UTC")!,
      placeTabs: count > 1
        ? (0..<count).map { PlaceTab(name: locations[$0 % 3].name, temperature: 3, hasAlert: $0 % 3 == 0) } : [])
    if index == 0 { content.airQuality = AirQualityPaneTests.air }
    return content
  }

  func render(_ content: DashboardContent, _ width: Int, _ height: Int) -> [String] {
    var buffer = CellBuffer(width: width, height: height)
    DashboardView(content: content).render(into: &buffer)
    return buffer.lines
  }

  /// The panes of a framed screen: the rows under the top edge and under each "├" edge, up to
  /// the next edge, without the frame's sides; each named by the edge above it.
  static func panes(_ lines: [String]) -> [(name: String, rows: [String])] {
    var panes: [(name: String, rows: [String])] = []
    for line in lines.dropLast() {
      if line.hasPrefix("┌") || line.hasPrefix("├") || line.hasPrefix("+") {
        panes.append((String(line.prefix(24)), []))
      } else if !panes.isEmpty {
        panes[panes.count - 1].rows.append(String(line.dropFirst().dropLast()))
      }
    }
    return panes
  }

  /// The most rows in a row with nothing on them.
  static func longestBlankRun(_ rows: [String]) -> Int {
    var longest = 0
    var run = 0
    for row in rows {
      run = row.allSatisfy { $0 == " " } ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  @Test func noPaneLeavesRowsBlankOnALargeScreen() {
    for (width, height) in Self.sizes {
      for places in [1, 3, 9] {
        for selected in 0..<min(places, 3) {
          let content = content(places: places, selected: selected)
          let lines = render(content, width, height)
          let screen = "\(width)×\(height), \(places) places, place \(selected + 1)"
          for pane in Self.panes(lines) {
            #expect(
              Self.longestBlankRun(pane.rows) <= Self.longestBlankRun,
              "\(screen): \(pane.name) has \(Self.longestBlankRun(pane.rows)) blank rows\n\(lines.joined(separator: "\n"))"
            )
          }
          // Nothing that fits was left out.
          let page = DashboardView(content: content).page(
            content.weather!, in: Rect(x: 0, y: 0, width: width, height: height))
          let days = page.sections.compactMap { $0 as? DaysSection }[0]
          let plan = days.plan(height: page.height(of: DaysSection.self))
          #expect(plan.shown == 10, "\(screen): every day, \(plan)")
          let alerts = page.sections.compactMap { $0 as? AlertsSection }[0]
          #expect(page.height(of: AlertsSection.self) >= alerts.rows(width: width - 2).preferred, "\(screen): alerts")
          #expect(places == 1 || page.height(of: TabsSection.self) == 1, "\(screen): tabs")
          #expect(content.airQuality == nil || page.height(of: AirSection.self) > 0, "\(screen): the air")
          let now = page.sections.compactMap { $0 as? CurrentSection }[0]
          #expect(page.height(of: CurrentSection.self) > now.figureRows, "\(screen): the figures")
        }
      }
    }
  }

  @Test func asciiScreensToo() {
    for (width, height) in Self.sizes {
      let lines = render(content(places: 3, selected: 0, glyphs: .ascii), width, height)
      for pane in Self.panes(lines) {
        #expect(Self.longestBlankRun(pane.rows) <= Self.longestBlankRun, "\(width)×\(height) ASCII: \(pane.name)")
      }
      #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }
  }

  /// The overview's grid (its cards' contents are theirs): every row of cards reaches the
  /// screen's right edge and the rows its bottom, within what does not divide evenly.
  @Test func theOverviewsGridLeavesNoCellEmpty() {
    for (width, height) in Self.sizes {
      for places in [1, 3, 5, 9] {
        let grid = OverviewPane.grid(in: Rect(x: 0, y: 0, width: width, height: height))
        let layout = OverviewLayout(placeCount: places, width: grid.width, height: grid.height, longestName: 10)
        let shown = min(places, layout.perPage)
        let frames = (0..<shown).map { layout.frame(ofSlot: $0, of: shown, in: grid) }
        for top in Set(frames.map(\.y)) {
          let right = frames.filter { $0.y == top }.map(\.maxX).max() ?? 0
          #expect(grid.maxX - right < layout.columns, "\(places) at \(width)×\(height): row at \(top) ends at \(right)")
        }
        #expect(grid.maxY - (frames.map(\.maxY).max() ?? 0) < layout.rows, "\(places) at \(width)×\(height)")
      }
    }
  }
}
