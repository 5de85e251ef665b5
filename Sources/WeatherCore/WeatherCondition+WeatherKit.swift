// MARK: - WeatherKit condition codes

extension WeatherCondition {
  /// Maps a WeatherKit REST `conditionCode` token (apis.md §4.3, PascalCase) to the closest
  /// case. "Hot" is drawn as clear (Apple's own symbol for it is the sun); "Frigid", "Breezy"
  /// and "Windy" say nothing about the sky and, like tokens we do not know, become
  /// `.unknown(-1)` rather than a guess (the card still shows temperature and wind).
  public init(weatherKitCode code: String) {
    switch code {
    case "Clear", "Hot": self = .clear
    case "MostlyClear": self = .mostlyClear
    case "PartlyCloudy": self = .partlyCloudy
    case "MostlyCloudy", "Cloudy": self = .cloudy
    case "Foggy", "Haze", "Smoky", "BlowingDust": self = .foggy
    case "Drizzle": self = .drizzle(.moderate)
    case "FreezingDrizzle": self = .freezingDrizzle(.light)
    case "Rain": self = .rain(.moderate)
    case "HeavyRain", "TropicalStorm", "Hurricane": self = .rain(.heavy)
    case "SunShowers": self = .rainShowers(.light)
    case "FreezingRain", "Sleet", "WintryMix": self = .freezingRain(.light)
    case "Flurries", "SunFlurries": self = .snow(.light)
    case "Snow", "BlowingSnow": self = .snow(.moderate)
    case "HeavySnow", "Blizzard": self = .snow(.heavy)
    case "IsolatedThunderstorms", "ScatteredThunderstorms", "Thunderstorms": self = .thunderstorm
    case "StrongStorms", "SevereThunderstorm": self = .thunderstorm
    case "Hail": self = .thunderstormWithHail(.light)
    default: self = .unknown(-1)
    }
  }
}

extension WeatherCondition {
  /// WeatherKit's `precipitationType` token for this condition; nil when the condition is unknown.
  public var precipitationType: String? {
    switch family {
    case .rain: "rain"
    case .snow: "snow"
    case .sleet: "sleet"
    case .thunderstorm: self == .thunderstorm ? "rain" : "hail"
    case .unknown: nil
    default: "clear"
    }
  }
}
