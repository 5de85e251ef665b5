import Foundation
import Render
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import Panes

/// A large screen uses its room: block figures for the temperature and the clock, every
/// alert's text, and no figure that makes anything else harder to read.
@Suite struct LargeScreenTests {
  typealias W = WeatherFixture

  func render(_ width: Int, _ height: Int, big: Bool = false, glyphs: GlyphSet = .unicode) -> [String] {
    let weather = W.weather(at: W.berlin, alerts: W.berlinAlerts)
    var content = DashboardContent(
      weather: weather, placeName: "", units: .metric, now: W.now, fetchedAt: W.now.addingTimeInterval(-300),
      nextRefresh: W.now.addingTimeInterval(600), glyphs: glyphs, localTimeZone: ZoneDatabase.zone("UTC")!)
    content.prefersBigFigures = big
    var buffer = CellBuffer(width: width, height: height)
    DashboardView(content: content).render(into: &buffer)
    return buffer.lines
  }

  @Test func largeScreensDrawTheTemperatureAndTheClockInBigType() {
    let lines = render(200, 60)
    assertSnapshot(lines, named: "berlin-200x60")
    // 3 °C and 14:05 in Berlin in the dot font (no font passed in): the temperature as tall as
    // the card's nine rows allow the dot font (15 of 18 dots), the clock a third of it.
    #expect(lines[1].hasPrefix("│ █████████   ██████"), "\(lines[1])")
    #expect(lines[8].hasPrefix("│ ▀▀▀▀▀▀▀▀▀"), "eight rows: \(lines[8])")
    #expect(lines[1].hasSuffix("▄█  █ █ ▄ █▀█ █▀▀ │"), "the clock at the right: \(lines[1])")
    #expect(lines[1].contains("Cloudy · feels −1°"), "without a font the words stay beside the figures")
  }

  @Test func everyAlertsTextShowsWhereThereIsRoom() {
    let lines = render(200, 60)
    #expect(lines.contains { $0.contains("Storm gusts of 70 to 85 km/h") })
    #expect(!lines.joined().contains("\u{1B}"), "served text reaches the screen clean")
  }

  @Test func mediumScreensKeepText() {
    let lines = render(120, 40)
    #expect(lines[1].hasPrefix("│ ☁ 3°C"), "below 140×40 the card is text: \(lines[1])")
  }

  @Test func bigAsksForFiguresOnSmallerScreensWithoutLosingAPane() {
    let lines = render(100, 30, big: true)
    #expect(lines.contains { $0.contains("▀") || $0.contains("▄") }, "compact figures at 100×30")
    for pane in ["Next", "days", "Alerts", "Open-Meteo"] {
      #expect(lines.contains { $0.contains(pane) }, "\(pane) still shows")
    }
    let ascii = render(100, 30, big: true, glyphs: .ascii)
    #expect(ascii.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
  }

  @Test func figuresNeverCostThePanesTheirMinimum() {
    for height in 15...70 {
      let plain = DashboardLayout(height: height, dayCount: 10, alertsWanted: 2)
      let big = DashboardLayout(height: height, dayCount: 10, alertsWanted: 2, figureRows: 5, figuresFirst: true)
      #expect(big.totalRows <= max(height, plain.totalRows))
      #expect(big.hourlyRows >= min(plain.hourlyRows, HourlyStripPane.standardHeight), "height \(height)")
      #expect(big.alertRows >= min(plain.alertRows, 2))
    }
  }
}

/// From 50×15 to 240×70, rows left over go to the alerts box only once nothing that was cut
/// could use them.
@Suite struct LayoutRoomTests {
  @Test func spareRowsGoToTheAlertsOnlyWhenNothingElseWasCut() {
    for height in 15...70 {
      for (figures, air) in [(0, 0), (5, 2), (3, 1)] {
        let layout = DashboardLayout(
          height: height, dayCount: 10, alertsWanted: 2, tabsWanted: true, figureRows: figures, airWanted: air)
        #expect(layout.totalRows <= height, "height \(height)")
        guard layout.alertRows > 8 else { continue }
        // The alerts box holds more than any list wants: everything else must be whole.
        #expect(layout.dayRows == 20 && layout.showsDayDetails, "height \(height): days whole first")
        #expect(layout.hourlyRows == HourlyStripPane.maximumHeight, "height \(height): the strip whole first")
        #expect(layout.airRows == air, "height \(height): the air section first")
        #expect(figures == 0 || layout.showsFigures(figures), "height \(height): the figures first")
      }
    }
  }
}
