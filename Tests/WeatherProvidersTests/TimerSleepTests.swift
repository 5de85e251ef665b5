import Testing

@testable import WeatherProviders

/// The rate-limit wait: it ends, and cancellation ends it early with `CancellationError`,
/// as `Task.sleep` does.
@Suite struct TimerSleepTests {
  @Test("a short sleep returns")
  func returns() async throws {
    let started = ContinuousClock.now
    try await TimerSleep.sleep(nanoseconds: 20_000_000)
    #expect(ContinuousClock.now - started >= .milliseconds(20))
  }

  @Test("cancelling a long sleep throws CancellationError")
  func cancelledWhileSleeping() async throws {
    let sleeper = Task { try await TimerSleep.sleep(nanoseconds: 600 * 1_000_000_000) }
    try await Task.sleep(for: .milliseconds(50))
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }

  @Test("a task cancelled before it sleeps throws at once")
  func cancelledBeforeSleeping() async throws {
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await TimerSleep.sleep(nanoseconds: 600 * 1_000_000_000)
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }

  @Test("a wait past Int's nanoseconds is forever, not a crash, until cancelled")
  func hugeWait() async throws {
    let sleeper = Task { try await TimerSleep.sleep(nanoseconds: .max) }
    try await Task.sleep(for: .milliseconds(20))
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }
}
