import FoundationEssentials

/// Keeps this process polite to Open-Meteo: one request in flight at a time, none before a
/// remembered rate-limit reset, and (with a budget) every request's weight recorded and none
/// sent while the minute's count is at the limit.
///
/// Share ONE gate between every Open-Meteo client of the process (forecast and geocoding), so
/// that concurrent refreshes queue up instead of tripping the server's concurrency limit.
public actor OpenMeteoGate {
  private var busy = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var blocked: (reason: String, until: Date)?
  /// What this machine has spent of Open-Meteo's limits; nil counts nothing.
  public nonisolated let budget: OpenMeteoBudget?
  private var waitObserver: (@Sendable (Date?) -> Void)?

  public init(budget: OpenMeteoBudget? = nil) {
    self.budget = budget
  }

  /// Runs `body` when no other request through this gate is running.
  func serialized<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
    await acquire()
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

  func reportWait(until: Date?) {
    waitObserver?(until)
  }

  // MARK: - Mutual exclusion

  private func acquire() async {
    if !busy {
      busy = true
      return
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  private func release() {
    if waiters.isEmpty {
      busy = false
    } else {
      // Ownership passes straight to the next waiter; `busy` stays true.
      waiters.removeFirst().resume()
    }
  }
}
