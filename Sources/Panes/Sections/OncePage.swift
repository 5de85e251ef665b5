import FoundationEssentials
import Render
import WeatherCore

/// The dashboard as a printed page for `--once`: as wide as asked, as tall as it needs, the
/// dashboard's sections each at its preferred height: the next 24 hours (in as many strips as
/// the width takes), every day and every alert with its words.
public struct OncePage: Sendable {
  public var content: DashboardContent
  /// Hours printed in the hourly strips.
  public static let hours = 24

  public init(content: DashboardContent) { self.content = content }

  /// Renders the page `width` columns wide (at least the dashboard's minimum).
  public func render(width requested: Int) -> CellBuffer {
    let width = max(requested, DashboardLayout.minimumWidth)
    let view = DashboardView(content: content)
    guard let weather = content.weather else {
      var buffer = CellBuffer(width: width, height: 7)
      view.message.render(in: buffer.area, into: &buffer)
      return buffer
    }
    let page = SectionPage(
      sections: content.sections(weather, on: .page), width: width, frame: Frame(chars: content.glyphs.box))
    var buffer = CellBuffer(width: width, height: page.height)
    view.header(weather).render(in: buffer.area.row(0), into: &buffer)
    page.render(in: buffer.area, into: &buffer)
    var footer = view.footer(weather)
    footer.showsHelpHint = false
    footer.render(in: buffer.area.row(buffer.height - 1), into: &buffer)
    return buffer
  }
}

/// The computed mark's legend under a printed page's alerts, when a line above carries the
/// mark: a page has no help screen to explain it.
struct ComputedMarkLegend: DashboardSection {
  var style: PaneStyle

  /// Nil unless `medium` is a page and the conditions now or the alerts (the page's own
  /// sections) carry the mark.
  init?(_ content: DashboardContent, now: CurrentSection, alerts: AlertsSection, on medium: SectionMedium) {
    guard medium.isPage else { return nil }
    guard
      now.nextHour.isComputed || now.context.hasComputedItems || now.card.showsComputedMark
        || alerts.alerts.showsComputedMark
    else { return nil }
    style = content.style
  }

  func rows(width: Int) -> SectionRows { .fixed(1, hasEdge: false) }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.put(
      [style.computedMark, style.span(" computed by WeatherTUI from the served data (JSON: metadata.derived)", .dim)],
      in: rect.inset(dx: 1, dy: 0).row(0), align: .left)
  }
}
