/// Strings that stress text helpers: every kind of Unicode space, line break, control and format
/// character, combining marks after separators, emoji, and random mixes of them.
enum HostileText {
  static let pieces: [String] = [
    "", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}",
    "\u{200A}", "\u{200B}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}",
    "\u{0}", "\u{1}", "\u{1B}[31m", "\u{7F}", "\u{9F}", "\u{AD}", "\u{200D}", "\u{2066}", "\u{E0001}",
    "\u{301}", " \u{301}", "-\u{301}", "/\u{301}", ".", "\"", "'", "a", "Zürich", "東京", "Ａ", "é",
    "e\u{301}", "👍🏽", "🇩🇪", "-", "+", "/", "//", "~", "=", ")", ":", "%", "İ", "ß", "\u{10FFFF}",
  ]

  /// `count` strings of one to six random pieces, the same every run.
  static func random(_ count: Int) -> [String] {
    var generator = SplitMix(seed: 0x5EED)
    return (0..<count).map { _ in
      (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
  }

  /// Every Unicode scalar value.
  static var allScalars: some Sequence<Unicode.Scalar> {
    (UInt32(0)...0x10FFFF).lazy.compactMap(Unicode.Scalar.init)
  }
}

/// A small seeded generator, so a failure can be reproduced.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
