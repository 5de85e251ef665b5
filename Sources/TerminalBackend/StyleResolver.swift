import Render

/// A curses colour: a colour number curses already knows, or an exact colour that must first
/// be defined with `init_extended_color` (true colour on terminals with redefinable colours
/// beyond the standard 256).
enum ResolvedColor: Hashable, Sendable {
  case number(Int32)
  case custom(RGB)
}

/// A cell style as curses numbers and attributes.
struct ResolvedStyle: Hashable, Sendable {
  var foreground: ResolvedColor
  var background: ResolvedColor
  var bold: Bool
  var dim: Bool
  var underline: Bool
  var reverse: Bool
}

/// Turns cell styles into curses colours: `Theme.terminalStyle` (the rule `--once` uses too)
/// decides the look, this only says it in curses' terms for this terminal. Pure: no curses
/// calls, so it is testable without a terminal.
struct StyleResolver: Sendable {
  let theme: Theme
  let depth: ColorDepth
  let capabilities: TerminalCapabilities

  func resolve(_ style: CellStyle) -> ResolvedStyle {
    let look = theme.terminalStyle(for: style, depth: depth)
    return ResolvedStyle(
      foreground: number(for: look.foreground), background: number(for: look.background), bold: look.bold,
      dim: look.dim, underline: look.underline, reverse: look.reverse)
  }

  // MARK: - Colour numbers

  func number(for color: TerminalColor?) -> ResolvedColor {
    switch color {
    case nil:
      return .number(-1)
    case .index(let index):
      // Direct-colour terminfo reads numbers from 8 up as 0xRRGGBB.
      if capabilities.isDirectColor && index >= 8 { return number(for: .rgb(ColorReduction.rgb(ofXterm256: index))) }
      return .number(fit(Int(index)))
    case .rgb(let rgb):
      if capabilities.isDirectColor {
        // Direct-colour terminfo treats 0–7 as ANSI colours; nudge near-black above them.
        return .number(max(8, Int32(rgb.r) << 16 | Int32(rgb.g) << 8 | Int32(rgb.b)))
      }
      if capabilities.canChangeColor && capabilities.colors > 256 { return .custom(rgb) }
      if capabilities.colors >= 256 { return .number(Int32(ColorReduction.xterm256(rgb))) }
      return .number(fit(Int(ColorReduction.ansi16(rgb))))
    }
  }

  /// An index the terminal has: above its count, cube and grey colours become their nearest
  /// of the 16, and brights fold onto the 8 the way the 8-colour depth folds them.
  private func fit(_ index: Int) -> Int32 {
    if index < capabilities.colors { return Int32(index) }
    if index >= 16 { return fit(Int(ColorReduction.ansi16(ColorReduction.rgb(ofXterm256: UInt8(index))))) }
    return Int32(ColorReduction.ansi8(fromAnsi16: UInt8(index)))
  }
}
