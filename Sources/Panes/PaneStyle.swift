import FoundationEssentials
import Render
import WeatherCore

/// What every pane needs to turn weather into styled text: glyphs, units, and the rule that
/// every string is sanitised and, in ASCII mode, transliterated before it reaches a cell.
public struct PaneStyle: Sendable {
  public var glyphs: GlyphSet
  public var units: UnitSystem
  /// 24-hour or 12-hour clock times.
  public var hourCycle: HourCycle

  public init(glyphs: GlyphSet, units: UnitSystem, hourCycle: HourCycle = .twentyFourHour) {
    self.glyphs = glyphs
    self.units = units
    self.hourCycle = hourCycle
  }

  /// Clock times in `timeZone`, on this style's clock.
  public func clock(_ timeZone: ZoneRules) -> PlaceClock {
    PlaceClock(timeZone: timeZone, hourCycle: hourCycle)
  }

  public var format: WeatherFormat { WeatherFormat(units: units) }

  /// A span of trusted text (our own labels), transliterated for ASCII.
  public func span(_ text: String, _ role: ThemeRole = .text, bold: Bool = false) -> Span {
    Span(glyphs.text(text), CellStyle(role: role, bold: bold))
  }

  /// A span of untrusted text (from a provider): sanitised, then transliterated.
  public func untrusted(_ text: String, _ role: ThemeRole = .text, bold: Bool = false) -> Span {
    span(TerminalText.sanitize(text), role, bold: bold)
  }

  /// A temperature coloured by its band: "−2°".
  public func temperature(_ celsius: Double?, bold: Bool = false, unit: Bool = false) -> Span {
    let text = format.temperature(celsius) + (unit && celsius != nil ? String(units.temperatureSymbol.dropFirst()) : "")
    return span(text, .forTemperature(celsius), bold: bold)
  }

  /// The quiet mark before a value WeatherTUI computed rather than read from the provider:
  /// a dim "≈" ("~" in ASCII), explained in help and under a printed page.
  public var computedMark: Span { Span(glyphs.computed, CellStyle(role: .dim)) }

  /// The legend of `computedMark`, for help and `--once`.
  public var computedLegend: String { "\(glyphs.computed) computed by WeatherTUI from the served data (s: how)" }

  /// " · " between items.
  public var separator: Span { Span(" \(glyphs.separator) ", CellStyle(role: .dim)) }

  /// `groups` joined by separators.
  public func joined(_ groups: [[Span]]) -> [Span] {
    var result: [Span] = []
    for (i, group) in groups.enumerated() {
      if i > 0 { result.append(separator) }
      result += group
    }
    return result
  }
}
