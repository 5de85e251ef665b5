import FoundationEssentials

/// What can go wrong asking the National Weather Service for alerts; one line each, with the fix.
public enum NWSError: Error, Sendable, Equatable, UserFacingError {
  /// HTTP 403 (an HTML page from the CDN): the User-Agent was refused or the network is a proxy.
  case forbidden
  /// Another 4xx: our request was wrong; `detail` from the problem body.
  /// HTTP 404 that is not NWS's "out of bounds" problem: it knows nothing at this point.
  case placeUnknown
  case badRequest(status: Int, detail: String?)
  /// 5xx: the service has a problem.
  case server(status: Int, detail: String?)
  case malformedBody(detail: String)
  case transport(message: String)

  public var message: String {
    switch self {
    case .forbidden:
      return "NWS alerts refused the request (HTTP 403); set nws_contact = \"you@example.org\" in "
        + "config.toml (or WEATHERTUI_NWS_CONTACT), or avoid an anonymising proxy"
    case .placeUnknown:
      return "NWS alerts did not know this place (HTTP 404), so it has no alerts for it; "
        + "the forecast is unaffected, and alerts will be asked again at the next refresh"
    case .badRequest(let status, let detail):
      return "NWS alerts refused the request (HTTP \(status)\(Self.suffix(detail))); "
        + "report this as a weathertui bug"
    case .server(let status, let detail):
      return "NWS alerts answered HTTP \(status)\(Self.suffix(detail)); the service has a "
        + "problem, alerts will be retried at the next refresh"
    case .malformedBody(let detail):
      return "NWS alerts sent an unreadable answer: \(UntrustedText.clean(detail, limit: 120)); "
        + "alerts will be retried at the next refresh"
    case .transport(let message):
      return "\(message); alerts will be retried at the next refresh"
    }
  }

  private static func suffix(_ detail: String?) -> String {
    guard let detail, !detail.isEmpty else { return "" }
    return ": " + UntrustedText.clean(detail, limit: 100)
  }
}
