import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A helper program (tmux, python3, the app) started with `posix_spawn` and reaped with a
/// blocking `waitpid` on its own pid.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit` waits for a SIGCHLD relay that can
/// miss a child that exits at once (`tmux new-session -d` does), leaving the child a zombie
/// and the test waiting forever. That hung CI; `waitpid` on the pid cannot miss an exit.
public final class ChildProcess {
  /// How a child ended.
  public enum Termination: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
  }

  public struct Failure: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
  }

  public let pid: pid_t
  private var ended: Termination?

  /// Starts `path` with `arguments`; standard input is /dev/null and output goes to the given
  /// files (or /dev/null). `environment` nil means the test process's own.
  public init(
    path: String, arguments: [String], environment: [String: String]? = nil,
    standardOutput: String = "/dev/null", standardError: String = "/dev/null"
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    // The test runner blocks some signals in its threads; a child must start with none blocked
    // and default handlers, or SIGTERM and SIGHUP tests would test nothing.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let pairs = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    let envp = pairs.map { strdup($0) } + [nil]
    defer { envp.forEach { free($0) } }

    var child: pid_t = 0
    let result = posix_spawn(&child, path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw Failure(description: "cannot start \(path): \(String(cString: strerror(result)))")
    }
    pid = child
  }

  /// The running children of `parent` (this process unless given) that call themselves `name`
  /// (the `comm` of /proc/PID/stat: at most 15 bytes).
  public static func running(named name: String, parent: pid_t = getpid()) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { pid in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
      else { return false }
      let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
      return stat[stat.index(after: open)..<close] == name && fields.count > 1 && Int32(fields[1]) == parent
    }
  }

  /// Sends `signal` to the child, if it has not been reaped yet.
  public func send(_ signal: Int32) {
    if ended == nil { kill(pid, signal) }
  }

  /// Blocks until the child ends and says how; later calls return the same answer.
  @discardableResult
  public func wait() -> Termination {
    if let ended { return ended }
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(pid, &status, 0) } while result < 0 && errno == EINTR
    // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
    let termination: Termination =
      result < 0 ? .exited(-1) : (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
    ended = termination
    return termination
  }

  deinit {
    if ended == nil {
      kill(pid, SIGKILL)
      wait()
    }
  }
}
