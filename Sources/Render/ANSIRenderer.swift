/// Serialises a cell buffer to lines of text with SGR escape sequences, for printing a
/// dashboard once to a terminal (`--once`). Each cell looks as `Theme.terminalStyle` says,
/// the same rule the live screen draws with; mono keeps only the attributes.
public struct ANSIRenderer: Sendable {
  public var theme: Theme
  public var depth: ColorDepth

  public init(theme: Theme, depth: ColorDepth) {
    self.theme = theme
    self.depth = depth
  }

  static let reset = "\u{1B}[0m"

  /// Every row of `buffer`, trailing blanks trimmed, each line ending in a reset when styled.
  /// Each style's sequence is worked out once (a reduction that keeps contrast searches the
  /// palette).
  public func lines(_ buffer: CellBuffer) -> [String] {
    var codes: [CellStyle: String] = [:]
    func code(_ style: CellStyle) -> String {
      if let known = codes[style] { return known }
      let made = sgr(for: style)
      codes[style] = made
      return made
    }
    var lines: [String] = []
    for y in 0..<buffer.height {
      // Trailing default-looking blanks are trimmed like CellBuffer.lines does.
      var last = buffer.width - 1
      while last >= 0, buffer[last, y].text == " ", code(buffer[last, y].style) == Self.reset {
        last -= 1
      }
      var line = ""
      var current = Self.reset
      for x in stride(from: 0, through: last, by: 1) {
        let cell = buffer[x, y]
        let sequence = code(cell.style)
        if sequence != current {
          line += sequence
          current = sequence
        }
        line += cell.text
      }
      if current != Self.reset { line += Self.reset }
      lines.append(line)
    }
    return lines
  }

  /// The full SGR sequence (starting with a reset) for a cell style.
  public func sgr(for style: CellStyle) -> String {
    let look = theme.terminalStyle(for: style, depth: depth)
    var codes: [String] = ["0"]
    if look.bold { codes.append("1") }
    if look.dim { codes.append("2") }
    if look.underline { codes.append("4") }
    if look.reverse { codes.append("7") }
    if let foreground = look.foreground { codes.append(colourCode(foreground, background: false)) }
    if let background = look.background { codes.append(colourCode(background, background: true)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private func colourCode(_ colour: TerminalColor, background: Bool) -> String {
    switch colour {
    case .rgb(let rgb):
      return "\(background ? 48 : 38);2;\(rgb.r);\(rgb.g);\(rgb.b)"
    case .index(let index) where depth == .xterm256 || index >= 16:
      return "\(background ? 48 : 38);5;\(index)"
    case .index(let index):
      let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
      return "\(base + Int(index) % 8)"
    }
  }
}
