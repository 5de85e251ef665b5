import Foundation
import Render
import Testing
import WeatherCore

@testable import Panes

/// Properties that must hold at every terminal size, not just the snapshotted ones.
@Suite struct DashboardInvariantTests {
  static let weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts)

  func render(_ width: Int, _ height: Int, glyphs: GlyphSet = .unicode, name: String = "") -> CellBuffer {
    let content = DashboardContent(
      weather: Self.weather, placeName: name, placeIndex: 1, placeCount: 3, units: .metric,
      now: WeatherFixture.now, glyphs: glyphs)
    var buffer = CellBuffer(width: width, height: height)
    DashboardView(content: content).render(into: &buffer)
    return buffer
  }

  @Test func everySizeDrawsAClosedFrameOrTheTooSmallScreen() {
    let widths = [0, 1, 10, 49, 50, 51, 63, 79, 80, 81, 97, 120, 161, 240]
    let heights = [0, 1, 5, 14, 15, 16, 19, 23, 24, 25, 31, 40, 60]
    for width in widths {
      for height in heights {
        let buffer = render(width, height)
        let lines = buffer.lines
        if width < DashboardLayout.minimumWidth || height < DashboardLayout.minimumHeight {
          if width >= 20 && height >= 5 { #expect(lines.contains { $0.contains("too small") }, "\(width)×\(height)") }
          continue
        }
        #expect(lines.first?.hasPrefix("┌") == true && lines.first?.hasSuffix("┐") == true, "\(width)×\(height) top")
        #expect(lines.last?.hasPrefix("└") == true && lines.last?.hasSuffix("┘") == true, "\(width)×\(height) bottom")
        for (y, line) in lines.enumerated() {
          #expect(
            DisplayWidth.of(line) == width, "\(width)×\(height) row \(y) is \(DisplayWidth.of(line)) wide: \(line)")
        }
        // The whole sentence where it fits, else the short credit: still the source and licence.
        #expect(
          lines.last?.contains("Open-Meteo.com (CC BY 4.0)") == true, "attribution at \(width)×\(height)")
        // Beside "? help" the narrowest say "at 13:00" or the time alone.
        let age = width >= 59 ? "updated 13:00" : "13:00"
        #expect(lines.last?.contains(age) == true, "the data's age at \(width)×\(height)")
        #expect(lines.last?.hasSuffix(" ? help ┘") == true, "the way to the keys at \(width)×\(height)")
      }
    }
  }

  @Test func wideCharactersInNamesKeepTheFrameAligned() {
    let lines = render(60, 20, name: "東京都, 日本 \u{1B}[31mred").lines
    #expect(lines[0].hasPrefix("┌ 東京都, 日本 red"))
    #expect(DisplayWidth.of(lines[0]) == 60)
    #expect(lines[0].hasSuffix("┐"))
  }

  @Test func asciiModeIsSevenBitThroughout() {
    let lines = render(80, 24, glyphs: .ascii, name: "Reykjavík, Ísland").lines
    for line in lines {
      #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "\(line)")
    }
    #expect(lines[0].hasPrefix("+ Reykjavik, Island"))
  }

  @Test func ansiOutputStripsBackToThePlainLines() {
    let buffer = render(80, 24)
    for depth in [ColorDepth.trueColor, .xterm256, .ansi16] {
      let coloured = ANSIRenderer(theme: .default, depth: depth).lines(buffer)
      let stripped = coloured.map { $0.replacing(/\u{1B}\[[0-9;]*m/, with: "") }
      #expect(stripped == buffer.lines, "\(depth)")
      #expect(coloured.joined().contains("\u{1B}["), "\(depth) has colour")
    }
  }
}
