import FoundationEssentials

/// Turns a non-200 Open-Meteo answer (always `{"error":true,"reason":…}`) into an `OpenMeteoError`.
enum OpenMeteoResponseCheck {
  /// Returns the body of a 200 answer, or throws the matching error (recording a 429 in `gate`).
  static func body(of response: HTTPResponse, now: Date, gate: OpenMeteoGate) async throws -> Data {
    if response.status == 200 { return response.body }
    let reason = errorReason(response.body)
    switch response.status {
    case 400:
      throw OpenMeteoError.badRequest(reason: reason ?? "no reason given")
    case 429:
      let text = reason ?? "Too many requests"
      let retryAt = RateLimitKind(reason: text).retryAt(after: now)
      await gate.recordLimit(reason: text, retryAt: retryAt)
      throw OpenMeteoError.rateLimited(reason: text, retryAt: retryAt)
    default:
      throw OpenMeteoError.server(status: response.status, reason: reason)
    }
  }

  /// The cleaned `reason` of an Open-Meteo error body, nil when the body is something else.
  static func errorReason(_ body: Data) -> String? {
    guard let reason = (try? JSONValue.parse(body))?["reason"]?.string
    else { return nil }
    let cleaned = UntrustedText.clean(reason)
    return cleaned.isEmpty ? nil : cleaned
  }
}
