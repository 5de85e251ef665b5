import FoundationEssentials
import WeatherCore

/// Official alerts for US places from the National Weather Service
/// (`GET /alerts/active?status=actual&point=LAT,LON`, alerts.md §1).
///
/// Polls are conditional: the `ETag` of the last answer per point goes out as `If-None-Match`,
/// and a 304 reuses that answer (kept in memory for the life of the process).
public final class NWSAlertSource: AlertSource, @unchecked Sendable {
  /// NWS asks for a User-Agent naming the application and a contact, a website or an email
  /// (alerts.md §1.2): the project's page, plus the user's own contact when they give one.
  public static func userAgent(contact: String? = nil) -> String {
    let base = "weathertui/0.1 (+https://github.com/weathertui/weathertui"
    guard let contact = contact.map({ UntrustedText.clean($0, limit: 80) }), !contact.isEmpty else {
      return base + ")"
    }
    return base + "; " + contact.replacing(")", with: "") + ")"
  }
  /// Who the alerts come from, for the alerts dataset's `metadata.providerName`.
  public static let providerName = ServiceEndpoint.nws.credit
  public var providerName: String { Self.providerName }
  public static let noSourceReason =
    "No official alert source covers this place; the WeatherKit provider has one"

  private let client: HTTPClient
  private let baseURL: URL
  private let userAgent: String
  private let lastAnswers = ConditionalAnswers<AlertStatus>()

  /// - Parameters:
  ///   - baseURL: https://api.weather.gov unless overridden (`ProviderEndpoints.nws`).
  ///   - userAgent: app name and a contact; `userAgent(contact:)` adds the user's own.
  public init(client: HTTPClient, baseURL: URL, userAgent: String = NWSAlertSource.userAgent()) {
    self.client = client
    self.baseURL = baseURL
    self.userAgent = userAgent
  }

  /// Whether a request is worth sending for this place (US by country code or rough area).
  public func covers(_ location: Location) -> Bool { AlertCoverage.nws.covers(location) }

  /// The alerts in force at the place, `.noSource` when NWS does not cover it (decided
  /// locally, or by the server's "out of bounds" answer); throws `NWSError` otherwise.
  public func alerts(for location: Location) async throws -> AlertStatus {
    guard covers(location) else { return .noSource(reason: Self.noSourceReason) }
    let url = url(for: location)
    let key = url.query ?? ""
    let last = lastAnswers.value(for: key)
    let headers = ["User-Agent": userAgent, "Accept": "application/geo+json"].merging(
      lastAnswers.validators(for: key)
    ) { $1 }
    let response: HTTPResponse
    do {
      response = try await client.get(url, headers: headers)
    } catch {
      throw NWSError.transport(message: userFacingMessage(of: error))
    }
    let problem = Self.problem(in: response)
    if response.status == 400 || response.status == 404, problem?.isOutOfBounds == true {
      return .noSource(reason: Self.noSourceReason)
    }
    switch response.status {
    case 304 where last != nil:
      return last!
    case 200..<300:
      let status = AlertStatus.covered(try NWSAlertsResponse.decode(response.body).alerts())
      lastAnswers.remember(status, for: key, headers: response.headers)
      return status
    case 403:
      throw NWSError.forbidden
    case 404:
      throw NWSError.placeUnknown
    case 400..<500:
      throw NWSError.badRequest(status: response.status, detail: problem?.detail ?? problem?.title)
    default:
      throw NWSError.server(status: response.status, detail: problem?.detail ?? problem?.title)
    }
  }

  /// `…/alerts/active?status=actual&point=47.6062,-122.3321` (four decimals, alerts.md §1.8).
  func url(for location: Location) -> URL {
    var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
    let prefix =
      components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    components.path = prefix + "/alerts/active"
    let point =
      WeatherKitRequest.coordinate(location.latitude) + ","
      + WeatherKitRequest.coordinate(location.longitude)
    components.queryItems = [
      URLQueryItem(name: "status", value: "actual"), URLQueryItem(name: "point", value: point),
    ]
    return components.url!
  }

  /// The problem+json body of an error answer; nil for HTML pages and anything else.
  static func problem(in response: HTTPResponse) -> NWSProblem? {
    guard response.status >= 400, response.body.first == UInt8(ascii: "{") else { return nil }
    return try? JSONDecoder().decode(NWSProblem.self, from: response.body)
  }
}
