import Dispatch

#if os(Linux)
  import CConcurrencyRuntime
  import Glibc
#endif

/// The main thread's loop: waits for work on the main dispatch queue (the main actor's jobs,
/// the key and signal sources) or for its one timer, runs it, and waits again, for as long as
/// the program runs.
///
/// In place of `dispatchMain()`, which on Linux ends the main thread and hands the main queue
/// to libdispatch's worker pool; the pool's first worker starts the once-a-second monitor that
/// `GlobalJobThread` keeps away from the other jobs. Here the main queue stays bound to the main
/// thread, which sleeps in `poll` on the queue's eventfd, as swift-corelibs-foundation's RunLoop
/// does. The timer is the poll's own timeout, so the dashboard's minute tick wakes this thread
/// alone: a dispatch timer would wake libdispatch's timer thread as well, and again to re-arm it.
enum MainQueueLoop {
  /// Runs the loop on the main thread; never returns.
  static func run() -> Never {
    #if os(Linux)
      var waiting = pollfd(fd: weathertui_main_queue_handle(), events: Int16(POLLIN), revents: 0)
      while true {
        weathertui_drain_main_queue()
        let timeout = MainActor.assumeIsolated { () -> Int32 in
          LoopTimer.fireIfDue()
          return LoopTimer.millisecondsToWait()
        }
        let ready = poll(&waiting, 1, timeout)
        if ready > 0 {
          // The eventfd counts wakeups; read it back to zero before draining, so work added
          // during the drain wakes the next poll.
          var count: UInt64 = 0
          _ = read(waiting.fd, &count, MemoryLayout<UInt64>.size)
        } else if ready < 0 && errno != EINTR {
          // Cannot happen for one valid descriptor; rather than spin, leave it to libdispatch.
          dispatchMain()
        }
      }
    #else
      dispatchMain()
    #endif
  }

  /// Calls `handler` on the main thread once `seconds` have passed, replacing the timer set
  /// before, if any. On Linux it fires only while `run()` is the main thread's loop, which it is
  /// for the whole program (`WeatherTUIProgram.main`).
  @MainActor static func setTimer(after seconds: Double, _ handler: @escaping @MainActor () -> Void) {
    LoopTimer.set(after: seconds, handler)
  }

  /// Stops the timer, if one is set.
  @MainActor static func cancelTimer() {
    LoopTimer.cancel()
  }
}

// MARK: - The one timer

#if os(Linux)
  /// The loop's timer, on the monotonic clock, touched only on the main thread.
  @MainActor private enum LoopTimer {
    private static var deadline: UInt64?
    private static var handler: (@MainActor () -> Void)?

    static func set(after seconds: Double, _ newHandler: @escaping @MainActor () -> Void) {
      // Clamped: a wait past a year is no wait the dashboard asks for, and the sum must not overflow.
      let nanoseconds = UInt64(min(max(seconds, 0), 365 * 86_400) * 1e9)
      deadline = now() + nanoseconds
      handler = newHandler
    }

    static func cancel() {
      deadline = nil
      handler = nil
    }

    static func fireIfDue() {
      guard let deadline, deadline <= now(), let handler else { return }
      cancel()
      handler()
    }

    /// For `poll`: -1 without a timer, else the wait rounded up, so the loop never wakes early.
    static func millisecondsToWait() -> Int32 {
      guard let deadline else { return -1 }
      let current = now()
      guard deadline > current else { return 0 }
      return Int32(min((deadline - current + 999_999) / 1_000_000, UInt64(Int32.max)))
    }

    private static func now() -> UInt64 {
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC, &time)
      return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
  }
#else
  /// Elsewhere the main queue runs under `dispatchMain()`: a dispatch timer.
  @MainActor private enum LoopTimer {
    private static var timer: DispatchSourceTimer?

    static func set(after seconds: Double, _ handler: @escaping @MainActor () -> Void) {
      cancel()
      let source = DispatchSource.makeTimerSource(queue: .main)
      source.schedule(deadline: .now() + max(seconds, 0))
      source.setEventHandler { MainActor.assumeIsolated { handler() } }
      timer = source
      source.resume()
    }

    static func cancel() {
      timer?.cancel()
      timer = nil
    }
  }
#endif
