import FoundationEssentials

/// Keeps this process polite to Open-Meteo: one request in flight at a time, none before a
/// remembered rate-limit reset, and (with a budget) every request's weight recorded and none
/// sent while the minute's count is at the limit.
///
/// Share ONE gate between every Open-Meteo client of the process (forecast and geocoding), so
/// that concurrent refreshes queue up instead of tripping the server's concurrency limit.
public actor OpenMeteoGate {
  private var busy = false
  /// Forecasts, searches and alerts: served before any climate request that waits.
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// Climate requests: they go when no other request waits.
  private var climateWaiters: [CheckedContinuation<Void, Never>] = []
  private var blocked: (reason: String, until: Date)?
  /// What this machine has spent of Open-Meteo's limits; nil counts nothing.
  public nonisolated let budget: OpenMeteoBudget?
  private var waitObserver: (@Sendable (Date?) -> Void)?
  private var climateWaitObserver: (@Sendable (Date?) -> Void)?
  /// How a wait for the minute passes: `Task.sleep`, or in tests a clock moved on at once.
  let sleep: @Sendable (TimeInterval) async throws -> Void

  /// - Parameter sleep: waits the given seconds; tests pass one that moves their clock instead.
  public init(
    budget: OpenMeteoBudget? = nil,
    sleep: @escaping @Sendable (TimeInterval) async throws -> Void = {
      try await Task.sleep(nanoseconds: UInt64($0 * 1e9))
    }
  ) {
    self.budget = budget
    self.sleep = sleep
  }

  /// Runs `body` when no other request through this gate is running; a climate request lets
  /// every other request that waits go first.
  func serialized<T: Sendable>(
    purpose: OpenMeteoBudget.Purpose = .other, _ body: @Sendable () async throws -> T
  ) async throws -> T {
    await acquire(purpose)
    do {
      let value = try await body()
      release()
      return value
    } catch {
      release()
      throw error
    }
  }

  /// Throws `rateLimited` while a remembered limit has not reset yet.
  func checkNotLimited(now: Date) throws {
    guard let blocked else { return }
    if now < blocked.until {
      throw OpenMeteoError.rateLimited(reason: blocked.reason, retryAt: blocked.until)
    }
    self.blocked = nil
  }

  /// Remembers a 429 so that no request is sent before `retryAt`.
  func recordLimit(reason: String, retryAt: Date) {
    if let blocked, blocked.until > retryAt { return }
    blocked = (reason, retryAt)
  }

  /// The instant before which no request will be sent, if any.
  public var retryAt: Date? { blocked?.until }

  /// Calls `observer` when a request starts to wait for the minute's count to clear, with the
  /// instant it will go (on the caller's clock), and with nil when the wait is over, so that a
  /// screen can say why nothing is happening instead of "updating…" for up to a minute.
  public func observeWaits(_ observer: @escaping @Sendable (Date?) -> Void) {
    waitObserver = observer
  }

  /// Like `observeWaits`, for a climate request's wait (which holds nothing else up): a
  /// caller that must not hang silently (`--once`) says it; the dashboard shows the plan instead.
  public func observeClimateWaits(_ observer: @escaping @Sendable (Date?) -> Void) {
    climateWaitObserver = observer
  }

  func reportWait(until: Date?, climate: Bool = false) {
    (climate ? climateWaitObserver : waitObserver)?(until)
  }

  // MARK: - Mutual exclusion

  private func acquire(_ purpose: OpenMeteoBudget.Purpose) async {
    if !busy {
      busy = true
      return
    }
    switch purpose {
    case .other: await withCheckedContinuation { waiters.append($0) }
    case .climate: await withCheckedContinuation { climateWaiters.append($0) }
    }
  }

  private func release() {
    // Ownership passes straight to the next waiter, weather first; `busy` stays true.
    if !waiters.isEmpty {
      waiters.removeFirst().resume()
    } else if !climateWaiters.isEmpty {
      climateWaiters.removeFirst().resume()
    } else {
      busy = false
    }
  }
}
