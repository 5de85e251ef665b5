import Foundation

/// A description of the weather: WeatherKit's cases and no others (`rawValue` as WeatherKit's,
/// "mostlyCloudy"), so a `switch` over them is exhaustive as on Apple's platforms.
///
/// A condition the provider did not serve, or served under a name WeatherKit does not have, reads
/// as `.cloudy` (it claims neither sun nor precipitation); the value's `symbolName` is then
/// "questionmark", and the dataset's `metadata.derived` names the field.
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// Heavy snow driven by strong wind, with little to be seen.
  case blizzard
  /// Dust or sand raised and carried by the wind.
  case blowingDust
  /// Snow lifted from the ground and blown about by the wind.
  case blowingSnow
  /// A fresh wind, stronger than a light breeze.
  case breezy
  /// A clear sky, no clouds (WMO code 0).
  case clear
  /// An overcast sky, covered by clouds (WMO code 3).
  case cloudy
  /// Light precipitation of very fine drops (WMO codes 51–55).
  case drizzle
  /// Light snow, snow grains or light snow showers (WMO codes 71, 77, 85).
  case flurries
  /// Fog that limits visibility, rime fog included (WMO codes 45, 48).
  case foggy
  /// Drizzle that freezes on the ground and on objects (WMO codes 56, 57).
  case freezingDrizzle
  /// Rain that freezes on the ground and on objects (WMO codes 66, 67).
  case freezingRain
  /// Extreme cold.
  case frigid
  /// Hail: lumps of ice falling, or a thunderstorm with hail (WMO codes 96, 99).
  case hail
  /// Haze: fine dust or smoke particles that dim the air.
  case haze
  /// Rain falling heavily, heavy showers included (WMO codes 65, 82).
  case heavyRain
  /// Snow falling heavily, heavy snow showers included (WMO codes 75, 86).
  case heavySnow
  /// Extreme heat.
  case hot
  /// A hurricane: a tropical cyclone with winds of hurricane force.
  case hurricane
  /// Thunderstorms in a few isolated places.
  case isolatedThunderstorms
  /// A mostly clear sky, few clouds (WMO code 1).
  case mostlyClear
  /// A mostly cloudy sky, with some breaks.
  case mostlyCloudy
  /// A partly cloudy sky, sun and clouds (WMO code 2).
  case partlyCloudy
  /// Rain or rain showers, slight to moderate (WMO codes 61, 63, 80, 81).
  case rain
  /// Thunderstorms scattered over the area.
  case scatteredThunderstorms
  /// Sleet: ice pellets or partly melted snow falling.
  case sleet
  /// Smoke in the air, e.g. from fires.
  case smoky
  /// Snow falling moderately (WMO code 73).
  case snow
  /// Strong, severe thunderstorms.
  case strongStorms
  /// Light snow falling while the sun shines.
  case sunFlurries
  /// Rain showers while the sun shines.
  case sunShowers
  /// Thunderstorms, slight or moderate (WMO code 95).
  case thunderstorms
  /// A tropical storm: a tropical cyclone below hurricane force.
  case tropicalStorm
  /// A strong wind.
  case windy
  /// A mix of snow, sleet and rain.
  case wintryMix

  /// "Mostly Cloudy", in the current locale's language where the library has it (English so far).
  public var description: String {
    LibraryText.text("condition." + rawValue, english: titledWords, locale: .current)
  }

  /// The same text, for screen readers.
  public var accessibilityDescription: String { description }
}

// MARK: - From the model

extension WeatherCondition {
  /// WeatherKit's REST token as served ("MostlyCloudy"), when there is one; else the nearest
  /// case for a WMO weather code (Open-Meteo); nil when neither names one of WeatherKit's.
  init?(served conditionCode: String?, wmoCode: Int) {
    if let conditionCode, let first = conditionCode.first,
      let known = WeatherCondition(rawValue: first.lowercased() + conditionCode.dropFirst())
    {
      self = known
      return
    }
    guard let nearest = Self.wmo[wmoCode] else { return nil }
    self = nearest
  }

  /// The case that stands for a condition not served or not one of WeatherKit's.
  static let standIn = WeatherCondition.cloudy

  /// The SF Symbol of a condition named by the provider, "questionmark" for one that is not.
  static func symbolName(of condition: WeatherCondition?, isDaylight: Bool) -> String {
    condition?.symbolName(isDaylight: isDaylight) ?? "questionmark"
  }

  /// WMO 4677 codes as Open-Meteo serves them (apis.md §1.6), each to the WeatherKit case that
  /// says the same: light snow and snow grains are flurries, heavy showers heavy rain, a
  /// thunderstorm with hail is hail.
  private static let wmo: [Int: WeatherCondition] = [
    0: .clear, 1: .mostlyClear, 2: .partlyCloudy, 3: .cloudy, 45: .foggy, 48: .foggy,
    51: .drizzle, 53: .drizzle, 55: .drizzle, 56: .freezingDrizzle, 57: .freezingDrizzle,
    61: .rain, 63: .rain, 65: .heavyRain, 66: .freezingRain, 67: .freezingRain,
    71: .flurries, 73: .snow, 75: .heavySnow, 77: .flurries,
    80: .rain, 81: .rain, 82: .heavyRain, 85: .flurries, 86: .heavySnow,
    95: .thunderstorms, 96: .hail, 99: .hail,
  ]
}
