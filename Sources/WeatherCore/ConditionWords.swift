// MARK: - Conditions in words, as the provider served them

extension WeatherCondition {
  /// Every `conditionCode` token WeatherKit's v1 REST API is known to serve (apis.md §4.3).
  public static let weatherKitCodes = [
    "Clear", "MostlyClear", "PartlyCloudy", "MostlyCloudy", "Cloudy", "Foggy", "Haze", "Smoky", "BlowingDust",
    "Breezy", "Windy", "Drizzle", "Rain", "HeavyRain", "SunShowers", "IsolatedThunderstorms",
    "ScatteredThunderstorms", "StrongStorms", "Thunderstorms", "SevereThunderstorm", "Frigid", "Hot", "Hail",
    "Flurries", "SunFlurries", "Snow", "HeavySnow", "Sleet", "WintryMix", "FreezingDrizzle", "FreezingRain",
    "BlowingSnow", "Blizzard", "TropicalStorm", "Hurricane",
  ]

  /// A served WeatherKit token in words, in the dashboard's sentence case: "MostlyCloudy" is
  /// "Mostly cloudy", "Breezy" "Breezy". Apple's tokens are its words run together, so every
  /// token (one Apple adds later too) reads as served; nil for anything but a short run of ASCII
  /// letters, which no provider's token is.
  public static func words(ofWeatherKitCode code: String) -> String? {
    let scalars = code.unicodeScalars
    guard !scalars.isEmpty, scalars.count <= 40,
      scalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) }),
      let first = scalars.first, ("A"..."Z").contains(first)
    else { return nil }
    var words = ""
    for scalar in scalars {
      if ("A"..."Z").contains(scalar), !words.isEmpty {
        words += " " + String(scalar).lowercased()
      } else {
        words.unicodeScalars.append(scalar)
      }
    }
    return words
  }

  /// Short forms of the served tokens whose words run past `shortFormWidth`, beside the words
  /// (`words(ofWeatherKitCode:)`) so a catalogue takes both.
  public static let weatherKitShortWords = [
    "IsolatedThunderstorms": "Isolated T-storms",
    "ScatteredThunderstorms": "Scattered T-storms",
  ]

  /// What the screen calls this condition: the served WeatherKit token's words when there is
  /// one, else the words of the WMO code (which keep its intensity, showers and hail).
  public func text(servedCode: String?) -> String {
    servedCode.flatMap(Self.words(ofWeatherKitCode:)) ?? description
  }

  /// `text(servedCode:)` in its short form, for where that does not fit: a served token's short
  /// words, else its words, else the WMO code's `shortDescription`.
  public func shortText(servedCode: String?) -> String {
    guard let code = servedCode, let words = Self.words(ofWeatherKitCode: code) else { return shortDescription }
    return Self.weatherKitShortWords[code] ?? words
  }
}
