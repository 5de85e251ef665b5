import Render
import WeatherCore

/// Official alerts under "Alerts (2)", credited to their service on the edge: a line each, then,
/// where the rows are there, every alert's own words, or the first alert's in what there is.
/// Safety first: the first four lines come before anything but the hourly strip, the words
/// before the days' details. A printed page prints every alert with its words.
public struct AlertsSection: DashboardSection {
  public var alerts: AlertsPane
  /// Whether this is a printed page.
  public var isPage = false

  /// `weather`'s alerts; on a screen with the retry time of a failed source and the new ones
  /// standing out.
  public init(_ content: DashboardContent, _ weather: Weather, on medium: SectionMedium) {
    let sourceName = weather.datasetMetadata[.weatherAlerts]?.providerName
    alerts = AlertsPane(
      status: weather.alerts, now: content.now, timeZone: weather.location.timeZone, style: content.style,
      sourceName: sourceName)
    isPage = medium.isPage
    // A printed page names no next refresh, and nothing on it is new.
    guard !isPage else { return }
    alerts.retryAt = content.alertRetryAt ?? content.nextRefresh
    alerts.retryZone = content.localTimeZone
    alerts.newAlertIDs = content.newAlertIDs
  }

  public func rows(width: Int) -> SectionRows {
    if isPage { return .fixed(withTexts.height(width: width - 2), hasEdge: true) }
    let lines = alerts.preferredHeight
    return SectionRows(
      hasEdge: true, minimum: 1,
      steps: [
        .init(min(lines, 4), .alerts), .init(min(lines, 8), .moreAlerts),
        .init(max(lines, withTexts.height(width: width - 2)), .alertTexts),
        .init(SectionRows.unbounded, .leftover),
      ])
  }

  public func edge(width: Int, height: Int) -> SectionEdge {
    let style = alerts.style
    return SectionEdge(
      left: [style.span(alerts.title, .title, bold: true)], right: alerts.credit.map { [style.span($0, .dim)] } ?? [])
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    let inner = rect.inset(dx: 1, dy: 0)
    // Room for every alert's text: each one's description and instruction under its line.
    let full = withTexts
    if isPage || (rect.height > alerts.preferredHeight && full.height(width: inner.width) <= rect.height) {
      full.render(in: inner, into: &buffer)
    } else {
      alerts.render(in: inner, into: &buffer)
    }
  }

  /// The alerts with every one's description and instruction under its line.
  private var withTexts: AlertsPane {
    var full = alerts
    full.fullText = true
    return full
  }
}
