import Foundation
import Render
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import Panes

@Suite struct ContextPaneTests {
  let style = PaneStyle(glyphs: .unicode, units: .metric)

  func weather(highs: [Double]? = nil) -> Weather {
    var weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts)
    if let highs {
      for (i, high) in highs.enumerated() { weather.dailyForecast[i].temperatureMax = high }
      for i in weather.dailyForecast.indices { weather.dailyForecast[i].temperatureMin = -2 }
    }
    return weather
  }

  func line(_ weather: Weather, _ climate: ClimateStatus?, width: Int = 120) -> String {
    ContextLinePane(weather: weather, climate: climate, now: WeatherFixture.now, style: style).spans(width: width).text
  }

  @Test func notableComparisonLeadsASmallChange() {
    // The wet last week (7 × 9 mm + 23.5 mm) makes the 30-day precipitation the notable
    // comparison; the change follows it.
    let text = line(weather(), .loaded(ClimateFixture.record))
    #expect(text == "≈ Past 30 days much wetter than normal: 87 mm (normal 48 mm) · Warmer on Tuesday: low +3°")
  }

  @Test func aMuchChangeLeads() {
    let text = line(weather(highs: [5, -2, -2, -2, -2, -2, -2, -2, -2, -2]), .loaded(ClimateFixture.record))
    #expect(text.hasPrefix("≈ Much colder tomorrow: high −7° · Past 30 days much wetter"))
  }

  @Test func climateStatusIsSaid() {
    #expect(line(weather(), .loading) == "≈ Warmer on Tuesday: low +3° · loading climate…")
    let failed = ClimateStatus.failed("Open-Meteo's per-minute request limit is used up; next try at 13:06 UTC")
    #expect(
      line(weather(), failed, width: 200)
        == "≈ Warmer on Tuesday: low +3° · climate unavailable: Open-Meteo's per-minute request limit is used up; next try at 13:06 UTC"
    )
    // Narrow: the reason goes first, then the status.
    #expect(line(weather(), failed, width: 50) == "≈ Warmer on Tuesday: low +3° · climate unavailable")
    #expect(line(weather(), failed, width: 30) == "≈ Warmer on Tuesday: low +3°")
    #expect(line(weather(), nil) == "≈ Warmer on Tuesday: low +3°")
  }

  @Test func steadyForecastWithoutClimateSaysNothing() {
    let steady = weather(highs: Array(repeating: 5, count: 10))
    #expect(ContextLinePane(weather: steady, climate: nil, now: WeatherFixture.now, style: style).isEmpty)
  }

  func content(_ climate: ClimateStatus?, glyphs: GlyphSet = .unicode) -> DashboardContent {
    DashboardContent(
      weather: weather(), placeName: "", units: .metric, now: WeatherFixture.now,
      fetchedAt: WeatherFixture.now.addingTimeInterval(-300), nextRefresh: WeatherFixture.now.addingTimeInterval(600),
      glyphs: glyphs, localTimeZone: ZoneDatabase.zone("UTC")!, climate: climate)
  }

  func render(_ content: DashboardContent, _ width: Int, _ height: Int, statistics: Bool) -> [String] {
    var buffer = CellBuffer(width: width, height: height)
    if statistics {
      StatisticsView(content: content, closing: Self.closing).render(in: buffer.area, into: &buffer)
    } else {
      DashboardView(content: content).render(into: &buffer)
    }
    return buffer.lines
  }

  @Test func dashboardWithClimateSnapshot() {
    assertSnapshot(
      render(content(.loaded(ClimateFixture.record)), 120, 30, statistics: false), named: "context-berlin-120x30")
  }

  @Test func statisticsSnapshot() {
    assertSnapshot(
      render(content(.loaded(ClimateFixture.record)), 100, 30, statistics: true), named: "statistics-berlin-100x30")
  }

  @Test func statistics80x24Snapshot() {
    assertSnapshot(
      render(content(.loaded(ClimateFixture.record)), 80, 24, statistics: true), named: "statistics-berlin-80x24")
  }

  /// The statistics view's keys as the executable's table gives them.
  static let closing = [
    KeyHint(keys: "q", action: "quit", isEssential: true),
    KeyHint(keys: "any other key", action: "closes", isEssential: true),
  ]

  @Test(arguments: [(50, 15), (200, 50)]) func statisticsAtTheMinimumAndLarge(_ width: Int, _ height: Int) {
    let lines = render(content(.loaded(ClimateFixture.record)), width, height, statistics: true)
    assertSnapshot(lines, named: "statistics-berlin-\(width)x\(height)")
    #expect(lines[height - 1].contains("q quit · any other key closes"))
  }

  @Test(arguments: 50...120) func statisticsHeadingsNeverRunTogether(_ width: Int) {
    let heading = render(content(.loaded(ClimateFixture.record)), width, 24, statistics: true)[1]
    let rain = heading.range(of: "Precip")
    let range = heading.range(of: "low and high ") ?? heading.range(of: "Low to high ")
    #expect(rain != nil && range != nil, "both headings show whole: \(heading)")
    if let rain, let range { #expect(range.upperBound <= rain.lowerBound, "\(heading)") }
  }

  @Test func statisticsASCIIMinimumSnapshot() {
    assertSnapshot(
      render(content(.loaded(ClimateFixture.record), glyphs: .ascii), 60, 15, statistics: true),
      named: "statistics-ascii-60x15")
  }

  @Test func statisticsWhileLoadingAndAfterFailure() {
    let loading = render(content(.loading), 80, 15, statistics: true)
    #expect(loading.joined().contains("Loading climate…"))
    let failed = render(content(.failed("Open-Meteo refused the request")), 80, 15, statistics: true)
    #expect(failed.joined().contains("Climate unavailable: Open-Meteo refused the request"))
    // A long reason is wrapped, never cut: its end says what to do.
    let reason =
      "the answer is JSON, not the FlatBuffers asked for (\"{\"error\":true,\"reason\":\"Parameter 'start_date' is out of allowed range\"}\"); a proxy or the server answered in another format; try again later, or set wire = \"json\" (asked again at 15:05)"
    let long = render(content(.failed(reason)), 80, 15, statistics: true).joined(separator: " ")
    #expect(long.contains("set wire = \"json\" (asked again at 15:05)"), "\(long)")
    #expect(!long.contains("…"))
  }

  @Test func sunTimesReturnWhenThereIsNoContext() {
    var steady = content(nil)
    steady.weather = weather(highs: Array(repeating: 5, count: 10))
    // Dry hours: no precipitation changes either.
    for i in steady.weather!.hourlyForecast.indices { steady.weather!.hourlyForecast[i].precipitationAmount = 0 }
    var buffer = CellBuffer(width: 80, height: 24)
    DashboardView(content: steady).render(into: &buffer)
    #expect(buffer.lines[3].contains("Sunrise 07:42 · Sunset 16:06"))
    var loading = steady
    loading.climate = .loading
    buffer = CellBuffer(width: 80, height: 24)
    DashboardView(content: loading).render(into: &buffer)
    #expect(buffer.lines[3].contains("loading climate…") && !buffer.lines[3].contains("Sunrise"))
  }

  @Test func polarNightIsSaidWhenTheProviderHasNoSunTimes() {
    // Tromsø on 15 December: the sun stays below the horizon from late November to mid-January;
    // the model says so (`Weather.derivingMissingValues()` computes it when the provider does not).
    let zone = ZoneDatabase.zone("Europe/Oslo")!
    var today = WeatherFixture.daily(zone: zone)[0]
    (today.sunrise, today.sunset) = (nil, nil)
    today.sunAllDay = SunAllDay(day: CalendarDay(year: 2026, month: 12, day: 15), latitude: 69.6492, longitude: 18.9553)
    #expect(today.sunAllDay == .polarNight)
    var buffer = CellBuffer(width: 76, height: 3)
    CurrentCardPane(current: WeatherFixture.current, today: today, timeZone: zone, style: style)
      .render(in: buffer.area, into: &buffer)
    #expect(buffer.lines[2].contains("Polar night"))
    #expect(!buffer.lines[2].contains("Sunrise"))
  }

  @Test func oncePageCarriesTheContextLine() {
    let lines = OncePage(content: content(.loaded(ClimateFixture.record))).render(width: 100).lines
    #expect(lines[5].contains("Past 30 days much wetter than normal"))
  }
}
