import Render
import Testing

@testable import TerminalBackend

/// How `Theme.terminalStyle` becomes curses colour numbers on each kind of terminal.
@Suite struct StyleResolverTests {
  static let xterm256 = TerminalCapabilities(hasColors: true, colors: 256, colorPairs: 65536, canChangeColor: true)
  static let eightColors = TerminalCapabilities(hasColors: true, colors: 8, colorPairs: 64, canChangeColor: false)
  static let direct = TerminalCapabilities(
    hasColors: true, colors: 0x100_0000, colorPairs: 0x10000, canChangeColor: false)
  static let redefinable = TerminalCapabilities(
    hasColors: true, colors: 0x8000, colorPairs: 0x10000, canChangeColor: true)

  static let theme = Theme(
    name: "t",
    roles: [
      .title: RoleStyle(foreground: RGB(92, 92, 255), foreground256: 12, foreground16: 12),
      .rain: RoleStyle(foreground: RGB(0, 135, 255), foreground256: 33),
      .accent: RoleStyle(foreground: RGB(255, 175, 0)),
      .selection: RoleStyle(background: RGB(0, 95, 135)),
    ])

  private func resolver(_ depth: ColorDepth, _ capabilities: TerminalCapabilities) -> StyleResolver {
    StyleResolver(theme: Self.theme, depth: depth, capabilities: capabilities)
  }

  @Test func rolesUseThemeColoursAndDefaults() {
    let r = resolver(.xterm256, Self.xterm256)
    #expect(r.resolve(CellStyle(role: .title)).foreground == .number(12))
    #expect(r.resolve(CellStyle(role: .text)).foreground == .number(-1))
    #expect(r.resolve(CellStyle(role: .text)).background == .number(-1))
    #expect(r.resolve(CellStyle(role: .selection)).background == .number(24))
    #expect(r.resolve(CellStyle(role: .accent)).foreground == .number(214))
  }

  @Test func explicitForegroundOverridesRole() {
    let resolved = resolver(.xterm256, Self.xterm256).resolve(
      CellStyle(role: .title, foreground: RGB(255, 0, 0), bold: true))
    #expect(resolved.foreground == .number(196))
    #expect(resolved.bold)
  }

  @Test func eightColoursFoldBrights() {
    let r = resolver(.ansi8, Self.eightColors)
    #expect(r.resolve(CellStyle(role: .title)).foreground == .number(4))  // bright blue → blue
    #expect(r.resolve(CellStyle(foreground: RGB(128, 128, 128))).foreground == .number(7))
    // A depth richer than the terminal still gives numbers it has.
    #expect(resolver(.xterm256, Self.eightColors).resolve(CellStyle(role: .rain)).foreground == .number(4))
  }

  @Test func trueColourOnDirectColourTerminfoPacksRGB() {
    let r = resolver(.trueColor, Self.direct)
    #expect(r.resolve(CellStyle(foreground: RGB(0x12, 0x34, 0x56))).foreground == .number(0x123456))
    #expect(r.resolve(CellStyle(foreground: RGB(0, 0, 3))).foreground == .number(8))
    // Indexes from 8 up mean RGB on direct terminals.
    #expect(r.number(for: .index(33)) == .number(0x0087FF))
  }

  @Test func trueColourDefinesCustomColoursOnlyAboveTheStandard256() {
    let custom = resolver(.trueColor, Self.redefinable)
    #expect(custom.resolve(CellStyle(foreground: RGB(1, 2, 3))).foreground == .custom(RGB(1, 2, 3)))
    // A plain 256-colour terminal keeps the user's palette: map, do not redefine.
    let mapped = resolver(.trueColor, Self.xterm256)
    #expect(mapped.resolve(CellStyle(foreground: RGB(255, 0, 0))).foreground == .number(196))
  }

  @Test func monoUsesAttributesOnly() {
    let r = resolver(.mono, Self.xterm256)
    let selection = r.resolve(CellStyle(role: .selection))
    #expect(selection.reverse && selection.foreground == .number(-1) && selection.background == .number(-1))
    #expect(r.resolve(CellStyle(role: .alertSevere)).bold)
    #expect(r.resolve(CellStyle(role: .stale)).dim)
    #expect(r.resolve(CellStyle(role: .text, foreground: RGB(255, 0, 0))).foreground == .number(-1))
    let plain = r.resolve(.plain)
    #expect(!plain.bold && !plain.dim && !plain.reverse && !plain.underline)
  }
}
