import FoundationEssentials

extension OpenMeteoGate {
  /// GETs `url` through the gate: never while another request is in flight or a rate limit is
  /// in force; transport failures and error answers become `OpenMeteoError`. Returns the body.
  ///
  /// With a budget, a request waits while the minute's count is at Open-Meteo's limit (the
  /// server would refuse it), and its weight is recorded: the full weight when served or when
  /// the connection failed (the server may have served it), 1 for an error answer (the server
  /// counts 1), nothing for a 429 (refused before counting).
  func fetch(
    _ url: URL, client: HTTPClient, now: Date, purpose: OpenMeteoBudget.Purpose = .other, paced: Bool = true
  ) async throws -> Data {
    try await serialized {
      try await self.checkNotLimited(now: now)
      // Times stay on the caller's clock (tests pass a fixed one): after a wait, it moved on by it.
      var sentAt = now
      let budget = OpenMeteoCallWeight.isCounted(url) ? self.budget : nil
      // Not paced: a later part of one planned request cut per place (`OpenMeteoRequestSharing`),
      // whose whole weight the plan already allowed, as it would have gone in one request.
      if paced, let budget, let clears = budget.nextSendTime(now: now) {
        let wait = min(OpenMeteoBudget.minuteWindow, clears.timeIntervalSince(now))
        if wait > 0 {
          await self.reportWait(until: now.addingTimeInterval(wait))
          do {
            try await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
          } catch {
            await self.reportWait(until: nil)
            throw error
          }
          await self.reportWait(until: nil)
          sentAt = now.addingTimeInterval(wait)
        }
      }
      let weight = OpenMeteoCallWeight.of(url: url)
      let response: HTTPResponse
      do {
        response = try await client.get(url, headers: [:])
      } catch {
        budget?.record(weight, purpose: purpose, now: sentAt)
        throw OpenMeteoError.transport(message: userFacingMessage(of: error))
      }
      switch response.status {
      case 200: budget?.record(weight, purpose: purpose, now: sentAt)
      case 429: break
      default: budget?.record(1, purpose: purpose, now: sentAt)
      }
      return try await OpenMeteoResponseCheck.body(of: response, now: now, gate: self)
    }
  }
}
