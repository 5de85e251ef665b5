import Foundation
import Testing

@testable import WeatherCore

/// The indices' categories, with the agencies' own words and bands.
@Suite struct AirQualityScaleTests {
  @Test func europeanBandsAsTheEEAPublishesThem() {
    let words = [0, 20, 20.5, 40, 55, 79, 100, 101, 400].map { AirQualityScale.european.category(of: $0)?.words }
    #expect(
      words == [
        "Good", "Good", "Fair", "Fair", "Moderate", "Poor", "Very poor", "Extremely poor", "Extremely poor",
      ])
  }

  @Test func usBandsAsTheEPAPublishesThem() {
    let words = [0, 50, 51, 100, 101, 151, 201, 301, 500].map { AirQualityScale.us.category(of: $0)?.words }
    #expect(
      words == [
        "Good", "Good", "Moderate", "Moderate", "Unhealthy for sensitive groups", "Unhealthy", "Very unhealthy",
        "Hazardous", "Hazardous",
      ])
  }

  @Test func impossibleValuesHaveNoCategory() {
    for value in [-1, Double.nan, -Double.infinity] { #expect(AirQualityScale.european.category(of: value) == nil) }
    #expect(AirQualityScale.us.category(of: 1e19)?.words == "Hazardous")
  }

  @Test func theDominantPollutantSetsTheIndex() {
    let hour = AirQualityHour(
      date: Date(timeIntervalSince1970: 0), europeanIndex: 48,
      europeanSubIndices: [.pm2_5: 30, .ozone: 48, .nitrogenDioxide: 12], usSubIndices: [.pm10: 20, .pm2_5: 20])
    #expect(hour.dominantPollutant(on: .european) == .ozone)
    #expect(hour.dominantPollutant(on: .us) == .pm2_5, "a tie goes to the pollutant listed first")
  }

  @Test func europeUsesTheEuropeanIndex() {
    let paris = Location(name: "Paris", latitude: 48.85, longitude: 2.35, timeZoneIdentifier: "Europe/Paris")
    let denver = Location(name: "Denver", latitude: 39.7, longitude: -105, timeZoneIdentifier: "America/Denver")
    let bare = Location(name: "", latitude: 60.17, longitude: 24.94)
    #expect(AirQualityScale.default(for: paris) == .european)
    #expect(AirQualityScale.default(for: denver) == .us)
    #expect(AirQualityScale.default(for: bare) == .european)
  }
}
