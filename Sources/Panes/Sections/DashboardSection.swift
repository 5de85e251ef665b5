import Render

/// One section of the dashboard's page, from the current conditions to the alerts: what it
/// puts on the edge above it, how many rows it needs and would like for a width, and how it
/// draws in the rows it was given. The dashboard, `--once` and the overview draw their pages
/// from a list of these (`DashboardContent.sections`, `SectionPage`); `DashboardLayout` shares a
/// screen's rows among them by `RowPriority`, a printed page gives each its preferred height.
public protocol DashboardSection: Sendable {
  /// The rows the body needs and would like at `width` (the room between the frame's sides).
  func rows(width: Int) -> SectionRows
  /// The title (left) and credit (right) on the edge above a body `height` rows tall.
  func edge(width: Int, height: Int) -> SectionEdge
  /// Draws the body into `rect`: the room between the frame's sides, as tall as it was given.
  func render(in rect: Rect, into buffer: inout CellBuffer)
}

extension DashboardSection {
  public func edge(width: Int, height: Int) -> SectionEdge { SectionEdge() }
}

/// Where a dashboard's sections are drawn.
public enum SectionMedium: Sendable, Equatable {
  /// A terminal `width` × `height`: its rows shared by `DashboardLayout`.
  case screen(width: Int, height: Int)
  /// A printed page (`--once`): as tall as it needs, with nothing to scroll or open.
  case page

  public var isPage: Bool { self == .page }
}

/// What an edge row says: a title at the left, a credit at the right.
public struct SectionEdge: Sendable, Equatable {
  public var left: [Span]
  public var right: [Span]

  public init(left: [Span] = [], right: [Span] = []) {
    self.left = left
    self.right = right
  }
}

/// The rows a section's body takes: its minimum, then more, step by step, each step given when
/// its priority comes and the rows are there.
public struct SectionRows: Sendable, Equatable {
  /// One more height the body would like.
  public struct Step: Sendable, Equatable {
    /// The body's height once the step is given; `SectionRows.unbounded` for all that is left.
    public var height: Int
    public var priority: RowPriority
    /// Whether the step is worth giving only whole (block figures, the air section, a thicker
    /// bar for every day), or row by row as far as the rows go.
    public var whole: Bool

    public init(_ height: Int, _ priority: RowPriority, whole: Bool = false) {
      self.height = height
      self.priority = priority
      self.whole = whole
    }
  }

  /// Whether the body sits under an edge row of its own (shown with the body, left out with it).
  public var hasEdge: Bool
  /// Rows it always gets; 0 for a section that may be left out.
  public var minimum: Int
  public var steps: [Step]

  /// A height that takes whatever rows are left.
  public static let unbounded = Int.max / 4

  public init(hasEdge: Bool, minimum: Int, steps: [Step] = []) {
    self.hasEdge = hasEdge
    self.minimum = minimum
    self.steps = steps
  }

  /// The body's height when every step that adds something to read is given (not those that
  /// only make things bigger for a room): a printed page's height.
  public var preferred: Int {
    steps.filter { !$0.priority.onlyEnlarges }.map(\.height).reduce(minimum, max)
  }

  /// A fixed height: no step, the minimum is all it wants.
  public static func fixed(_ height: Int, hasEdge: Bool) -> SectionRows {
    SectionRows(hasEdge: hasEdge, minimum: height)
  }
}

/// The order in which a screen's spare rows are given out, first to last, once every section
/// has its minimum. Steps of one priority go in the sections' order.
public enum RowPriority: Int, Sendable, Comparable, CaseIterable {
  /// The hourly strip whole: hours, symbols, temperatures, chances and a one-row curve.
  case hourlyStrip
  /// Up to four alerts on a line each: safety first.
  case alerts
  /// The place tabs under the header.
  case tabs
  /// The current temperature in figures a room can read, on a large screen or with `--big`.
  case figures
  /// Every day on a line.
  case days
  /// Up to eight alerts.
  case moreAlerts
  /// The current card's third line.
  case cardDetails
  /// A three-row temperature curve.
  case hourlyCurve
  /// The air in detail, whole or not at all.
  case air
  /// Every alert's own words (description, instruction), or the first alert's in what there is.
  case alertTexts
  /// A details line (day parts, wind, sun, moon) for as many days as fit, from today.
  case dayParts
  /// Bars two rows thick: the gradient seen across a room.
  case thickBars
  /// A taller curve, up to `HourlyStripPane.comfortableCurve` rows, with its scale.
  case tallCurve
  /// Bars three rows thick.
  case thickerBars
  /// The curve takes what is left.
  case fill
  /// Rows nothing else could use (no hourly data to draw): the alerts box.
  case leftover

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  /// Whether the step only draws something bigger, with nothing more to read: a printed page
  /// leaves it out.
  public var onlyEnlarges: Bool {
    switch self {
    case .figures, .thickBars, .tallCurve, .thickerBars, .fill, .leftover: true
    default: false
    }
  }
}
