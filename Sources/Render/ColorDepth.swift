/// How many colours the terminal shows; themes are reduced to fit. The one depth both
/// `--once` and the dashboard draw at, chosen by `detect(environment:terminfoColors:)`.
public enum ColorDepth: String, Sendable, Hashable, CaseIterable {
  case trueColor, xterm256, ansi16, ansi8, mono

  /// Reads the conventional variables and what terminfo says the terminal has:
  /// NO_COLOR (non-empty) or TERM=dumb → mono; fewer than 8 terminfo colours → mono;
  /// COLORTERM=truecolor/24bit or direct-colour terminfo → 24-bit when terminfo has at least
  /// 256 colours; otherwise terminfo's own count (256, 16 or 8). `terminfoColors` is nil when
  /// terminfo does not know TERM: then TERM containing "256color" → 256, otherwise 16.
  public static func detect(environment: [String: String], terminfoColors: Int? = nil) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .mono }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .mono }
    let colorterm = (environment["COLORTERM"] ?? "").lowercased()
    let asksTrueColor = colorterm == "truecolor" || colorterm == "24bit"
    guard let colors = terminfoColors else {
      if asksTrueColor { return .trueColor }
      return term.contains("256color") ? .xterm256 : .ansi16
    }
    if colors < 8 { return .mono }
    if colors >= 256 { return asksTrueColor || colors >= 0x100_0000 ? .trueColor : .xterm256 }
    return colors >= 16 ? .ansi16 : .ansi8
  }
}
