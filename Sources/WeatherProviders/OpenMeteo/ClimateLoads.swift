import FoundationEssentials

/// One climate load at a time, and the archive failures not to repeat yet.
actor ClimateLoads {
  private var tail: Task<Void, Never>?
  private var failures: [String: (message: String, until: Date)] = [:]

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

  /// The message of an archive failure for `key` that is still within its retry delay.
  func recentFailure(key: String, now: Date) -> String? {
    guard let failure = failures[key], now < failure.until else { return nil }
    return failure.message
  }

  func remember(_ message: String, key: String, until: Date) {
    failures[key] = (message, until)
  }
}
