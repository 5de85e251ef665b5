import Render

/// Sections drawn one under another inside the dashboard's frame: each body under its own edge
/// (title left, credit right) or straight under the section before, the frame's sides on every
/// row between the top and bottom edges, which the caller draws (the header and the footer).
/// A screen shares its rows among the sections (`DashboardLayout`); a printed page gives each
/// its preferred height.
public struct SectionPage: Sendable {
  public var sections: [any DashboardSection]
  /// What each section needs and would like at the page's width.
  public var wants: [SectionRows]
  /// Each section's body rows; 0 leaves a section out.
  public var heights: [Int]
  public var frame: Frame

  /// The sections on a screen `height` rows tall and `width` wide.
  public init(sections: [any DashboardSection], width: Int, height: Int, frame: Frame) {
    self.sections = sections
    self.frame = frame
    wants = sections.map { $0.rows(width: width - 2) }
    heights = DashboardLayout(height: height - 2, sections: wants).heights
  }

  /// The sections on a printed page `width` wide, each as tall as it would like.
  public init(sections: [any DashboardSection], width: Int, frame: Frame) {
    self.sections = sections
    self.frame = frame
    wants = sections.map { $0.rows(width: width - 2) }
    heights = wants.map(\.preferred)
  }

  /// Rows of the whole page: the sections, their edges, the top and bottom edges.
  public var height: Int {
    2 + zip(wants, heights).reduce(0) { $0 + DashboardLayout.rows($1.0, body: $1.1) }
  }

  /// The body rows of the first section of type `S`, or 0.
  func height<S: DashboardSection>(of type: S.Type) -> Int {
    zip(sections, heights).first { $0.0 is S }?.1 ?? 0
  }

  /// Draws the sides of `rect` between its first and last rows, and the sections from its
  /// second row down.
  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 2 else { return }
    for y in rect.y + 1..<rect.maxY - 1 { frame.drawSides(row: y, of: rect, into: &buffer) }
    var y = rect.y + 1
    let inner = rect.width - 2
    for index in sections.indices where heights[index] > 0 && y < rect.maxY - 1 {
      if wants[index].hasEdge {
        let edge = sections[index].edge(width: inner, height: heights[index])
        frame.drawEdge(
          .separator, row: Rect(x: rect.x, y: y, width: rect.width, height: 1), into: &buffer, left: edge.left,
          right: edge.right)
        y += 1
      }
      let body = Rect(x: rect.x + 1, y: y, width: inner, height: max(0, min(heights[index], rect.maxY - 1 - y)))
      sections[index].render(in: body, into: &buffer)
      y += heights[index]
    }
  }
}
