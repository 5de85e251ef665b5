import FoundationEssentials
import Render
import WeatherCore

/// The dashboard as a printed page for `--once`: as wide as asked, as tall as it needs, with
/// the next 24 hours (in as many strips as the width takes), every day and every alert.
public struct OncePage: Sendable {
  public var content: DashboardContent
  /// Hours printed in the hourly strips.
  public static let hours = 24

  public init(content: DashboardContent) { self.content = content }

  /// Renders the page `width` columns wide (at least the dashboard's minimum).
  public func render(width requested: Int) -> CellBuffer {
    let width = max(requested, DashboardLayout.minimumWidth)
    guard let weather = content.weather else {
      var buffer = CellBuffer(width: width, height: 7)
      DashboardView(content: content).message.render(in: buffer.area, into: &buffer)
      return buffer
    }
    let style = content.style
    let zone = weather.location.timeZone
    let now = content.now
    let view = DashboardView(content: content)
    let frame = Frame(chars: content.glyphs.box)

    let stripWidth = width - 2
    let fitting = max(1, HourlyStripPane.columns(forWidth: stripWidth))
    let hours = HourlyStripPane(
      hourly: weather.hourlyForecast, now: now, scrollOffset: 0, timeZone: zone, style: style,
      hourLimit: Self.hours
    ).upcoming
    let temperatures = hours.compactMap(\.temperature).filter(\.isFinite)
    let range = temperatures.min().flatMap { low in temperatures.max().map { low...$0 } }
    let strip = { (offset: Int) in
      HourlyStripPane(
        hourly: weather.hourlyForecast, now: now, scrollOffset: offset, timeZone: zone, style: style,
        showsScrollMarkers: false, hourLimit: Self.hours, keepsStripFull: false, chartRange: range)
    }
    let available = hours.count
    let stripCount = max(1, (available + fitting - 1) / fitting)
    // Balanced strips: 24 hours in 120 columns print as 12 + 12, not 23 + 1.
    let perStrip = max(1, (available + stripCount - 1) / stripCount)
    let daily = DailyBarsPane(
      daily: weather.dailyForecast, now: now, currentTemperature: weather.currentWeather?.temperature,
      timeZone: zone, gradient: content.gradient, style: style)
    let dayRows = max(1, daily.upcoming.count)
    var alerts = AlertsPane(
      status: weather.alerts, now: now, timeZone: zone, style: style,
      sourceName: weather.datasetMetadata[.weatherAlerts]?.providerName)
    // A page cannot open an alert: its texts are printed under it.
    alerts.fullText = true

    let contextLine = ContextLinePane(weather: weather, climate: content.climate, now: now, style: style)
    let contextRows = contextLine.isEmpty ? 0 : 1
    let nextHour = NextHourPane(weather: weather, now: now, style: style)
    var card = CurrentCardPane(
      current: weather.currentWeather, today: view.today(weather), timeZone: zone, style: style)
    card.feelsLikeMissing = weather.metadata.isMissing("apparent_temperature", in: "current")
    card.markComputed(in: weather)
    // A page has no help screen: the mark's legend goes under the alerts when a mark is printed.
    let legendRows =
      nextHour.isComputed || contextLine.hasComputedItems || card.showsComputedMark || alerts.showsComputedMark ? 1 : 0
    let heights = [
      1, 3, 1 + contextRows, 1, stripCount * HourlyStripPane.standardHeight + (stripCount - 1), 1, dayRows, 1,
      alerts.height(width: width - 4) + legendRows, 1,
    ]
    var buffer = CellBuffer(width: width, height: heights.reduce(0, +))
    let sections = buffer.area.rows(heights)
    for y in 1..<buffer.height - 1 { frame.drawSides(row: y, of: buffer.area, into: &buffer) }
    func inner(_ r: Rect) -> Rect { r.inset(dx: 2, dy: 0) }

    view.header(weather).render(in: sections[0], into: &buffer)
    card.render(in: inner(sections[1]), into: &buffer)
    nextHour.render(in: inner(sections[2]).row(0), into: &buffer)
    if contextRows > 0 { contextLine.render(in: inner(sections[2]).row(1), into: &buffer) }

    let hoursTitle = available == 1 ? "Next hour" : "Next \(available) hours"
    frame.drawEdge(.separator, row: sections[3], into: &buffer, left: [style.span(hoursTitle, .title, bold: true)])
    for index in 0..<stripCount {
      let top = sections[4].y + index * (HourlyStripPane.standardHeight + 1)
      let stripColumns = perStrip * HourlyStripPane.columnWidth + 2
      let area = Rect(x: 1, y: top, width: min(width - 2, stripColumns), height: HourlyStripPane.standardHeight)
      strip(index * perStrip).render(in: area, into: &buffer)
    }

    let dayCount = daily.upcoming.count
    frame.drawEdge(
      .separator, row: sections[5], into: &buffer,
      left: [style.span(dayCount == 1 ? "Today" : "\(dayCount) days", .title, bold: true)])
    daily.render(in: inner(sections[6]), into: &buffer)

    frame.drawEdge(
      .separator, row: sections[7], into: &buffer, left: [style.span(alerts.title, .title, bold: true)],
      right: alerts.credit.map { [style.span($0, .dim)] } ?? [])
    let alertArea = inner(sections[8])
    alerts.render(
      in: Rect(x: alertArea.x, y: alertArea.y, width: alertArea.width, height: alertArea.height - legendRows),
      into: &buffer)
    if legendRows > 0 {
      buffer.put(
        [
          style.computedMark, style.span(" computed by WeatherTUI from the served data (JSON: metadata.derived)", .dim),
        ],
        in: alertArea.row(alertArea.height - 1), align: .left)
    }
    var footer = view.footer(weather)
    footer.showsHelpHint = false
    footer.render(in: sections[9], into: &buffer)
    return buffer
  }
}
