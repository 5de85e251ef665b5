import Panes

/// Why the screen is in ASCII when the user asked for UTF-8: a locale named in the environment
/// but not installed (`setlocale` then leaves the C locale, whose curses cannot draw UTF-8).
/// Without a word the user would see `@` and `#` and think the program crude.
enum LocaleNotice {
  /// The one-line notice, or nil when the screen is UTF-8 or no UTF-8 locale was asked for.
  /// `isUTF8` is what the C library made of the environment (`TerminalScreen.isUTF8`).
  static func text(environment: [String: String], isUTF8: Bool) -> String? {
    guard !isUTF8, Settings.localeIsUTF8(environment: environment),
      let name = Settings.localeName(environment: environment)
    else { return nil }
    return "locale \(TerminalText.sanitize(name)) is not installed, so the screen is ASCII; "
      + "set LANG=C.UTF-8, or install it (sudo dpkg-reconfigure locales)"
  }
}
