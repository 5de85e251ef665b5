import Testing

@testable import Render

/// Big type from the dot font, the figures every machine can draw: sized by whole dots to the
/// cells there are, drawn in quadrant blocks, or `H` in ASCII.
@Suite struct BigTypeTests {
  let unicode = BigType(lettering: DotFont(), isASCII: false)
  let ascii = BigType(lettering: DotFont(), isASCII: true)

  @Test func asciiFiguresAreFiveRowsOfSquareDots() throws {
    let set = try #require(ascii.set("-12°", rows: 5, columns: 80))
    #expect(set.height == 5)
    #expect(set.lines.allSatisfy { $0.count == set.width })
    #expect(
      set.lines == [
        "          HH    HHHHHH  HHHH",
        "        HHHH        HH  HHHH",
        "HHHHHH    HH    HHHHHH      ",
        "          HH    HH          ",
        "        HHHHHH  HHHHHH      ",
      ])
  }

  @Test func threeRowsPackTwoDotRowsIntoEachCell() throws {
    let set = try #require(unicode.set("20", rows: 3, columns: 80))
    #expect(set.lines == ["▀▀█ █▀█", "█▀▀ █ █", "▀▀▀ ▀▀▀"])
    let tall = try #require(unicode.set("20", rows: 5, columns: 80))
    #expect(tall.lines[0] == "██████  ██████", "two dots a font dot: the figures of old, five rows")
  }

  @Test func figuresGrowWithTheRoomAndShrinkToItsWidth() throws {
    for rows in [3, 5, 8, 16, 30] {
      let set = try #require(unicode.set("−12°", rows: rows, columns: 400))
      #expect(set.height <= rows && set.height >= rows - 3, "\(rows) rows: \(set.height)")
    }
    let narrow = try #require(unicode.set("−12°", rows: 30, columns: 40))
    #expect(narrow.width <= 40 && narrow.height < 30)
    #expect(unicode.set("−12°", rows: 2, columns: 400) == nil, "below five dots there is no dot font")
  }

  @Test func halfAndQuarterCellsAreQuadrantBlocks() throws {
    // One dot per quarter: the sixteen blocks, each for its own set of inked quarters.
    #expect(Set(BigType.quadrants).count == 16)
    for (bits, block) in BigType.quadrants.enumerated() {
      let scalar = block.unicodeScalars.first!.value
      #expect(bits == 0 ? block == " " : (0x2580...0x259F).contains(scalar), "\(bits): \(block)")
    }
  }

  @Test func theDotFontRefusesWhatItHasNoGlyphFor() {
    #expect(unicode.set("2x", rows: 5, columns: 80) == nil)
    #expect(!DotFont.canDraw(""))
    #expect(DotFont.canDraw("−3°"), "the minus sign WeatherFormat writes")
    #expect(DotFont.canDraw("14:05"))
    #expect(!DotFont().setsWords)
  }
}
