import FoundationEssentials

/// Keeps WeatherKit requests one at a time (WeatherKit has no multi-place call, so a refresh of
/// several places is a queue, never a burst) and none before a remembered 429 clears.
actor WeatherKitGate {
  private var busy = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var blockedUntil: Date?

  /// Runs `body` when no other request through this gate is running.
  func serialized<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
    if busy {
      await withCheckedContinuation { waiters.append($0) }
    } else {
      busy = true
    }
    defer {
      // Ownership passes straight to the next waiter; `busy` stays true.
      if waiters.isEmpty { busy = false } else { waiters.removeFirst().resume() }
    }
    return try await body()
  }

  /// Throws `rateLimited` while a remembered 429 has not cleared.
  func checkNotLimited(now: Date) throws {
    guard let until = blockedUntil else { return }
    if now < until { throw WeatherKitError.rateLimited(retryAt: until) }
    blockedUntil = nil
  }

  func recordLimit(until: Date) {
    if let blockedUntil, blockedUntil > until { return }
    blockedUntil = until
  }
}
