import CTerminalCrashGuard
import FoundationEssentials
import Glibc
import WeatherCore

/// Ends the dashboard cleanly when it has stopped for want of a thread.
///
/// Once `dispatchMain()` runs, every key, timer and result is run by a libdispatch worker, and a
/// worker left idle for 5 s ends. When the user's process limit (`ulimit -u`) or address space
/// (`ulimit -v`) fills up while the dashboard runs, libdispatch cannot start the worker that
/// would run the next key or minute, and waits for one for ever, a second at a time: the screen
/// froze on the alternate screen and `q` did nothing (issue 51: over 45 s, then for good while a
/// fork bomb of the same user ran). No code on a queue can notice, since none runs.
///
/// So this watch runs on a thread of its own, started with the dashboard while threads still
/// start, and uses neither libdispatch nor curses. It waits in `poll(2)` on the terminal's input
/// and on its own pipe, and wakes for three things only: a key the dashboard has not taken within
/// `keyLimit`, a minute tick overdue by `tickGrace`, and a quit not finished within `quitLimit`.
/// When one is late and a thread cannot start, it ends the program as the crash guard does: the
/// terminal given back, the alert hooks' process groups ended, one line naming the limit,
/// status 1. A delay with threads to spare (a loaded machine) is left alone. Idle, it wakes once
/// a minute, after each tick.
final class StallWatch: @unchecked Sendable {
  /// How long a key may wait in the terminal before the dashboard counts as stopped: `q` ends
  /// the program within `keyLimit` plus the time to end it, under 3 s.
  static let keyLimit: TimeInterval = 2
  /// How long after its time the minute tick may be late.
  static let tickGrace: TimeInterval = 5
  /// How long quitting may take before the watch finishes it: `q` must end the program within 3 s.
  static let quitLimit: TimeInterval = 2.8

  /// The real seconds between minute ticks (60, or less on the soak's fast clock).
  private let tickInterval: TimeInterval
  /// The alert hooks' process groups still running, ended with the program.
  private let hookGroups: @Sendable () -> [pid_t]
  /// A clause for what is lost ("your last change of places was not saved"), or nil.
  private let unsavedWork: @Sendable () -> String?

  private let lock = ThreadLock()
  /// When the dashboard last took a key, and how many it has taken.
  private var keysTaken = 0
  private var lastTick: TimeInterval
  private var quitAsked: TimeInterval?
  /// The pipe that wakes the watch (its read end, write end).
  private let wake: (Int32, Int32)

  /// Starts the watch's thread; nil when it cannot start (the limits are checked at start, so
  /// only when they filled up in between: the dashboard then runs without the watch).
  init?(
    tickInterval: TimeInterval, hookGroups: @escaping @Sendable () -> [pid_t],
    unsavedWork: @escaping @Sendable () -> String?
  ) {
    self.tickInterval = tickInterval
    self.hookGroups = hookGroups
    self.unsavedWork = unsavedWork
    lastTick = Self.monotonic()
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, O_NONBLOCK)
    }
    wake = (ends[0], ends[1])
    var thread = pthread_t()
    let unmanaged = Unmanaged.passRetained(self)
    let started = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<StallWatch>.fromOpaque(context!).takeRetainedValue().watch()
      }, unmanaged.toOpaque())
    guard started == 0 else {
      unmanaged.release()
      close(ends[0])
      close(ends[1])
      return nil
    }
    pthread_detach(thread)
  }

  // MARK: - What the dashboard reports

  /// The dashboard took the keys waiting in the terminal.
  func keysTakenNow() {
    lock.withLock { keysTaken &+= 1 }
  }

  /// The minute tick ran.
  func ticked() {
    lock.withLock { lastTick = Self.monotonic() }
  }

  /// The user quit: from now the program must end within `quitLimit`.
  func quitting() {
    lock.withLock { quitAsked = Self.monotonic() }
    var byte: UInt8 = 1
    _ = write(wake.1, &byte, 1)
  }

  // MARK: - The watch

  private func watch() -> UnsafeMutableRawPointer? {
    // Signals go to the threads that handle them, as libdispatch's workers leave them.
    var signals = sigset_t()
    sigfillset(&signals)
    for synchronous in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS, SIGABRT] { sigdelset(&signals, synchronous) }
    pthread_sigmask(SIG_BLOCK, &signals, nil)

    var keyWaitingSince: TimeInterval?
    var keysThen = 0
    var terminalGone = false
    while true {
      let now = Self.monotonic()
      let (taken, tick, quit) = lock.withLock { (keysTaken, lastTick, quitAsked) }
      if keyWaitingSince != nil, taken != keysThen { keyWaitingSince = nil }

      // What is late now, and when the next thing falls due.
      var due = tick + tickInterval + Self.tickGrace
      let tickLate = now >= due
      var keyLate = false
      if let since = keyWaitingSince {
        if now >= since + Self.keyLimit {
          // Taken after all (before its count was read here) when the terminal has nothing more.
          keyLate = Self.inputWaiting()
          if !keyLate { keyWaitingSince = nil }
        }
        due = min(due, since + Self.keyLimit)
      }
      var quitLate = false
      if let quit {
        quitLate = now >= quit + Self.quitLimit
        due = min(due, quit + Self.quitLimit)
      }
      if tickLate || keyLate || quitLate {
        let error = ProcessLimits.threadStartError()
        if error != 0 { end(threadError: error) }
        // Slow, not stopped: threads still start. Look again a while later.
        lock.withLock {
          if tickLate { lastTick = now }
          if quitLate { quitAsked = now }
        }
        if keyLate { keyWaitingSince = now }
        continue
      }
      if keyWaitingSince == nil, due < now { continue }

      // Wait for a key (unless one is already waiting), the pipe, or the next due time.
      var descriptors = [pollfd(fd: wake.0, events: Int16(POLLIN), revents: 0)]
      if keyWaitingSince == nil && !terminalGone {
        descriptors.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0))
      }
      let timeout = Int32(min(max(0, due - now) * 1000 + 1, Double(Int32.max)))
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 { continue }
      if descriptors[0].revents != 0 {
        var drained = [UInt8](repeating: 0, count: 64)
        while read(wake.0, &drained, drained.count) > 0 {}
      }
      if descriptors.count > 1 {
        let events = Int32(descriptors[1].revents)
        if events & (POLLHUP | POLLERR | POLLNVAL) != 0 {
          terminalGone = true  // the dashboard ends on the hang-up itself
        } else if events & POLLIN != 0 {
          keyWaitingSince = Self.monotonic()
          keysThen = lock.withLock { keysTaken }
        }
      }
    }
  }

  /// Gives the terminal back, ends the hooks' process groups and the program, with one line.
  private func end(threadError: Int32) -> Never {
    let restored = weathertui_crash_guard_restore_now() != 0
    let groups = hookGroups()
    for group in groups { kill(-group, SIGTERM) }
    if !groups.isEmpty {
      usleep(300_000)
      for group in groups { kill(-group, SIGKILL) }
    }
    var message =
      "weathertui: stopped: no thread can start (\(String(cString: strerror(threadError)))); "
      + "\(ProcessLimits.describeLimits(anyProcessLimit: true)) leave no room for more"
    if let lost = unsavedWork() { message += "; \(lost)" }
    message += restored ? "; the terminal was restored\n" : "\n"
    message.withCString { _ = Glibc.write(STDERR_FILENO, $0, strlen($0)) }
    _exit(1)
  }

  /// Whether the terminal has input no one has read.
  private static func inputWaiting() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) == 1 && Int32(descriptor.revents) & POLLIN != 0
  }

  private static func monotonic() -> TimeInterval {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
  }
}
