/// How a screen's rows are shared among the dashboard's sections: each gets its minimum first,
/// then the sections' steps are given in `RowPriority` order (ties in the sections' order): the
/// hourly strip whole, the alerts (up to four: safety first), the place tabs, the figures a
/// room reads, the days, more alerts, the card's third line, a three-row curve, the air, the
/// alerts' own words, the days' details; then, on a large screen, thicker bars and a taller
/// curve with its scale, and the curve takes what is left. A section under an edge pays for
/// the edge row when it first gets a row.
public struct DashboardLayout: Sendable, Equatable {
  /// Each section's body rows, in the sections' order; 0 for a section left out (edge and all).
  public var heights: [Int]
  /// Rows no step wanted.
  public var spare: Int

  /// The smallest terminal the dashboard draws in; below it the "too small" screen shows.
  public static let minimumWidth = 50
  public static let minimumHeight = 15

  /// Shares `height` rows (the header and footer edges not counted) among `sections`.
  public init(height: Int, sections: [SectionRows]) {
    var heights = sections.map(\.minimum)
    var spare = height - zip(sections, heights).reduce(0) { $0 + Self.rows($1.0, body: $1.1) }
    let steps = sections.indices.flatMap { index in sections[index].steps.map { (index: index, step: $0) } }
      .enumerated().sorted { ($0.element.step.priority, $0.offset) < ($1.element.step.priority, $1.offset) }
      .map(\.element)
    for (index, step) in steps where step.height > heights[index] {
      let edge = sections[index].hasEdge && heights[index] == 0 ? 1 : 0
      let wanted = step.height - heights[index] + edge
      let granted = step.whole ? (spare >= wanted ? wanted : 0) : min(wanted, spare)
      guard granted > edge else { continue }
      heights[index] += granted - edge
      spare -= granted
    }
    self.heights = heights
    self.spare = max(0, spare)
  }

  /// The rows a section takes with a body `body` rows tall: its edge's and its body's.
  static func rows(_ section: SectionRows, body: Int) -> Int {
    body > 0 && section.hasEdge ? body + 1 : body
  }
}
