import Render

/// A centred box listing the key bindings, drawn over the dashboard. It fits any screen from
/// the 50×15 minimum up: one column when there is room, else two with brief actions, and on a
/// screen too small even for that the least important rows give way (the bottom edge says how
/// many) while essential ones (quit) always stay.
public struct HelpOverlayPane: Sendable {
  /// Key bindings in order of importance, e.g. ("← → h l", "earlier / later hours").
  public var bindings: [KeyHint]
  public var title: String
  /// How to leave, on the bottom edge: e.g. "q quit · any other key closes".
  public var closing: [KeyHint]
  public var style: PaneStyle

  /// Blank columns between two columns of bindings.
  static let gap = 2

  public init(bindings: [KeyHint], title: String = "Keys", closing: [KeyHint], style: PaneStyle) {
    self.bindings = bindings
    self.title = title
    self.closing = closing
    self.style = style
  }

  /// How the bindings are laid out in a box whose content is at most `width` × `height`.
  struct Layout: Equatable {
    var columns: [[KeyHint]]
    var brief: Bool
    /// Rows left out for room.
    var dropped: Int
    var width: Int
    var height: Int { columns.map(\.count).max() ?? 0 }
  }

  func layout(width: Int, height: Int) -> Layout {
    let height = max(1, height)
    var shown = bindings
    // Two columns is the most a 50-column screen can hold readably.
    while shown.count > 2 * height, let last = shown.lastIndex(where: { !$0.isEssential }) {
      shown.remove(at: last)
    }
    let dropped = bindings.count - shown.count
    var fallback: Layout?
    for columnCount in [1, 2] {
      let perColumn = (shown.count + columnCount - 1) / columnCount
      guard perColumn <= height else { continue }
      let columns = stride(from: 0, to: shown.count, by: max(1, perColumn)).map {
        Array(shown[$0..<min(shown.count, $0 + perColumn)])
      }
      for brief in [false, true] {
        let needed = columns.map { naturalWidth($0, brief: brief) }.reduce(0, +) + Self.gap * (columns.count - 1)
        let candidate = Layout(columns: columns, brief: brief, dropped: dropped, width: min(needed, width))
        if needed <= width { return candidate }
        if fallback == nil || columnCount == 2 && brief { fallback = candidate }
      }
    }
    return fallback ?? Layout(columns: [shown], brief: true, dropped: dropped, width: width)
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.width >= 12, rect.height >= 4 else { return }
    let closingLine = KeyHint.line(closing, width: rect.width - 6, style: style)
    var layout = layout(width: rect.width - 4, height: rect.height - 2)
    layout.width = max(layout.width, closingLine.width + 4, DisplayWidth.of(title) + 4)
    let box = rect.centered(width: min(rect.width, layout.width + 4), height: layout.height + 2)
    let frame = Frame(chars: style.glyphs.box, style: CellStyle(role: .accent))
    let interior = frame.drawBox(box, into: &buffer, title: [style.span(title, .title, bold: true)])
    let more = layout.dropped > 0 ? [style.span("+\(layout.dropped) more: enlarge", .dim)] : []
    frame.drawEdge(.bottom, row: box.row(box.height - 1), into: &buffer, left: more, right: closingLine)
    let content = interior.inset(dx: 1, dy: 0)
    let widths = layout.columns.map { naturalWidth($0, brief: layout.brief) }
    // Columns share the room in proportion to what they need; the last takes the rest.
    let spare = content.width - Self.gap * (layout.columns.count - 1)
    let total = max(1, widths.reduce(0, +))
    var x = content.x
    for (index, column) in layout.columns.enumerated() {
      let isLast = index == layout.columns.count - 1
      let width = isLast ? content.maxX - x : min(widths[index], spare * widths[index] / total)
      draw(
        column, brief: layout.brief, in: Rect(x: x, y: content.y, width: width, height: content.height), into: &buffer)
      x += width + Self.gap
    }
  }

  // MARK: - Columns

  /// The widest keys of `column`; rows without keys (a heading) span the column instead.
  private func keyWidth(_ column: [KeyHint]) -> Int {
    column.filter { !$0.keys.isEmpty }.map { DisplayWidth.of(style.glyphs.text($0.keys)) }.max() ?? 0
  }

  private func action(_ hint: KeyHint, brief: Bool) -> String {
    style.glyphs.text(brief ? hint.brief ?? hint.action : hint.action)
  }

  /// Columns `column` needs: its widest keys, a space, its widest action.
  private func naturalWidth(_ column: [KeyHint], brief: Bool) -> Int {
    let keyed = column.filter { !$0.keys.isEmpty }.map { DisplayWidth.of(action($0, brief: brief)) }.max()
    let headings = column.filter(\.keys.isEmpty).map { DisplayWidth.of(action($0, brief: brief)) }.max() ?? 0
    return max(keyed.map { keyWidth(column) + 2 + $0 } ?? 0, headings)
  }

  private func draw(_ column: [KeyHint], brief: Bool, in rect: Rect, into buffer: inout CellBuffer) {
    let keyWidth = keyWidth(column)
    for (i, hint) in column.prefix(rect.height).enumerated() {
      let row = rect.row(i)
      if hint.keys.isEmpty {
        buffer.put(
          Frame.clip(
            [style.span(action(hint, brief: brief), .title, bold: true)], to: row.width, ellipsis: style.glyphs.ellipsis
          ),
          in: row, align: .left)
        continue
      }
      buffer.put(
        [style.span(DisplayWidth.pad(style.glyphs.text(hint.keys), to: keyWidth), .accent, bold: true)], in: row,
        align: .left)
      let room = row.width - keyWidth - 2
      guard room > 0 else { continue }
      buffer.put(
        Frame.clip([style.span(action(hint, brief: brief))], to: room, ellipsis: style.glyphs.ellipsis),
        in: Rect(x: row.x + keyWidth + 2, y: row.y, width: room, height: 1), align: .left)
    }
  }
}
