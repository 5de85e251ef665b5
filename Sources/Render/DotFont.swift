/// Figures in a 3×5 dot font, scaled by whole dots: the big type of a machine without a font
/// file or FreeType (a server reached over SSH), and of tests that need no font. Digits, the
/// signs a temperature and a clock use, and nothing else: no words.
public struct DotFont: Lettering {
  public init() {}

  public var setsWords: Bool { false }

  /// Whether every character of `text` has a glyph.
  public static func canDraw(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { glyphs[$0] != nil }
  }

  /// Each font dot becomes `scale` dots high and twice as many wide (ink dots are 1:2, so the
  /// font's dots stay square), one font dot between glyphs; the largest scale that fits.
  public func ink(_ text: String, height: Int, width: Int) -> Ink? {
    guard Self.canDraw(text) else { return nil }
    let rows = Self.rows(text)
    let columns = rows[0].count
    let scale = min(height / 5, width / max(1, columns * 2))
    guard scale >= 1 else { return nil }
    var ink = Ink(width: columns * scale * 2, height: 5 * scale)
    for (row, line) in rows.enumerated() {
      for (column, dot) in line.enumerated() where dot {
        for y in row * scale..<(row + 1) * scale {
          for x in column * scale * 2..<(column + 1) * scale * 2 { ink[x, y] = true }
        }
      }
    }
    return ink.trimmed
  }

  /// The text's five dot rows, glyphs one blank dot apart.
  static func rows(_ text: String) -> [[Bool]] {
    var rows = [[Bool]](repeating: [], count: 5)
    for (index, character) in text.enumerated() {
      let glyph = glyphs[character]!
      for row in 0..<5 {
        if index > 0 { rows[row].append(false) }
        rows[row] += glyph[row].map { $0 == "#" }
      }
    }
    return rows
  }

  // MARK: - The font

  /// Each glyph as five rows of dots (`#`) and gaps.
  static let glyphs: [Character: [String]] = [
    "0": ["###", "# #", "# #", "# #", "###"],
    "1": [" # ", "## ", " # ", " # ", "###"],
    "2": ["###", "  #", "###", "#  ", "###"],
    "3": ["###", "  #", " ##", "  #", "###"],
    "4": ["# #", "# #", "###", "  #", "  #"],
    "5": ["###", "#  ", "###", "  #", "###"],
    "6": ["###", "#  ", "###", "# #", "###"],
    "7": ["###", "  #", "  #", "  #", "  #"],
    "8": ["###", "# #", "###", "# #", "###"],
    "9": ["###", "# #", "###", "  #", "###"],
    "-": ["   ", "   ", "###", "   ", "   "],
    "\u{2212}": ["   ", "   ", "###", "   ", "   "],
    ":": [" ", "#", " ", "#", " "],
    ".": [" ", " ", " ", " ", "#"],
    "°": ["##", "##", "  ", "  ", "  "],
    " ": [" ", " ", " ", " ", " "],
  ]
}
