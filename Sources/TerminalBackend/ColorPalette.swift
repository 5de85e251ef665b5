import Render

/// A colour as the presenter hands it to curses: the terminal's default, a palette index, or
/// an exact colour the presenter reduces to what the depth allows.
public enum TerminalColor: Sendable, Hashable {
  /// The terminal's own foreground or background (ncurses colour −1).
  case terminalDefault
  /// A palette index: 0–7 standard, 8–15 bright, 16–255 xterm cube and greys.
  case index(Int)
  /// An exact colour; reduced to the nearest xterm-256 or ANSI-16 colour below true colour.
  case rgb(RGB)
}

/// How each theme role is drawn on this terminal: the theme resolved to terminal colours,
/// plus the colour depth to draw at. Build it from a theme in the composition root.
public struct ColorPalette: Sendable, Equatable {
  /// How many colours to use.
  public enum Depth: String, Sendable, Hashable, CaseIterable {
    /// No colour at all (NO_COLOR, monochrome terminals): roles become bold/dim/reverse.
    case mono
    case ansi16
    case xterm256
    case trueColor
  }

  public var depth: Depth
  /// Foreground per role; roles not listed use the terminal's default foreground.
  public var foregrounds: [ThemeRole: TerminalColor]
  /// Background per role (e.g. `.selection`); roles not listed use `background`.
  public var backgrounds: [ThemeRole: TerminalColor]
  /// The screen background; `.terminalDefault` keeps the user's (transparent) background.
  public var background: TerminalColor
  /// Text attributes a theme gives a role (e.g. `alert_extreme = … bold reverse`), added to
  /// whatever the cell itself asks for.
  public var attributes: [ThemeRole: RoleAttributes]

  /// Bold, dim and reverse video for a role.
  public struct RoleAttributes: Sendable, Hashable {
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool

    public init(bold: Bool = false, dim: Bool = false, reverse: Bool = false) {
      self.bold = bold
      self.dim = dim
      self.reverse = reverse
    }
  }

  public init(
    depth: Depth, foregrounds: [ThemeRole: TerminalColor] = [:],
    backgrounds: [ThemeRole: TerminalColor] = [:], background: TerminalColor = .terminalDefault,
    attributes: [ThemeRole: RoleAttributes] = [:]
  ) {
    self.attributes = attributes
    self.depth = depth
    self.foregrounds = foregrounds
    self.backgrounds = backgrounds
    self.background = background
  }

  /// No colours: every role drawn with attributes only.
  public static let mono = ColorPalette(depth: .mono)

  // MARK: - Monochrome emphasis

  /// How a role stands out without colour, so severity and selection survive NO_COLOR.
  public static func monoEmphasis(for role: ThemeRole) -> (bold: Bool, dim: Bool, reverse: Bool) {
    switch role {
    case .selection: return (false, false, true)
    case .title, .accent, .alertSevere, .alertExtreme, .error, .nowMarker: return (true, false, false)
    case .dim, .stale, .barTrack: return (false, true, false)
    default: return (false, false, false)
    }
  }
}
