import Render

/// The full-screen alert view: the alert's text, and on the last row the keys of this view
/// from its key table. It clears its whole area first, so nothing of the dashboard under it
/// (the footer's last cells) shows through on a row the text or hints leave short.
public struct AlertView: Sendable {
  public var detail: AlertDetailPane
  /// The view's keys, most important first ("Esc back" first: it is kept at any width).
  public var hints: [KeyHint]

  public init(detail: AlertDetailPane, hints: [KeyHint]) {
    self.detail = detail
    self.hints = hints
  }

  /// Rows the text gets in a view `height` rows tall (the last is the hint line).
  public static func textHeight(_ height: Int) -> Int { max(0, height - 1) }

  /// The largest useful scroll offset in a view `width` × `height`.
  public func maxOffset(width: Int, height: Int) -> Int {
    detail.maxOffset(width: width, height: Self.textHeight(height))
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect)
    let (text, hintRow) = rect.splitTop(Self.textHeight(rect.height))
    detail.render(in: text, into: &buffer)
    guard hintRow.height > 0 else { return }
    buffer.put(KeyHint.line(hints, width: hintRow.width, style: detail.style), in: hintRow.row(0), align: .left)
  }
}
