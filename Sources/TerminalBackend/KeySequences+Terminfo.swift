import CNcurses
import Synchronization

extension KeySequences {
  /// The table for the terminal curses runs on (its entry is loaded by then).
  @MainActor
  static func forRunningTerminal() -> KeySequences {
    KeySequences(terminfo: currentKeyStrings())
  }

  /// `term`'s key strings as terminfo gives them (capability name → string), read without
  /// starting curses; nil when terminfo does not know `term`.
  public static func terminfo(term: String) -> [String: String]? {
    guard !term.isEmpty else { return nil }
    return TerminalCapabilities.terminfoLock.withLock { _ in
      var previous: UnsafeMutablePointer<TERMINAL>?
      guard weathertui_terminfo_load(term, &previous) == 0 else { return nil }
      defer { weathertui_terminfo_unload(previous) }
      return currentKeyStrings()
    }
  }

  private static func currentKeyStrings() -> [String: String] {
    var strings: [String: String] = [:]
    for (name, _) in capabilities {
      if let value = weathertui_tigetstr(name) { strings[name] = String(cString: value) }
    }
    return strings
  }
}
