import Render

/// A curses colour after depth reduction: a colour number curses already knows, or an exact
/// colour that must first be defined with `init_extended_color` (true colour on terminals
/// with redefinable colours beyond the standard 256).
enum ResolvedColor: Hashable, Sendable {
  case number(Int32)
  case custom(RGB)
}

/// A cell style resolved against a palette and a terminal: colours and attributes to draw with.
struct ResolvedStyle: Hashable, Sendable {
  var foreground: ResolvedColor
  var background: ResolvedColor
  var bold: Bool
  var dim: Bool
  var reverse: Bool
}

/// Resolves cell styles to curses colours. Pure: no curses calls, so depth reduction is
/// testable without a terminal.
struct StyleResolver: Sendable {
  let palette: ColorPalette
  let capabilities: TerminalCapabilities

  /// The depth actually used: never more than the terminal has.
  var effectiveDepth: ColorPalette.Depth {
    guard capabilities.hasColors, capabilities.colors >= 8 else { return .mono }
    switch palette.depth {
    case .trueColor where capabilities.colors < 256, .xterm256 where capabilities.colors < 256:
      return .ansi16
    default:
      return palette.depth
    }
  }

  func resolve(_ style: CellStyle) -> ResolvedStyle {
    let depth = effectiveDepth
    if depth == .mono {
      let emphasis = ColorPalette.monoEmphasis(for: style.role)
      return ResolvedStyle(
        foreground: .number(-1), background: .number(-1), bold: style.bold || emphasis.bold,
        dim: emphasis.dim && !style.bold, reverse: style.reverse || emphasis.reverse)
    }
    let foreground = style.foreground.map(TerminalColor.rgb) ?? palette.foregrounds[style.role] ?? .terminalDefault
    let background = palette.backgrounds[style.role] ?? palette.background
    let themed = palette.attributes[style.role] ?? ColorPalette.RoleAttributes()
    return ResolvedStyle(
      foreground: reduce(foreground, depth: depth), background: reduce(background, depth: depth),
      bold: style.bold || themed.bold, dim: themed.dim && !style.bold, reverse: style.reverse || themed.reverse)
  }

  // MARK: - Depth reduction

  func reduce(_ color: TerminalColor, depth: ColorPalette.Depth) -> ResolvedColor {
    switch color {
    case .terminalDefault:
      return .number(-1)
    case .index(let index):
      let index = max(0, min(255, index))
      if capabilities.isDirectColor && index >= 8 {
        return reduce(.rgb(ColorReduction.rgb(ofXterm256: UInt8(index))), depth: depth)
      }
      if index >= 16 && (depth == .ansi16 || capabilities.colors < 256) {
        return .number(fitEight(Int(ColorReduction.ansi16(ColorReduction.rgb(ofXterm256: UInt8(index))))))
      }
      return .number(fitEight(index))
    case .rgb(let rgb):
      switch depth {
      case .trueColor where capabilities.isDirectColor:
        // Direct-colour terminfo treats 0–7 as ANSI colours; nudge near-black above them.
        return .number(max(8, Int32(rgb.r) << 16 | Int32(rgb.g) << 8 | Int32(rgb.b)))
      case .trueColor where capabilities.canChangeColor && capabilities.colors > 256:
        return .custom(rgb)
      case .trueColor, .xterm256:
        return .number(Int32(ColorReduction.xterm256(rgb)))
      case .ansi16, .mono:
        return .number(fitEight(Int(ColorReduction.ansi16(rgb))))
      }
    }
  }

  /// On 8-colour terminals bright colours 8–15 fold onto 0–7; bright black (grey) folds onto
  /// white, not black, so dim text stays readable on a dark background.
  private func fitEight(_ index: Int) -> Int32 {
    if index < capabilities.colors { return Int32(index) }
    return index == 8 ? 7 : Int32(index % 8)
  }
}
