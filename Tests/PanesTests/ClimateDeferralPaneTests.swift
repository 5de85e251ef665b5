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

  @Test func theStatusViewCountsThePlacesAndShowsThePlan() {
    let costs = RefreshPlan.Costs(forecastPerPlace: 5.3, recordPerPlace: 313.1, perDay: 8_000, climatePerHour: 4_000)
    var report = StatusReport(
      places: [
        .init(name: "Berlin", fetchedAt: WeatherFixture.now, staleAt: nil, isStale: false),
        .init(
          name: "Hobart", fetchedAt: WeatherFixture.now, staleAt: nil, isStale: false,
          climateExpectedBy: Self.deferral.retryAt.addingTimeInterval(2_400)),
      ], notices: [], providerName: "Open-Meteo", refreshInterval: 2_400, nextRefresh: nil,
      now: WeatherFixture.now, timeZone: ZoneDatabase.zone("UTC")!, climateCoverage: coverage,
      climateRetryAt: Self.deferral.retryAt)
    report.plan = RefreshPlan(places: 100, pendingRecords: 88, configured: 600, costs: costs)
    report.climateCost = "30 years of daily data (1991–2020) cost about 313 calls a place"
    report.minuteWaitUntil = WeatherFixture.now.addingTimeInterval(40)
    let text = StatusView(report: report, style: style, offset: 0, hints: []).lines(width: 400).map(\.text)
      .joined(separator: "\n")
    #expect(
      text.contains(
        "Climate for 12 of 100 places; 88 wait for Open-Meteo's request budget (30 years of daily data "
          + "(1991–2020) cost about 313 calls a place); next places asked 14:05, all expected by 14:45"), "\(text)")
    #expect(
      text.contains("Refresh plan: every 4 h for 100 places (stretched from 10 min while 88 climate records wait)"))
    #expect(
      text.contains("Hobart · updated 13:05; climate record by 14:45") || text.contains("climate record by 14:45"))
    #expect(text.contains("Waiting for Open-Meteo's per-minute limit until 13:05"), "\(text)")
  }
}
