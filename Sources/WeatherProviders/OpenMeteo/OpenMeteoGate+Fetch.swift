import FoundationEssentials

extension OpenMeteoGate {
  /// GETs `url` through the gate: never while another request is in flight or a rate limit is
  /// in force; transport failures and error answers become `OpenMeteoError`. Returns the body.
  ///
  /// With a budget, a request waits while the minute's count is at Open-Meteo's limit (the
  /// server would refuse it), a climate request while it would leave the minute less than its
  /// reserve (waiting outside the gate, behind every other request), and its weight is recorded: the full weight when served or when
  /// the connection failed (the server may have served it), 1 for an error answer (the server
  /// counts 1), nothing for a 429 (refused before counting).
  func fetch(
    _ url: URL, client: HTTPClient, now: Date, purpose: OpenMeteoBudget.Purpose = .other
  ) async throws -> Data {
    let budget = OpenMeteoCallWeight.isCounted(url) ? self.budget : nil
    let weight = OpenMeteoCallWeight.of(url: url)
    // Times stay on the caller's clock (tests pass a fixed one): after a wait, it moved on by it.
    var clock = now
    while true {
      let turnStart = clock
      let outcome = try await serialized(purpose: purpose) { () async throws -> FetchStep in
        var clock = turnStart
        try await self.checkNotLimited(now: clock)
        if let budget, let clears = budget.nextSendTime(now: clock, purpose: purpose, weight: weight) {
          let wait = min(OpenMeteoBudget.minuteWindow, clears.timeIntervalSince(clock))
          if wait > 0 {
            // A climate request waits without holding the gate, so forecasts go meanwhile; a
            // forecast keeps its turn (only other forecasts or searches filled the minute).
            if purpose == .climate { return .wait(wait) }
            try await self.pause(wait, from: clock, climate: false)
            clock = clock.addingTimeInterval(wait)
          }
        }
        let response = try await self.send(
          url, weight: weight, client: client, budget: budget, purpose: purpose, sentAt: clock)
        // Checked before the gate opens again: a 429 is remembered before anything else is sent.
        return .body(try await OpenMeteoResponseCheck.body(of: response, now: now, gate: self))
      }
      switch outcome {
      case .body(let body):
        return body
      case .wait(let wait):
        // Reported apart: a climate record waiting its minute holds nothing up.
        try await pause(wait, from: clock, climate: true)
        clock = clock.addingTimeInterval(wait)
      }
    }
  }

  /// What one turn at the gate came to.
  private enum FetchStep: Sendable {
    case body(Data)
    case wait(TimeInterval)
  }

  /// Sleeps `wait` seconds, telling the (climate) wait observer until when.
  private func pause(_ wait: TimeInterval, from clock: Date, climate: Bool) async throws {
    reportWait(until: clock.addingTimeInterval(wait), climate: climate)
    defer { reportWait(until: nil, climate: climate) }
    try await sleep(wait)
  }

  /// Sends the request and records its weight.
  private func send(
    _ url: URL, weight: Double, client: HTTPClient, budget: OpenMeteoBudget?, purpose: OpenMeteoBudget.Purpose,
    sentAt: Date
  ) async throws -> HTTPResponse {
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
    return response
  }
}
