import Testing

@testable import Render

/// The one word wrap every pane uses: by display width, long words broken, nothing lost.
@Suite struct TextWrapTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var width: Int
    var lines: [String]
    var testDescription: String { "\"\(text)\" at \(width)" }
  }

  static let cases: [Case] = [
    Case(text: "", width: 10, lines: []),
    Case(text: "   ", width: 10, lines: []),
    Case(text: "anything", width: 0, lines: []),
    Case(text: "exact fit", width: 9, lines: ["exact fit"]),
    Case(text: "exact fit!", width: 9, lines: ["exact", "fit!"]),
    Case(text: "one two three", width: 7, lines: ["one two", "three"]),
    Case(text: "spaces   collapse", width: 20, lines: ["spaces collapse"]),
    // A word longer than the line is broken at the width, its tail starting the next line.
    Case(text: "see https://example.org/a/b end", width: 10, lines: ["see", "https://ex", "ample.org/", "a/b end"]),
    Case(text: "Terminal", width: 3, lines: ["Ter", "min", "al"]),
    // Wide characters count two columns and are never split.
    Case(text: "東京都 大阪", width: 6, lines: ["東京都", "大阪"]),
    Case(text: "東京都庁", width: 5, lines: ["東京", "都庁"]),
    Case(text: "a 東京", width: 4, lines: ["a", "東京"]),
    // A wide character cannot fit one column; it still gets a line of its own, not lost.
    Case(text: "東京", width: 1, lines: ["東", "京"]),
  ]

  /// An NWS description of 200,000 letters without a space: every line full, nothing lost. (It
  /// used to cost 5.4 s a redraw, each line measuring the rest of the word again.)
  @Test func aVeryLongWordFillsEveryLineAndLosesNothing() {
    let word = String(repeating: "abcdefghij", count: 20_000)
    let lines = TextWrap.lines("before " + word + " after", width: 78)
    #expect(lines.first == "before")
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.count == 78 })
    #expect(lines.last == String(word.suffix(200_000 % 78)) + " after")
    #expect(lines.joined().count == 200_000 + "before".count + " after".count)
  }

  @Test func clippingALongTextKeepsItsStartAndMarksTheCut() {
    let long = String(repeating: "東京abc", count: 200_000)
    #expect(DisplayWidth.clip(long, to: 7) == "東京abc")
    #expect(DisplayWidth.clip(long, to: 8, ellipsis: true) == "東京abc…")
    #expect(DisplayWidth.clip(long, to: 10) == "東京abc東")
    #expect(DisplayWidth.clip(long, to: 8) == "東京abc", "a wide character is never split")
    #expect(DisplayWidth.clip("short", to: 9, ellipsis: true) == "short")
    #expect(DisplayWidth.clip("exact", to: 5, ellipsis: true) == "exact")
    #expect(DisplayWidth.clip("exactly", to: 5, ellipsis: true) == "exac…")
    #expect(DisplayWidth.clip("東京", to: 3, ellipsis: true) == "東…")
  }

  @Test(arguments: cases) func wraps(_ c: Case) {
    #expect(TextWrap.lines(c.text, width: c.width) == c.lines)
  }

  @Test(arguments: cases) func noLineIsWiderThanTheWidthUnlessOneCharacterIs(_ c: Case) {
    for line in TextWrap.lines(c.text, width: c.width) where line.count > 1 {
      #expect(DisplayWidth.of(line) <= c.width, "\(line)")
    }
  }
}
