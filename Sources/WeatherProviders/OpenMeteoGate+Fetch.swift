import Foundation

extension OpenMeteoGate {
  /// GETs `url` through the gate: never while another request is in flight or a rate limit is
  /// in force; transport failures and error answers become `OpenMeteoError`. Returns the body.
  func fetch(_ url: URL, client: HTTPClient, now: Date) async throws -> Data {
    try await serialized {
      try await self.checkNotLimited(now: now)
      let response: HTTPResponse
      do {
        response = try await client.get(url, headers: [:])
      } catch {
        throw OpenMeteoError.transport(message: userFacingMessage(of: error))
      }
      return try await OpenMeteoResponseCheck.body(of: response, now: now, gate: self)
    }
  }
}
