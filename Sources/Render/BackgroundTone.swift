/// Whether a terminal's background is dark or light: what the `default` theme's two variants
/// (`dark`, `light`) are chosen by, and what a theme that keeps the terminal's own background
/// says it is made for (`background = dark` or `light` in its file).
public enum BackgroundTone: String, Sendable, Hashable, CaseIterable {
  case dark, light

  /// The tone of `colour`: light when black text on it contrasts more than white text does
  /// (relative luminance above about 0.18, WCAG's crossing point), else dark.
  public init(of colour: RGB) {
    self = colour.contrastRatio(with: RGB(0, 0, 0)) > colour.contrastRatio(with: RGB(255, 255, 255)) ? .light : .dark
  }

  /// The shipped theme made for this tone, which `default` stands for.
  public var themeName: String { rawValue }

  /// Terminals of this tone as they come, each its default text colour on its default background:
  /// what a theme made for the tone is checked against, and what a colour reduced to a palette
  /// must still contrast with. Dark: xterm's reverse video (white on black) and a typical dark
  /// scheme (#d4d4d4 on #1e1e1e, as VS Code's terminal and many others). Light: xterm's own
  /// default (black on white).
  public var terminals: [(foreground: RGB, background: RGB)] {
    switch self {
    case .dark: [(RGB(0xFF, 0xFF, 0xFF), RGB(0, 0, 0)), (RGB(0xD4, 0xD4, 0xD4), RGB(0x1E, 0x1E, 0x1E))]
    case .light: [(RGB(0, 0, 0), RGB(0xFF, 0xFF, 0xFF))]
    }
  }

  /// `terminals` at `depth`. With 16 or 8 colours the colours are the terminal's own palette,
  /// known only as xterm's (`ColorReduction.ansi16Palette`), so only xterm's own background
  /// goes with it: a scheme with a #1e1e1e background brings its own 16 colours.
  public func terminals(for depth: ColorDepth) -> [(foreground: RGB, background: RGB)] {
    depth == .ansi16 || depth == .ansi8 ? Array(terminals.prefix(1)) : terminals
  }
}
