import Panes

/// Why the screen is in ASCII when the user asked for UTF-8: a locale named in the environment
/// but not installed (`setlocale` then leaves the C locale, whose curses cannot draw UTF-8).
/// Without a word the user would see `#` and `-` and think the program crude.
enum LocaleNotice {
  /// The one-line notice, or nil when the screen is UTF-8 or no UTF-8 locale was asked for.
  /// `isUTF8` is what the C library made of the environment (`TerminalScreen.isUTF8`).
  static func text(environment: [String: String], isUTF8: Bool) -> String? {
    guard !isUTF8 else { return nil }
    // The variable the C library reads for characters: LC_ALL, then LC_CTYPE, then LANG.
    let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let name, Self.namesUTF8(name) else { return nil }
    return "locale \(TerminalText.sanitize(name)) is not installed, so the screen is ASCII; "
      + "set LANG=C.UTF-8, or install it (sudo dpkg-reconfigure locales)"
  }

  /// "en_US.UTF-8", "de_DE.utf8", "C.UTF-8@euro": a codeset of UTF-8 however spelled.
  static func namesUTF8(_ name: String) -> Bool {
    let codeset = name.split(separator: ".", maxSplits: 1).dropFirst().first?.split(separator: "@").first ?? ""
    return ["utf-8", "utf8"].contains(codeset.lowercased())
  }
}
