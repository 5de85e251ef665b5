/// Draws boxes and their edges: `┌ Title ──── right ┐`, `├ Next 24 hours ───┤`, `└ … ┘`.
/// Titles sit on the edge with one space either side, as in the design mock-up.
public struct Frame: Sendable {
  public var chars: BoxChars
  public var style: CellStyle

  public init(chars: BoxChars, style: CellStyle = CellStyle(role: .border)) {
    self.chars = chars
    self.style = style
  }

  /// Which edge row is drawn: each has its own corner pair.
  public enum Edge: Sendable {
    case top, separator, bottom
  }

  // MARK: - Whole boxes

  /// Draws the border of `rect` with an optional title on the top edge and clears the inside.
  /// Returns the interior.
  @discardableResult
  public func drawBox(
    _ rect: Rect, into buffer: inout CellBuffer, title: [Span] = [], clearInterior: Bool = true
  ) -> Rect {
    guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
    let interior = rect.inset(by: 1)
    if clearInterior { buffer.fill(interior) }
    drawEdge(.top, row: rect.row(0), into: &buffer, left: title)
    for y in interior.y..<interior.maxY { drawSides(row: y, of: rect, into: &buffer) }
    drawEdge(.bottom, row: rect.row(rect.height - 1), into: &buffer)
    return interior
  }

  /// Draws the two vertical sides of `rect` on row `y`.
  public func drawSides(row y: Int, of rect: Rect, into buffer: inout CellBuffer) {
    buffer.put(String(chars.vertical), x: rect.x, y: y, style: style)
    buffer.put(String(chars.vertical), x: rect.maxX - 1, y: y, style: style)
  }

  // MARK: - Edges with titles

  /// Draws one edge across `row` (a one-row rectangle): corners at both ends, `left` spans after
  /// the left corner, `right` spans before the right corner, horizontal line between. When both
  /// do not fit, `right` is dropped first, then `left` is clipped with an ellipsis. `gap` columns
  /// of line at least part the two (0: their padding alone, two spaces).
  public func drawEdge(
    _ edge: Edge, row: Rect, into buffer: inout CellBuffer, left: [Span] = [], right: [Span] = [], gap: Int = 1
  ) {
    guard row.width >= 2, row.height >= 1 else { return }
    let (leftCorner, rightCorner) = corners(edge)
    let line = String(repeating: chars.horizontal, count: row.width - 2)
    buffer.put(String(leftCorner) + line + String(rightCorner), x: row.x, y: row.y, style: style)

    // Room between the corners, minus one space of padding around each label.
    let room = row.width - 2
    let rightWidth = right.isEmpty ? 0 : right.width + 2
    let leftWidth = left.isEmpty ? 0 : left.width + 2
    let showRight = !right.isEmpty && leftWidth + rightWidth + gap <= room
    if !left.isEmpty {
      let budget = room - (showRight ? rightWidth + gap : 0) - 2
      let clipped = Self.clip(left, to: budget)
      let x = buffer.put([Span(" ", style)] + clipped, x: row.x + 1, y: row.y, clip: row)
      buffer.put(" ", x: x, y: row.y, style: style, clip: row)
    }
    if showRight {
      let x = row.maxX - 1 - rightWidth
      buffer.put([Span(" ", style)] + right + [Span(" ", style)], x: x, y: row.y, clip: row)
    }
  }

  private func corners(_ edge: Edge) -> (Character, Character) {
    switch edge {
    case .top: (chars.topLeft, chars.topRight)
    case .separator: (chars.teeRight, chars.teeLeft)
    case .bottom: (chars.bottomLeft, chars.bottomRight)
    }
  }

  /// Cuts spans to `columns`, ending in "…" when anything was cut.
  public static func clip(_ spans: [Span], to columns: Int, ellipsis: String = "…") -> [Span] {
    guard columns > 0 else { return [] }
    if spans.width <= columns { return spans }
    var result: [Span] = []
    var used = 0
    let budget = columns - DisplayWidth.of(ellipsis)
    for span in spans {
      let room = budget - used
      if room <= 0 { break }
      let text = DisplayWidth.clip(span.text, to: room)
      if !text.isEmpty { result.append(Span(text, span.style)) }
      used += DisplayWidth.of(text)
      if DisplayWidth.of(text) < span.width { break }
    }
    result.append(Span(ellipsis, result.last?.style ?? .plain))
    return result
  }
}
