import FoundationEssentials
import Render
import WeatherCore

// MARK: - Big type

/// A card with room for big type: the place's name, the temperature (at least 40 % of the
/// card's height, the words beside it) and the condition, one under the other (or the
/// condition beside the temperature, under the words, on a card wider than tall), then the
/// lines that fit.
extension PlaceCardPane {
  /// The big type a card shows, and the rows it takes from the top of the card's body.
  struct BigCard {
    var name: BigText?
    var figures: BigText
    var condition: BigText?
    /// Whether the condition stands beside the figures, at their foot, not under them.
    var conditionBeside = false

    /// Rows from the top of the body to below the last big text.
    var height: Int {
      [name, conditionBeside ? nil : condition].compactMap { $0 }.reduce(figures.height) { $0 + $1.height + 1 }
    }
  }

  /// The share of a card's height its temperature takes, at least.
  static let figureShare = 0.4
  /// Columns beside the figures for the condition's glyph, the high and low and the local hour.
  static let besideColumns = 16
  /// Lines of text a card keeps under its big type: the next hour, the data's age or an alert.
  static let linesUnderBigType = 2
  /// Lines of text beside the figures: the condition's glyph with the high and low, the
  /// condition and feels-like, the local time.
  static let linesBesideFigures = 3

  /// The big type for a card whose body is `room`; nil when the temperature does not fit.
  func bigLayout(_ weather: Weather, room: Rect) -> BigCard? {
    guard let bigType, let current = weather.currentWeather else { return nil }
    let temperature = style.format.temperature(current.temperature)
    // A temperature not available stays in words: "—" in big type says nothing across a room.
    guard temperature != WeatherFormat.missing else { return nil }
    let smallest = CurrentCardPane.smallestFigureRows(isASCII: bigType.isASCII)
    let share = Int((Self.figureShare * Double(room.height + 1)).rounded(.up))
    let rows = min(max(smallest, share), room.height - Self.linesUnderBigType)
    guard rows >= smallest,
      let figures = bigType.set(
        temperature, rows: rows, columns: room.width - Self.besideColumns)
    else { return nil }
    var card = BigCard(figures: figures)
    // The name above the figures and the condition under them, each at most half as high, in
    // the rows the lines of text leave (room first: asking whether the lettering sets words
    // loads its font).
    var spare = room.height - figures.height - Self.linesUnderBigType
    let smallestWord = CurrentCardPane.smallestWordRows(isASCII: bigType.isASCII)
    guard spare > smallestWord, bigType.setsWords else { return card }
    func word(_ text: String) -> BigText? {
      let rows = min(spare - 1, max(smallestWord, figures.height / 2))
      guard rows >= smallestWord, let set = bigType.set(text, rows: rows, columns: room.width),
        set.height >= smallestWord
      else { return nil }
      spare -= set.height + 1
      return set
    }
    card.name = word(TerminalText.sanitize(self.card.name))
    let condition = current.condition.text(servedCode: current.conditionCode)
    card.condition = word(condition)
    // No rows under the figures for it: beside them, under the three lines there, where a wide
    // card has the columns (one place per row of a few places in a wide room).
    let besideRows = min(figures.height - Self.linesBesideFigures - 1, max(smallestWord, figures.height / 2))
    if card.condition == nil, besideRows >= smallestWord,
      let set = bigType.set(condition, rows: besideRows, columns: room.width - figures.width - 2),
      set.height >= smallestWord
    {
      card.condition = set
      card.conditionBeside = true
    }
    return card
  }

  func drawBig(_ weather: Weather, _ big: BigCard, in body: Rect, into buffer: inout CellBuffer) {
    var y = body.y
    if let name = big.name {
      draw(name, CellStyle(role: .title, bold: true), at: body.x, y, into: &buffer)
      y += name.height + 1
    }
    let role = ThemeRole.forTemperature(weather.currentWeather?.temperature)
    draw(big.figures, CellStyle(role: role, bold: true), at: body.x, y, into: &buffer)
    let besideX = body.x + big.figures.width + 2
    let beside = Rect(x: besideX, y: y, width: body.maxX - besideX, height: big.figures.height)
    let glyph = weather.currentWeather.map {
      [style.conditionGlyph($0.condition, isDaylight: $0.isDaylight, servedCode: $0.conditionCode)] + highLow(weather)
    }
    let time = localTime(weather).map { [style.span("Local time ", .dim)] + $0 }
    let words = [glyph, conditionLine(weather, words: big.condition == nil), time].compactMap { $0 }
    let wordRows = big.conditionBeside ? Self.linesBesideFigures : beside.height
    for (row, line) in words.prefix(wordRows).enumerated() {
      buffer.put(Frame.clip(line, to: beside.width, ellipsis: style.glyphs.ellipsis), in: beside.row(row), align: .left)
    }
    if let condition = big.condition, let current = weather.currentWeather {
      let role = ThemeRole.forCondition(current.condition, isDaylight: current.isDaylight ?? true)
      let at =
        big.conditionBeside
        ? (x: besideX, y: y + big.figures.height - condition.height) : (x: body.x, y: y + big.figures.height + 1)
      draw(condition, CellStyle(role: role, bold: true), at: at.x, at.y, into: &buffer)
    }
  }

  private func draw(_ text: BigText, _ style: CellStyle, at x: Int, _ y: Int, into buffer: inout CellBuffer) {
    for (row, line) in text.lines.enumerated() {
      buffer.put(line, x: x, y: y + row, style: style)
    }
  }
}
