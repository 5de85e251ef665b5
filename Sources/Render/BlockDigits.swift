/// Figures drawn several rows high in block characters, to be read from across a room: the
/// current temperature and the clock of a wall display.
///
/// One 3×5 dot font in two sizes. `.tall` draws each dot as two full blocks, five rows high
/// (the dots come out square on a terminal's 1:2 cells), with `#` for ASCII terminals.
/// `.compact` packs two dot rows into one cell row with half blocks (`▀ ▄ █`), three rows high;
/// ASCII has no half blocks, so it has no compact size.
public enum BlockDigits {
  /// How high the figures are.
  public enum Size: Sendable, CaseIterable {
    /// Five rows, each dot two columns wide.
    case tall
    /// Three rows of half blocks, each dot one column wide (UTF-8 only).
    case compact

    /// Rows the figures take.
    public var height: Int { self == .tall ? 5 : 3 }
  }

  /// Whether every character of `text` has a glyph in the font.
  public static func canDraw(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { font[$0] != nil }
  }

  /// The columns `text` takes at `size` (glyphs and the one-dot gaps between them).
  public static func width(_ text: String, size: Size) -> Int {
    let dots = text.compactMap { font[$0]?[0].count }
    guard !dots.isEmpty else { return 0 }
    let dotWidth = size == .tall ? 2 : 1
    return (dots.reduce(0, +) + dots.count - 1) * dotWidth
  }

  /// `text` drawn at `size`, one string per row, each `width(text, size:)` columns; nil when a
  /// character has no glyph or the size cannot be drawn in ASCII.
  public static func lines(_ text: String, size: Size, ascii: Bool) -> [String]? {
    guard canDraw(text), !(ascii && size == .compact) else { return nil }
    // Dot rows of the whole text, glyphs separated by one empty dot column.
    var rows = [String](repeating: "", count: 5)
    for (index, character) in text.enumerated() {
      let glyph = font[character]!
      for row in 0..<5 { rows[row] += (index == 0 ? "" : " ") + glyph[row] }
    }
    switch size {
    case .tall:
      // "H", not "#": in ASCII "#" fills the days' bars, and no character means two things.
      let dot = ascii ? "HH" : "\u{2588}\u{2588}"
      return rows.map { row in row.map { $0 == "#" ? dot : "  " }.joined() }
    case .compact:
      let padded = rows + [String(repeating: " ", count: rows[0].count)]
      return stride(from: 0, to: 6, by: 2).map { top in
        zip(padded[top], padded[top + 1]).map { upper, lower in
          switch (upper == "#", lower == "#") {
          case (true, true): "\u{2588}"
          case (true, false): "\u{2580}"
          case (false, true): "\u{2584}"
          case (false, false): " "
          }
        }.joined()
      }
    }
  }

  // MARK: - The font

  /// Each glyph as five rows of dots (`#`) and gaps.
  static let font: [Character: [String]] = [
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
