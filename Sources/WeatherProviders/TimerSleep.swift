import Dispatch
import Synchronization

/// `Task.sleep` on a timer of a serial dispatch queue.
///
/// Since Swift 6.2, `Task.sleep` on Linux sets its timer on libdispatch's global pool, and the
/// pool's first worker starts a once-a-second monitor that runs until the process ends; a
/// serial queue's threads are not watched by it. So a rate-limit wait does not leave the
/// dashboard waking every second afterwards (see `GlobalJobThread` in WeatherTUIApp).
enum TimerSleep {
  /// Suspends for at least `nanoseconds`; throws `CancellationError` when the task is
  /// cancelled, at once, as `Task.sleep` does.
  static func sleep(nanoseconds: UInt64) async throws {
    let sleeper = Sleeper()
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { continuation in
        sleeper.start(continuation, nanoseconds: nanoseconds)
      }
    } onCancel: {
      sleeper.finish(cancelled: true)
    }
  }

  private static let queue = DispatchQueue(label: "weathertui.sleep")

  /// One sleep: the continuation is resumed once, by the timer or by cancellation, whichever
  /// comes first; the other finds nothing left to do.
  private final class Sleeper: Sendable {
    private enum State {
      case notStarted
      case sleeping(UnsafeContinuation<Void, any Error>)
      case finished
    }
    private let state = Mutex(State.notStarted)

    func start(_ continuation: UnsafeContinuation<Void, any Error>, nanoseconds: UInt64) {
      let cancelledAlready = state.withLock { state -> Bool in
        guard case .notStarted = state else { return true }
        state = .sleeping(continuation)
        return false
      }
      if cancelledAlready {
        continuation.resume(throwing: CancellationError())
        return
      }
      // DispatchTime counts in Int nanoseconds; anything past that is forever.
      let deadline =
        nanoseconds > UInt64(Int.max) ? DispatchTime.distantFuture : .now() + .nanoseconds(Int(nanoseconds))
      TimerSleep.queue.asyncAfter(deadline: deadline) { self.finish(cancelled: false) }
    }

    func finish(cancelled: Bool) {
      let continuation = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
        switch state {
        case .notStarted:
          state = .finished
          return nil
        case .sleeping(let continuation):
          state = .finished
          return continuation
        case .finished:
          return nil
        }
      }
      if cancelled {
        continuation?.resume(throwing: CancellationError())
      } else {
        continuation?.resume()
      }
    }
  }
}
