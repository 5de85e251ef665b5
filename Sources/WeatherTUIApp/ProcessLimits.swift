import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// What the program checks of the process's resource limits before it starts work, so that a
/// limit too low for it is one clear message and an exit, not a crash or a hang: with a tiny
/// stack (`ulimit -s 64`) Swift code overflows it at start; with no room for another thread
/// (`ulimit -u`, `ulimit -v`) libdispatch waits for one for ever, a second at a time, without a
/// word.
enum ProcessLimits {
  /// The stack the program asks for when the limit is lower than `minimumStack`: Linux's usual
  /// default. The debug build needs about 256 KiB to start, the release build under 128 KiB.
  static let wantedStack: rlim_t = 8 << 20
  static let minimumStack: rlim_t = 1 << 20
  /// Threads besides the main one alive at once at the busiest moment (strace): eight in the
  /// dashboard refreshing three places while a search runs, four in a `--once` of three; and
  /// the stall watch's own (`StallWatch`).
  static let threadsNeeded = 9

  // Glibc's resource names, as the `Int32` its functions take (Swift imports them as an enum,
  // and leaves RLIMIT_NPROC out).
  private static let stackResource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
  private static let memoryResource = __rlimit_resource_t(RLIMIT_AS.rawValue)
  private static let processResource: __rlimit_resource_t = 6  // RLIMIT_NPROC on Linux
  /// RLIM_INFINITY, which Swift cannot import (its C definition is `-1` cast to unsigned).
  private static let unlimited = rlim_t.max

  // MARK: - Stack

  /// Raises a stack limit below `minimumStack` and runs the program again in this process
  /// (glibc sizes the main stack and every thread's default stack at start), or, when the hard
  /// limit forbids it, says so and exits. Returns only when the stack is large enough.
  static func ensureStack() {
    var limit = rlimit()
    guard getrlimit(stackResource, &limit) == 0, limit.rlim_cur != unlimited, limit.rlim_cur < minimumStack
    else { return }
    guard limit.rlim_max == unlimited || limit.rlim_max >= minimumStack else {
      fail(
        "the stack size limit is \(limit.rlim_cur >> 10) KiB (ulimit -s), and the program needs at least "
          + "\(minimumStack >> 10) KiB; raise it (ulimit -s \(wantedStack >> 10)) and start again")
    }
    limit.rlim_cur = limit.rlim_max == unlimited ? wantedStack : min(wantedStack, limit.rlim_max)
    guard setrlimit(stackResource, &limit) == 0 else {
      fail(
        "cannot raise the stack size limit (\(String(cString: strerror(errno)))); raise it with ulimit -s and start again"
      )
    }
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    fail("cannot start again with a larger stack (\(String(cString: strerror(errno)))); raise it with ulimit -s")
  }

  // MARK: - Threads

  /// Starts `threadsNeeded` threads that wait together, then ends them: when one cannot start,
  /// says why (with the limits that stop it) and exits.
  static func ensureThreads() {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return }  // no descriptors to spare: the program says so later
    defer {
      close(pipeEnds[0])
      close(pipeEnds[1])
    }
    var threads: [pthread_t] = []
    var failure: Int32 = 0
    let readEnd = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    defer { readEnd.deallocate() }
    readEnd.pointee = pipeEnds[0]
    for _ in 0..<threadsNeeded {
      var thread = pthread_t()
      let result = pthread_create(
        &thread, nil,
        { argument in
          var byte: UInt8 = 0
          _ = read(argument!.assumingMemoryBound(to: Int32.self).pointee, &byte, 1)
          return nil
        }, readEnd)
      if result != 0 {
        failure = result
        break
      }
      threads.append(thread)
    }
    let release = [UInt8](repeating: 0, count: threads.count)
    _ = release.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
    for thread in threads { pthread_join(thread, nil) }
    guard failure != 0 else { return }
    fail(
      "cannot start a thread (\(String(cString: strerror(failure)))): \(describeLimits()) leave no room for "
        + "the \(threadsNeeded) it needs; raise them and start again")
  }

  /// Whether a thread can start now: one is started, with the defaults libdispatch's own take,
  /// and joined at once. 0, or the error `pthread_create` gave (EAGAIN: a limit is reached).
  static func threadStartError() -> Int32 {
    var thread = pthread_t()
    let result = pthread_create(&thread, nil, { _ in nil }, nil)
    if result == 0 { pthread_join(thread, nil) }
    return result
  }

  /// "the limits on processes of this user (ulimit -u 10) and memory (ulimit -v 50000)",
  /// naming those set; `anyProcessLimit` names the process limit however high it is (once
  /// threads have run out while the program runs, it is the likely one), else only below 1024.
  static func describeLimits(anyProcessLimit: Bool = false) -> String {
    var parts: [String] = []
    var limit = rlimit()
    // Defaults run to tens of thousands.
    if getrlimit(processResource, &limit) == 0, limit.rlim_cur != unlimited, anyProcessLimit || limit.rlim_cur < 1024 {
      parts.append("processes of this user (ulimit -u \(limit.rlim_cur))")
    }
    if getrlimit(memoryResource, &limit) == 0, limit.rlim_cur != unlimited {
      parts.append("memory (ulimit -v \(limit.rlim_cur >> 10))")
    }
    if parts.isEmpty { return "the system's limits on threads" }
    return "the limits on " + parts.joined(separator: " and ")
  }

  private static func fail(_ message: String) -> Never {
    Console.error(message)
    exit(1)
  }
}
