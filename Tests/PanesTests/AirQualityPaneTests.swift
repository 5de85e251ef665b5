import Foundation
import Render
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import Panes

/// The air on screen: the index in the card at every size, its source named beside it, the
/// detail and pollen where there is room, and nothing drawn where nothing was served.
@Suite struct AirQualityPaneTests {
  typealias W = WeatherFixture

  static let hour = AirQualityHour(
    date: W.utc(0), europeanIndex: 47, usIndex: 61,
    concentrations: [
      .pm2_5: 11.6, .pm10: 18, .nitrogenDioxide: 21.2, .ozone: 94, .sulphurDioxide: 2, .carbonMonoxide: 240,
    ],
    europeanSubIndices: [.pm2_5: 23, .ozone: 47, .nitrogenDioxide: 11], usSubIndices: [.ozone: 61, .pm2_5: 48],
    pollen: [.birch: 43, .grass: 3, .alder: 0, .olive: 0])

  static let air = AirQuality(
    current: hour,
    hourly: (0..<48).map { AirQualityHour(date: W.utc(Double($0)), europeanIndex: 20 + Double($0), usIndex: 40) },
    fetchedAt: W.now.addingTimeInterval(-600))

  func render(_ width: Int, _ height: Int, air: AirQuality? = air, scale: AirQualityScale = .european) -> [String] {
    var content = DashboardContent(
      weather: W.weather(at: W.berlin, alerts: .covered([])), placeName: "", units: .metric, now: W.now,
      fetchedAt: W.now.addingTimeInterval(-300), nextRefresh: W.now.addingTimeInterval(600),
      localTimeZone: ZoneDatabase.zone("UTC")!)
    content.airQuality = air
    content.airQualityScale = scale
    var buffer = CellBuffer(width: width, height: height)
    DashboardView(content: content).render(into: &buffer)
    return buffer.lines
  }

  @Test func theCardCarriesTheIndexAndItsSourceAtEverySize() {
    for (width, height) in [(50, 15), (80, 24), (120, 40), (200, 60)] {
      let lines = render(width, height)
      #expect(lines.contains { $0.contains("EAQI 47 Moderate") && $0.contains("CAMS") }, "\(width)×\(height)")
    }
  }

  @Test func largeScreensShowTheDetailAndThePollen() {
    let lines = render(160, 48)
    assertSnapshot(lines, named: "air-berlin-160x48")
    #expect(lines.contains { $0.contains("Air quality") && $0.contains("CAMS via Open-Meteo") })
    #expect(lines.contains { $0.contains("EAQI 47 Moderate · mostly O3 · PM2.5 12 µg/m³ · PM10 18 · NO2 21 · O3 94") })
    #expect(lines.contains { $0.contains("Pollen ≈ birch moderate 43 · grass low 3") })
    #expect(!lines.contains { $0.contains("alder") }, "a kind below its first class is not listed")
  }

  @Test func anyScreenWithRowsToSpareGetsTheSection() {
    #expect(render(80, 44).contains { $0.contains("Air quality") && $0.contains("CAMS via Open-Meteo") })
    // No rows to spare at 80×24: the card's index stays, the section does not.
    #expect(!render(80, 24).contains { $0.contains("Air quality") })
  }

  @Test func theStripHasAnIndexRowWhereItIsTallEnough() {
    let lines = render(120, 40)
    #expect(lines.contains { $0.contains("  21   22   23") }, "index values under the chances")
    #expect(lines.contains { $0.contains("EAQI by hour") })
    #expect(!render(50, 15).contains { $0.contains("  21   22   23") }, "a short strip keeps its chart")
  }

  @Test func usPlacesReadTheEPAsWords() {
    let lines = render(80, 24, scale: .us)
    #expect(lines.contains { $0.contains("US AQI 61 Moderate") })
  }

  @Test func noAirNoAirLinesAndNoPollenNotZero() {
    let lines = render(160, 48, air: nil)
    #expect(!lines.contains { $0.contains("EAQI") || $0.contains("Air quality") || $0.contains("CAMS") })
    var noPollen = Self.hour
    noPollen.pollen = [:]
    let pane = AirQualityPane(hour: noPollen, scale: .european, style: PaneStyle(glyphs: .unicode, units: .metric))
    #expect(pane.preferredHeight == 1)
    #expect(pane.pollenLine(width: 100) == nil, "pollen the model did not serve is not shown as none")
    var none = Self.hour
    none.pollen = [.birch: 0, .grass: 0.4]
    let quiet = AirQualityPane(hour: none, scale: .european, style: PaneStyle(glyphs: .unicode, units: .metric))
    #expect(quiet.pollenLine(width: 100).map { $0.map(\.text).joined() } == "Pollen ≈ none in the air")
  }

  @Test func hostileValuesDrawNothingFalse() {
    var hostile = Self.hour
    hostile.europeanIndex = .nan
    hostile.concentrations = [.pm2_5: 1e19]
    let text = AirQualityText(
      hour: hostile, scale: .european, style: PaneStyle(glyphs: .unicode, units: .metric),
      showsColour: true)
    #expect(text.summary == nil)
    let pane = AirQualityPane(hour: hostile, scale: .european, style: PaneStyle(glyphs: .unicode, units: .metric))
    var buffer = CellBuffer(width: 100, height: 2)
    pane.render(in: buffer.area, into: &buffer)
    #expect(!buffer.lines[0].contains("10000000000000000000"))
  }
}
