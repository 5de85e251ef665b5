import Foundation
import Testing

@testable import WeatherProviders

struct LocationQueryTests {
  @Test(arguments: [
    ("52.52,13.41", 52.52, 13.41), (" 52.52, 13.41 ", 52.52, 13.41), ("-33.87 151.21", -33.87, 151.21),
    ("0,0", 0, 0), ("90,-180", 90, -180), ("−12.5,130.8", -12.5, 130.8),
  ])
  func coordinates(text: String, latitude: Double, longitude: Double) throws {
    #expect(try LocationQuery.parse(text) == .coordinates(latitude: latitude, longitude: longitude))
  }

  @Test(arguments: ["Berlin", "Paris, France", "Los Angeles, CA", "1e5,2", "52.52", "10115", "nan,inf"])
  func names(text: String) throws {
    #expect(try LocationQuery.parse(text) == .name(text))
  }

  @Test func outOfRangeCoordinatesSayWhatIsWrong() {
    #expect(throws: LocationQueryError.latitudeOutOfRange("95")) { try LocationQuery.parse("95,10") }
    #expect(throws: LocationQueryError.longitudeOutOfRange("-200")) { try LocationQuery.parse("10,-200") }
    #expect(throws: LocationQueryError.empty) { try LocationQuery.parse("  ") }
    #expect(
      LocationQueryError.latitudeOutOfRange("95").message
        == "latitude 95 is out of range −90…90; give latitude first, then longitude, like 52.52,13.41")
  }
}

struct ProviderEndpointsTests {
  @Test func defaultsAndOverrides() throws {
    let defaults = try ProviderEndpoints(environment: [:])
    #expect(defaults.openMeteo.absoluteString == "https://api.open-meteo.com")
    #expect(defaults.geocoding.absoluteString == "https://geocoding-api.open-meteo.com")
    #expect(defaults.archive.absoluteString == "https://archive-api.open-meteo.com")
    let local = try ProviderEndpoints(environment: [
      "WEATHERTUI_OPEN_METEO_URL": "http://127.0.0.1:8080", "WEATHERTUI_GEOCODING_URL": "",
    ])
    #expect(local.openMeteo.absoluteString == "http://127.0.0.1:8080")
    #expect(local.geocoding == defaults.geocoding)
  }

  @Test func nonHTTPValueIsRefusedWithAnExample() {
    #expect(throws: ProviderEndpointsError.self) {
      try ProviderEndpoints(environment: ["WEATHERTUI_ARCHIVE_URL": "ftp://x"])
    }
    let error = ProviderEndpointsError.invalidURL(
      variable: "WEATHERTUI_ARCHIVE_URL", value: "ftp://x", example: "https://archive-api.open-meteo.com")
    #expect(
      error.message
        == "WEATHERTUI_ARCHIVE_URL='ftp://x' is not an http(s) URL; unset it or give one like https://archive-api.open-meteo.com"
    )
  }

  @Test func requestURLsKeepABasePath() {
    let url = OpenMeteoForecastRequest.url(
      base: URL(string: "http://127.0.0.1:9/proxy")!, locations: [TestData.berlin], wire: .json)
    #expect(url.path == "/proxy/v1/forecast")
    #expect(OpenMeteoForecastRequest.coordinate(-0.0000001) == "0")
    #expect(OpenMeteoForecastRequest.coordinate(13.419998) == "13.419998")
  }
}
