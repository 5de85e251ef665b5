import Render
import Testing

@testable import TerminalBackend

@Suite struct StyleResolverTests {
  static let xterm256 = TerminalCapabilities(hasColors: true, colors: 256, colorPairs: 65536, canChangeColor: true)
  static let eightColors = TerminalCapabilities(hasColors: true, colors: 8, colorPairs: 64, canChangeColor: false)
  static let direct = TerminalCapabilities(
    hasColors: true, colors: 0x100_0000, colorPairs: 0x10000, canChangeColor: false)
  static let redefinable = TerminalCapabilities(
    hasColors: true, colors: 0x8000, colorPairs: 0x10000, canChangeColor: true)
  static let monochrome = TerminalCapabilities(hasColors: false, colors: 0, colorPairs: 0, canChangeColor: false)

  static let palette = ColorPalette(
    depth: .xterm256, foregrounds: [.title: .index(12), .rain: .index(33), .accent: .rgb(RGB(255, 175, 0))],
    backgrounds: [.selection: .index(24)])

  private func resolver(_ depth: ColorPalette.Depth, _ capabilities: TerminalCapabilities) -> StyleResolver {
    var palette = Self.palette
    palette.depth = depth
    return StyleResolver(palette: palette, capabilities: capabilities)
  }

  @Test func rolesUsePaletteColoursAndDefaults() {
    let r = resolver(.xterm256, Self.xterm256)
    #expect(r.resolve(CellStyle(role: .title)).foreground == .number(12))
    #expect(r.resolve(CellStyle(role: .text)).foreground == .number(-1))
    #expect(r.resolve(CellStyle(role: .text)).background == .number(-1))
    #expect(r.resolve(CellStyle(role: .selection)).background == .number(24))
    #expect(r.resolve(CellStyle(role: .accent)).foreground == .number(214))
  }

  @Test func explicitForegroundOverridesRole() {
    let r = resolver(.xterm256, Self.xterm256)
    let style = CellStyle(role: .title, foreground: RGB(255, 0, 0), bold: true)
    let resolved = r.resolve(style)
    #expect(resolved.foreground == .number(196))
    #expect(resolved.bold)
  }

  @Test func sixteenColoursReduceIndexesAndRGB() {
    let r = resolver(.ansi16, Self.xterm256)
    #expect(r.resolve(CellStyle(role: .title)).foreground == .number(12))
    // 33 = (0,135,255): by the redmean distance Render's ColorReduction uses, nearer xterm's
    // bright blue (92,92,255) than its cyan (0,205,205).
    #expect(r.resolve(CellStyle(role: .rain)).foreground == .number(12))
    #expect(r.resolve(CellStyle(foreground: RGB(250, 0, 0))).foreground == .number(9))
  }

  @Test func eightColourTerminalCapsDepthAndFoldsBrights() {
    let r = resolver(.trueColor, Self.eightColors)
    #expect(r.effectiveDepth == .ansi16)
    #expect(r.resolve(CellStyle(role: .title)).foreground == .number(4))  // bright blue → blue
    #expect(r.resolve(CellStyle(foreground: RGB(128, 128, 128))).foreground == .number(7))
  }

  @Test func trueColourOnDirectColourTerminfoPacksRGB() {
    let r = resolver(.trueColor, Self.direct)
    #expect(r.resolve(CellStyle(foreground: RGB(0x12, 0x34, 0x56))).foreground == .number(0x123456))
    #expect(r.resolve(CellStyle(foreground: RGB(0, 0, 3))).foreground == .number(8))
    // Indexes from 8 up mean RGB on direct terminals, so 33 becomes its RGB value.
    #expect(r.resolve(CellStyle(role: .rain)).foreground == .number(0x0087FF))
  }

  @Test func trueColourDefinesCustomColoursOnlyAboveTheStandard256() {
    let custom = resolver(.trueColor, Self.redefinable)
    #expect(custom.resolve(CellStyle(foreground: RGB(1, 2, 3))).foreground == .custom(RGB(1, 2, 3)))
    // A plain 256-colour terminal keeps the user's palette: map, do not redefine.
    let mapped = resolver(.trueColor, Self.xterm256)
    #expect(mapped.resolve(CellStyle(foreground: RGB(255, 0, 0))).foreground == .number(196))
  }

  @Test func monoUsesAttributesOnly() {
    let r = resolver(.xterm256, Self.monochrome)
    #expect(r.effectiveDepth == .mono)
    let selection = r.resolve(CellStyle(role: .selection))
    #expect(selection.reverse && selection.foreground == .number(-1) && selection.background == .number(-1))
    #expect(r.resolve(CellStyle(role: .alertSevere)).bold)
    #expect(r.resolve(CellStyle(role: .stale)).dim)
    #expect(r.resolve(CellStyle(role: .text, foreground: RGB(255, 0, 0))).foreground == .number(-1))
    let plain = r.resolve(.plain)
    #expect(!plain.bold && !plain.dim && !plain.reverse)
  }

  @Test func monoPaletteOnAColourTerminalStaysMono() {
    let r = StyleResolver(palette: .mono, capabilities: Self.xterm256)
    #expect(r.effectiveDepth == .mono)
    #expect(r.resolve(CellStyle(role: .title)).foreground == .number(-1))
  }
}
