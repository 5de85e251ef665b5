import Glibc

/// Reduction that keeps contrast: the nearest palette colour can be much darker or lighter than
/// the colour asked for (xterm's green #00cd00 for a dark green is 2.2:1 on white), and bold
/// shows xterm's first eight colours bright (red #cd0000, 5.8:1 on white, as #ff0000, 4.0:1),
/// so a colour reduced against a known background is chosen by how it will read there.
extension ColorReduction {
  /// A palette colour for `colour` at `depth` (256, 16 or 8 colours), and whether to keep bold,
  /// as shown by xterm (`XtermRendition`) against every one of `backgrounds`: the plain nearest
  /// when it reads; else the same colour without bold when only bold's brightening spoils it;
  /// else, with 8 colours, the same colour in bold when only its brightening makes it read (red
  /// #cd0000 is 3.6:1 on black, bright red 5.3:1; 8 colours have no other way to it); else the
  /// nearest that reads, as the eye judges nearness; else nil, the terminal's own text colour. Reading means the
  /// contrast `minimum`. A colour that does not reach it itself (quiet hours' deliberately faint
  /// greys) is not made louder, and with no `backgrounds` (a theme that does not say what it
  /// is made for) nothing is known: both get the plain nearest.
  public static func reduce(
    _ colour: RGB, depth: ColorDepth, bold: Bool, dim: Bool, against backgrounds: [RGB], minimum: Double
  ) -> (color: TerminalColor?, bold: Bool) {
    let plain: UInt8
    let candidates: ClosedRange<UInt8>
    switch depth {
    case .trueColor: return (.rgb(colour), bold)
    case .xterm256: (plain, candidates) = (xterm256(colour), 16...255)
    case .ansi16: (plain, candidates) = (ansi16(colour), 0...15)
    case .ansi8, .mono: (plain, candidates) = (ansi8(fromAnsi16: ansi16(colour)), 0...7)
    }
    guard !backgrounds.isEmpty else { return (.index(plain), bold) }
    let backgroundLuminances = backgrounds.map(\.relativeLuminance)
    func worstContrast(_ shown: RGB) -> Double {
      let luminance = shown.relativeLuminance
      return backgroundLuminances.map { (max($0, luminance) + 0.05) / (min($0, luminance) + 0.05) }.min() ?? 21
    }
    guard worstContrast(dim ? XtermRendition.faint(colour) : colour) >= minimum else { return (.index(plain), bold) }
    func reads(_ index: UInt8, bold: Bool) -> Bool {
      let rgb = XtermRendition.rgb(of: .index(index), bold: bold)
      return worstContrast(dim ? XtermRendition.faint(rgb) : rgb) >= minimum
    }
    if reads(plain, bold: bold) { return (.index(plain), bold) }
    if bold && reads(plain, bold: false) { return (.index(plain), false) }
    if !bold && depth == .ansi8 && reads(plain, bold: true) { return (.index(plain), true) }
    // The nearest that reads, by how different it looks (CIELAB), not by the palette's own
    // distance, which takes magenta for a grey; with 16 or 8 colours also with bold changed
    // (bold black is xterm's only grey at 8), the role's own bold preferred.
    let target = Lab(colour)
    var best: (color: TerminalColor, bold: Bool, difference: Double)?
    for index in candidates {
      let options = depth == .xterm256 ? [bold] : [bold, !bold]
      for candidateBold in options where reads(index, bold: candidateBold) {
        let shown = Lab(XtermRendition.rgb(of: .index(index), bold: candidateBold))
        let difference = shown.difference(from: target) + (candidateBold == bold ? 0 : 5)
        if difference < best?.difference ?? .infinity { best = (.index(index), candidateBold, difference) }
      }
    }
    return best.map { ($0.color, $0.bold) } ?? (nil, bold)
  }
}

/// A colour in CIELAB (D65), where the straight distance between two colours (ΔE 1976) follows
/// how different they look.
struct Lab {
  var l: Double
  var a: Double
  var b: Double

  init(_ colour: RGB) {
    let r = colour.linearRed, g = colour.linearGreen, b = colour.linearBlue
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    l = 116 * f(y) - 16
    a = 500 * (f(x) - f(y))
    self.b = 200 * (f(y) - f(z))
  }

  func difference(from other: Lab) -> Double {
    ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b)).squareRoot()
  }
}
