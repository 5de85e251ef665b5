import CNcurses
import Render
import Synchronization

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

  /// The depth curses can draw `depth` at: 24-bit colour needs direct-colour terminfo or
  /// colours of its own beyond the 256 (`init_extended_color`); without, curses shows the
  /// nearest of the 256, so the theme is told so and reduces its colours itself, keeping their
  /// contrast (`Theme.terminalStyle`).
  public func drawable(_ depth: ColorDepth) -> ColorDepth {
    guard depth == .trueColor, !isDirectColor, !(canChangeColor && colors > 256) else { return depth }
    return colors >= 256 ? .xterm256 : .ansi16
  }

  /// The colour count to give `ColorDepth.detect`: none when curses says the terminal has no
  /// colours.
  public var terminfoColors: Int { hasColors ? colors : 0 }

  /// How many colours terminfo gives `term`, read without starting curses (for `--once`);
  /// nil when terminfo does not know `term`.
  public static func terminfoColors(term: String) -> Int? {
    guard !term.isEmpty else { return nil }
    let colors = terminfoLock.withLock { _ in weathertui_terminfo_colors(term) }
    return colors == -2 ? nil : max(0, Int(colors))
  }

  /// Loading an entry without curses swaps the C library's one current terminal: one at a time.
  static let terminfoLock = Mutex(())
}
