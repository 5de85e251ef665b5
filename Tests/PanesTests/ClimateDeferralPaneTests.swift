import Foundation
import Render
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import Panes

/// A place whose normals wait for request budget says so plainly, with how many places have
/// theirs, and never looks like a failure.
@Suite struct ClimateDeferralPaneTests {
  let style = PaneStyle(glyphs: .unicode, units: .metric)
  static let deferral = ClimateDeferral(
    retryAt: WeatherFixture.now.addingTimeInterval(3600),
    reason: "today's budget of 8,000 Open-Meteo calls is used up (decades of daily data cost about 585 calls a place)",
    isNextDay: true)
  let coverage = ClimateCoverage(loaded: 12, total: 100, deferred: 88)

  var weather: Weather { WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts) }

  @Test func theContextLineSaysWhenAndHowManyInTheDimRole() {
    let pane = ContextLinePane(
      weather: weather, climate: .deferred(Self.deferral), now: WeatherFixture.now, style: style, coverage: coverage)
    let wide = pane.spans(width: 300)
    #expect(
      wide.text.hasSuffix(
        "normals come on a later day: today's budget of 8,000 Open-Meteo calls is used up (decades of daily data "
          + "cost about 585 calls a place) (climate for 12 of 100 places)"))
    #expect(!wide.text.contains("unavailable"))
    #expect(wide.last?.style.role == .dim, "waiting is not a warning")
    #expect(pane.spans(width: 90).text.hasSuffix(" · normals on a later day (climate for 12 of 100 places)"))
  }

  @Test func theStatisticsViewSaysTheNormalsComeLater() {
    var buffer = CellBuffer(width: 200, height: 20)
    StatisticsView(
      placeName: "Berlin", weather: weather, climate: .deferred(Self.deferral), now: WeatherFixture.now,
      timeZone: ZoneDatabase.zone("UTC")!, style: style, coverage: coverage
    ).render(in: buffer.area, into: &buffer)
    let text = buffer.lines.joined(separator: "\n")
    #expect(text.contains("This place's normals come on a later day: today's budget of 8,000 Open-Meteo calls"))
    #expect(text.contains("(climate for 12 of 100 places so far)."))
    #expect(!text.contains("unavailable"))
  }

  @Test func theStatusViewCountsThePlaces() {
    let report = StatusReport(
      places: [], notices: [], providerName: "Open-Meteo", refreshInterval: 600, nextRefresh: nil,
      now: WeatherFixture.now, timeZone: ZoneDatabase.zone("UTC")!, climateCoverage: coverage,
      climateRetryAt: Self.deferral.retryAt)
    let text = StatusView(report: report, style: style, offset: 0, hints: []).lines(width: 200).map(\.text)
      .joined(separator: "\n")
    #expect(
      text.contains(
        "Climate for 12 of 100 places; 88 wait for Open-Meteo's request budget (decades of daily data cost about "
          + "585 calls a place); next places asked 14:05"), "\(text)")
  }
}
