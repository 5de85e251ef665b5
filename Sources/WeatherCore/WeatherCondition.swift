/// A weather condition, mapped from a WMO weather interpretation code (Open-Meteo `weather_code`)
/// or from a WeatherKit `conditionCode`.
public enum WeatherCondition: Sendable, Hashable {
  case clear
  case mostlyClear
  case partlyCloudy
  case cloudy
  case foggy
  case rimeFog
  case drizzle(Intensity)
  case freezingDrizzle(Intensity)
  case rain(Intensity)
  case freezingRain(Intensity)
  case snow(Intensity)
  case snowGrains
  case rainShowers(Intensity)
  case snowShowers(Intensity)
  case thunderstorm
  case thunderstormWithHail(Intensity)
  /// A code we do not know; the raw value is kept so it can be reported.
  case unknown(Int)

  /// How strong a precipitation condition is.
  public enum Intensity: String, Sendable, Hashable, Codable {
    case light, moderate, heavy
  }

  // MARK: - WMO codes

  /// Maps a WMO weather interpretation code (reference/apis.md §1.6); any other number is `.unknown`.
  public init(wmoCode: Int) {
    switch wmoCode {
    case 0: self = .clear
    case 1: self = .mostlyClear
    case 2: self = .partlyCloudy
    case 3: self = .cloudy
    case 45: self = .foggy
    case 48: self = .rimeFog
    case 51: self = .drizzle(.light)
    case 53: self = .drizzle(.moderate)
    case 55: self = .drizzle(.heavy)
    case 56: self = .freezingDrizzle(.light)
    case 57: self = .freezingDrizzle(.heavy)
    case 61: self = .rain(.light)
    case 63: self = .rain(.moderate)
    case 65: self = .rain(.heavy)
    case 66: self = .freezingRain(.light)
    case 67: self = .freezingRain(.heavy)
    case 71: self = .snow(.light)
    case 73: self = .snow(.moderate)
    case 75: self = .snow(.heavy)
    case 77: self = .snowGrains
    case 80: self = .rainShowers(.light)
    case 81: self = .rainShowers(.moderate)
    case 82: self = .rainShowers(.heavy)
    case 85: self = .snowShowers(.light)
    case 86: self = .snowShowers(.heavy)
    case 95: self = .thunderstorm
    case 96: self = .thunderstormWithHail(.light)
    case 99: self = .thunderstormWithHail(.heavy)
    default: self = .unknown(wmoCode)
    }
  }

  /// Maps a code that arrived as a floating-point number (JSON `3`, FlatBuffers `3.0`); NaN or
  /// a non-integral value is `.unknown(-1)`.
  public init(wmoValue: Double) {
    guard wmoValue.isFinite, wmoValue == wmoValue.rounded(), abs(wmoValue) < 10_000 else {
      self = .unknown(-1)
      return
    }
    self.init(wmoCode: Int(wmoValue))
  }

  /// The WMO code this condition stands for (the raw value for `.unknown`).
  public var wmoCode: Int {
    switch self {
    case .clear: 0
    case .mostlyClear: 1
    case .partlyCloudy: 2
    case .cloudy: 3
    case .foggy: 45
    case .rimeFog: 48
    case .drizzle(let i): [.light: 51, .moderate: 53, .heavy: 55][i]!
    case .freezingDrizzle(let i): i == .light ? 56 : 57
    case .rain(let i): [.light: 61, .moderate: 63, .heavy: 65][i]!
    case .freezingRain(let i): i == .light ? 66 : 67
    case .snow(let i): [.light: 71, .moderate: 73, .heavy: 75][i]!
    case .snowGrains: 77
    case .rainShowers(let i): [.light: 80, .moderate: 81, .heavy: 82][i]!
    case .snowShowers(let i): i == .heavy ? 86 : 85
    case .thunderstorm: 95
    case .thunderstormWithHail(let i): i == .heavy ? 99 : 96
    case .unknown(let code): code
    }
  }

  // MARK: - Description

  /// A short human description of the WMO code, e.g. "Light rain" (61), "Moderate showers" (81),
  /// "Thunderstorm with light hail" (96): WMO 4677's distinctions, with "light" for its "slight".
  public var description: String {
    switch self {
    case .clear: "Clear"
    case .mostlyClear: "Mostly clear"
    case .partlyCloudy: "Partly cloudy"
    case .cloudy: "Cloudy"
    case .foggy: "Fog"
    case .rimeFog: "Rime fog"
    case .drizzle(let i): "\(i.adjective) drizzle"
    case .freezingDrizzle(let i): "\(i.adjective) freezing drizzle"
    case .rain(let i): "\(i.adjective) rain"
    case .freezingRain(let i): "\(i.adjective) freezing rain"
    case .snow(let i): "\(i.adjective) snow"
    case .snowGrains: "Snow grains"
    case .rainShowers(let i): "\(i.adjective) showers"
    case .snowShowers(let i): "\(i.adjective) snow showers"
    case .thunderstorm: "Thunderstorm"
    case .thunderstormWithHail(let i): i == .heavy ? "Thunderstorm with heavy hail" : "Thunderstorm with light hail"
    case .unknown: "Unknown"
    }
  }

  /// The most columns a condition's words take in their short form (`shortDescription`, and a
  /// served token's `shortText`): the 10-day rows give their condition column this width, so
  /// every condition shows there whole.
  public static let shortFormWidth = 19

  /// `description` in fewer columns where it is long ("T-storm, heavy hail" for "Thunderstorm
  /// with heavy hail"), used before any cut so that no two conditions read alike in a narrow
  /// place (cut to 16 columns, WMO 96 and 99 both read "Thunderstorm wit"). At most
  /// `shortFormWidth` columns, and apart from every other condition's words; `description`
  /// itself where that is short already. Beside the long forms so a catalogue takes both.
  public var shortDescription: String {
    switch self {
    case .freezingDrizzle(let i): "\(i.shortAdjective) frz. drizzle"
    case .freezingRain(let i): "\(i.shortAdjective) frz. rain"
    case .snowShowers(let i): "\(i.shortAdjective) snow showers"
    case .thunderstormWithHail(let i): i == .heavy ? "T-storm, heavy hail" : "T-storm, light hail"
    default: description
    }
  }

  /// The WeatherKit REST `conditionCode` spelling, used in JSON output.
  public var conditionCode: String {
    switch self {
    case .clear: "Clear"
    case .mostlyClear: "MostlyClear"
    case .partlyCloudy: "PartlyCloudy"
    case .cloudy: "Cloudy"
    case .foggy, .rimeFog: "Foggy"
    case .drizzle, .freezingDrizzle:
      self == .freezingDrizzle(.light) || self == .freezingDrizzle(.heavy) ? "FreezingDrizzle" : "Drizzle"
    case .rain(let i), .rainShowers(let i): i == .heavy ? "HeavyRain" : "Rain"
    case .freezingRain: "FreezingRain"
    case .snow(let i), .snowShowers(let i): i == .heavy ? "HeavySnow" : "Snow"
    case .snowGrains: "Flurries"
    case .thunderstorm: "Thunderstorms"
    case .thunderstormWithHail: "Hail"
    case .unknown: "Unknown"
    }
  }

  /// A coarse family used to pick glyphs and colours.
  public var family: Family {
    switch self {
    case .clear, .mostlyClear: .clear
    case .partlyCloudy: .partlyCloudy
    case .cloudy: .cloudy
    case .foggy, .rimeFog: .fog
    case .drizzle, .rain, .rainShowers: .rain
    case .freezingDrizzle, .freezingRain: .sleet
    case .snow, .snowGrains, .snowShowers: .snow
    case .thunderstorm, .thunderstormWithHail: .thunderstorm
    case .unknown: .unknown
    }
  }

  /// Coarse condition families.
  public enum Family: String, Sendable, Hashable, CaseIterable {
    case clear, partlyCloudy, cloudy, fog, rain, sleet, snow, thunderstorm, unknown
  }

  /// Severity order used to pick the "most significant" condition of a period.
  public var severityRank: Int {
    switch family {
    case .unknown: -1
    default: wmoCode
    }
  }
}

extension WeatherCondition.Intensity {
  fileprivate var adjective: String {
    switch self {
    case .light: "Light"
    case .moderate: "Moderate"
    case .heavy: "Heavy"
    }
  }

  /// The adjective of a short form: "Mod." for the one long word.
  fileprivate var shortAdjective: String {
    self == .moderate ? "Mod." : adjective
  }
}

// MARK: - Codable (as the WMO code, so the cache round-trips exactly)

extension WeatherCondition: Codable {
  public init(from decoder: Decoder) throws {
    self.init(wmoCode: try decoder.singleValueContainer().decode(Int.self))
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wmoCode)
  }
}
