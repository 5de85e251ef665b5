/// Type several rows high, read from across a room: the current temperature, the clock, the
/// condition and the place's name. A `Lettering` sets the text as ink; `BigType` sizes it to
/// the cells there are and draws each cell's 2×2 dots as one quadrant block (▘▝▖▗▀▄▌▐▚▞▛▜▙▟█,
/// all in DejaVu Sans Mono, the stock terminal font), or in ASCII one dot a cell, `H`.
public struct BigType: Sendable {
  public var lettering: any Lettering
  /// ASCII terminals: one dot a cell, drawn `H` ("#" fills the days' bars).
  public var isASCII: Bool

  public init(lettering: any Lettering, isASCII: Bool) {
    self.lettering = lettering
    self.isASCII = isASCII
  }

  /// Whether words can be set big, not only figures.
  public var setsWords: Bool { lettering.setsWords }

  /// `text` as large as fits in `rows` × `columns` cells, one string per row, each as wide as
  /// the widest; nil when it cannot be drawn there.
  public func set(_ text: String, rows: Int, columns: Int) -> BigText? {
    guard rows > 0, columns > 0 else { return nil }
    let across = isASCII ? 1 : 2
    let down = isASCII ? 1 : 2
    guard let ink = lettering.ink(text, height: rows * down, width: columns * across), ink.width > 0 else {
      return nil
    }
    let height = (ink.height + down - 1) / down
    let width = (ink.width + across - 1) / across
    guard height <= rows, width <= columns else { return nil }
    let lines = (0..<height).map { row in
      String(
        (0..<width).map { column -> Character in
          if isASCII { return ink[column, row] ? Self.asciiDot : " " }
          let x = column * 2
          let y = row * 2
          let bits =
            (ink[x, y] ? 1 : 0) | (ink[x + 1, y] ? 2 : 0) | (ink[x, y + 1] ? 4 : 0) | (ink[x + 1, y + 1] ? 8 : 0)
          return Self.quadrants[bits]
        })
    }
    return BigText(lines: lines, width: width)
  }

  /// The block for each set of inked quarters: bit 1 upper left, 2 upper right, 4 lower left,
  /// 8 lower right.
  public static let quadrants: [Character] = [
    " ", "\u{2598}", "\u{259D}", "\u{2580}", "\u{2596}", "\u{258C}", "\u{259E}", "\u{259B}",
    "\u{2597}", "\u{259A}", "\u{2590}", "\u{259C}", "\u{2584}", "\u{2599}", "\u{259F}", "\u{2588}",
  ]

  /// The character ASCII big type inks with.
  public static let asciiDot: Character = "H"
}

/// Big type set for the screen: rows of cells, each `width` columns.
public struct BigText: Sendable, Equatable {
  public var lines: [String]
  public var width: Int
  public var height: Int { lines.count }
}
