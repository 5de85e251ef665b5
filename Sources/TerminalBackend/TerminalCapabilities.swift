/// What the running terminal can show, as terminfo and curses report it.
public struct TerminalCapabilities: Sendable, Equatable {
  public var hasColors: Bool
  /// Number of colours (8, 16, 256, or 2^24 for direct-colour terminfo such as xterm-direct).
  public var colors: Int
  /// Number of colour pairs curses can allocate.
  public var colorPairs: Int
  /// Whether colours can be redefined (init_color); only used above the 256 standard ones.
  public var canChangeColor: Bool

  public init(hasColors: Bool, colors: Int, colorPairs: Int, canChangeColor: Bool) {
    self.hasColors = hasColors
    self.colors = colors
    self.colorPairs = colorPairs
    self.canChangeColor = canChangeColor
  }

  /// Direct-colour terminfo: colour numbers are 0xRRGGBB values.
  public var isDirectColor: Bool { colors >= 0x100_0000 }

  /// The richest depth this terminal supports, taking `COLORTERM=truecolor|24bit` and
  /// `NO_COLOR` (any value) from `environment` into account.
  public func suggestedDepth(environment: [String: String]) -> ColorPalette.Depth {
    if environment["NO_COLOR"].map({ !$0.isEmpty }) ?? false { return .mono }
    guard hasColors, colors >= 8 else { return .mono }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if isDirectColor || colorTerm == "truecolor" || colorTerm == "24bit" {
      return colors >= 256 ? .trueColor : .ansi16
    }
    if colors >= 256 { return .xterm256 }
    return .ansi16
  }
}
