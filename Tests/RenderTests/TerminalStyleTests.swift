import Testing

@testable import Render

/// The one style rule both `--once` and the screen draw with.
@Suite struct TerminalStyleTests {
  static let theme = Theme(
    name: "t", background: RGB(0, 43, 54),
    roles: [
      .alertExtreme: RoleStyle(foreground: RGB(255, 95, 95), bold: true, reverse: true),
      .dim: RoleStyle(foreground: RGB(138, 138, 138), dim: true, foreground256: 245, foreground16: 8),
      .selection: RoleStyle(background: RGB(0, 95, 135)),
      .alertSevere: RoleStyle(foreground: RGB(255, 175, 0), underline: true),
    ])

  @Test func aReversedCellInAReversedRoleStaysReversed() {
    #expect(Self.theme.terminalStyle(for: CellStyle(role: .alertExtreme, reverse: true), depth: .xterm256).reverse)
    #expect(Self.theme.terminalStyle(for: CellStyle(role: .alertExtreme), depth: .xterm256).reverse)
    #expect(Self.theme.terminalStyle(for: CellStyle(role: .text, reverse: true), depth: .mono).reverse)
  }

  @Test func cellColourNeedsAThemeWithAGradient() {
    let red = CellStyle(role: .text, foreground: RGB(255, 95, 95))
    #expect(Self.theme.terminalStyle(for: red, depth: .trueColor).foreground == .rgb(RGB(255, 95, 95)))
    // Pure red is 3.8:1 on the theme's #002b36: the role's colour (the terminal's own) stands in.
    #expect(Self.theme.terminalStyle(for: CellStyle(foreground: RGB(255, 0, 0)), depth: .trueColor).foreground == nil)
    var plain = Self.theme
    plain.gradient = nil
    #expect(plain.terminalStyle(for: red, depth: .trueColor).foreground == nil)
    #expect(Self.theme.terminalStyle(for: red, depth: .mono).foreground == nil)
  }

  @Test func backgroundsComeFromTheRoleElseTheScreen() {
    #expect(
      Self.theme.terminalStyle(for: CellStyle(role: .selection), depth: .trueColor).background == .rgb(RGB(0, 95, 135)))
    #expect(Self.theme.terminalStyle(for: .plain, depth: .trueColor).background == .rgb(RGB(0, 43, 54)))
    #expect(Self.theme.terminalStyle(for: .plain, depth: .mono).background == nil)
  }

  @Test func boldDropsDimAndMonoAddsEmphasis() {
    #expect(Self.theme.terminalStyle(for: CellStyle(role: .dim), depth: .ansi16).dim)
    #expect(!Self.theme.terminalStyle(for: CellStyle(role: .dim, bold: true), depth: .ansi16).dim)
    #expect(Self.theme.terminalStyle(for: CellStyle(role: .selection), depth: .mono).reverse)
    #expect(Self.theme.terminalStyle(for: CellStyle(role: .alertSevere), depth: .mono).bold)
    #expect(Self.theme.terminalStyle(for: CellStyle(role: .alertSevere), depth: .mono).underline)
  }

  @Test func palettesUseTheThemesIndicesAndEightColoursFold() {
    let dim = CellStyle(role: .dim)
    #expect(Self.theme.terminalStyle(for: dim, depth: .xterm256).foreground == .index(245))
    #expect(Self.theme.terminalStyle(for: dim, depth: .ansi16).foreground == .index(8))
    #expect(Self.theme.terminalStyle(for: dim, depth: .ansi8).foreground == .index(7))
    // Bright red (9) becomes red (1), in bold, which xterm shows bright: red is 3.6:1 on black.
    let red = Self.theme.terminalStyle(for: CellStyle(foreground: RGB(250, 0, 0)), depth: .ansi8)
    #expect(red.foreground == .index(1) && red.bold)
  }
}
