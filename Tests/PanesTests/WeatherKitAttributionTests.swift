import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

/// WeatherKit's terms: "Apple Weather" and the legal link on every screen showing its data.
@Suite struct WeatherKitAttributionTests {
  static let legal = "https://developer.apple.com/weatherkit/data-source-attribution/"

  func footer(width: Int, height: Int = 24, climate: ClimateStatus? = nil) -> String {
    var weather = WeatherFixture.weather(at: WeatherFixture.chicago, alerts: .covered([]))
    weather.attribution = .weatherKit(legalPageURL: Self.legal)
    let content = DashboardContent(
      weather: weather, placeName: "", placeIndex: 0, placeCount: 1, units: .metric,
      now: WeatherFixture.now, fetchedAt: WeatherFixture.now.addingTimeInterval(-300),
      nextRefresh: WeatherFixture.now.addingTimeInterval(600), glyphs: .unicode,
      localTimeZone: ZoneDatabase.zone("UTC")!, climate: climate)
    var buffer = CellBuffer(width: width, height: height)
    DashboardView(content: content).render(into: &buffer)
    return buffer.lines.last ?? ""
  }

  @Test func wideScreensShowTheMarkAndTheWholeLink() {
    #expect(footer(width: 120).hasPrefix("└ Apple Weather · \(Self.legal) · updated 13:00 UTC"))
    // Narrower, the link loses its scheme before "? help" goes.
    #expect(footer(width: 84) == "└ Apple Weather · developer.apple.com/weatherkit/data-source-attribution/ ─ ? help ┘")
  }

  @Test func eightyColumnsShowTheLinkWithoutItsScheme() {
    #expect(footer(width: 80) == "└ Apple Weather · developer.apple.com/weatherkit/data-source-attribution/ ─────┘")
  }

  /// Where the link cannot be whole even without "? help", the hint stays and the link is cut.
  @Test func theMarkSurvivesTheNarrowestDashboard() {
    let line = footer(width: DashboardLayout.minimumWidth, height: DashboardLayout.minimumHeight)
    #expect(line == "└ Apple Weather · developer.apple.com/w…  ? help ┘")
    // From the width where the link fits without the hint until it fits beside it, the link
    // wins: Apple's terms ask for it.
    #expect(footer(width: 75).hasSuffix("data-source-attribution/ ┘"))
    #expect(footer(width: 74).hasSuffix("…  ? help ┘"))
  }

  @Test func openMeteoIsCreditedBesideAppleWhenItsClimateIsOnScreen() {
    let line = footer(width: 160, climate: .loaded(ClimateFixture.record))
    #expect(line.hasPrefix("└ Apple Weather · \(Self.legal) · Open-Meteo.com (CC BY 4.0) · updated 13:00 UTC"))
    #expect(footer(width: 160).contains("Open-Meteo") == false)
    // Narrower, both keep their names: Apple's link loses its scheme first.
    #expect(
      footer(width: 110, climate: .loaded(ClimateFixture.record)).hasPrefix(
        "└ Apple Weather · developer.apple.com/weatherkit/data-source-attribution/ · Open-Meteo.com (CC BY 4.0)"))
  }
}
