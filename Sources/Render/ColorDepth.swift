/// How many colours the terminal shows; themes are reduced to fit.
public enum ColorDepth: String, Sendable, Hashable, CaseIterable {
  case trueColor, xterm256, ansi16, mono

  /// Reads the conventional variables: NO_COLOR (non-empty) or TERM=dumb → mono,
  /// COLORTERM=truecolor/24bit → 24-bit, TERM containing "256color" → 256, otherwise 16.
  public static func detect(environment: [String: String]) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .mono }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .mono }
    let colorterm = (environment["COLORTERM"] ?? "").lowercased()
    if colorterm == "truecolor" || colorterm == "24bit" { return .trueColor }
    if term.contains("256color") { return .xterm256 }
    return .ansi16
  }
}
