import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// Choosing a place's alert source: the first that covers it, the next when a server says the
/// place is outside its area, and a statement naming the country when none covers it.
struct AlertsServiceTests {
  /// A stand-in for every alert service at once: NWS, ECCC and MET Norway by path.
  static func server(nwsOutOfBounds: Data, ecccStatus: Int = 200) throws -> StandInServer {
    let annapolis = try TestData.own("ECCC/annapolis-heat.json")
    return try StandInServer { request in
      switch request.path {
      case "/alerts/active":
        StandInResponse(status: 400, headers: ["Content-Type": "application/problem+json"], body: nwsOutOfBounds)
      case "/collections/weather-alerts/items":
        StandInResponse(status: ecccStatus, headers: ["Content-Type": "application/geo+json"], body: annapolis)
      default:
        StandInResponse(status: 404, text: "{}")
      }
    }
  }

  static func service(_ server: StandInServer) -> AlertsService {
    let client = CurlHTTPClient()
    return AlertsService(sources: [
      NWSAlertSource(client: client, baseURL: server.baseURL),
      ECCCAlertSource(client: client, baseURL: server.baseURL),
      METNorwayAlertSource(client: client, baseURL: server.baseURL, userAgent: NWSAlertSource.userAgent()),
    ])
  }

  /// An Open-Meteo forecast with no data but the place: what AlertsService gets to fill in.
  static func weather(at location: Location) -> Weather {
    let now = Date(timeIntervalSince1970: 1_785_000_000)
    return Weather(
      location: location, currentWeather: nil, minuteForecast: [], hourlyForecast: [], dailyForecast: [],
      alerts: .noSource(reason: NWSAlertSource.noSourceReason), availability: Availability(),
      attribution: Attribution(serviceName: "Open-Meteo", text: "Weather data by Open-Meteo.com", legalPageURL: ""),
      metadata: WeatherMetadata(providerName: "Open-Meteo", readTime: now, expireTime: now.addingTimeInterval(600)))
  }

  @Test(TestData.needsShared("nws/out-of-bounds.json"))
  func nwsOutOfBoundsHandsTheCanadianPointToECCC() async throws {
    let server = try Self.server(nwsOutOfBounds: try TestData.shared("nws/out-of-bounds.json"))
    defer { server.stop() }
    // Toronto by coordinates only: inside NWS's rough box around the northern states.
    let place = Location(name: "43.65,-79.38", latitude: 43.6532, longitude: -79.3832)
    let (weather, error) = await Self.service(server).addingAlerts(to: Self.weather(at: place)) { nil }
    #expect(error == nil)
    #expect(weather.alerts.alerts.map(\.event) == ["heat warning"])
    #expect(weather.datasetMetadata[.weatherAlerts]?.providerName == ECCCAlertSource.providerName)
    #expect(server.requests.map(\.path) == ["/alerts/active", "/collections/weather-alerts/items"])
  }

  @Test func aCountryNoSourceCoversIsNamedAndNothingIsAsked() async throws {
    let server = try Self.server(nwsOutOfBounds: Data())
    defer { server.stop() }
    let place = Location(
      name: "São Paulo", region: "São Paulo, Brazil", latitude: -23.55, longitude: -46.63, countryCode: "BR")
    let (weather, error) = await Self.service(server).addingAlerts(to: Self.weather(at: place)) { nil }
    #expect(error == nil)
    #expect(
      weather.alerts == .noSource(reason: "No official alert source for Brazil yet; the WeatherKit provider has one"))
    #expect(server.requests.isEmpty)
    // A place from the config with a country code and no region: named from the tz database's
    // table; a code the table lacks is given as it is.
    let hamburg = Location(name: "Hamburg", latitude: 53.55, longitude: 9.99, countryCode: "DE")
    #expect(
      AlertsService.noSourceReason(for: hamburg)
        == "No official alert source for Germany yet; the WeatherKit provider has one")
    let unknown = Location(name: "Somewhere", latitude: 0, longitude: 0, countryCode: "ZZ")
    #expect(
      AlertsService.noSourceReason(for: unknown)
        == "No official alert source for the country ZZ yet; the WeatherKit provider has one")
  }

  @Test func aFailedFetchKeepsTheLastAlertsAndSaysWhy() async throws {
    let server = try Self.server(nwsOutOfBounds: Data(), ecccStatus: 502)
    defer { server.stop() }
    let place = Location(name: "Annapolis Royal", latitude: 44.6487, longitude: -65.2007, countryCode: "CA")
    let before = AlertStatus.covered([
      WeatherAlert(id: "x", event: "heat warning", severity: .moderate, source: "Environment Canada")
    ])
    let (weather, error) = await Self.service(server).addingAlerts(to: Self.weather(at: place)) { before }
    #expect(weather.alerts == before)
    #expect(
      error == "ECCC alerts answered HTTP 502; the service has a problem, alerts will be retried at the next refresh")
  }
}
