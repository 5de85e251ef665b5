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
    // the card's thirteen rows allow the dot font (25 of 26 dots), the clock a third of it.
    #expect(lines[1].hasPrefix("│ ███████████████     ██████████"), "\(lines[1])")
    #expect(lines[13].hasPrefix("│ ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀"), "thirteen rows: \(lines[13])")
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
      let plain = page(100, height)
      let big = page(100, height, big: true)
      #expect(big.height <= height, "height \(height)")
      #expect(
        big.height(of: HourlySection.self) >= min(plain.height(of: HourlySection.self), HourlyStripPane.standardHeight),
        "height \(height)")
      #expect(big.height(of: AlertsSection.self) >= min(plain.height(of: AlertsSection.self), 2))
    }
  }

  /// The dashboard's sections for Berlin on a `width`×`height` screen.
  func page(_ width: Int, _ height: Int, big: Bool = false, air: Bool = false, tabs: Int = 0) -> SectionPage {
    let weather = W.weather(at: W.berlin, alerts: W.berlinAlerts)
    var content = DashboardContent(
      weather: weather, placeName: "", units: .metric, now: W.now, glyphs: .unicode,
      localTimeZone: ZoneDatabase.zone("UTC")!,
      placeTabs: (0..<tabs).map { PlaceTab(name: "Place \($0 + 1)", temperature: 3) })
    content.prefersBigFigures = big
    if air { content.airQuality = AirQualityPaneTests.air }
    return DashboardView(content: content).page(weather, in: Rect(x: 0, y: 0, width: width, height: height))
  }
}

/// From 50×15 to 300×90, the curve takes the rows left over only once nothing that was cut
/// could use them, and no row is left to nothing.
@Suite struct LayoutRoomTests {
  @Test func spareRowsGoToTheCurveOnlyWhenNothingElseWasCut() {
    let screens = LargeScreenTests()
    for height in 15...90 {
      for (width, big, air) in [(100, false, false), (160, false, true), (200, true, true), (300, false, false)] {
        let page = screens.page(width, height, big: big, air: air, tabs: 3)
        #expect(page.height == height, "\(width)×\(height)")
        let beyond = page.height(of: HourlySection.self) - (4 + 1 + HourlyStripPane.comfortableCurve)
        guard beyond > 0 else { continue }
        // The curve is taller than any step asked: everything else is whole, or its next step
        // (a row more for every day's bar) would not have fitted in the rows the curve took.
        let days = page.sections.compactMap { $0 as? DaysSection }[0]
        let plan = days.plan(height: page.height(of: DaysSection.self))
        #expect(
          plan.detailed == 10 && (plan.barRows == DaysSection.thickestBar || beyond < 10),
          "\(width)×\(height): days whole first, \(plan)")
        #expect(page.height(of: TabsSection.self) == 1, "\(width)×\(height): the tabs first")
        #expect(!air || page.height(of: AirSection.self) > 0, "\(width)×\(height): the air section first")
        let now = page.sections.compactMap { $0 as? CurrentSection }[0]
        #expect(page.height(of: CurrentSection.self) >= max(4, now.figureRows + 1), "\(width)×\(height): figures first")
        let alerts = page.sections.compactMap { $0 as? AlertsSection }[0]
        #expect(
          page.height(of: AlertsSection.self) == alerts.rows(width: width - 2).preferred,
          "\(width)×\(height): every alert's words first")
      }
    }
  }
}
