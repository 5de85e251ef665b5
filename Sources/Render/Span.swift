/// A run of text in one style: the unit panes compose lines from.
public struct Span: Sendable, Hashable {
  public var text: String
  public var style: CellStyle

  public init(_ text: String, _ style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// Shorthand for a span in a theme role.
  public init(_ text: String, role: ThemeRole, bold: Bool = false) {
    self.init(text, CellStyle(role: role, bold: bold))
  }

  /// Columns the span occupies.
  public var width: Int { DisplayWidth.of(text) }
}

extension Array where Element == Span {
  /// Columns the spans occupy together.
  public var width: Int { reduce(0) { $0 + $1.width } }

  /// The plain text of all spans.
  public var text: String { map(\.text).joined() }
}

// MARK: - Drawing spans

extension CellBuffer {
  /// Writes `spans` one after another from (x, y), clipped to `clip`; returns the next column.
  @discardableResult
  public mutating func put(_ spans: [Span], x: Int, y: Int, clip: Rect? = nil) -> Int {
    var column = x
    for span in spans {
      column = put(span.text, x: column, y: y, style: span.style, clip: clip)
    }
    return column
  }

  /// Writes `spans` on the row of `rect`, aligned left, right or centred within it.
  @discardableResult
  public mutating func put(_ spans: [Span], in rect: Rect, align: Alignment) -> Int {
    let free = max(0, rect.width - spans.width)
    let offset: Int
    switch align {
    case .left: offset = 0
    case .right: offset = free
    case .center: offset = free / 2
    }
    return put(spans, x: rect.x + offset, y: rect.y, clip: rect)
  }

  /// Sets the style of every cell in `rect`, keeping its text.
  public mutating func restyle(_ rect: Rect, _ style: CellStyle) {
    for y in max(0, rect.y)..<min(height, rect.maxY) {
      for x in max(0, rect.x)..<min(width, rect.maxX) { self[x, y].style = style }
    }
  }
}

/// Horizontal alignment inside a rectangle.
public enum Alignment: Sendable {
  case left, center, right
}
