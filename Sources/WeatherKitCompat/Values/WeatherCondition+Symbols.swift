/// The SF Symbol names WeatherKit gives for a condition by day and by night, so that an app
/// sharing code with iOS draws the same icons. Apple publishes no table: these are the names seen
/// in apps that switch on WeatherKit's `symbolName` (sun.max, moon.stars, cloud.sun, cloud.moon,
/// cloud, cloud.fog, sun.haze, moon.haze, cloud.drizzle, cloud.rain, cloud.heavyrain,
/// cloud.moon.rain, cloud.bolt.rain, cloud.moon.bolt, cloud.sleet, cloud.snow, snowflake, wind),
/// completed from the SF Symbols weather set.
extension WeatherCondition {
  func symbolName(isDaylight: Bool) -> String {
    switch self {
    case .clear, .mostlyClear: isDaylight ? "sun.max" : "moon.stars"
    case .partlyCloudy: isDaylight ? "cloud.sun" : "cloud.moon"
    case .mostlyCloudy, .cloudy: "cloud"
    case .foggy: "cloud.fog"
    case .haze: isDaylight ? "sun.haze" : "moon.haze"
    case .smoky: "smoke"
    case .blowingDust: isDaylight ? "sun.dust" : "moon.dust"
    case .breezy, .windy: "wind"
    case .drizzle, .freezingDrizzle: "cloud.drizzle"
    case .rain, .freezingRain: isDaylight ? "cloud.rain" : "cloud.moon.rain"
    case .heavyRain: "cloud.heavyrain"
    case .sunShowers: isDaylight ? "cloud.sun.rain" : "cloud.moon.rain"
    case .isolatedThunderstorms, .scatteredThunderstorms: isDaylight ? "cloud.sun.bolt" : "cloud.moon.bolt"
    case .thunderstorms, .strongStorms: "cloud.bolt.rain"
    case .flurries, .snow, .heavySnow, .blizzard: "cloud.snow"
    case .sunFlurries: isDaylight ? "sun.snow" : "cloud.snow"
    case .blowingSnow: "wind.snow"
    case .sleet, .wintryMix: "cloud.sleet"
    case .hail: "cloud.hail"
    case .hot: "thermometer.sun"
    case .frigid: "thermometer.snowflake"
    case .hurricane: "hurricane"
    case .tropicalStorm: "tropicalstorm"
    }
  }
}
