import FoundationEssentials
import Render

/// What the place search box shows: the query, a status line, the matches.
public struct PlaceSearchBox: Sendable {
  /// One match: "Springfield" · "Illinois, United States" · population.
  public struct Row: Sendable {
    public var name: String
    public var detail: String
    public var population: Int?

    public init(name: String, detail: String, population: Int?) {
      self.name = name
      self.detail = detail
      self.population = population
    }
  }

  public var query: String
  /// "Searching…", "No places found", an error; nil when the rows say it all.
  public var message: String?
  /// The message is a failure (drawn as an error).
  public var isError: Bool
  public var rows: [Row]
  public var selection: Int
  /// Whether Esc can close the box (not on a first run with no place to go back to).
  public var canCancel: Bool
  /// The box's keys from its key table, most important first, for its bottom edge.
  public var hints: [KeyHint]
  /// The box's title ("Add a place") and the label before what is typed ("Name: ").
  public var title: String
  public var prompt: String

  public init(
    query: String, message: String?, isError: Bool = false, rows: [Row], selection: Int, canCancel: Bool = true,
    hints: [KeyHint] = [], title: String = "Add a place", prompt: String = "Name: "
  ) {
    self.hints = hints
    self.title = title
    self.prompt = prompt
    self.query = query
    self.message = message
    self.isError = isError
    self.rows = rows
    self.selection = selection
    self.canCancel = canCancel
  }
}

/// The search box (`/`), a centred box over the dashboard: type a name, pick a match with
/// the arrow keys, Enter adds it; the warning-area box (`A`) is the same box over a country's
/// areas. Every string from the network is sanitised before it is drawn.
public struct PlaceSearchPane: Sendable {
  public var box: PlaceSearchBox
  public var style: PaneStyle

  public init(box: PlaceSearchBox, style: PaneStyle) {
    self.box = box
    self.style = style
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    let width = min(rect.width - 2, 72)
    guard width >= 20 else { return }
    let inner = width - 4
    // What to type wraps, and so do the keys where the edge cannot hold them all: cut short, a
    // newcomer's first screen said "Type a town or city na…" and hid how to erase.
    let message = box.message.map { TextWrap.lines(style.glyphs.text(TerminalText.sanitize($0)), width: inner) } ?? []
    // The edge holds a label of its width less the corners, the label's padding and one
    // column of edge (at `width - 4` the line was made and then not drawn at all).
    let edgeRoom = width - 5
    let hintsOnEdge = KeyHint.allFit(box.hints, width: edgeRoom, style: style)
    let hintLines = hintsOnEdge ? [] : KeyHint.lines(box.hints, width: inner, style: style)
    let hintRows = hintLines.isEmpty ? 0 : hintLines.count + 1
    // Edges, the prompt and a blank row, the message (or a spare row), the matches, the keys.
    let height = min(rect.height - 2, 4 + max(1, message.count) + max(1, box.rows.count) + hintRows)
    guard height >= 5 else { return }
    let area = rect.centered(width: width, height: height)
    let frame = Frame(chars: style.glyphs.box, style: CellStyle(role: .accent))
    let interior = frame.drawBox(area, into: &buffer, title: [style.untrusted(box.title, .title, bold: true)])
    frame.drawEdge(
      .bottom, row: area.row(area.height - 1), into: &buffer,
      right: hintsOnEdge ? KeyHint.line(box.hints, width: edgeRoom, style: style) : [])
    let content = interior.inset(dx: 1, dy: 0)

    let prompt = [
      style.span(box.prompt, .dim), style.untrusted(box.query, .text, bold: true), style.span("_", .accent),
    ]
    buffer.put(Frame.clip(prompt, to: content.width, ellipsis: style.glyphs.ellipsis), in: content.row(0), align: .left)
    // The keys at the bottom, then the message, then the matches in what is left.
    let hintTop = max(2, content.height - hintLines.count)
    for (index, line) in hintLines.enumerated() where hintTop + index < content.height {
      buffer.put(line, in: content.row(hintTop + index), align: .left)
    }
    var next = 2
    for line in message where next < hintTop - (hintLines.isEmpty ? 0 : 1) {
      buffer.put([Span(line, CellStyle(role: box.isError ? .error : .dim))], in: content.row(next), align: .left)
      next += 1
    }
    let room = max(0, hintTop - (hintLines.isEmpty ? 0 : 1) - next)
    // Keep the selected match in view when the list is longer than the box.
    let first = max(0, min(box.selection - room + 1, box.rows.count - room))
    for (offset, index) in (first..<min(box.rows.count, first + room)).enumerated() {
      let row = content.row(next + offset)
      let line = Frame.clip(spans(for: box.rows[index]), to: row.width - 2, ellipsis: style.glyphs.ellipsis)
      let marker = index == box.selection ? style.span(style.glyphs.moreRight + " ", .accent, bold: true) : Span("  ")
      let drawn = index == box.selection ? line.map(\.reversed) : line
      buffer.put([marker] + drawn, in: row, align: .left)
    }
  }

  private func spans(for row: PlaceSearchBox.Row) -> [Span] {
    var spans = [style.untrusted(row.name, .text, bold: true)]
    if !row.detail.isEmpty { spans += [Span(", "), style.untrusted(row.detail)] }
    if let population = row.population, population > 0 {
      spans += [style.separator, style.span("pop. " + Self.grouped(population), .dim)]
    }
    return spans
  }

  /// 116250 → "116,250".
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }
}

/// A one-question box: "Remove Berlin?" over its answers from the key table,
/// "y remove · any other key keeps it".
public struct ConfirmPane: Sendable {
  public var question: String
  /// The answers, most important first.
  public var answers: [KeyHint]
  public var style: PaneStyle

  public init(question: String, answers: [KeyHint], style: PaneStyle) {
    self.question = question
    self.answers = answers
    self.style = style
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    let text = [style.untrusted(question, .text, bold: true)]
    let full = KeyHint.line(answers, width: .max, style: style, role: .text)
    let width = min(rect.width - 2, max(text.width, full.width) + 6)
    guard width >= 10, rect.height >= 4 else { return }
    let area = rect.centered(width: width, height: 4)
    let frame = Frame(chars: style.glyphs.box, style: CellStyle(role: .warning))
    let interior = frame.drawBox(area, into: &buffer, title: []).inset(dx: 1, dy: 0)
    buffer.put(
      Frame.clip(text, to: interior.width, ellipsis: style.glyphs.ellipsis), in: interior.row(0), align: .center)
    buffer.put(
      KeyHint.line(answers, width: interior.width, style: style, role: .text), in: interior.row(1), align: .center)
  }
}
