import CNcurses
import Glibc

/// Puts the terminal back when the process ends any way other than `TerminalScreen.stop()`:
/// a plain `exit`, or a crash (fatal signal). Without this a crash leaves the user's shell in
/// raw mode with no cursor.
///
/// The state lives in globals because signal handlers and atexit hooks are C functions that
/// cannot capture context; it is written only on the main thread before and after curses runs.
enum TerminalRestore {
  /// Fatal signals after which the terminal must be restored before the default action.
  static let fatalSignals: [Int32] = [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE]

  /// Whether curses currently owns the screen.
  nonisolated(unsafe) static var cursesActive = false
  nonisolated(unsafe) private static var installed = false
  /// The handlers that were in place before ours (e.g. Swift's backtracer), re-installed and
  /// re-raised into after restoring, so crash reports still appear, now on a sane terminal.
  nonisolated(unsafe) static var previousActions: [sigaction] = []

  /// Installs the atexit hook and fatal signal handlers once per process.
  static func installOnce() {
    guard !installed else { return }
    installed = true
    atexit { TerminalRestore.restoreIfActive() }
    previousActions = fatalSignals.map { signo in
      var action = sigaction()
      action.__sigaction_handler.sa_handler = restoreAndReraise
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      var previous = sigaction()
      sigaction(signo, &action, &previous)
      return previous
    }
  }

  /// Ends curses mode if it is on: shows the cursor and leaves the alternate screen.
  static func restoreIfActive() {
    guard cursesActive else { return }
    cursesActive = false
    curs_set(1)
    endwin()
  }
}

/// Signal handler: restore the terminal, then hand the signal to whoever handled it before
/// (or the default action, which ends the process). Not strictly async-signal-safe (endwin
/// writes through stdio), which is the accepted trade-off every curses program makes.
private func restoreAndReraise(_ signo: Int32) {
  TerminalRestore.restoreIfActive()
  if let index = TerminalRestore.fatalSignals.firstIndex(of: signo),
    index < TerminalRestore.previousActions.count
  {
    var previous = TerminalRestore.previousActions[index]
    sigaction(signo, &previous, nil)
  } else {
    signal(signo, SIG_DFL)
  }
  // The signal is blocked while its handler runs, so this is delivered to the restored
  // handler as soon as we return (for faults, re-executing the instruction faults again).
  raise(signo)
}
