import Render

/// Something the terminal reported: a key, a size change, or that the terminal is gone.
public enum TerminalEvent: Sendable, Hashable {
  case key(Key)
  /// The window changed size; call `TerminalScreen.handleResize()` and repaint.
  case resize
  /// Standard input is closed or the tty hung up: quit, and stop reading (the read source
  /// would otherwise fire forever on end-of-file).
  case hangup
}
