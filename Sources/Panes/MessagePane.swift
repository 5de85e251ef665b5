import Render

/// A whole-screen message in a frame: loading, or an error with what to do about it.
public struct MessagePane: Sendable {
  /// What the message is about; it decides the colour of the headline.
  public enum Kind: Sendable {
    case loading, error, info
  }

  public var kind: Kind
  /// Frame title, e.g. the place name.
  public var title: String
  public var headline: String
  /// Further lines: the error's detail, the fix.
  public var details: [String]
  /// Bottom edge text, e.g. the key hint.
  public var footer: String
  public var style: PaneStyle

  public init(
    kind: Kind, title: String, headline: String, details: [String] = [], footer: String = "? help  q quit",
    style: PaneStyle
  ) {
    self.kind = kind
    self.title = title
    self.headline = headline
    self.details = details
    self.footer = footer
    self.style = style
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    let frame = Frame(chars: style.glyphs.box)
    let interior = frame.drawBox(rect, into: &buffer, title: [style.untrusted(title, .title, bold: true)])
    frame.drawEdge(.bottom, row: rect.row(rect.height - 1), into: &buffer, right: [style.span(footer, .dim)])
    let role: ThemeRole = kind == .error ? .error : kind == .loading ? .accent : .text
    let content = interior.inset(dx: 2, dy: 0)
    var rows: [Span] = []
    for piece in TextWrap.lines(style.glyphs.text(TerminalText.sanitize(headline)), width: content.width) {
      rows.append(Span(piece, CellStyle(role: role, bold: true)))
    }
    if !details.isEmpty { rows.append(Span("")) }
    for detail in details {
      for piece in TextWrap.lines(style.glyphs.text(TerminalText.sanitize(detail)), width: content.width) {
        rows.append(Span(piece, CellStyle(role: .text)))
      }
    }
    let top = content.y + max(0, (content.height - rows.count) / 2)
    for (i, row) in rows.enumerated() where top + i < content.maxY {
      buffer.put([row], in: Rect(x: content.x, y: top + i, width: content.width, height: 1), align: .center)
    }
  }
}
