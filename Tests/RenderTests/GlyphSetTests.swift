import Testing

@testable import Render

/// Pins the width of every glyph the dashboard draws: a glyph that turns wide (emoji
/// presentation, East Asian width) would shift every column after it.
@Suite struct GlyphSetTests {
  /// What each character on screen means, from the set's own fields.
  static func meanings(_ g: GlyphSet) -> [String: [String]] {
    [
      "sun": [g.sun], "moon": [g.moon], "cloud": [g.cloud], "partly day": [g.partlyDay],
      "partly night": [g.partlyNight], "fog": [g.fog], "rain": [g.rain], "sleet": [g.sleet], "snow": [g.snow],
      "thunder": [g.thunder], "showers": [g.showers], "hail": [g.hail], "wind": [g.wind], "unknown": [g.unknown],
      "bar fill": [g.barFill, g.barFillMono], "bar track": [g.barTrack],
      "now on a bar": [g.marker], "cut text": [g.ellipsis], "separator": [g.separator],
      "more left": [g.moreLeft], "more right": [g.moreRight], "alert": [g.warning], "computed": [g.computed],
      // The alert view's "^ more" / "v more"; the other arrows are words in ASCII.
      "up": [g.arrows[0]], "down": [g.arrows[4]],
      // The chart's levels and big type's dots both draw pictures: one meaning, ink. In ASCII
      // big type is `H` and the chart its own letters, so they are kept apart there too.
      "chart levels": g.sparkline,
      "big type": g.isASCII ? [String(BigType.asciiDot)] : BigType.quadrants.filter { $0 != " " }.map(String.init),
    ]
  }

  /// The issue's rule: no character means two things on one screen. Each meaning's characters,
  /// and every character in one meaning only (the box's lines aside: they frame, they do not
  /// mean; the direction arrows aside in ASCII, which names them in words).
  @Test(arguments: [GlyphSet.ascii, GlyphSet.unicode])
  func eachMeaningHasItsOwnCharacter(_ g: GlyphSet) {
    var meanings = Self.meanings(g)
    if !g.isASCII {
      // In UTF-8 the chart's blocks are among big type's: both are ink.
      meanings["big type"] = meanings["big type"]!.filter { !g.sparkline.contains($0) }
    }
    var owner: [String: String] = [:]
    for (meaning, characters) in meanings {
      for character in Set(characters) {
        if let other = owner[character] {
          Issue.record("'\(character)' means both \(other) and \(meaning)")
        }
        owner[character] = meaning
      }
    }
    #expect(g.legend.count >= 10)
    if g.isASCII {
      for (symbols, _) in g.legend { #expect(symbols.unicodeScalars.allSatisfy { $0.isASCII }) }
    }
  }

  static func allGlyphs(_ set: GlyphSet) -> [String] {
    [
      set.sun, set.moon, set.cloud, set.partlyDay, set.partlyNight, set.fog, set.rain, set.sleet,
      set.snow, set.thunder, set.showers, set.hail, set.wind, set.unknown, set.barFill, set.barFillMono, set.barTrack,
      set.marker,
      set.ellipsis, set.separator, set.moreLeft, set.moreRight, set.warning, set.computed,
    ]
      + set.sparkline + set.arrows + set.box.all.map(String.init)
  }

  @Test(arguments: [GlyphSet.unicode, GlyphSet.ascii])
  func everyGlyphIsOneColumnWide(_ set: GlyphSet) {
    for glyph in Self.allGlyphs(set) {
      #expect(glyph.count == 1, "\(glyph) is one character")
      #expect(glyph.unicodeScalars.count == 1, "\(glyph) is one scalar (no variation selector)")
      #expect(DisplayWidth.of(glyph) == 1, "\(glyph) is one column")
    }
  }

  /// Text-default symbols only: none of them asks to be drawn as a (wide) emoji.
  @Test func unicodeGlyphsHaveNoEmojiPresentation() {
    for glyph in Self.allGlyphs(.unicode) {
      let scalar = glyph.unicodeScalars.first!
      #expect(!scalar.properties.isEmojiPresentation, "\(glyph) U+\(String(scalar.value, radix: 16)) defaults to emoji")
      #expect(scalar.value <= 0xFFFF, "\(glyph) is in the BMP")
    }
  }

  /// The code points, pinned: they were checked against Python's wcwidth 0.7 (all width 1).
  @Test func curatedWeatherSymbolsArePinned() {
    let set = GlyphSet.unicode
    let scalars = [
      set.sun, set.moon, set.cloud, set.partlyDay, set.partlyNight, set.fog, set.rain, set.sleet, set.snow, set.thunder,
      set.showers, set.hail,
    ]
    .map { $0.unicodeScalars.first!.value }
    #expect(
      scalars == [0x2600, 0x263E, 0x2601, 0x25D0, 0x25D1, 0x2261, 0x2602, 0x2745, 0x2744, 0x03DF, 0x25BD, 0x25B2])
  }

  @Test func asciiSetIsSevenBit() {
    for glyph in Self.allGlyphs(.ascii) {
      #expect(glyph.unicodeScalars.allSatisfy { $0.isASCII }, "\(glyph)")
    }
  }

  @Test func arrowsPointByDegrees() {
    let set = GlyphSet.unicode
    #expect(set.arrow(pointing: 0) == "↑")
    #expect(set.arrow(pointing: 45) == "↗")
    #expect(set.arrow(pointing: 135) == "↘")
    #expect(set.arrow(pointing: 225 + 180) == "↗")
    #expect(set.arrow(pointing: -90) == "←")
    #expect(set.arrow(pointing: 359) == "↑")
  }

  @Test func asciiTransliteratesTypography() {
    #expect(GlyphSet.ascii.text("−2° · Reykjavík…") == "-2 | Reykjavik...")
    #expect(GlyphSet.ascii.text("Zürich Straße") == "Zurich Strasse")
    #expect(GlyphSet.ascii.text("東京") == "??")
    #expect(GlyphSet.unicode.text("−2°") == "−2°")
  }

  @Test func localePicksTheSet() {
    #expect(GlyphSet.forEnvironment(["LANG": "en_GB.UTF-8"]) == .unicode)
    #expect(GlyphSet.forEnvironment(["LC_ALL": "C", "LANG": "en_GB.UTF-8"]) == .ascii)
    #expect(GlyphSet.forEnvironment(["LC_CTYPE": "de_DE.utf8"]) == .unicode)
    #expect(GlyphSet.forEnvironment([:]) == .ascii)
    #expect(GlyphSet.forEnvironment(["LANG": "en_GB.UTF-8"], forceASCII: true) == .ascii)
  }
}

/// Key names in help and hint lines: arrows readable in ASCII, never "?" (the help key).
@Suite struct KeyNameTests {
  static let keys: [Key] = [
    .left, .right, .up, .down, .tab, .backTab, .enter, .escape, .backspace, .pageUp, .pageDown, .home, .end,
    .control("l"), .function(5), .character(" "), .character("q"), .character("?"),
  ]

  @Test func asciiNamesAreSevenBitAndNeverAQuestionMark() {
    for key in Self.keys {
      let name = GlyphSet.ascii.keyName(key)
      #expect(name.unicodeScalars.allSatisfy { $0.isASCII }, "\(key): \(name)")
      #expect(!name.isEmpty)
      if key != .character("?") { #expect(name != "?", "\(key) would read as the help key") }
    }
    #expect(GlyphSet.ascii.keyNames([.left, .right, .character("h")]) == "<- -> h")
    #expect(GlyphSet.ascii.keyNames([.up, .down]) == "Up Down")
  }

  @Test func unicodeNamesUseArrows() {
    #expect(GlyphSet.unicode.keyNames([.left, .right, .character("h"), .character("l")]) == "← → h l")
    #expect(GlyphSet.unicode.keyName(.control("l")) == "Ctrl-L")
    #expect(GlyphSet.unicode.keyName(.character(" ")) == "Space")
  }
}
