import FoundationEssentials
import Render
import WeatherCore

// MARK: - Big type

/// The card on a large screen: the temperature in big type as tall as the card at the left,
/// the place's clock at the right, and between them the place's name and the condition in big
/// type above the card's lines of text.
extension CurrentCardPane {
  /// Rows the card asks for its big type on a `width` × `height` screen, 0 for none: the
  /// figures of old on a large screen up to 47 rows (3, or 5 in ASCII), then growing with the
  /// height from 5 at 48 rows to 16 at 80; with `--big` on a smaller screen the smallest figures.
  public static func preferredFigureRows(width: Int, height: Int, prefersBig: Bool = false, isASCII: Bool = false)
    -> Int
  {
    let large = width >= DashboardView.largeScreen.width && height >= DashboardView.largeScreen.height
    guard large || prefersBig else { return 0 }
    guard large, height >= 48 else { return isASCII || height >= 48 ? 5 : smallestFigureRows(isASCII: isASCII) }
    // A figure r rows high is about 7r columns wide ("−12°"), and the text beside keeps its 40.
    // A quarter of the screen's rows less the edges: 13 at 60 rows, where the name and the
    // condition beside get six rows each, the least a reader (and OCR) takes in from 4 m.
    return min((height - 8) / 4, max(5, (width - 60) / 8))
  }

  /// The fewest rows figures are drawn in: the dot font's five dots in half-cell rows, or in
  /// ASCII, one dot a row.
  static func smallestFigureRows(isASCII: Bool) -> Int { isASCII ? 5 : 3 }

  /// The fewest rows a word is drawn big in (eight dots high; in ASCII, one dot a cell, eight
  /// rows): fewer, and letters are blots.
  static func smallestWordRows(isASCII: Bool) -> Int { isASCII ? 8 : 4 }
  /// Columns the card's text keeps beside big type, for a readable headline.
  static let textColumns = 40

  /// What big type left for the lines of text, and whether it drew the condition.
  struct TextRoom {
    var rect: Rect
    var conditionIsBig: Bool
  }

  /// Draws the big type; nil when the temperature does not fit (the card is then text).
  func renderBig(_ current: CurrentWeather, _ big: BigType, in rect: Rect, into buffer: inout CellBuffer)
    -> TextRoom?
  {
    let temperature = style.format.temperature(current.temperature)
    let room = rect.width - Self.textColumns - 3
    guard let figures = big.set(temperature, rows: rect.height, columns: room) else { return nil }
    let role = ThemeRole.forTemperature(current.temperature)
    draw(figures, CellStyle(role: role, bold: true), at: rect.x, rect.y, into: &buffer)
    let left = rect.x + figures.width + 3
    var right = rect.maxX
    if let clock = drawClock(big, room: Rect(x: left, y: rect.y, width: right - left, height: rect.height), &buffer) {
      right -= clock + 3
    }
    let text = Rect(x: left, y: rect.y, width: right - left, height: rect.height)
    let smallestWord = Self.smallestWordRows(isASCII: big.isASCII)
    let most = max(smallestWord, figures.height / 2)
    // The name and the condition one under the other, each followed by a blank row: in a
    // column of their own left of the text, as wide as the text's 40 columns leave, where that
    // is 40 columns too (the words then have every row); else above three lines of text on a
    // tall card. Room first: asking whether the lettering sets words loads its font.
    let column = Rect(x: text.x, y: text.y, width: text.width - Self.textColumns - 3, height: text.height)
    if column.width < Self.textColumns, text.height - 3 >= 2 * (smallestWord + 1), big.setsWords {
      let words = drawWords(current, big, in: text, most: most, keep: 3, into: &buffer)
      return TextRoom(
        rect: Rect(x: text.x, y: text.y + words.rows, width: text.width, height: text.height - words.rows),
        conditionIsBig: words.condition)
    }
    guard text.height >= 2 * smallestWord + 1, column.width >= Self.textColumns / 2, big.setsWords else {
      return TextRoom(rect: text, conditionIsBig: false)
    }
    let words = drawWords(current, big, in: column, most: most, keep: 0, into: &buffer)
    guard words.width > 0 else { return TextRoom(rect: text, conditionIsBig: false) }
    let beside = text.x + words.width + 3
    return TextRoom(
      rect: Rect(x: beside, y: text.y, width: text.maxX - beside, height: text.height), conditionIsBig: words.condition)
  }

  /// Draws the place's name and the condition one under the other from the top of `column`,
  /// each as large as its width allows and at most `most` rows, leaving `keep` rows under
  /// them; returns the rows they take (with a blank row after each), their width and whether
  /// the condition is among them.
  private func drawWords(
    _ current: CurrentWeather, _ big: BigType, in column: Rect, most: Int, keep: Int, into buffer: inout CellBuffer
  ) -> (rows: Int, width: Int, condition: Bool) {
    let smallestWord = Self.smallestWordRows(isASCII: big.isASCII)
    var spare = column.height - keep
    var used = (rows: 0, width: 0, condition: false)
    let words: [(text: String, rows: Int, style: CellStyle)] = [
      (TerminalText.sanitize(placeName), min(most, (spare + 1) / 2 - 1), CellStyle(role: .title, bold: true)),
      (
        current.condition.text(servedCode: current.conditionCode), most,
        CellStyle(role: .forCondition(current.condition, isDaylight: current.isDaylight ?? true), bold: true)
      ),
    ]
    for (index, word) in words.enumerated() where !word.text.isEmpty {
      // The last word needs no blank row under it when nothing follows.
      let rows = min(word.rows, keep == 0 && index == 1 ? spare : spare - 1)
      guard let set = big.set(word.text, rows: rows, columns: column.width), set.height >= smallestWord else {
        continue
      }
      draw(set, word.style, at: column.x, column.y + used.rows, into: &buffer)
      used.rows += set.height + 1
      used.width = max(used.width, set.width)
      spare -= set.height + 1
      if index == 1 { used.condition = true }
    }
    return used
  }

  /// The clock's digits at the right of `room`, as high as a third of the card, at least the
  /// smallest figures; a 12-hour clock's am/pm under them where there is a row (the header
  /// says it too). Returns the columns taken, nil when it does not fit beside the text.
  private func drawClock(_ big: BigType, room: Rect, _ buffer: inout CellBuffer) -> Int? {
    guard let now else { return nil }
    let time = style.clock(timeZone).time(now)
    let digits = String(time.prefix { $0.isNumber || $0 == ":" })
    let suffix = String(time.dropFirst(digits.count)).trimmingWhitespace()
    let rows = max(Self.smallestFigureRows(isASCII: big.isASCII), room.height / 3)
    guard let clock = big.set(digits, rows: min(rows, room.height), columns: room.width - Self.textColumns - 3)
    else { return nil }
    draw(clock, CellStyle(role: .text), at: room.maxX - clock.width, room.y, into: &buffer)
    if !suffix.isEmpty, room.height > clock.height {
      buffer.put([style.span(suffix, .dim)], in: room.row(clock.height), align: .right)
    }
    return clock.width
  }

  private func draw(_ text: BigText, _ style: CellStyle, at x: Int, _ y: Int, into buffer: inout CellBuffer) {
    for (row, line) in text.lines.enumerated() {
      buffer.put(line, x: x, y: y + row, style: style)
    }
  }
}
