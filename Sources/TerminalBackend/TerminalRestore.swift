import CNcurses
import CTerminalCrashGuard
import Glibc

/// Puts the terminal back when the process ends any way other than `TerminalScreen.stop()`:
/// a plain `exit`, or a crash (fatal signal). Without this a crash leaves the user's shell in
/// raw mode on the alternate screen with no cursor.
///
/// The state lives in globals because atexit hooks are C functions that cannot capture
/// context; it is written only on the main thread before and after curses runs. The
/// fatal-signal handler itself is C (`CTerminalCrashGuard`): it must be async-signal-safe.
public enum TerminalRestore {
  /// Whether curses currently owns the screen.
  nonisolated(unsafe) static var cursesActive = false
  nonisolated(unsafe) private static var installed = false

  /// Installs the atexit hook and the fatal-signal handlers once per process. `TerminalScreen`
  /// calls it; call it first thing in `main` so `--once` runs in a terminal never wait either.
  ///
  /// Our handlers replace Swift's runtime backtracer for SIGSEGV, SIGBUS, SIGILL, SIGFPE,
  /// SIGABRT and SIGTRAP (its SIGQUIT handler is replaced by `SignalSource`). The runtime
  /// installs its own handler before `main` wherever the disposition is the default, and on
  /// Linux it is interactive whenever stdin and stdout are terminals, which for a curses
  /// program is always: it would print over the dashboard and then hold the crashed process
  /// for 30 s at "Press space to interact". In the static release build it is only there when
  /// a `swift-backtrace` happens to be installed next to the binary; in a debug build it always
  /// is. So by default ours is the only handler: restore the terminal, print one line and a
  /// raw backtrace, die by the signal. Someone who sets `SWIFT_BACKTRACE` explicitly asked for
  /// the runtime's report: then, after the terminal is restored, the signal is handed to the
  /// runtime's handler (its settings, prompt included, are theirs) before the process dies.
  public static func installOnce() {
    guard !installed else { return }
    installed = true
    atexit { TerminalRestore.restoreIfActive() }
    let userAskedForSwiftBacktrace = getenv("SWIFT_BACKTRACE").map { $0.pointee != 0 } ?? false
    _ = weathertui_crash_guard_install(userAskedForSwiftBacktrace ? 1 : 0)
  }

  /// The terminal's modes before curses changes them: what a crash puts back.
  static func shellModes(fd: Int32) -> termios? {
    var modes = termios()
    return tcgetattr(fd, &modes) == 0 ? modes : nil
  }

  /// Prepares the crash handler once curses has started: the bytes that undo what curses did
  /// to the screen, from terminfo now (the handler cannot look anything up), and `modes`.
  static func armCrashGuard(fd: Int32, shellModes modes: termios) {
    var reset: [UInt8] = []
    for (capability, fallback) in resetCapabilities {
      reset += terminfoString(capability) ?? Array(fallback.utf8)
    }
    var modes = modes
    _ = reset.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { text in
        weathertui_crash_guard_arm(fd, text.baseAddress, text.count, &modes)
      }
    }
  }

  /// Ends curses mode if it is on: shows the cursor and leaves the alternate screen.
  static func restoreIfActive() {
    guard cursesActive else { return }
    cursesActive = false
    weathertui_crash_guard_disarm()
    curs_set(1)
    endwin()
  }

  // MARK: - Reset sequences

  /// What `endwin` undoes, in its order: attributes off, keypad transmit off, cursor shown,
  /// alternate screen left. The fallbacks (ECMA-48 / xterm) are only used where terminfo has
  /// no such string.
  static let resetCapabilities: [(name: String, fallback: String)] = [
    ("sgr0", "\u{1b}[0m"), ("rmkx", "\u{1b}[?1l\u{1b}>"), ("cnorm", "\u{1b}[?25h"), ("rmcup", "\u{1b}[?1049l"),
  ]

  /// A terminfo string capability of the current terminal, nil when absent or not a string.
  /// Padding (`$<5>`, which `tputs` turns into a delay) is dropped: the bytes go out raw.
  static func terminfoString(_ name: String) -> [UInt8]? {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
    return withoutPadding(Array(UnsafeRawBufferPointer(start: value, count: strlen(value))))
  }

  /// `bytes` without terminfo padding specifications (`$<` … `>`).
  static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
        let end = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">"))
      {
        index = end + 1
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }
}
