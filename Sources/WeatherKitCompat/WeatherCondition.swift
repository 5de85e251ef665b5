import Foundation

/// A description of the weather, WeatherKit's cases (`rawValue` as WeatherKit's, "mostlyCloudy").
///
/// One case more than WeatherKit: `unknown`, for a condition the provider did not serve or that
/// we cannot name, rather than a guess. Code written for WeatherKit handles it in its
/// `@unknown default:` branch.
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
  case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy
  case freezingDrizzle, freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane
  case isolatedThunderstorms, mostlyClear, mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms
  case sleet, smoky, snow, strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm
  case windy, wintryMix
  /// Not served, or a code we do not know (not a WeatherKit case).
  case unknown

  /// "Mostly Cloudy".
  public var description: String { titledWords }

  /// The same text, for screen readers.
  public var accessibilityDescription: String { description }
}

// MARK: - From the model

extension WeatherCondition {
  /// WeatherKit's REST token as served ("MostlyCloudy"), when there is one; else the nearest
  /// case for a WMO weather code (Open-Meteo).
  init(served conditionCode: String?, wmoCode: Int) {
    if let conditionCode, let first = conditionCode.first,
      let known = WeatherCondition(rawValue: first.lowercased() + conditionCode.dropFirst())
    {
      self = known
      return
    }
    self = Self.wmo[wmoCode] ?? .unknown
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
