/// The colours xterm puts on screen for a `TerminalStyle`, so contrast can be computed for what
/// a person sees, not for what was asked. Measured from screenshots of Debian's xterm (379,
/// default resources) under Xvfb: the 16 colours are `ColorReduction.ansi16Palette`; bold on
/// one of the first eight shows its bright twin (xterm's `boldColors`, on by default; ncurses
/// sends those eight as SGR 30–37 at every depth); faint is two thirds of the colour, towards
/// black; reverse video swaps text and background after both.
public enum XtermRendition {
  /// The text and background colours of `style` on a terminal whose own colours are `terminal`.
  public static func colours(
    of style: TerminalStyle, on terminal: (foreground: RGB, background: RGB)
  ) -> (text: RGB, background: RGB) {
    var text = style.foreground.map { rgb(of: $0, bold: style.bold) } ?? terminal.foreground
    let background = style.background.map { rgb(of: $0, bold: false) } ?? terminal.background
    if style.dim { text = faint(text) }
    return style.reverse ? (background, text) : (text, background)
  }

  /// The colour `colour` shows as; `bold` brightens the first eight.
  public static func rgb(of colour: TerminalColor, bold: Bool) -> RGB {
    switch colour {
    case .rgb(let rgb): rgb
    case .index(let index) where bold && index < 8: ColorReduction.ansi16Palette[Int(index) + 8]
    case .index(let index): ColorReduction.rgb(ofXterm256: index)
    }
  }

  /// xterm's faint: each channel at two thirds.
  public static func faint(_ colour: RGB) -> RGB {
    func third(_ value: UInt8) -> UInt8 { UInt8((Int(value) * 2 + 1) / 3) }
    return RGB(third(colour.r), third(colour.g), third(colour.b))
  }
}
