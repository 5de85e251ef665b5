import Render
import WeatherCore

/// The days ahead under "10 days": a bar a day; on a screen with rows to spare, a details line
/// (day parts, wind, sun, moon) for as many days as fit from today, then bars two and three
/// rows thick. A printed page prints a bar a day.
public struct DaysSection: DashboardSection {
  public var days: DailyBarsPane
  /// Whether this is a printed page.
  public var isPage = false

  /// `weather`'s days on `content`'s gradient.
  public init(_ content: DashboardContent, _ weather: Weather, on medium: SectionMedium) {
    days = DailyBarsPane(
      daily: weather.dailyForecast, now: content.now, currentTemperature: weather.currentWeather?.temperature,
      timeZone: weather.location.timeZone, gradient: content.gradient, style: content.style)
    days.markComputed(in: weather)
    isPage = medium.isPage
  }

  /// The thickest bars a screen gives.
  public static let thickestBar = 3

  public func rows(width: Int) -> SectionRows {
    let count = days.upcoming.count
    if isPage { return .fixed(max(1, count), hasEdge: true) }
    guard count > 0 else { return .fixed(1, hasEdge: true) }
    return SectionRows(
      hasEdge: true, minimum: min(3, count),
      steps: [
        .init(count, .days), .init(2 * count, .dayParts), .init(3 * count, .thickBars, whole: true),
        .init((Self.thickestBar + 1) * count, .thickerBars, whole: true),
      ])
  }

  /// The days shown, the details lines among them and the bars' rows, in `height` rows.
  func plan(height: Int) -> (shown: Int, detailed: Int, barRows: Int) {
    let count = days.upcoming.count
    guard !isPage, count > 0 else { return (min(count, height), 0, 1) }
    if height <= count { return (height, 0, 1) }
    if height < 2 * count { return (count, height - count, 1) }
    return (count, count, min(Self.thickestBar, height / count - 1))
  }

  public func edge(width: Int, height: Int) -> SectionEdge {
    let shown = isPage ? days.upcoming.count : plan(height: height).shown
    return SectionEdge(left: [days.style.span(shown == 1 ? "Today" : "\(shown) days", .title, bold: true)])
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    let plan = plan(height: rect.height)
    var days = days
    days.showsDetails = plan.detailed > 0
    days.detailedDays = plan.detailed
    days.barRows = plan.barRows
    days.render(in: rect.inset(dx: 1, dy: 0), into: &buffer)
  }
}
