import FoundationEssentials
import Render
import WeatherCore

/// The hours ahead under "Next 14 hours" and what the strip's rows mean: on a screen one
/// scrolling strip whose curve grows with the rows it is given (with its scale on a large
/// screen); on a printed page the next `OncePage.hours` hours in as many strips as the width
/// takes, one under another on one scale.
public struct HourlySection: DashboardSection {
  public var strip: HourlyStripPane
  /// Whether this is a printed page.
  public var isPage = false

  /// `weather`'s hours: on a screen from where `content` scrolled them, with the air's index
  /// row and, on a large screen, the curve's scale; on a page the next `OncePage.hours`.
  public init(_ content: DashboardContent, _ weather: Weather, on medium: SectionMedium) {
    let zone = weather.location.timeZone
    switch medium {
    case .page:
      strip = HourlyStripPane(
        hourly: weather.hourlyForecast, now: content.now, scrollOffset: 0, timeZone: zone, style: content.style,
        hourLimit: OncePage.hours)
      isPage = true
    case .screen(let width, let height):
      strip = HourlyStripPane(
        hourly: weather.hourlyForecast, now: content.now, scrollOffset: content.hourScroll, timeZone: zone,
        style: content.style)
      strip.airQuality = content.airQuality
      strip.airQualityScale = content.airQualityScale
      strip.showsColour = content.gradient != nil
      strip.showsScale = Self.showsScale(screenWidth: width, height: height)
    }
  }

  /// Whether a screen `width` × `height` gives the curve its scale (and the scale an hour's
  /// column): a large screen's, as for the figures, where the curve is at least three rows tall
  /// and an hour of thirty is worth its labels. Decided by the screen alone, so the hours the view
  /// model pages by are the hours shown.
  public static func showsScale(screenWidth width: Int, height: Int) -> Bool {
    width >= DashboardView.largeScreen.width && height >= DashboardView.largeScreen.height
  }

  public func rows(width: Int) -> SectionRows {
    if isPage {
      let count = pageStrips(width: width).count
      return .fixed(count * HourlyStripPane.standardHeight + count - 1, hasEdge: true)
    }
    var steps: [SectionRows.Step] = [.init(HourlyStripPane.standardHeight, .hourlyStrip)]
    // Hours to draw: a taller curve, then all the rows nothing else wants.
    if !strip.upcoming.isEmpty {
      let air = strip.airRowShown(height: HourlyStripPane.curveHeight + 1) ? 1 : 0
      steps += [
        .init(HourlyStripPane.curveHeight, .hourlyCurve),
        .init(4 + air + HourlyStripPane.comfortableCurve, .tallCurve),
        .init(SectionRows.unbounded, .fill),
      ]
    }
    return SectionRows(hasEdge: true, minimum: 3, steps: steps)
  }

  public func edge(width: Int, height: Int) -> SectionEdge {
    let style = strip.style
    if isPage {
      let count = strip.upcoming.count
      return SectionEdge(left: [style.span(count == 1 ? "Next hour" : "Next \(count) hours", .title, bold: true)])
    }
    let title = [style.span(strip.title(width: width), .title, bold: true)]
    // The legend goes on the title row where it fits beside the title, longest form first.
    let legend = strip.legends(width: width, height: height).first { title.width + $0.width + 7 <= width + 2 }
    return SectionEdge(left: title, right: legend ?? [])
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard isPage else {
      strip.render(in: rect, into: &buffer)
      return
    }
    let (count, perStrip) = pageStrips(width: rect.width)
    let temperatures = strip.upcoming.compactMap(\.temperature).filter(\.isFinite)
    var pageStrip = strip
    pageStrip.showsScrollMarkers = false
    pageStrip.keepsStripFull = false
    pageStrip.chartRange = temperatures.min().flatMap { low in temperatures.max().map { low...$0 } }
    for index in 0..<count {
      pageStrip.scrollOffset = index * perStrip
      let top = rect.y + index * (HourlyStripPane.standardHeight + 1)
      let width = min(rect.width, perStrip * HourlyStripPane.columnWidth + 2)
      pageStrip.render(in: Rect(x: rect.x, y: top, width: width, height: HourlyStripPane.standardHeight), into: &buffer)
    }
  }

  /// A printed page's strips at `width`: how many, and the hours in each, balanced (24 hours in
  /// 120 columns print as 12 + 12, not 23 + 1). They share one scale so their curves compare.
  func pageStrips(width: Int) -> (count: Int, perStrip: Int) {
    let hours = strip.upcoming.count
    let fitting = max(1, HourlyStripPane.columns(forWidth: width))
    let count = max(1, (hours + fitting - 1) / fitting)
    return (count, max(1, (hours + count - 1) / count))
  }
}
