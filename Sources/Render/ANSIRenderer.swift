/// Serialises a cell buffer to lines of text with SGR escape sequences, for printing a
/// dashboard once to a terminal (`--once`). Mono gives the plain lines.
public struct ANSIRenderer: Sendable {
  public var theme: Theme
  public var depth: ColorDepth

  public init(theme: Theme, depth: ColorDepth) {
    self.theme = theme
    self.depth = depth
  }

  static let reset = "\u{1B}[0m"

  /// Every row of `buffer`, trailing blanks trimmed, each line ending in a reset when styled.
  public func lines(_ buffer: CellBuffer) -> [String] {
    guard depth != .mono else { return buffer.lines }
    return (0..<buffer.height).map { y in
      // Trailing default-looking blanks are trimmed like CellBuffer.lines does.
      var last = buffer.width - 1
      while last >= 0, buffer[last, y].text == " ", sgr(for: buffer[last, y].style) == Self.reset {
        last -= 1
      }
      var line = ""
      var current = Self.reset
      for x in stride(from: 0, through: last, by: 1) {
        let cell = buffer[x, y]
        let code = sgr(for: cell.style)
        if code != current {
          line += code
          current = code
        }
        line += cell.text
      }
      if current != Self.reset { line += Self.reset }
      return line
    }
  }

  /// The full SGR sequence (starting with a reset) for a cell style.
  public func sgr(for style: CellStyle) -> String {
    let look = theme.resolve(style)
    var codes: [String] = ["0"]
    if look.bold { codes.append("1") }
    if look.dim { codes.append("2") }
    if look.underline { codes.append("4") }
    if look.reverse { codes.append("7") }
    if let fg = look.foreground {
      codes.append(colourCode(fg, index: look.foregroundIndex(for: depth), background: false))
    }
    if let bg = look.background {
      codes.append(colourCode(bg, index: nil, background: true))
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private func colourCode(_ colour: RGB, index: UInt8?, background: Bool) -> String {
    switch depth {
    case .trueColor:
      return "\(background ? 48 : 38);2;\(colour.r);\(colour.g);\(colour.b)"
    case .xterm256:
      return "\(background ? 48 : 38);5;\(index ?? ColorReduction.xterm256(colour))"
    case .ansi16, .mono:
      let i = Int(index ?? ColorReduction.ansi16(colour))
      let base = background ? (i < 8 ? 40 : 100) : (i < 8 ? 30 : 90)
      return "\(base + i % 8)"
    }
  }
}
