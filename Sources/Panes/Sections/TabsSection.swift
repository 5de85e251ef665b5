import Render

/// Every saved place on a row under the header, where there are two or more and the screen has
/// a row for them after the hourly strip and the first alerts (the header's "n of m" stays).
public struct TabsSection: DashboardSection {
  public var tabs: PlaceTabsPane

  /// The tabs of `content`'s places on a screen; nil on a printed page or for one place.
  public init?(_ content: DashboardContent, on medium: SectionMedium) {
    guard !medium.isPage, content.placeTabs.count > 1 else { return nil }
    tabs = PlaceTabsPane(tabs: content.placeTabs, selected: content.placeIndex, style: content.style)
  }

  public func rows(width: Int) -> SectionRows {
    SectionRows(hasEdge: false, minimum: 0, steps: tabs.tabs.count > 1 ? [.init(1, .tabs)] : [])
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    tabs.render(in: rect, into: &buffer)
  }
}
