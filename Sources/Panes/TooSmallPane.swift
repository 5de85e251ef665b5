import Render

/// Shown instead of the dashboard when the terminal is smaller than the layout's minimum.
public struct TooSmallPane: Sendable {
  public var needed: (width: Int, height: Int)
  public var style: PaneStyle

  public init(needed: (width: Int, height: Int), style: PaneStyle) {
    self.needed = needed
    self.style = style
  }

  /// The message for a terminal of `width` × `height`.
  public func message(width: Int, height: Int) -> String {
    style.glyphs.text("Terminal too small: need \(needed.width)×\(needed.height), have \(width)×\(height)")
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect)
    let whole = message(width: rect.width, height: rect.height)
    let sizes = style.glyphs.text("need \(needed.width)×\(needed.height), have \(rect.width)×\(rect.height)")
    // The message on one line when it fits, else the headline over the sizes.
    let headline = DisplayWidth.of(whole) <= rect.width ? [whole] : ["Terminal too small", sizes]
    let lines =
      headline.map { Span($0, CellStyle(role: .warning, bold: true)) }
      + [Span(""), Span("Enlarge the window, or press q to quit", CellStyle(role: .dim))]
    // Very narrow terminals get each line wrapped at its words rather than cut.
    var rows: [[Span]] = []
    for line in lines {
      let pieces = line.text.isEmpty ? [""] : TextWrap.lines(line.text, width: rect.width)
      for piece in pieces { rows.append([Span(piece, line.style)]) }
    }
    let top = rect.y + max(0, (rect.height - rows.count) / 2)
    for (i, row) in rows.enumerated() where top + i < rect.maxY {
      buffer.put(row, in: Rect(x: rect.x, y: top + i, width: rect.width, height: 1), align: .center)
    }
  }
}
