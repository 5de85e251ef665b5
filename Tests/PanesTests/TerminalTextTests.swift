import Panes
import Testing

@Suite struct TerminalTextTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("red \u{1B}[31mALERT\u{1B}[0m", "red ALERT"),
    ("clear\u{1B}[2J\u{1B}[Hscreen", "clearscreen"),
    ("title \u{1B}]0;owned\u{07}done", "title done"),
    ("osc-st \u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\", "osc-st link"),
    ("dcs \u{1B}Pq#0;2;0;0;0\u{1B}\\end", "dcs end"),
    ("c1 csi \u{9B}31mred", "c1 csi red"),
    ("c1 osc \u{9D}0;x\u{9C}ok", "c1 osc ok"),
    ("charset \u{1B}(0lqk", "charset lqk"),
    ("keypad \u{1B}=on", "keypad on"),
    ("bell\u{07} and nul\u{00} and del\u{7F}", "bell and nul and del"),
    ("line\nbreak\r\ntab\there", "line break tab here"),
    ("unicode\u{2028}line\u{2029}para", "unicode line para"),
    ("bidi \u{202E}evil\u{202C} \u{2067}iso\u{2069}", "bidi evil iso"),
    ("unterminated \u{1B}[31", "unterminated "),
    ("trailing escape \u{1B}", "trailing escape "),
    ("Reykjavík −2° ☁", "Reykjavík −2° ☁"),
  ])
  func sanitizes(_ input: String, _ expected: String) {
    #expect(TerminalText.sanitize(input) == expected)
  }

  @Test func nothingControlSurvives() {
    var hostile = ""
    for value in 0..<0xA0 where value != 0x20 && !(0x21..<0x7F).contains(value) {
      hostile.unicodeScalars.append(Unicode.Scalar(value)!)
    }
    let clean = TerminalText.sanitize("a" + hostile + "b")
    #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
  }
}
