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
  /// - colours: the role's, with the cell's own colour (a gradient bar, an agency's colour)
  ///   over the foreground when the theme has a gradient and that colour reads on the theme's
  ///   background (`ThemeRole.contrastMinimum`); the role's background, else the theme's
  ///   screen background; reduced to the depth (the theme's hand-picked `256:`/`16:` indices
  ///   first) keeping contrast with the background the theme is made for (`backdrops`), bold
  ///   dropped where xterm's brightening of it would spoil that (`ColorReduction.reduce`);
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
    let backdrops = backdrops(for: role, depth: depth)
    let minimum = style.role.contrastMinimum
    func reduced(_ rgb: RGB, picked: UInt8?) {
      if let picked {
        result.foreground = .index(picked)
        return
      }
      (result.foreground, result.bold) = ColorReduction.reduce(
        rgb, depth: depth, bold: result.bold, dim: result.dim, against: backdrops, minimum: minimum)
    }
    if let foreground = style.foreground, gradient != nil,
      backdrops.allSatisfy({ foreground.contrastRatio(with: $0) >= minimum })
    {
      reduced(foreground, picked: nil)
    } else if let foreground = role.foreground {
      reduced(foreground, picked: role.pickedIndex(for: depth))
    }
    if let background = role.background ?? background {
      result.background = Self.color(background, depth: depth)
    }
    return result
  }

  /// The backgrounds a role's text can stand on at `depth`: its own or the theme's painted
  /// one as the palette shows it, else those of the terminals the theme is made for
  /// (`BackgroundTone.terminals(for:)`); none for a theme that says nothing (`background = none`).
  public func backdrops(for role: RoleStyle, depth: ColorDepth) -> [RGB] {
    if let painted = role.background ?? background {
      return [XtermRendition.rgb(of: Self.color(painted, depth: depth), bold: false)]
    }
    return tone?.terminals(for: depth).map(\.background) ?? []
  }

  /// A painted background at `depth`: the plain nearest palette colour.
  static func color(_ rgb: RGB, depth: ColorDepth) -> TerminalColor {
    switch depth {
    case .trueColor: .rgb(rgb)
    case .xterm256: .index(ColorReduction.xterm256(rgb))
    case .ansi16: .index(ColorReduction.ansi16(rgb))
    case .ansi8, .mono: .index(ColorReduction.ansi8(fromAnsi16: ColorReduction.ansi16(rgb)))
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
