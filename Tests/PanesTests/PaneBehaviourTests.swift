import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

@Suite struct PaneBehaviourTests {
  let style = PaneStyle(glyphs: .unicode, units: .metric)
  let berlin = ZoneDatabase.zone("Europe/Berlin")!
  let now = WeatherFixture.now

  // MARK: - Daily bars

  func bars(gradient: TemperatureGradient?, width: Int = 76) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: 10)
    DailyBarsPane(
      daily: WeatherFixture.daily(zone: berlin), now: now, currentTemperature: 3.4, timeZone: berlin,
      gradient: gradient, style: style
    ).render(in: buffer.area, into: &buffer)
    return buffer
  }

  @Test func barsArePaintedAlongTheGradient() {
    let buffer = bars(gradient: .standard)
    let row = (0..<buffer.width).map { buffer[$0, 0] }
    let fill = row.filter { $0.text == "━" }
    #expect(!fill.isEmpty)
    let colours = fill.compactMap(\.style.foreground)
    #expect(colours.count == fill.count, "every bar cell carries its own colour")
    #expect(colours.first != colours.last, "a bar from −2° to 5° runs through more than one colour")
    #expect(row.filter { $0.text == "●" }.count == 1)
    #expect(row.first { $0.text == "●" }?.style.role == .nowMarker)
  }

  @Test func thickBarsAreSolidWithTheWordsAndTheMarkerInTheMiddle() {
    var pane = DailyBarsPane(
      daily: WeatherFixture.daily(zone: berlin), now: now, currentTemperature: 3.4, timeZone: berlin,
      gradient: .standard, style: style)
    pane.barRows = 3
    pane.showsDetails = true
    var buffer = CellBuffer(width: 120, height: 40)
    pane.render(in: buffer.area, into: &buffer)
    let lines = buffer.lines
    // Today: three rows of bar, its words and the marker on the middle one, then its details.
    #expect(lines[0].contains("████") && !lines[0].contains("Today"), "\(lines[0])")
    #expect(lines[1].hasPrefix("Today") && lines[1].contains("●"), "\(lines[1])")
    #expect(lines[2].contains("████"), "\(lines[2])")
    #expect(lines[3].contains("wind 20 km/h"), "\(lines[3])")
    #expect(lines[5].hasPrefix("Mon 23"), "\(lines[5])")
    #expect(lines.filter { $0.contains("█") }.count == 30, "ten days, three rows each")
    let colours = Set(
      (0..<buffer.width).compactMap { buffer[$0, 0].text == "█" ? buffer[$0, 0].style.foreground : nil })
    #expect(colours.count > 1, "a thick bar keeps its gradient")
  }

  @Test func monochromeBarsUseADistinctFill() {
    let buffer = bars(gradient: nil)
    #expect(buffer.lines[0].contains("═"))
    #expect(!buffer.lines[0].contains("━"))
    #expect((0..<buffer.width).allSatisfy { buffer[$0, 0].style.foreground == nil })
  }

  @Test func barsShareOneScale() {
    let buffer = bars(gradient: .standard)
    // Sunday (−8…−1) holds the period minimum, Thursday (3…9) the maximum.
    let lines = buffer.lines
    let sunday = lines[7], thursday = lines[4]
    let sundayStart = sunday.distance(from: sunday.startIndex, to: sunday.firstIndex(of: "━")!)
    let thursdayEnd = thursday.distance(from: thursday.startIndex, to: thursday.lastIndex(of: "━")!)
    #expect(sundayStart == 13, "the coldest day starts the bar area")
    #expect(thursdayEnd == 13 + 44 - 1, "the warmest day ends it")
  }

  @Test func pastDaysOfStaleDataAreDropped() {
    let pane = DailyBarsPane(
      daily: WeatherFixture.daily(zone: berlin), now: now.addingTimeInterval(2 * 86_400),
      currentTemperature: nil, timeZone: berlin, gradient: nil, style: style)
    #expect(pane.upcoming.count == 8)
  }

  @Test func polarDaysSayWhyTheyHaveNoSunTimes() {
    var days = WeatherFixture.daily(zone: berlin)
    days[0].sunrise = nil
    days[0].sunset = nil
    days[0].sunAllDay = .polarNight
    days[1].sunrise = nil
    days[1].sunset = nil
    days[1].sunAllDay = .midnightSun
    var pane = DailyBarsPane(
      daily: days, now: now, currentTemperature: nil, timeZone: berlin, gradient: nil, style: style)
    pane.showsDetails = true
    var buffer = CellBuffer(width: 140, height: 6)
    pane.render(in: buffer.area, into: &buffer)
    #expect(buffer.lines[1].contains("polar night") && !buffer.lines[1].contains("sun 00:00"))
    #expect(buffer.lines[3].contains("sun up all day"))

    var card = CurrentCardPane(current: WeatherFixture.current, today: days[0], timeZone: berlin, style: style)
    card.feelsLikeMissing = false
    var cardBuffer = CellBuffer(width: 120, height: 3)
    card.render(in: cardBuffer.area, into: &cardBuffer)
    #expect(cardBuffer.lines[2].contains("Polar night"), "\(cardBuffer.lines)")
    #expect(!cardBuffer.lines.joined().contains("Sunrise"))
  }

  @Test func aSeriesThatDidNotComeIsSaidOnTheCard() {
    var current = WeatherFixture.current
    current.apparentTemperature = nil
    var card = CurrentCardPane(current: current, today: nil, timeZone: berlin, style: style)
    var buffer = CellBuffer(width: 120, height: 3)
    card.render(in: buffer.area, into: &buffer)
    #expect(!buffer.lines[0].contains("feels"))
    card.feelsLikeMissing = true
    buffer = CellBuffer(width: 120, height: 3)
    card.render(in: buffer.area, into: &buffer)
    #expect(buffer.lines[0].contains("feels like not available"), "\(buffer.lines[0])")
  }

  // MARK: - Hourly strip

  func strip(offset: Int, width: Int = 78) -> (HourlyStripPane, [String]) {
    let pane = HourlyStripPane(
      hourly: WeatherFixture.hourly(zone: berlin), now: now, scrollOffset: offset, timeZone: berlin, style: style)
    var buffer = CellBuffer(width: width, height: 5)
    pane.render(in: buffer.area, into: &buffer)
    return (pane, buffer.lines)
  }

  @Test func stripStartsNowAndMarksMoreToTheRight() {
    let (pane, lines) = strip(offset: 0)
    #expect(lines[0].hasPrefix("  Now  15   16"))
    #expect(lines[0].hasSuffix("›"))
    #expect(pane.title(width: 78) == "Next 15 hours")
  }

  @Test func aTallCurveHasAScaleOfWholeDegrees() {
    // −4…5 °C on ten rows: a label every other row at most, every 2 degrees, where the curve reaches it.
    #expect(HourlyStripPane.scale(-4...5, rows: 10, units: .metric) == [9: -4, 7: -2, 5: 0, 3: 2, 1: 4])
    let fahrenheit = HourlyStripPane.scale(-4...5, rows: 10, units: .imperial)
    #expect(fahrenheit.values.map { UnitSystem.imperial.temperature($0).rounded() }.sorted() == [25, 30, 35, 40])
    #expect(HourlyStripPane.scale(-4...5, rows: 0, units: .metric).isEmpty)
    #expect(HourlyStripPane.scale(-1e300...1e300, rows: 10, units: .metric).isEmpty, "no endless ticks")
    #expect(HourlyStripPane.scale(3...3, rows: 4, units: .metric).count == 1, "a flat curve has one label")

    var pane = HourlyStripPane(
      hourly: WeatherFixture.hourly(zone: berlin), now: now, scrollOffset: 0, timeZone: berlin, style: style)
    pane.showsScale = true
    var buffer = CellBuffer(width: 78, height: 14)
    pane.render(in: buffer.area, into: &buffer)
    let lines = buffer.lines
    #expect(lines[0].hasPrefix("       Now  15"), "the hours start after the scale's column: \(lines[0])")
    #expect(pane.title(width: 78) == "Next 14 hours")
    let chart = lines[4...]
    #expect(chart.allSatisfy { $0.dropFirst(5).hasPrefix("┤") || $0.dropFirst(5).hasPrefix("│") }, "\(chart)")
    #expect(chart.first { $0.contains("┤") }?.hasPrefix("   4°┤") == true, "the top label: \(chart)")
    #expect(chart.last { $0.contains("┤") }?.hasPrefix("  −2°┤") == true, "the lowest label: \(chart)")
  }

  @Test func scrolledStripMarksBothSides() {
    let (pane, lines) = strip(offset: 10)
    #expect(lines[0].hasPrefix("‹"))
    #expect(lines[0].hasSuffix("›"))
    #expect(!lines[0].contains("Now"))
    #expect(pane.title(width: 78) == "Hourly from Mon 00:00")
  }

  @Test func scrollingStopsAtTheLastFullStrip() {
    let (_, lines) = strip(offset: 500)
    #expect(lines[0].hasPrefix("‹"))
    #expect(!lines[0].hasSuffix("›"))
    #expect(lines[2].trimmingCharacters(in: .whitespaces).split(separator: " ").count == 15)
  }

  @Test func hourColumnsForPaging() {
    #expect(DashboardView.hourColumns(forTerminalWidth: 80, height: 24) == 15)
    #expect(DashboardView.hourColumns(forTerminalWidth: 120, height: 30) == 23)
    #expect(DashboardView.hourColumns(forTerminalWidth: 3, height: 24) == 0)
    // From 140×40 the curve's scale takes the first column: the view model pages by the hours shown.
    let weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts)
    for (width, height) in [(80, 24), (120, 40), (160, 48), (200, 60), (300, 80)] {
      var buffer = CellBuffer(width: width, height: height)
      DashboardView(content: DashboardContent(weather: weather, placeName: "", units: .metric, now: now))
        .render(into: &buffer)
      let labels = buffer.lines.first { $0.contains(" Now ") }?.split(separator: " ")
        .filter { !"│‹›".contains($0.first!) }
      #expect(
        labels?.count == min(48, DashboardView.hourColumns(forTerminalWidth: width, height: height)),
        "\(width)×\(height): \(labels ?? [])")
    }
  }

  @Test func stripSkipsHoursAlreadyPast() {
    let pane = HourlyStripPane(
      hourly: WeatherFixture.hourly(zone: berlin), now: now.addingTimeInterval(3 * 3600), scrollOffset: 0,
      timeZone: berlin, style: style)
    #expect(pane.upcoming.first?.date == WeatherFixture.utc(3))
  }

  // MARK: - Layout

  /// (height, days, alerts) → (card, hourly, day rows, every day detailed, alert rows).
  static let layouts: [((Int, Int, Int), [Int])] = [
    ((24, 10, 1), [2, 5, 10, 0, 1]),
    ((24, 10, 2), [2, 5, 9, 0, 2]),
    ((15, 10, 1), [2, 3, 3, 0, 1]),
    // Rows beyond what the days' details and the alerts ask for go to a taller curve.
    ((40, 10, 1), [3, 10, 20, 1, 1]),
    ((30, 10, 1), [3, 7, 13, 0, 1]),
    ((24, 0, 1), [3, 13, 1, 0, 1]),
  ]

  @Test(arguments: layouts)
  func layoutSharesRows(_ input: (Int, Int, Int), _ expected: [Int]) {
    var weather = WeatherFixture.weather(at: WeatherFixture.chicago, alerts: .covered([]))
    weather.dailyForecast = Array(weather.dailyForecast.prefix(input.1))
    weather.alerts = .covered(
      (0..<input.2).map {
        WeatherAlert(id: "\($0)", event: "Wind Advisory", severity: .moderate, source: "NWS Chicago IL")
      })
    let content = DashboardContent(weather: weather, placeName: "", units: .metric, now: now)
    let page = DashboardView(content: content).page(weather, in: Rect(x: 0, y: 0, width: 80, height: input.0))
    let dayRows = page.height(of: DaysSection.self)
    let days = page.sections.compactMap { $0 as? DaysSection }[0].plan(height: dayRows)
    #expect(
      [
        page.height(of: CurrentSection.self) - 1, page.height(of: HourlySection.self), dayRows,
        days.shown > 0 && days.detailed == days.shown ? 1 : 0, page.height(of: AlertsSection.self),
      ] == expected)
    #expect(page.height == input.0)
  }

  // MARK: - Current card

  @Test func cardWithoutCurrentDataSaysSo() {
    var buffer = CellBuffer(width: 60, height: 2)
    CurrentCardPane(current: nil, today: nil, timeZone: berlin, style: style).render(in: buffer.area, into: &buffer)
    #expect(buffer.lines == ["Current conditions not available here", ""])
  }

  @Test func cardInImperialUnits() {
    var buffer = CellBuffer(width: 76, height: 2)
    CurrentCardPane(
      current: WeatherFixture.current, today: WeatherFixture.daily(zone: berlin)[0], timeZone: berlin,
      style: PaneStyle(glyphs: .unicode, units: .imperial)
    ).render(in: buffer.area, into: &buffer)
    #expect(
      buffer.lines == [
        "☁ 38°F   Cloudy · feels 31°   H 41° L 28°         Wind 11 mph ↗ SW, gusts 20",
        "Humidity 81% · UV 1 · 29.89 inHg ↘ · Vis 15 mi · Clouds 90%",
      ])
  }

  // MARK: - Printed page

  @Test func oncePageShowsAllDaysAnd24Hours() {
    let weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts)
    let content = DashboardContent(weather: weather, placeName: "", units: .metric, now: now)
    let page = OncePage(content: content).render(width: 120)
    let text = page.lines.joined(separator: "\n")
    #expect(text.contains("├ Next 24 hours"))
    #expect(text.contains("├ 10 days"))
    #expect(page.lines.filter { $0.contains("━") }.count == 10)
    // 120 columns hold 23 hours in the first strip; the 24th starts a second one.
    #expect(page.lines.filter { $0.contains("Now") }.count == 1)
  }
}
