/// A key press, decoded from the terminal by TerminalBackend and mapped to actions by the
/// key table in the executable. Pure vocabulary: no terminal here.
public enum Key: Sendable, Hashable {
  case character(Character)
  case up, down, left, right
  case tab, backTab
  case enter, escape, backspace
  case pageUp, pageDown, home, end
  /// Insert and Delete (the editing keys above the arrows).
  case insert, delete
  /// Ctrl+letter, lower-case letter: `.control("l")` is Ctrl-L.
  case control(Character)
  case function(Int)
}
