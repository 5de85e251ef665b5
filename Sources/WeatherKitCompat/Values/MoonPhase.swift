internal import WeatherCore

/// The moon's phase: as WeatherKit serves it, or computed by WeatherTUI from the moon's
/// elongation (Meeus; Open-Meteo serves none).
@frozen public enum MoonPhase: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// New moon: its lit side faces away from the earth (computed: elongation 337.5°–22.5°).
  case new
  /// Less than half lit and growing (computed: elongation 22.5°–67.5°).
  case waxingCrescent
  /// Half lit and growing, a quarter of the way through the cycle (computed: elongation 67.5°–112.5°).
  case firstQuarter
  /// More than half lit and growing (computed: elongation 112.5°–157.5°).
  case waxingGibbous
  /// Full moon: its whole face lit (computed: elongation 157.5°–202.5°).
  case full
  /// More than half lit and shrinking (computed: elongation 202.5°–247.5°).
  case waningGibbous
  /// Half lit and shrinking, WeatherKit REST's `thirdQuarter` (computed: elongation 247.5°–292.5°).
  case lastQuarter
  /// Less than half lit and shrinking (computed: elongation 292.5°–337.5°).
  case waningCrescent

  /// "Waxing Crescent".
  public var description: String { titledWords }

  /// The same text, for screen readers.
  public var accessibilityDescription: String { description }

  /// The SF Symbol of the phase, "moonphase.waxing.crescent".
  public var symbolName: String {
    switch self {
    case .new: "moonphase.new.moon"
    case .waxingCrescent: "moonphase.waxing.crescent"
    case .firstQuarter: "moonphase.first.quarter"
    case .waxingGibbous: "moonphase.waxing.gibbous"
    case .full: "moonphase.full.moon"
    case .waningGibbous: "moonphase.waning.gibbous"
    case .lastQuarter: "moonphase.last.quarter"
    case .waningCrescent: "moonphase.waning.crescent"
    }
  }

  init(_ phase: WeatherCore.MoonPhase) {
    switch phase {
    case .new: self = .new
    case .waxingCrescent: self = .waxingCrescent
    case .firstQuarter: self = .firstQuarter
    case .waxingGibbous: self = .waxingGibbous
    case .full: self = .full
    case .waningGibbous: self = .waningGibbous
    // The REST token; Swift's WeatherKit says lastQuarter.
    case .thirdQuarter: self = .lastQuarter
    case .waningCrescent: self = .waningCrescent
    }
  }
}
