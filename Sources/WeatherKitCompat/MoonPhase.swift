internal import WeatherCore

/// The moon's phase: as WeatherKit serves it, or computed by WeatherTUI from the moon's
/// elongation (Meeus; Open-Meteo serves none).
@frozen public enum MoonPhase: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent

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
