import Render
import Testing

@testable import TerminalBackend

/// The keys five real terminals send, read under their own terminfo entry and under each
/// other's (TERM often names another terminal than the one in use), and what is never a key.
@Suite struct KeyDecoderTests {
  static let terminals = TerminfoKeyStrings.terminals

  func decoder(_ term: String, utf8: Bool = true) -> KeyDecoder {
    KeyDecoder(sequences: KeySequences(terminfo: TerminfoKeyStrings.strings[term] ?? [:]), isUTF8: utf8)
  }

  /// Everything `bytes` means when they arrive in one read and nothing follows.
  func keys(_ bytes: [UInt8], term: String = "xterm-256color", utf8: Bool = true) -> [Key] {
    var decoder = decoder(term, utf8: utf8)
    return decoder.decode(bytes) + decoder.flush()
  }

  func keys(_ text: String, term: String = "xterm-256color") -> [Key] {
    keys(Array(text.utf8), term: term)
  }

  /// The keys every terminal must get right under every TERM: the ones a person presses.
  static let named = Set(
    ["kcuu1", "kcud1", "kcub1", "kcuf1", "khome", "kend", "kpp", "knp", "kich1", "kdch1", "kcbt"]
      + (1...12).map { "kf\($0)" })

  // MARK: - Real terminals

  @Test(arguments: terminals)
  func everyKeyOfAnEntryIsReadUnderThatEntry(term: String) throws {
    let strings = try #require(TerminfoKeyStrings.strings[term])
    for (name, key) in KeySequences.capabilities {
      guard let sequence = strings[name] else { continue }
      #expect(keys(sequence, term: term) == [key], "\(term) \(name)")
    }
  }

  /// tmux under TERM=xterm-256color, rxvt under TERM=linux…: the keys a person presses still
  /// mean themselves, and no sequence of any of the five ever comes out as characters.
  @Test(arguments: terminals, terminals)
  func anotherTerminalsKeysNeverLeakCharacters(sender: String, term: String) throws {
    let strings = try #require(TerminfoKeyStrings.strings[sender])
    for (name, key) in KeySequences.capabilities {
      guard let sequence = strings[name] else { continue }
      let read = keys(sequence, term: term)
      if Self.named.contains(name) {
        #expect(read == [key], "\(sender)'s \(name) under TERM=\(term)")
      } else {
        #expect(read.isEmpty || read == [key], "\(sender)'s \(name) under TERM=\(term): \(read)")
      }
    }
  }

  /// The bug a newcomer met: tmux sends End as `ESC [ 4 ~`, which xterm-256color's entry lists
  /// as `ESC O F`; read byte by byte it was Esc, "[", "4", "~", and "4" opened the fourth place.
  @Test func tmuxsEndUnderXtermIsEnd() {
    #expect(keys("\u{1B}[4~") == [.end])
    #expect(keys("\u{1B}[1~") == [.home])
    #expect(keys("\u{1B}[4~\u{1B}[1~q", term: "linux") == [.end, .home, .character("q")])
  }

  // MARK: - Unknown sequences

  @Test(arguments: [
    "\u{1B}[1;5H",  // Ctrl-Home
    "\u{1B}[3;2~",  // Shift-Delete
    "\u{1B}[200~",  // bracketed paste's start
    "\u{1B}[?64;1;2c",  // a device-attributes reply
    "\u{1B}[12;40R",  // a cursor-position reply
    "\u{1B}[?2026;2$y",  // a mode reply
    "\u{1B}[25~",  // rxvt's Shift-F3, under xterm
    "\u{1B}[57399u",  // kitty's keypad 0
    "\u{1B}Ox",  // the keypad's 8 in application mode
    "\u{1B}[[Z",
    "\u{1B}]11;rgb:0000/0000/0000\u{07}",  // a background-colour reply, ended by BEL
    "\u{1B}]11;rgb:ffff/ffff/dddd\u{1B}\\",  // … and by ST
    "\u{1B}P1$r0m\u{1B}\\",
  ])
  func anUnknownSequenceIsDroppedWhole(sequence: String) {
    #expect(keys(sequence + "q") == [.character("q")], "\(Array(sequence.utf8))")
    #expect(keys(sequence + "\u{1B}[4~") == [.end])
  }

  /// rxvt ends its shifted keys in "$", no final byte after it.
  @Test func rxvtsDollarEndsASequence() {
    #expect(keys("\u{1B}[7$", term: "rxvt-unicode-256color") == [])
    #expect(keys("\u{1B}[7$q", term: "rxvt-unicode-256color") == [.character("q")])
  }

  @Test func aBrokenSequenceLosesOnlyItself() {
    // Esc in the middle of a sequence: the first one was cut off.
    #expect(keys("\u{1B}[12\u{1B}[4~") == [.end])
    #expect(keys("\u{1B}[1\rq") == [.enter, .character("q")])
    // However long its parameters, a sequence is taken whole.
    #expect(keys("\u{1B}[" + String(repeating: "1;", count: 4000) + "Hq") == [.character("q")])
  }

  // MARK: - Esc and sequences cut by a read

  @Test func aLoneEscIsEscOnceNothingFollows() {
    var decoder = decoder("xterm-256color")
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isWaiting)
    #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
  }

  /// Alt+key (or Esc and a key together): Esc, then the key, as curses gave them.
  @Test func escBeforeAKeyIsEscThenTheKey() {
    #expect(keys("\u{1B}q") == [.escape, .character("q")])
    #expect(keys("\u{1B}4") == [.escape, .character("4")])
    // "ESC O" with nothing after it was typed: Esc, then O.
    #expect(keys("\u{1B}O") == [.escape, .character("O")])
    // An unfinished reply string was typed too (Alt+]).
    #expect(keys("\u{1B}]1q") == [.escape, .character("]"), .character("1"), .character("q")])
  }

  @Test func aSequenceCutByTheReadWaitsForTheRest() {
    var decoder = decoder("xterm-256color")
    #expect(decoder.decode(Array("q\u{1B}[".utf8)) == [.character("q")])
    #expect(decoder.isWaiting)
    #expect(decoder.decode(Array("4".utf8)) == [])
    #expect(decoder.decode(Array("~".utf8)) == [.end])
    #expect(!decoder.isWaiting)
    // The rest never came: nothing of it is a key.
    #expect(decoder.decode(Array("\u{1B}[1".utf8)) == [])
    #expect(decoder.flush() == [])
  }

  /// However the reads cut a stream, the keys are the same as from one read.
  @Test func splittingTheBytesChangesNothing() {
    let stream = Array(
      "q\u{1B}[4~é\u{1B}OP東\u{1B}[1;5H😀\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[[A\t\u{1B}\t3\u{1B}[7$\u{7F}".utf8)
    let whole = keys(stream)
    #expect(
      whole == [
        .character("q"), .end, .character("é"), .function(1), .character("東"), .character("😀"), .function(1),
        .tab, .backTab, .character("3"), .backspace,
      ])
    for cut in 1..<stream.count {
      var decoder = decoder("xterm-256color")
      let split = decoder.decode(stream[..<cut]) + decoder.decode(stream[cut...]) + decoder.flush()
      #expect(split == whole, "cut at \(cut)")
    }
  }

  /// Hostile bytes (escape sequences cut anywhere, stray UTF-8, controls), read whole and read
  /// in random pieces: the same keys, and no crash.
  @Test func randomBytesDecodeTheSameHoweverTheyArrive() {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let alphabet: [UInt8] =
      Array("\u{1B}\u{1B}\u{1B}[[O]P;~$y1234579AHFPqé\t\r\u{7}\\".utf8) + [0x7F, 0x80, 0xC3, 0xE6, 0xFF, 0]
    for _ in 0..<2000 {
      let stream = (0..<next(48)).map { _ in alphabet[next(alphabet.count)] }
      let whole = keys(stream)
      var decoder = decoder("xterm-256color")
      var pieces: [Key] = []
      var start = 0
      while start < stream.count {
        let end = min(stream.count, start + 1 + next(6))
        pieces += decoder.decode(stream[start..<end])
        start = end
      }
      pieces += decoder.flush()
      #expect(pieces == whole, "\(stream)")
    }
  }

  // MARK: - Characters

  @Test func charactersAndControls() {
    #expect(
      keys("q? 1é東😀") == [
        .character("q"), .character("?"), .character(" "), .character("1"), .character("é"), .character("東"),
        .character("😀"),
      ])
    #expect(
      keys([9, 10, 13, 127, 8, 1, 12, 26, 3]) == [
        .tab, .enter, .enter, .backspace, .backspace, .control("a"), .control("l"), .control("z"), .control("c"),
      ])
    // NUL, the other C0 controls past Ctrl-Z, and C1 controls (U+0085) are no keys.
    #expect(keys([0, 28, 31, 0xC2, 0x85, 0x71]) == [.character("q")])
  }

  @Test func brokenUTF8IsDropped() {
    #expect(keys([0xFF, 0x71]) == [.character("q")])
    #expect(keys([0xC3, 0x28]) == [.character("(")])
    // A surrogate's encoding and an over-long one.
    #expect(keys([0xED, 0xA0, 0x80, 0xC0, 0xAF, 0x71]) == [.character("q")])
    // Cut short, with nothing after.
    #expect(keys([0x71, 0xE6, 0x9D]) == [.character("q")])
  }

  /// Outside a UTF-8 locale one byte is one character, as curses read them there.
  @Test func singleByteLocale() {
    #expect(keys([0xE9, 0x71], utf8: false) == [.character("é"), .character("q")])
    #expect(keys([0x85], utf8: false) == [])
  }
}

/// The written-out strings are the machine's own: read from terminfo as the program reads them.
@Suite struct KeyDecoderTerminfoTests {
  @Test(arguments: TerminfoKeyStrings.terminals)
  func theRecordedStringsAreTerminfosOwn(term: String) throws {
    let live = try #require(
      KeySequences.terminfo(term: term), "terminfo has no \(term) (Debian's ncurses-base ships it)")
    #expect(live == TerminfoKeyStrings.strings[term])
  }

  @Test func anUnknownTerminalHasNoEntry() {
    #expect(KeySequences.terminfo(term: "no-such-terminal") == nil)
    #expect(KeySequences.terminfo(term: "") == nil)
  }
}
