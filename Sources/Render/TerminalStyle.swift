/// A colour as a terminal is told it: a palette index (0–7 standard, 8–15 bright, 16–255 the
/// xterm cube and greys) or an exact 24-bit colour.
public enum TerminalColor: Sendable, Hashable {
  case index(UInt8)
  case rgb(RGB)
}

/// How one cell is finally drawn at a colour depth: colours (nil = the terminal's own) and
/// attributes. The ANSI renderer (`--once`) and the curses presenter both draw exactly this.
public struct TerminalStyle: Sendable, Hashable {
  public var foreground: TerminalColor?
  public var background: TerminalColor?
  public var bold: Bool
  public var dim: Bool
  public var underline: Bool
  public var reverse: Bool

  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false, dim: Bool = false,
    underline: Bool = false, reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
  }

  /// The terminal's default look.
  public static let plain = TerminalStyle()
}

// MARK: - The style rule

extension Theme {
  /// The one rule for how a cell looks on a terminal of `depth`:
  /// - colours: the role's, with the cell's own colour (a gradient bar) over the foreground
  ///   when the theme has a gradient; the role's background, else the theme's screen
  ///   background; reduced to the depth (the theme's hand-picked `256:`/`16:` indices first);
  /// - attributes: the role's and the cell's together; reverse video is on when either asks
  ///   for it (a reversed cell in a reversed role stays reversed, so a selection never
  ///   vanishes); a bold cell drops its role's dim, which would cancel it on most terminals;
  /// - mono: no colours, and each role's emphasis (`ThemeRole.monoEmphasis`) is added so
  ///   severity and selection survive NO_COLOR.
  public func terminalStyle(for style: CellStyle, depth: ColorDepth) -> TerminalStyle {
    let role = self[style.role]
    let emphasis = depth == .mono ? style.role.monoEmphasis : (bold: false, dim: false, reverse: false)
    var result = TerminalStyle(
      bold: style.bold || role.bold || emphasis.bold, dim: (role.dim || emphasis.dim) && !style.bold,
      underline: role.underline, reverse: style.reverse || role.reverse || emphasis.reverse)
    guard depth != .mono else { return result }
    if let foreground = style.foreground, gradient != nil {
      result.foreground = Self.color(foreground, index: nil, depth: depth)
    } else if let foreground = role.foreground {
      result.foreground = Self.color(foreground, index: role.foregroundIndex(for: depth), depth: depth)
    }
    if let background = role.background ?? background {
      result.background = Self.color(background, index: nil, depth: depth)
    }
    return result
  }

  /// `rgb` at `depth`; `index` is a theme's own choice for palettes, nil to compute one.
  static func color(_ rgb: RGB, index: UInt8?, depth: ColorDepth) -> TerminalColor {
    switch depth {
    case .trueColor: .rgb(rgb)
    case .xterm256: .index(index ?? ColorReduction.xterm256(rgb))
    case .ansi16: .index(index ?? ColorReduction.ansi16(rgb))
    case .ansi8, .mono: .index(index ?? ColorReduction.ansi8(fromAnsi16: ColorReduction.ansi16(rgb)))
    }
  }
}

// MARK: - Without colour

extension ThemeRole {
  /// How a role stands out without colour, so severity and selection survive NO_COLOR.
  public var monoEmphasis: (bold: Bool, dim: Bool, reverse: Bool) {
    switch self {
    case .selection: (false, false, true)
    case .title, .accent, .alertSevere, .alertExtreme, .error, .nowMarker: (true, false, false)
    case .dim, .stale, .barTrack: (false, true, false)
    default: (false, false, false)
    }
  }
}
