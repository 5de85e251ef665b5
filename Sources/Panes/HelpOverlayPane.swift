import Render

/// A centred box listing the key bindings, drawn over the dashboard.
public struct HelpOverlayPane: Sendable {
  /// Key bindings in display order, e.g. ("← →", "scroll hours").
  public var bindings: [(keys: String, action: String)]
  public var title: String
  /// A closing hint on the bottom edge, e.g. "any key closes".
  public var hint: String
  public var style: PaneStyle

  public init(
    bindings: [(keys: String, action: String)], title: String = "Keys", hint: String = "any key closes",
    style: PaneStyle
  ) {
    self.bindings = bindings
    self.title = title
    self.hint = hint
    self.style = style
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    let keyWidth = bindings.map { DisplayWidth.of(style.glyphs.text($0.keys)) }.max() ?? 0
    let actionWidth = bindings.map { DisplayWidth.of(style.glyphs.text($0.action)) }.max() ?? 0
    let contentWidth = max(keyWidth + 3 + actionWidth, DisplayWidth.of(hint) + 4, DisplayWidth.of(title) + 4)
    let box = rect.centered(width: contentWidth + 4, height: bindings.count + 2)
    let frame = Frame(chars: style.glyphs.box, style: CellStyle(role: .accent))
    let interior = frame.drawBox(box, into: &buffer, title: [style.span(title, .title, bold: true)])
    frame.drawEdge(.bottom, row: box.row(box.height - 1), into: &buffer, right: [style.span(hint, .dim)])
    let content = interior.inset(dx: 1, dy: 0)
    for (i, binding) in bindings.prefix(content.height).enumerated() {
      let row = content.row(i)
      buffer.put(
        [style.span(DisplayWidth.pad(style.glyphs.text(binding.keys), to: keyWidth), .accent, bold: true)], in: row,
        align: .left)
      buffer.put(
        [style.span(binding.action)],
        in: Rect(x: row.x + keyWidth + 3, y: row.y, width: row.width - keyWidth - 3, height: 1), align: .left)
    }
  }
}
