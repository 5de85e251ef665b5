import Testing

@testable import Render

@Suite struct ColorTests {
  static let cube: [(RGB, UInt8)] = [
    (RGB(0, 0, 0), 16), (RGB(255, 255, 255), 231), (RGB(255, 0, 0), 196),
    (RGB(0, 255, 0), 46), (RGB(0, 0, 255), 21), (RGB(95, 175, 255), 75),
    (RGB(128, 128, 128), 244), (RGB(8, 8, 8), 232), (RGB(238, 238, 238), 255),
    (RGB(100, 101, 99), 241), (RGB(255, 135, 0), 208),
  ]

  @Test(arguments: cube)
  func reducesTo256(_ colour: RGB, _ index: UInt8) {
    #expect(ColorReduction.xterm256(colour) == index)
  }

  @Test func everyCubeColourMapsToItself() {
    for index in UInt8(16)...231 {
      #expect(ColorReduction.xterm256(ColorReduction.rgb(ofXterm256: index)) == index)
    }
  }

  static let sixteen: [(RGB, UInt8)] = [
    (RGB(0, 0, 0), 0), (RGB(255, 255, 255), 15), (RGB(200, 0, 0), 1), (RGB(255, 40, 40), 9),
    (RGB(0, 200, 200), 6), (RGB(120, 120, 120), 8), (RGB(230, 230, 230), 7), (RGB(255, 255, 80), 11),
  ]

  @Test(arguments: sixteen)
  func reducesTo16(_ colour: RGB, _ index: UInt8) {
    #expect(ColorReduction.ansi16(colour) == index)
  }

  static let environments: [([String: String], ColorDepth)] = [
    (["COLORTERM": "truecolor", "TERM": "xterm-256color"], .trueColor),
    (["COLORTERM": "24bit"], .trueColor),
    (["TERM": "xterm-256color"], .xterm256),
    (["TERM": "screen-256color", "COLORTERM": "yes"], .xterm256),
    (["TERM": "xterm"], .ansi16),
    ([:], .ansi16),
    (["TERM": "dumb", "COLORTERM": "truecolor"], .mono),
    (["NO_COLOR": "1", "COLORTERM": "truecolor"], .mono),
    (["NO_COLOR": "", "TERM": "xterm-256color"], .xterm256),
  ]

  @Test(arguments: environments)
  func detectsDepth(_ environment: [String: String], _ depth: ColorDepth) {
    #expect(ColorDepth.detect(environment: environment) == depth)
  }

  /// What terminfo says wins over TERM's name; COLORTERM only lifts a 256-colour terminal.
  static let withTerminfo: [([String: String], Int, ColorDepth)] = [
    (["TERM": "xterm"], 8, .ansi8),
    (["TERM": "xterm-16color"], 16, .ansi16),
    (["TERM": "xterm-256color"], 256, .xterm256),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], 256, .trueColor),
    (["TERM": "xterm-direct"], 0x100_0000, .trueColor),
    (["TERM": "xterm", "COLORTERM": "truecolor"], 8, .ansi8),
    (["TERM": "vt100"], 0, .mono),
    (["TERM": "xterm-256color", "NO_COLOR": "1"], 256, .mono),
  ]

  @Test(arguments: withTerminfo)
  func detectsDepthFromTerminfo(_ environment: [String: String], _ colors: Int, _ depth: ColorDepth) {
    #expect(ColorDepth.detect(environment: environment, terminfoColors: colors) == depth)
  }

  @Test func gradientHitsStopsAndInterpolates() {
    let g = TemperatureGradient.standard
    #expect(g.colour(celsius: -20) == RGB(175, 135, 255))
    #expect(g.colour(celsius: -40) == RGB(175, 135, 255))
    #expect(g.colour(celsius: 0) == RGB(95, 215, 255))
    #expect(g.colour(celsius: 40) == RGB(255, 55, 55))
    #expect(g.colour(celsius: 99) == RGB(255, 55, 55))
    #expect(g.colour(celsius: 5) == RGB(115, 215, 175))
    #expect(g.colour(celsius: .nan) == RGB(175, 135, 255))
  }

  @Test func roleStyleUsesPinnedIndicesOverReduction() {
    let pinned = RoleStyle(foreground: RGB(255, 0, 0), foreground256: 160, foreground16: 9)
    #expect(pinned.pickedIndex(for: .xterm256) == 160)
    #expect(pinned.pickedIndex(for: .ansi16) == 9)
    #expect(pinned.pickedIndex(for: .ansi8) == 1)
    #expect(RoleStyle(foreground: RGB(255, 0, 0)).pickedIndex(for: .xterm256) == nil)
    let theme = Theme(name: "t", roles: [.text: pinned, .dim: RoleStyle(foreground: RGB(255, 0, 0))])
    #expect(theme.terminalStyle(for: CellStyle(role: .text), depth: .xterm256).foreground == .index(160))
    #expect(theme.terminalStyle(for: CellStyle(role: .dim), depth: .xterm256).foreground == .index(196))
  }
}
