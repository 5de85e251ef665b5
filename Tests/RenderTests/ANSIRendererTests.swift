import Testing

@testable import Render

@Suite struct ANSIRendererTests {
  static let theme = Theme(
    name: "t",
    roles: [
      .text: RoleStyle(),
      .title: RoleStyle(foreground: RGB(255, 0, 0), bold: true),
      .dim: RoleStyle(foreground: RGB(138, 138, 138), foreground256: 245),
    ])

  func buffer() -> CellBuffer {
    var buffer = CellBuffer(width: 10, height: 2)
    buffer.put("Hi", x: 0, y: 0, style: CellStyle(role: .title))
    buffer.put(" there", x: 2, y: 0)
    buffer.put("x", x: 0, y: 1, style: CellStyle(role: .dim))
    buffer.put("█", x: 1, y: 1, style: CellStyle(role: .text, foreground: RGB(1, 2, 3)))
    return buffer
  }

  @Test func trueColour() {
    let lines = ANSIRenderer(theme: Self.theme, depth: .trueColor).lines(buffer())
    #expect(
      lines == [
        "\u{1B}[0;1;38;2;255;0;0mHi\u{1B}[0m there",
        "\u{1B}[0;38;2;138;138;138mx\u{1B}[0;38;2;1;2;3m█\u{1B}[0m",
      ])
  }

  @Test func palettes() {
    #expect(
      ANSIRenderer(theme: Self.theme, depth: .xterm256).lines(buffer())[1]
        == "\u{1B}[0;38;5;245mx\u{1B}[0;38;5;16m█\u{1B}[0m")
    #expect(
      ANSIRenderer(theme: Self.theme, depth: .ansi16).lines(buffer())[0]
        == "\u{1B}[0;1;91mHi\u{1B}[0m there")
  }

  /// Mono keeps what is not colour, as the dashboard does under NO_COLOR: the title's bold,
  /// the dim role's dim.
  @Test func monoKeepsAttributesOnly() {
    #expect(
      ANSIRenderer(theme: Self.theme, depth: .mono).lines(buffer())
        == ["\u{1B}[0;1mHi\u{1B}[0m there", "\u{1B}[0;2mx\u{1B}[0m█"])
  }

  @Test func eightColoursFoldBrights() {
    #expect(
      ANSIRenderer(theme: Self.theme, depth: .ansi8).lines(buffer())[0] == "\u{1B}[0;1;31mHi\u{1B}[0m there")
  }

  @Test func themesWithoutGradientIgnoreCellColours() {
    var mono = Self.theme
    mono.gradient = nil
    #expect(ANSIRenderer(theme: mono, depth: .trueColor).lines(buffer())[1] == "\u{1B}[0;38;2;138;138;138mx\u{1B}[0m█")
  }
}
