import FoundationEssentials

/// One climate load at a time, and the archive failures not to repeat yet.
///
/// A failed record costs as much as a good one (hundreds of weighted calls), so a place whose
/// record failed is not asked again for `retryDelay`, then four times as long after each
/// further failure, up to a week: 1 h, 4 h, 16 h, 64 h, 7 days. The failures are kept in the
/// cache folder (`climate/failures.json`), so a restart, or the next `--once`, does not ask again.
actor ClimateLoads {
  private var tail: Task<Void, Never>?
  private let cache: ClimateCache?
  /// Nil until read from the cache folder.
  private var failures: [String: ClimateCache.FailureNote]?

  /// The longest a failed place waits before it is asked again.
  static let longestDelay: TimeInterval = 7 * 86_400

  init(cache: ClimateCache?) {
    self.cache = cache
  }

  /// Runs `body` after every load started before it has finished.
  func exclusive<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T {
    let previous = tail
    let task = Task {
      await previous?.value
      return await body()
    }
    tail = Task { _ = await task.value }
    return await task.value
  }

  /// The failure for `key` whose back-off has not run out at `now`, if any.
  func recentFailure(key: String, now: Date) -> ClimateCache.FailureNote? {
    guard let failure = known()[key], now < failure.until else { return nil }
    // A note promising a wait longer than any back-off was not written by this program (or
    // the clock was set back): it does not hold the place back.
    guard failure.until.timeIntervalSince(now) <= Self.longestDelay + 60 else { return nil }
    return failure
  }

  /// Records a failure for `key` at `now`: the next try waits `delay`, four times longer than
  /// the wait before it (up to `longestDelay`).
  func remember(_ message: String, key: String, now: Date, delay: TimeInterval) {
    var all = known()
    let count = min((all[key]?.count ?? 0) + 1, 20)
    let wait = min(Self.longestDelay, delay * Double(1 << (2 * (count - 1))))
    all[key] = ClimateCache.FailureNote(message: message, until: now.addingTimeInterval(wait), count: count)
    failures = all
    cache?.storeFailures(all)
  }

  /// Forgets the failures of `key` once its record arrived.
  func forget(key: String) {
    var all = known()
    guard all.removeValue(forKey: key) != nil else { return }
    failures = all
    cache?.storeFailures(all)
  }

  private func known() -> [String: ClimateCache.FailureNote] {
    if let failures { return failures }
    let read = cache?.failures() ?? [:]
    failures = read
    return read
  }
}
