import Render
import Testing

@testable import TerminalBackend

/// Reading the terminal's answers to the background query, `COLORFGBG`, and keeping late
/// answers out of the keys.
@Suite struct TerminalBackgroundTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func answersAsTerminalsWriteThem() {
    // xterm (ST, four digits a channel), urxvt and others (BEL), two digits, rgba (kitty).
    let cases: [(String, RGB)] = [
      ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;2c", RGB(255, 255, 255)),
      ("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{07}\u{1B}[?62;22c", RGB(0x1E, 0x1E, 0x1E)),
      ("\u{1B}]11;rgb:00/2b/36\u{07}\u{1B}[?1;2c", RGB(0, 0x2B, 0x36)),
      ("\u{1B}]11;rgba:fdfd/f6f6/e3e3/ffff\u{1B}\\\u{1B}[?1;2c", RGB(0xFD, 0xF6, 0xE3)),
      ("\u{1B}]11;rgb:f/f/f\u{07}\u{1B}[?6c", RGB(255, 255, 255)),
    ]
    for (text, colour) in cases {
      let parsed = TerminalBackground.parse(Self.bytes(text))
      #expect(parsed.colour == colour, "\(text.debugDescription)")
      #expect(parsed.finished)
    }
  }

  @Test func attributesAloneEndTheWaitWithNoColour() {
    // tmux 3.3 and the Linux console answer only the device attributes.
    let parsed = TerminalBackground.parse(Self.bytes("\u{1B}[?1;2c"))
    #expect(parsed.colour == nil && parsed.finished)
  }

  @Test func halfAnAnswerIsNoAnswerYet() {
    #expect(TerminalBackground.parse(Self.bytes("\u{1B}]11;rgb:ffff/ff")) == (nil, false))
    #expect(TerminalBackground.parse(Self.bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?6")).finished == false)
    // Keys typed meanwhile, a cursor report and nonsense are not an answer.
    let noise = TerminalBackground.parse(
      Self.bytes("jk\u{1B}[12;1R\u{1B}]11;rgb:zz/00/00\u{07}\u{1B}]11;rgb:12345/0/0\u{07}"))
    #expect(noise.colour == nil && !noise.finished)
  }

  @Test func theToneFollowsTheAnswerThenColorFGBGThenDark() {
    let white = TerminalBackground.Answer(colour: RGB(255, 255, 255), finished: true, milliseconds: 1)
    #expect(TerminalBackground.tone(answer: white, environment: ["COLORFGBG": "15;0"]).0 == .light)
    #expect(TerminalBackground.tone(answer: nil, environment: ["COLORFGBG": "0;15"]) == (.light, .colorFGBG("0;15")))
    #expect(TerminalBackground.tone(answer: nil, environment: ["COLORFGBG": "15;default;0"]).0 == .dark)
    #expect(TerminalBackground.tone(answer: nil, environment: ["COLORFGBG": "default"]) == (.dark, .assumed))
    #expect(TerminalBackground.tone(answer: nil, environment: [:]) == (.dark, .assumed))
    #expect(TerminalBackground.tone(colorFGBG: "0;7") == .light)
    #expect(TerminalBackground.tone(colorFGBG: "7;8") == .dark)
  }

  @Test func noTerminalIsAsked() {
    #expect(TerminalBackground.ask(environment: ["TERM": "dumb"]) == nil)
    #expect(TerminalBackground.ask(environment: [:]) == nil)
  }

  // MARK: - Late answers

  /// Feeds `text` to the key decoder in reads split at `|`, each read's wait for the rest of a
  /// sequence running out (`flush`) when `flushing`; the characters of the keys that come out.
  static func keys(_ text: String, flushing: Bool = false) -> String {
    var decoder = KeyDecoder(sequences: KeySequences(terminfo: [:]))
    var keys: [Key] = []
    for read in text.split(separator: "|", omittingEmptySubsequences: false) {
      keys += decoder.decode(Array(read.utf8))
      if flushing { keys += decoder.flush() }
    }
    keys += decoder.flush()
    return keys.map { key in
      switch key {
      case .character(let character): String(character)
      case .escape: "<esc>"
      default: "<\(key)>"
      }
    }.joined()
  }

  @Test func lateAnswersAreDroppedAndKeysKept() {
    let answers = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;2;6c"
    #expect(Self.keys("a" + answers + "q") == "aq")
    // Split across reads, as a slow link delivers them within the escape delay.
    #expect(Self.keys("\u{1B}]11;rgb:ff|ff/ffff/ffff\u{07}|\u{1B}[?64;|1;2c|2") == "2")
    // A lone Esc at the end of a read is the Esc key; Esc and another key go through.
    #expect(Self.keys("\u{1B}|x", flushing: true) == "<esc>x")
    #expect(Self.keys("\u{1B}x") == "<esc>x")
  }
}
