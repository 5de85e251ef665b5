import Testing
import WeatherKitCompat

/// The words each value reads as, WeatherKit's: "Mostly Cloudy", "North Northeast", "Very High".
struct DescriptionTests {
  @Test func everyCaseReadsAsTitledWords() {
    #expect(
      WeatherCondition.allCases.map(\.description) == [
        "Blizzard", "Blowing Dust", "Blowing Snow", "Breezy", "Clear", "Cloudy", "Drizzle", "Flurries", "Foggy",
        "Freezing Drizzle", "Freezing Rain", "Frigid", "Hail", "Haze", "Heavy Rain", "Heavy Snow", "Hot", "Hurricane",
        "Isolated Thunderstorms", "Mostly Clear", "Mostly Cloudy", "Partly Cloudy", "Rain", "Scattered Thunderstorms",
        "Sleet", "Smoky", "Snow", "Strong Storms", "Sun Flurries", "Sun Showers", "Thunderstorms", "Tropical Storm",
        "Windy", "Wintry Mix",
      ])
    #expect(
      Wind.CompassDirection.allCases.map(\.description) == [
        "North", "North Northeast", "Northeast", "East Northeast", "East", "East Southeast", "Southeast",
        "South Southeast", "South", "South Southwest", "Southwest", "West Southwest", "West", "West Northwest",
        "Northwest", "North Northwest",
      ])
    #expect(Precipitation.allCases.map(\.description) == ["None", "Hail", "Mixed", "Rain", "Sleet", "Snow"])
    #expect(PressureTrend.allCases.map(\.description) == ["Rising", "Falling", "Steady"])
    #expect(WeatherSeverity.allCases.map(\.description) == ["Minor", "Moderate", "Severe", "Extreme", "Unknown"])
    #expect(
      UVIndex.ExposureCategory.allCases.map(\.description) == ["Low", "Moderate", "High", "Very High", "Extreme"])
    #expect(
      MoonPhase.allCases.map(\.description) == [
        "New", "Waxing Crescent", "First Quarter", "Waxing Gibbous", "Full", "Waning Gibbous", "Last Quarter",
        "Waning Crescent",
      ])
  }
}
