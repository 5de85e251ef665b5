import FoundationEssentials
import WeatherCore

/// Official alerts for Canadian places from Environment and Climate Change Canada, by point:
/// `GET /collections/weather-alerts/items?f=json&bbox=LON,LAT,LON,LAT` on api.weather.gc.ca
/// (OGC API – Features; a zero-area box is a point query; alerts.md §3).
///
/// Texts come in English and French; French when the user's language is. The service sends no
/// validators (no ETag or Last-Modified), so every poll is a full answer of about 10 KB.
public final class ECCCAlertSource: AlertSource {
  /// Credited as the Open Government Licence – Canada asks: the source, by name.
  public static let providerName = ServiceEndpoint.eccc.credit
  /// The issuing agency each alert names.
  static let senderName = "Environment Canada"
  static let serviceName = "ECCC alerts"
  public var providerName: String { Self.providerName }

  private let client: HTTPClient
  private let baseURL: URL
  private let french: Bool

  /// - Parameters:
  ///   - baseURL: https://api.weather.gc.ca unless overridden (`ProviderEndpoints.eccc`).
  ///   - french: texts in French (the user's language is French), else English.
  public init(client: HTTPClient, baseURL: URL, french: Bool = false) {
    self.client = client
    self.baseURL = baseURL
    self.french = french
  }

  /// Canada by country code; without one, a box around the country (`AlertCoverage.eccc`).
  public func covers(_ location: Location) -> Bool { AlertCoverage.eccc.covers(location) }

  public func alerts(for location: Location) async throws -> AlertStatus {
    guard covers(location) else { return .noSource(reason: AlertsService.noSourceReason(for: location)) }
    let body = try await AlertFetch.freshBody(
      of: url(for: location), headers: ["Accept": "application/geo+json, application/json"], client: client,
      service: Self.serviceName)
    return .covered(try ECCCAlertsResponse.decode(body).alerts(french: french))
  }

  /// `…/collections/weather-alerts/items?f=json&bbox=-65.2007,44.6487,-65.2007,44.6487`:
  /// longitude first, four decimals.
  func url(for location: Location) -> URL {
    let lon = WeatherKitRequest.coordinate(location.longitude)
    let lat = WeatherKitRequest.coordinate(location.latitude)
    return AlertFetch.url(
      baseURL, path: "/collections/weather-alerts/items",
      query: [
        URLQueryItem(name: "f", value: "json"), URLQueryItem(name: "lang", value: french ? "fr" : "en"),
        URLQueryItem(name: "bbox", value: "\(lon),\(lat),\(lon),\(lat)"),
      ])
  }
}
