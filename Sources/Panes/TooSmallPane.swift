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
    let lines = [
      [style.span(message(width: rect.width, height: rect.height), .warning, bold: true)],
      [style.span("Enlarge the window, or press q to quit", .dim)],
    ]
    // Narrow terminals get the message wrapped at its words rather than cut.
    var rows: [[Span]] = []
    for line in lines {
      for piece in Self.wrap(line[0].text, width: rect.width) { rows.append([Span(piece, line[0].style)]) }
    }
    let top = rect.y + max(0, (rect.height - rows.count) / 2)
    for (i, row) in rows.enumerated() where top + i < rect.maxY {
      buffer.put(row, in: Rect(x: rect.x, y: top + i, width: rect.width, height: 1), align: .center)
    }
  }

  /// Greedy word wrap by display width.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if DisplayWidth.of(candidate) <= width || current.isEmpty {
        current = DisplayWidth.clip(candidate, to: width)
      } else {
        lines.append(current)
        current = DisplayWidth.clip(String(word), to: width)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
