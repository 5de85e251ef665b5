import FoundationEssentials
import WeatherCore

/// Official alerts for Norway (with Svalbard and Jan Mayen) from MET Norway's MetAlerts 2.0,
/// by point: `GET /weatherapi/metalerts/2.0/current.json?lat=…&lon=…&lang=en` (alerts.md §3).
///
/// api.met.no refuses requests without an identifying User-Agent (HTTP 403) and asks for no more
/// than four decimals. Polls are conditional: the `Last-Modified` of the last answer per point
/// goes out as `If-Modified-Since`, and a 304 reuses that answer.
public final class METNorwayAlertSource: AlertSource, @unchecked Sendable {
  /// MET Norway's data is CC BY 4.0: credited by name.
  public static let providerName = ServiceEndpoint.metNorway.credit
  static let senderName = "MET Norway"
  static let serviceName = "MET Norway alerts"
  public var providerName: String { Self.providerName }

  private let client: HTTPClient
  private let baseURL: URL
  private let userAgent: String
  private let norwegian: Bool
  private let lastAnswers = ConditionalAnswers<AlertStatus>()

  /// - Parameters:
  ///   - baseURL: https://api.met.no unless overridden (`ProviderEndpoints.metNorway`).
  ///   - userAgent: the app and a contact, as for NWS (`NWSAlertSource.userAgent(contact:)`).
  ///   - norwegian: texts in Norwegian (the user's language is), else English.
  public init(client: HTTPClient, baseURL: URL, userAgent: String, norwegian: Bool = false) {
    self.client = client
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.norwegian = norwegian
  }

  /// Norway, Svalbard and Jan Mayen by country code; without one only the Arctic islands
  /// (`AlertCoverage.metNorway`).
  public func covers(_ location: Location) -> Bool { AlertCoverage.metNorway.covers(location) }

  public func alerts(for location: Location) async throws -> AlertStatus {
    guard covers(location) else { return .noSource(reason: AlertsService.noSourceReason(for: location)) }
    let url = url(for: location)
    let key = url.query ?? ""
    let last = lastAnswers.value(for: key)
    let headers = ["User-Agent": userAgent, "Accept": "application/json"].merging(
      lastAnswers.validators(for: key)
    ) { $1 }
    guard let answer = try await AlertFetch.body(of: url, headers: headers, client: client, service: Self.serviceName)
    else {
      guard let last else {
        throw AlertSourceError(service: Self.serviceName, kind: .malformedBody(detail: "HTTP 304 to a plain request"))
      }
      return last
    }
    let status = AlertStatus.covered(try METNorwayAlertsResponse.decode(answer.body).alerts(english: !norwegian))
    lastAnswers.remember(status, for: key, headers: answer.headers)
    return status
  }

  /// `…/weatherapi/metalerts/2.0/current.json?lat=78.2232&lon=15.6267&lang=en`.
  func url(for location: Location) -> URL {
    AlertFetch.url(
      baseURL, path: "/weatherapi/metalerts/2.0/current.json",
      query: [
        URLQueryItem(name: "lat", value: WeatherKitRequest.coordinate(location.latitude)),
        URLQueryItem(name: "lon", value: WeatherKitRequest.coordinate(location.longitude)),
        URLQueryItem(name: "lang", value: norwegian ? "no" : "en"),
      ])
  }
}
