import FoundationEssentials
import WeatherCore

/// An official alert service for part of the world (NWS, ECCC, MET Norway, …): which places it
/// covers, and the alerts in force at one of them.
///
/// `AlertsService` asks the first source that covers a place; a source whose server says the
/// place is outside its area answers `.noSource`, and the next one is asked.
public protocol AlertSource: Sendable {
  /// Who the alerts come from, as the source's terms ask to be credited; shown beside the
  /// alerts and written as the alerts dataset's `metadata.providerName`.
  var providerName: String { get }
  /// Whether a request is worth sending for this place (by country code, else a rough area).
  func covers(_ location: Location) -> Bool
  /// The alerts in force at the place; `.noSource` when the server says it is outside the
  /// source's area. Throws a `UserFacingError` when the source cannot be read.
  func alerts(for location: Location) async throws -> AlertStatus
}

/// What can go wrong asking an alert service other than NWS; one line each, with the fix.
public struct AlertSourceError: Error, Sendable, Equatable, UserFacingError {
  public enum Kind: Sendable, Equatable {
    /// HTTP 403: the service refused us (MET Norway does without an identifying User-Agent).
    case forbidden
    /// HTTP 404: the service has nothing at the address asked for this place (an area or
    /// point it does not know), which is about the place, not a fault of ours.
    case placeUnknown
    /// Another 4xx: our request was wrong.
    case badRequest(status: Int)
    /// 5xx: the service has a problem.
    case server(status: Int)
    case malformedBody(detail: String)
    /// A well-formed answer without what a look-up must find (DWD's warn cell for a German
    /// point): a hiccup until the next answer says otherwise, never remembered as "none".
    case emptyAnswer(detail: String)
    case transport(message: String)
    /// The place is outside the service's countries (`detail` says so and what happens instead).
    case notCovered(detail: String)
    /// A feed lists more messages than one refresh reads (`CAPFeedStore.newMessagesPerRefresh`)
    /// and none read so far is the place's: the rest come at the next refresh.
    case incomplete(read: Int, listed: Int)
  }

  /// The service's short name, e.g. "ECCC alerts".
  public var service: String
  public var kind: Kind

  public init(service: String, kind: Kind) {
    self.service = service
    self.kind = kind
  }

  public var message: String {
    switch kind {
    case .forbidden:
      return "\(service) refused the request (HTTP 403); avoid an anonymising proxy, or report this as a weathertui bug"
    case .placeUnknown:
      return "\(service) did not know this place (HTTP 404), so it has no alerts for it; "
        + "the forecast is unaffected, and alerts will be asked again at the next refresh"
    case .badRequest(let status):
      return "\(service) refused the request (HTTP \(status)); report this as a weathertui bug"
    case .server(let status):
      return "\(service) answered HTTP \(status); the service has a problem, alerts will be retried at the next refresh"
    case .malformedBody(let detail):
      return "\(service) sent an unreadable answer: \(UntrustedText.clean(detail, limit: 120)); "
        + "alerts will be retried at the next refresh"
    case .emptyAnswer(let detail):
      return "\(service) \(detail) (an empty answer); alerts will be retried at the next refresh"
    case .transport(let message):
      return "\(message); alerts will be retried at the next refresh"
    case .notCovered(let detail):
      return detail
    case .incomplete(let read, let listed):
      return "\(service) lists \(listed) warnings and \(read) have been read so far; "
        + "alerts will be retried at the next refresh"
    }
  }

  /// The error for a non-2xx status, or nil for a success.
  static func forStatus(_ status: Int, service: String) -> AlertSourceError? {
    switch status {
    case 200..<300, 304: return nil
    case 403: return AlertSourceError(service: service, kind: .forbidden)
    case 404: return AlertSourceError(service: service, kind: .placeUnknown)
    case 400..<500: return AlertSourceError(service: service, kind: .badRequest(status: status))
    default: return AlertSourceError(service: service, kind: .server(status: status))
    }
  }
}

// MARK: - Fetching

/// One alert request as every source but NWS makes it: the answer as served, with transport
/// failures and error statuses turned into `AlertSourceError`s naming the service.
enum AlertFetch {
  /// The body of a 2xx answer, or nil for a 304 (the caller's last answer stands).
  static func body(
    of url: URL, headers: [String: String], client: HTTPClient, service: String
  ) async throws -> (body: Data, headers: [String: String])? {
    let response: HTTPResponse
    do {
      response = try await client.get(url, headers: headers)
    } catch {
      throw AlertSourceError(service: service, kind: .transport(message: userFacingMessage(of: error)))
    }
    if let failure = AlertSourceError.forStatus(response.status, service: service) { throw failure }
    return response.status == 304 ? nil : (response.body, response.headers)
  }

  /// The body of a 2xx answer to an unconditional request: a 304 to one is a broken answer.
  static func freshBody(of url: URL, headers: [String: String], client: HTTPClient, service: String) async throws
    -> Data
  {
    let answer = try await body(
      of: url, headers: headers, client: client, service: service)
    guard let answer else {
      throw AlertSourceError(service: service, kind: .malformedBody(detail: "HTTP 304 to a plain request"))
    }
    return answer.body
  }

  /// `body` decoded as `T`; a body that is not one is a malformed-body error naming the service.
  static func decode<T: Decodable>(_ type: T.Type, from body: Data, service: String) throws -> T {
    do {
      return try JSONDecoder().decode(type, from: body)
    } catch let error as DecodingError {
      throw AlertSourceError(service: service, kind: .malformedBody(detail: WeatherKitResponse.describe(error)))
    }
  }

  /// `base` with `path` appended to its own path (a self-hosted mirror may live under a prefix).
  static func url(_ base: URL, path: String, query: [URLQueryItem]) -> URL {
    var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
    let prefix = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    components.path = prefix + path
    components.queryItems = query.isEmpty ? nil : query
    return components.url!
  }
}
