import Render

/// Something the terminal reported: a key, or that the terminal is gone. (A size change
/// comes as SIGWINCH, `ProcessSignal.windowChanged`.)
public enum TerminalEvent: Sendable, Hashable {
  case key(Key)
  /// Standard input is closed or the tty hung up: quit, and stop reading (the read source
  /// would otherwise fire forever on end-of-file).
  case hangup
}
