import Foundation
import Render
import SystemFiles
import SystemFonts
import TestSupport
import Testing
import WeatherCore

@testable import Panes

/// Type that grows with the room, set in DejaVu Sans Bold by FreeType as the program sets it:
/// the temperature, the place's name and the condition, on the dashboard and on overview cards.
/// Needs fonts-dejavu-core and libfreetype6 (required under `scripts/test`).
@Suite(.enabled(if: TestFonts.run, "DejaVu Sans (fonts-dejavu-core) and libfreetype6 are not installed"))
struct BigTypeScreenTests {
  typealias W = WeatherFixture

  let font = FontLettering()

  func dashboard(_ width: Int, _ height: Int, lettering: any Lettering, glyphs: GlyphSet = .unicode) -> [String] {
    var content = DashboardContent(
      weather: W.weather(at: W.berlin, alerts: W.berlinAlerts), placeName: "Berlin", units: .metric, now: W.now,
      fetchedAt: W.now.addingTimeInterval(-300), nextRefresh: W.now.addingTimeInterval(600), glyphs: glyphs,
      localTimeZone: ZoneDatabase.zone("UTC")!)
    content.lettering = lettering
    var buffer = CellBuffer(width: width, height: height)
    DashboardView(content: content).render(into: &buffer)
    return buffer.lines
  }

  /// Where `text`, set by `big` at some size of `sizes`, stands on `screen`: its top row,
  /// column and height; nil when it is not there.
  static func find(_ text: String, _ big: BigType, sizes: ClosedRange<Int>, in screen: [String])
    -> (row: Int, column: Int, height: Int)?
  {
    for size in sizes.reversed() {
      guard let set = big.set(text, rows: size, columns: 400), set.height == size else { continue }
      for top in screen.indices where top + size <= screen.count {
        var from = screen[top].startIndex
        while let found = screen[top].range(of: set.lines[0], range: from..<screen[top].endIndex) {
          let column = screen[top].distance(from: screen[top].startIndex, to: found.lowerBound)
          let below = (1..<size).allSatisfy { row in
            let line = Array(screen[top + row])
            let want = Array(set.lines[row])
            return line.count >= column + want.count && line[column..<column + want.count].elementsEqual(want)
          }
          if below { return (top, column, size) }
          from = screen[top].index(after: found.lowerBound)
        }
      }
    }
    return nil
  }

  // MARK: - The dashboard

  @Test func atThreeHundredByEightyTheTemperatureIsSixteenRowsAndTheWordsAreBig() throws {
    let screen = dashboard(300, 80, lettering: font)
    let big = BigType(lettering: font, isASCII: false)
    let temperature = try #require(Self.find("3°", big, sizes: 10...30, in: screen), "\(screen.prefix(20))")
    #expect(temperature.height >= 16 && temperature.row == 1)
    let name = try #require(Self.find("Berlin", big, sizes: 3...15, in: screen), "the place's name in big type")
    let condition = try #require(Self.find("Cloudy", big, sizes: 3...15, in: screen), "the condition in big type")
    #expect(name.height >= CurrentCardPane.smallestWordRows(isASCII: false) && condition.row > name.row)
    #expect(!screen[1...20].contains { $0.contains("Cloudy ·") }, "the condition is not said twice")
    #expect(screen.contains { $0.contains("feels −1°") }, "the card's other words stay")
  }

  @Test func onAShorterCardTheWordsStandInAColumnBesideTheText() throws {
    let screen = dashboard(200, 60, lettering: font)
    let big = BigType(lettering: font, isASCII: false)
    let temperature = try #require(Self.find("3°", big, sizes: 5...20, in: screen))
    let name = try #require(Self.find("Berlin", big, sizes: 3...10, in: screen))
    let condition = try #require(Self.find("Cloudy", big, sizes: 3...10, in: screen))
    #expect(name.row == 1 && condition.row > name.row && condition.column == name.column)
    #expect(condition.row + condition.height <= temperature.row + temperature.height, "both within the card")
    #expect(screen[1].contains("feels −1°") && !screen[1].contains("Cloudy"), "the text beside the words")
  }

  @Test func theCardAsksForRowsThatGrowWithTheScreen() {
    #expect(CurrentCardPane.preferredFigureRows(width: 300, height: 80) >= 16)
    #expect(CurrentCardPane.preferredFigureRows(width: 140, height: 40) == 3)
    #expect(CurrentCardPane.preferredFigureRows(width: 140, height: 40, isASCII: true) == 5)
    #expect(CurrentCardPane.preferredFigureRows(width: 120, height: 40) == 0)
    #expect(CurrentCardPane.preferredFigureRows(width: 100, height: 30, prefersBig: true) == 3)
    var last = 0
    for height in stride(from: 48, through: 100, by: 4) {
      let rows = CurrentCardPane.preferredFigureRows(width: 300, height: height)
      #expect(rows >= last, "\(height) rows")
      last = rows
    }
  }

  @Test func withoutAFontTheFiguresAreTheDotFontsAndTheWordsText() throws {
    let none = FontLettering(paths: ["/nonexistent/DejaVuSans-Bold.ttf"])
    #expect(!none.setsWords)
    #expect(none.ink("−12°", height: 20, width: 400) == DotFont().ink("−12°", height: 20, width: 400))
    let screen = dashboard(300, 80, lettering: none)
    let dots = BigType(lettering: DotFont(), isASCII: false)
    let temperature = try #require(Self.find("3°", dots, sizes: 10...30, in: screen))
    #expect(temperature.height >= 15)
    #expect(screen[1...20].contains { $0.contains("Cloudy · feels −1°") }, "the condition in words")
  }

  @Test func asciiBigTypeIsSevenBit() throws {
    let screen = dashboard(300, 80, lettering: font, glyphs: .ascii)
    #expect(screen.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    let big = BigType(lettering: font, isASCII: true)
    #expect(Self.find("3°", big, sizes: 10...30, in: screen)?.height ?? 0 >= 16)
    // One dot a cell: the words need eight rows each, which 300×80 gives them.
    #expect(screen[1...20].contains { $0.contains("feels -1") }, "\(screen[0...20].joined(separator: "\n"))")
  }

  // MARK: - Any script

  @Test(arguments: ["Zürich", "Tromsø", "Łódź", "Ağrı", "İzmir", "Москва", "Αθήνα", "Reykjavík"])
  func placeNamesAreSetInTheirOwnLetters(_ name: String) throws {
    let ink = try #require(font.ink(name, height: 16, width: 400), "\(name) in DejaVu Sans Bold")
    #expect(ink.height >= 12 && ink.height <= 16)
  }

  @Test func scriptsThatNeedShapingOrAFontWithoutThemStayText() {
    #expect(
      font.ink("القاهرة", height: 16, width: 400) == nil, "Arabic joins its letters: text, which the terminal shapes")
    #expect(font.ink("ירושלים", height: 16, width: 400) == nil, "Hebrew runs right to left")
    #expect(font.ink("東京", height: 16, width: 400) == nil, "no CJK in DejaVu Sans")
  }

  // MARK: - The overview

  @Test func overviewCardsGiveTheTemperatureAtLeastFortyPercentOfTheirHeight() throws {
    let cards = ["Berlin", "Zürich", "Москва"].map {
      PlaceCard(name: $0, weather: W.weather(at: W.berlin, alerts: .covered([])), fetchedAt: W.now)
    }
    var content = DashboardContent(
      weather: nil, placeName: "", placeCount: 3, units: .metric, now: W.now, fetchedAt: W.now,
      nextRefresh: W.now.addingTimeInterval(600), localTimeZone: ZoneDatabase.zone("UTC")!)
    content.overview = cards
    content.prefersBigFigures = true
    content.lettering = font
    var buffer = CellBuffer(width: 300, height: 80)
    DashboardView(content: content).render(into: &buffer)
    let screen = buffer.lines
    let layout = DashboardView(content: content).overview(cards).layout(in: buffer.area)
    let least = Int((0.4 * Double(layout.cardHeight)).rounded(.up))
    let big = BigType(lettering: font, isASCII: false)
    let temperature = try #require(Self.find("3°", big, sizes: least...layout.cardHeight, in: screen))
    #expect(temperature.height >= least, "card \(layout.cardHeight) rows high")
    for name in ["Berlin", "Zürich", "Москва"] {
      #expect(Self.find(name, big, sizes: 4...20, in: screen) != nil, "\(name) in big type")
    }
    #expect(Self.find("Cloudy", big, sizes: 4...20, in: screen) != nil)
  }
}
