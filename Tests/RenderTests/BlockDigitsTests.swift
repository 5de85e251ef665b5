import Testing

@testable import Render

/// Figures several rows high, read across a room.
@Suite struct BlockDigitsTests {
  @Test func tallFiguresAreFiveRowsOfSquareDots() throws {
    let lines = try #require(BlockDigits.lines("-12°", size: .tall, ascii: true))
    #expect(lines.count == 5)
    #expect(lines.allSatisfy { $0.count == BlockDigits.width("-12°", size: .tall) })
    #expect(
      lines == [
        "          HH    HHHHHH  HHHH",
        "        HHHH        HH  HHHH",
        "HHHHHH    HH    HHHHHH      ",
        "          HH    HH          ",
        "        HHHHHH  HHHHHH      ",
      ])
  }

  @Test func compactFiguresPackTwoDotRowsIntoOne() throws {
    let lines = try #require(BlockDigits.lines("20", size: .compact, ascii: false))
    #expect(lines == ["▀▀█ █▀█", "█▀▀ █ █", "▀▀▀ ▀▀▀"])
    #expect(BlockDigits.width("20", size: .compact) == 7)
  }

  @Test func asciiHasNoCompactSizeAndUnknownCharactersAreRefused() {
    #expect(BlockDigits.lines("20", size: .compact, ascii: true) == nil)
    #expect(BlockDigits.lines("2x", size: .tall, ascii: false) == nil)
    #expect(!BlockDigits.canDraw(""))
    #expect(BlockDigits.canDraw("−3°"), "the minus sign WeatherFormat writes")
    #expect(BlockDigits.canDraw("14:05"))
  }
}
