import Render
import WeatherCore

/// The air in detail under "Air quality", credited to CAMS on the edge: where a screen has the
/// rows for all of it, edge and all, after the hourly curve and before the alerts' words.
public struct AirSection: DashboardSection {
  public var air: AirQualityPane

  /// The air at `content`'s place this hour on a screen; nil on a printed page (`--once` has
  /// its own air line) or where none was served.
  public init?(_ content: DashboardContent, on medium: SectionMedium) {
    guard !medium.isPage, let hour = content.airQuality?.hour(at: content.now) else { return nil }
    air = AirQualityPane(hour: hour, scale: content.airQualityScale, style: content.style)
    air.showsColour = content.gradient != nil
  }

  public func rows(width: Int) -> SectionRows {
    SectionRows(hasEdge: true, minimum: 0, steps: [.init(air.preferredHeight, .air, whole: true)])
  }

  public func edge(width: Int, height: Int) -> SectionEdge {
    let style = air.style
    return SectionEdge(
      left: [style.span("Air quality", .title, bold: true)], right: [style.span(AirQualityPane.credit, .dim)])
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    air.render(in: rect.inset(dx: 1, dy: 0), into: &buffer)
  }
}
