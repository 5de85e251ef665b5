import FoundationEssentials

/// The curated characters the dashboard draws with. Every glyph in `.unicode` is one column
/// wide by wcwidth and has no default emoji presentation (pinned by a test), so columns line
/// up over SSH and in tmux; `.ascii` is for non-UTF-8 locales and `--ascii`.
public struct GlyphSet: Sendable, Hashable {
  // MARK: - Weather symbols (which condition gets which is the panes' business)
  public var sun: String
  public var moon: String
  public var cloud: String
  public var partlyDay: String
  public var partlyNight: String
  public var fog: String
  public var rain: String
  public var sleet: String
  public var snow: String
  public var thunder: String
  /// Showers (WMO 80–82, 85–86) apart from steady rain, and a thunderstorm with hail (96, 99):
  /// WMO's own chart symbols, the shower's ▽ and the hail's ▲.
  public var showers: String
  public var hail: String
  /// Wind as the condition (WeatherKit's "Breezy" and "Windy").
  public var wind: String
  public var unknown: String

  // MARK: - Charts
  /// Eight sparkline levels, lowest first.
  public var sparkline: [String]
  /// Range bar fill in colour, and in monochrome where colour cannot show the range.
  public var barFill: String
  public var barFillMono: String
  /// A thin line, used for a bar's track.
  public var barTrack: String
  /// Marks the current value on a bar.
  public var marker: String

  // MARK: - Arrows and punctuation
  /// Eight arrows pointing N, NE, E, SE, S, SW, W, NW.
  public var arrows: [String]
  public var ellipsis: String
  /// Separates items on a line: "·".
  public var separator: String
  /// More content to the left / right of a scrolled view.
  public var moreLeft: String
  public var moreRight: String
  public var warning: String
  /// Marks a value WeatherTUI computed rather than read from the provider ("≈").
  public var computed: String
  public var box: BoxChars
  /// Whether this is the 7-bit set; text then gets transliterated (see `text(_:)`).
  public var isASCII: Bool

  /// Box drawing, blocks and BMP weather symbols, every one in DejaVu Sans Mono, the terminal
  /// font Debian installs (a test reads its character map).
  public static let unicode = GlyphSet(
    sun: "☀", moon: "☾", cloud: "☁", partlyDay: "◐", partlyNight: "◑", fog: "≡",
    rain: "☂", sleet: "❅", snow: "❄", thunder: "ϟ", showers: "▽", hail: "▲", wind: "≋", unknown: "?",
    sparkline: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"],
    barFill: "━", barFillMono: "═", barTrack: "─", marker: "●",
    arrows: ["↑", "↗", "→", "↘", "↓", "↙", "←", "↖"],
    ellipsis: "…", separator: "·", moreLeft: "‹", moreRight: "›", warning: "⚠", computed: "≈",
    box: .single, isASCII: false)

  /// Plain 7-bit ASCII, one character for one meaning (a test holds every pair apart; the
  /// box's lines and the direction arrows aside, which ASCII mode names in words): the cloud is
  /// "@" because "~" marks what we computed, thunder "Z" because "!" is an alert, the bars'
  /// fill "#" because "=" is fog. `legend` lists them for the help screen.
  public static let ascii = GlyphSet(
    sun: "O", moon: "C", cloud: "@", partlyDay: "o", partlyNight: "c", fog: "=",
    rain: "/", sleet: ";", snow: "*", thunder: "Z", showers: ":", hail: "%", wind: "w", unknown: "?",
    sparkline: ["_", "_", ",", ",", "x", "x", "X", "X"],
    barFill: "#", barFillMono: "#", barTrack: "-", marker: "+",
    arrows: ["^", "/", ">", "\\", "v", "/", "<", "\\"],
    ellipsis: ".", separator: "|", moreLeft: "<", moreRight: ">", warning: "!", computed: "~",
    box: .ascii, isASCII: true)

  /// What each symbol means, for the help screen: ("@", "cloudy"). Read from the set's own
  /// fields, so it cannot drift from what is drawn.
  public var legend: [(symbols: String, meaning: String)] {
    var levels: [String] = []
    for level in sparkline where !levels.contains(level) { levels.append(level) }
    return [
      ("\(sun) \(moon)", "clear day / night"), ("\(partlyDay) \(partlyNight)", "partly cloudy"),
      (cloud, "cloudy"), (fog, "fog"), ("\(rain) \(showers)", "rain / showers"),
      ("\(sleet) \(snow)", "sleet / snow"), (hail, "hail"), (thunder, "thunder"), (wind, "windy"),
      (warning, "official alert"), ("\(barFill) \(marker)", "day's range / now"),
      (levels.joined(separator: " "), "chart, low to high"),
    ]
  }

  /// Picks the set for a locale: Unicode when the character set is UTF-8 (LC_ALL, LC_CTYPE,
  /// LANG, first non-empty wins), ASCII otherwise or when `forceASCII`.
  public static func forEnvironment(_ environment: [String: String], forceASCII: Bool = false) -> GlyphSet {
    if forceASCII { return .ascii }
    let value =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    let upper = value.uppercased()
    return upper.contains("UTF-8") || upper.contains("UTF8") ? .unicode : .ascii
  }

  // MARK: - Derived glyphs

  /// The arrow pointing toward `degrees` (0 = north, clockwise).
  public func arrow(pointing degrees: Double) -> String {
    guard degrees.isFinite else { return "" }
    let normalised = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    return arrows[(normalised / 45).clampedIndex(.toNearestOrAwayFromZero, in: 0...8) % 8]
  }

  /// How help screens and hint lines name `key`: arrows as arrows in Unicode, as "<-", "->",
  /// "Up", "Down" in ASCII (never "?", which is itself a key), letters as themselves.
  public func keyName(_ key: Key) -> String {
    switch key {
    case .left: return isASCII ? "<-" : "←"
    case .right: return isASCII ? "->" : "→"
    case .up: return isASCII ? "Up" : "↑"
    case .down: return isASCII ? "Down" : "↓"
    case .tab: return "Tab"
    case .backTab: return "S-Tab"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .backspace: return "Bksp"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .home: return "Home"
    case .end: return "End"
    case .insert: return "Ins"
    case .delete: return "Del"
    case .control(let letter): return "Ctrl-" + letter.uppercased()
    case .function(let number): return "F\(number)"
    case .character(" "): return "Space"
    case .character(let character): return text(String(character))
    }
  }

  /// Several keys named for one help row or hint, e.g. "← → h l".
  public func keyNames(_ keys: [Key]) -> String {
    keys.map(keyName).joined(separator: " ")
  }

  /// The sparkline block for a fraction 0…1 of the scale.
  public func sparkline(level fraction: Double) -> String {
    let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
    return sparkline[
      (clamped * Double(sparkline.count - 1)).clampedIndex(.toNearestOrAwayFromZero, in: 0...sparkline.count - 1)]
  }

  /// `string` as this set can show it: unchanged for Unicode; for ASCII, typographic characters
  /// become their ASCII look-alikes, accents are dropped and anything else becomes "?".
  public func text(_ string: String) -> String {
    guard isASCII else { return string }
    var result = ""
    for scalar in string.unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else if let replacement = Self.asciiReplacements[scalar] {
        result += replacement
      } else {
        result.append(ASCIIFolding.folded(scalar) ?? "?")
      }
    }
    return result
  }

  private static let asciiReplacements: [Unicode.Scalar: String] = [
    "−": "-", "–": "-", "—": "-", "°": "", "·": "|", "…": "...", "×": "x", "‹": "<", "›": ">",
    "’": "'", "‘": "'", "“": "\"", "”": "\"", "ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o",
    "Ø": "O", "ð": "d", "þ": "th", "Þ": "Th", "ł": "l", "Ł": "L", "\u{A0}": " ",
  ]
}
