import Render

/// A screen as tmux holds it (`capture-pane -e`: text with SGR sequences), read cell by cell
/// with the colours and attributes each cell was drawn in, so its contrast can be computed as
/// xterm would show it (`XtermRendition`).
struct StyledScreen {
  struct Cell {
    var character: Character
    var style: TerminalStyle
  }

  var rows: [[Cell]]

  init(capture lines: [String]) {
    rows = lines.map(Self.cells)
  }

  /// Whether any cell has a colour of its own (not the terminal's).
  var hasColour: Bool {
    rows.joined().contains { $0.style.foreground != nil || $0.style.background != nil }
  }

  /// Every visible cell that reads below its minimum on `terminal`: letters, digits and signs
  /// 4.5:1, box lines, blocks and bars 3:1 (WCAG's graphics), as "row: 'x' 2.1:1 in …".
  func faintCells(on terminal: (foreground: RGB, background: RGB)) -> [String] {
    var found: [String] = []
    for (y, row) in rows.enumerated() {
      for cell in row where !cell.character.isWhitespace {
        let shown = XtermRendition.colours(of: cell.style, on: terminal)
        let ratio = shown.text.contrastRatio(with: shown.background)
        let minimum = Self.isGraphic(cell.character) ? ContrastMinimum.graphic : ContrastMinimum.text
        if ratio < minimum {
          let text = String(row.map(\.character)).trimmingCharacters(in: .whitespaces)
          found.append("row \(y) '\(cell.character)' \((ratio * 100).rounded() / 100):1 \(cell.style) in '\(text)'")
        }
      }
    }
    return found
  }

  /// Box drawing, block elements, geometric shapes and the middle dot that separates items
  /// (drawn with the box lines): graphics, not text.
  static func isGraphic(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return (0x2500...0x25FF).contains(scalar.value) || (0x2800...0x28FF).contains(scalar.value)
      || scalar.value == 0xB7
  }

  // MARK: - SGR

  private static func cells(_ line: String) -> [Cell] {
    var cells: [Cell] = []
    var style = TerminalStyle()
    var scalars = line.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}" else {
        // The presenter draws a full block as a space on a background of its colour (no
        // hairline between rows); a person sees the block.
        if scalar == " ", let colour = style.foreground, style.background == colour {
          var block = style
          block.background = nil
          cells.append(Cell(character: "█", style: block))
        } else {
          cells.append(Cell(character: Character(scalar), style: style))
        }
        continue
      }
      guard scalars.first == "[" else { continue }
      scalars.removeFirst()
      var parameters = ""
      while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
      apply(parameters, to: &style)
    }
    return cells
  }

  private static func apply(_ parameters: String, to style: inout TerminalStyle) {
    var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
    if codes.isEmpty { codes = [0] }
    while let code = codes.popFirst() {
      switch code {
      case 0: style = TerminalStyle()
      case 1: style.bold = true
      case 2: style.dim = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22: (style.bold, style.dim) = (false, false)
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37: style.foreground = .index(UInt8(code - 30))
      case 39: style.foreground = nil
      case 40...47: style.background = .index(UInt8(code - 40))
      case 49: style.background = nil
      case 90...97: style.foreground = .index(UInt8(code - 90 + 8))
      case 100...107: style.background = .index(UInt8(code - 100 + 8))
      case 38, 48:
        var colour: TerminalColor?
        if codes.first == 5, codes.count >= 2 {
          codes.removeFirst()
          colour = .index(UInt8(clamping: codes.removeFirst()))
        } else if codes.first == 2, codes.count >= 4 {
          codes.removeFirst()
          let rgb = (0..<3).map { _ in UInt8(clamping: codes.removeFirst()) }
          colour = .rgb(RGB(rgb[0], rgb[1], rgb[2]))
        }
        if code == 38 { style.foreground = colour } else { style.background = colour }
      default: break
      }
    }
  }
}
