import Foundation
import Render
import SystemFonts
import TestSupport
import Testing

/// Every character the program can draw is in DejaVu Sans Mono as Debian ships it
/// (fonts-dejavu-core), the font of a terminal nobody set up: a character it lacks is a box on
/// the wall display. Read from the font's own character map with FreeType, for the characters
/// the program's own tables and source hold, so a glyph added anywhere is checked here.
@Suite(.enabled(if: TestFonts.run, "DejaVu Sans Mono (fonts-dejavu-core) and libfreetype6 are not installed"))
struct GlyphCoverageTests {
  func terminalFont() throws -> FontFace {
    let reason = FontFace.libraryUnavailable ?? "the file is missing"
    return try #require(
      FontFace(path: TestFonts.sansMono),
      "\(TestFonts.sansMono) cannot be read with FreeType (\(reason)); scripts/bootstrap --test installs it")
  }

  /// Every string and character in a value, its fields' fields included.
  static func characters(in value: Any) -> Set<Character> {
    switch value {
    case let string as String: return Set(string)
    case let character as Character: return [character]
    default:
      return Mirror(reflecting: value).children.reduce(into: []) { $0.formUnion(characters(in: $1.value)) }
    }
  }

  static func missing(_ characters: Set<Character>, in face: FontFace) -> [String] {
    characters.flatMap(\.unicodeScalars).filter { !face.hasGlyph(for: $0) }
      .map { "\(String($0)) U+\(String($0.value, radix: 16, uppercase: true))" }.sorted()
  }

  @Test func everyGlyphOfBothSetsAndOfBigTypeIsInTheFont() throws {
    let face = try terminalFont()
    let drawn = Self.characters(in: GlyphSet.unicode).union(Self.characters(in: GlyphSet.ascii))
      .union(BigType.quadrants).union([BigType.asciiDot])
    #expect(drawn.count > 60, "the tables were read: \(drawn.count) characters")
    #expect(Self.missing(drawn, in: face) == [])
  }

  /// Characters written into the source (labels, units, signs: "−", "°", "µg/m³", "…") and
  /// `\u{…}` escapes, comments included, in every module of the installed program.
  @Test func everyCharacterInTheProgramsSourceIsInTheFont() throws {
    let face = try terminalFont()
    let sources = SharedFolder.packageRoot.appendingPathComponent("Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    var found: [Character: String] = [:]
    let escape = try Regex(#"\\u\{([0-9A-Fa-f]{1,6})\}"#)
    for module in modules where module != "WeatherKitCompat" {
      let folder = sources.appendingPathComponent(module)
      guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let file as String in files where file.hasSuffix(".swift") {
        // The MeteoAlarm outlines are data (area names), not text the screen is drawn with.
        guard !file.hasSuffix("MeteoAlarmAreaShapes+Data.swift") else { continue }
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let escaped = text.matches(of: escape).compactMap { match in
          UInt32(match.output[1].substring ?? "", radix: 16).flatMap(Unicode.Scalar.init).map(Character.init)
        }
        for character in Array(text) + escaped where Self.isDrawable(character) {
          found[character] = found[character] ?? "\(module)/\(file)"
        }
      }
    }
    #expect(found.count > 40, "the source was read: \(found.count) characters")
    let missing = Self.missing(Set(found.keys), in: face)
    #expect(missing == [], "\(missing.map { "\($0) in \(found[Character(String($0.prefix(1)))] ?? "?")" })")
  }

  /// Whether a character in the source could reach a cell: not ASCII (every font has it), not
  /// a control, a format character or a line or paragraph separator (removed from text before
  /// it is drawn), not private use (the Apple logo, U+F8FF, which only `--once --format json`
  /// writes: the screen says "Apple Weather" in words).
  static func isDrawable(_ character: Character) -> Bool {
    character.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate: false
      default: !scalar.isASCII
      }
    }
  }

  /// The two the issue found: "□ Light showers" in the 10-day list, boxes in the hourly strip.
  @Test func showersAndHailAreDrawnAndTheirOldGlyphsAreNot() throws {
    let face = try terminalFont()
    #expect(face.hasGlyph(for: GlyphSet.unicode.showers.unicodeScalars.first!))
    #expect(face.hasGlyph(for: GlyphSet.unicode.hail.unicodeScalars.first!))
    #expect(!face.hasGlyph(for: "\u{26C6}"), "U+26C6 is still not in DejaVu Sans Mono: the test reads the real map")
    #expect(!face.hasGlyph(for: "\u{2042}"))
  }
}
