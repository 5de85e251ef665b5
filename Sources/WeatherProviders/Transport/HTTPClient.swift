import FoundationEssentials

/// Fetches a URL with GET; the seam that lets tests and other transports stand in.
public protocol HTTPClient: Sendable {
  /// Sends a GET request and returns the answer whatever its status; throws `HTTPClientError`
  /// only when no answer arrived.
  func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse
}

/// A complete HTTP answer.
public struct HTTPResponse: Sendable, Equatable {
  public var status: Int
  /// Header fields with lower-cased names.
  public var headers: [String: String]
  public var body: Data

  public init(status: Int, headers: [String: String] = [:], body: Data) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }
}

/// Why a request produced no answer at all.
public struct HTTPClientError: Error, Sendable, Equatable, UserFacingError {
  public enum Kind: Sendable, Equatable {
    case timedOut, cannotConnect, other
  }

  public var kind: Kind
  /// The host that could not be reached, e.g. "api.open-meteo.com".
  public var host: String
  /// What went wrong, in plain words.
  public var reason: String

  public init(kind: Kind, host: String, reason: String) {
    self.kind = kind
    self.host = host
    self.reason = reason
  }

  public var message: String { "cannot reach \(host): \(reason)" }
}

/// An error that carries a one-line message for people: the problem and, where possible, the fix.
public protocol UserFacingError: Error {
  var message: String { get }
}

/// The one-line message of any error: its own `message` when it has one.
public func userFacingMessage(of error: Error) -> String {
  if let error = error as? UserFacingError { return error.message }
  return String(describing: error)
}
