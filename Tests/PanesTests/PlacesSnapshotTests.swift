import Foundation
import Render
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import Panes

/// The place tabs, the search box and the remove question, drawn as a person sees them.
@Suite struct PlacesSnapshotTests {
  static let tabs = [
    PlaceTab(name: "Berlin", temperature: 3.2, hasAlert: true),
    PlaceTab(name: "Reykjavík", temperature: -1.4),
    PlaceTab(name: "Hobart", temperature: 14.6, isStale: true),
    PlaceTab(name: "Springfield", temperature: 8),
  ]

  func content(
    overlay: DashboardContent.Overlay = .none, tabs: [PlaceTab] = tabs, notice: String? = nil,
    glyphs: GlyphSet = .unicode
  ) -> DashboardContent {
    let weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts)
    return DashboardContent(
      weather: weather, placeName: "", placeIndex: 0, placeCount: tabs.count, units: .metric,
      now: WeatherFixture.now, fetchedAt: WeatherFixture.now.addingTimeInterval(-300),
      nextRefresh: WeatherFixture.now.addingTimeInterval(600), overlay: overlay, glyphs: glyphs,
      localTimeZone: ZoneDatabase.zone("UTC")!, placeTabs: tabs, notice: notice)
  }

  func render(_ content: DashboardContent, _ width: Int, _ height: Int) -> [String] {
    var buffer = CellBuffer(width: width, height: height)
    DashboardView(content: content).render(into: &buffer)
    return buffer.lines
  }

  static let springfields = PlaceSearchBox(
    query: "Springfield", message: nil,
    rows: [
      .init(name: "Springfield", detail: "Illinois, United States", population: 116_250),
      .init(name: "Springfield", detail: "Missouri, United States", population: 169_176),
      .init(name: "Springfield", detail: "Massachusetts, United States", population: 155_929),
    ], selection: 1,
    hints: [
      KeyHint(keys: "↑ ↓", action: "choose a place", brief: "choose"),
      KeyHint(keys: "Enter", action: "add it and show it", brief: "add", isEssential: true),
      KeyHint(keys: "Esc", action: "cancel", isEssential: true),
    ])

  @Test func tabsAt80x24KeepEveryPane() {
    let lines = render(content(notice: "quiet hours"), 80, 24)
    assertSnapshot(lines, named: "places-tabs-80x24")
    #expect(lines[1].contains("Berlin") && lines[1].contains("Springfield"), "tabs under the header")
    for pane in ["Next 15 hours", "8 days", "Alerts (2)", "Open-Meteo"] {
      #expect(lines.contains { $0.contains(pane) }, "\(pane) still shows")
    }
    #expect(lines[23].contains("quiet hours"))
  }

  @Test func searchBoxAt80x24() {
    assertSnapshot(render(content(overlay: .search(Self.springfields)), 80, 24), named: "places-search-80x24")
  }

  @Test func searchMessagesAndConfirm() {
    let failed = PlaceSearchBox(
      query: "Ber", message: "Open-Meteo answered HTTP 503; try again", isError: true, rows: [], selection: 0)
    #expect(render(content(overlay: .search(failed)), 80, 24).joined().contains("HTTP 503"))
    let none = PlaceSearchBox(query: "Xyzzy", message: "No places found", rows: [], selection: 0)
    #expect(render(content(overlay: .search(none), glyphs: .ascii), 60, 15).joined().contains("No places found"))
    let answers = [
      KeyHint(keys: "y", action: "remove it", isEssential: true),
      KeyHint(keys: "n or any other key", action: "keep it", isEssential: true),
    ]
    let confirm = render(content(overlay: .confirm("Remove Berlin?", answers: answers)), 80, 24)
    #expect(confirm.contains { $0.contains("Remove Berlin?") })
    #expect(confirm.contains { $0.contains("y remove it · n or any other key keep it") })
  }

  @Test func minimumSizeHasNoRoomForTabsButTheHeaderCounts() {
    let lines = render(content(), DashboardLayout.minimumWidth, DashboardLayout.minimumHeight)
    #expect(lines[0].contains("1 of 4"))
    #expect(lines.last?.contains("Open-Meteo") == true)
  }

  @Test func narrowTabsShrinkNamesThenScrollAroundTheSelection() {
    var buffer = CellBuffer(width: 30, height: 1)
    PlaceTabsPane(tabs: Self.tabs, selected: 3, style: PaneStyle(glyphs: .unicode, units: .metric))
      .render(in: buffer.area, into: &buffer)
    let line = buffer.lines[0]
    #expect(line.contains("4 Spr"), "the selected place is always shown: \(line)")
    #expect(line.contains("‹"), "places left out are marked: \(line)")
    var wide = CellBuffer(width: 120, height: 1)
    PlaceTabsPane(tabs: Self.tabs, selected: 0, style: PaneStyle(glyphs: .unicode, units: .metric))
      .render(in: wide.area, into: &wide)
    #expect(wide.lines[0].contains("1 Berlin 3° ⚠"), "alert badge: \(wide.lines[0])")
    #expect(wide.lines[0].contains("Hobart 15° old"), "stale badge: \(wide.lines[0])")
  }

  @Test func noPlacesSaysHowToAddOne() {
    var empty = content(tabs: [])
    empty.weather = nil
    empty.placeCount = 0
    #expect(render(empty, 80, 24).joined().contains("Press / to search for a place."))
  }

  @Test func populationIsGrouped() {
    #expect(PlaceSearchPane.grouped(3_426_354) == "3,426,354")
    #expect(PlaceSearchPane.grouped(950) == "950")
  }

  @Test func layoutGivesTabsARowOnlyWhenThereIsRoom() {
    func page(_ height: Int, tabs: [PlaceTab] = Self.tabs) -> SectionPage {
      let content = content(tabs: tabs)
      return DashboardView(content: content).page(content.weather!, in: Rect(x: 0, y: 0, width: 80, height: height))
    }
    #expect(page(24).height(of: TabsSection.self) == 1)
    #expect(page(15).height(of: TabsSection.self) == 0)
    #expect(page(40, tabs: Array(Self.tabs.prefix(1))).height(of: TabsSection.self) == 0)
    for height in 15...60 {
      #expect(page(height).height == height, "height \(height)")
    }
  }

}
