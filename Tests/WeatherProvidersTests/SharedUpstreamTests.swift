import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// `WEATHERTUI_UPSTREAM`: every service on one shared cache, and requests cut so that displays
/// showing the same place send the same bytes.
struct SharedUpstreamTests {
  @Test func oneVariableNamesEveryServiceOnTheCache() throws {
    let endpoints = try ProviderEndpoints(environment: [
      "WEATHERTUI_UPSTREAM": "http://cache.example:8080/", "WEATHERTUI_NWS_URL": "https://nws.example",
    ])
    #expect(endpoints.sharedUpstream)
    #expect(endpoints.openMeteo.absoluteString == "http://cache.example:8080/open-meteo")
    #expect(endpoints.archive.absoluteString == "http://cache.example:8080/archive")
    #expect(endpoints.geocoding.absoluteString == "http://cache.example:8080/geocoding")
    #expect(endpoints.meteoAlarm.absoluteString == "http://cache.example:8080/meteoalarm")
    #expect(endpoints.nws.absoluteString == "https://nws.example", "a service's own variable wins")
    #expect(try !ProviderEndpoints(environment: [:]).sharedUpstream)
    #expect(throws: ProviderEndpointsError.self) {
      _ = try ProviderEndpoints(environment: ["WEATHERTUI_UPSTREAM": "cache:8080"])
    }
  }

  @Test func placesGoOneByOneRoundedAsTheCacheRoundsThem() async throws {
    let server = try StandInServer { _ in StandInResponse(status: 503, text: #"{"error":true,"reason":"down"}"#) }
    defer { server.stop() }
    let provider = OpenMeteoProvider(
      client: CurlHTTPClient(), baseURL: server.baseURL, wire: .json, gate: OpenMeteoGate(), sharing: .perPlace)
    let places = [
      Location(name: "A", latitude: 52.5200066, longitude: 13.404954, timeZoneIdentifier: "Europe/Berlin"),
      Location(name: "B", latitude: -42.87936, longitude: 147.32941, timeZoneIdentifier: "Australia/Hobart"),
    ]
    _ = try? await provider.answers(for: places, now: Date())
    let first = try #require(server.requests.first)
    #expect(first.query["latitude"] == "52.52" && first.query["longitude"] == "13.4")
    // Byte-identical for a place a few metres away.
    let nearby = OpenMeteoForecastRequest.url(
      base: server.baseURL,
      locations: [Location(name: "A2", latitude: 52.5201, longitude: 13.4049, timeZoneIdentifier: "Europe/Berlin")],
      wire: .json, sharing: .perPlace)
    #expect(nearby.absoluteString.hasSuffix(first.rawQuery))
  }
}
