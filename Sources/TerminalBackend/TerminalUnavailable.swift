/// The terminal cannot run the full-screen interface; the caller prints plain text instead.
public struct TerminalUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line naming the problem and the fix.
  public let reason: String

  public init(reason: String) {
    self.reason = reason
  }

  public var description: String { reason }

  // MARK: - The known causes

  static let notATerminal = TerminalUnavailable(
    reason: "standard input or output is not a terminal; run in a terminal or use --once for text output")

  static let noTerm = TerminalUnavailable(
    reason: "TERM is not set; set TERM (e.g. TERM=xterm-256color) for the full-screen view")

  static let dumbTerm = TerminalUnavailable(
    reason: "TERM=dumb cannot draw a full screen; set TERM to your terminal's type (e.g. xterm-256color)")

  static func unknownTerm(_ term: String) -> TerminalUnavailable {
    TerminalUnavailable(
      reason:
        "the terminal type \"\(term)\" is unknown to terminfo; set TERM to a known type (e.g. xterm-256color) or install ncurses-term"
    )
  }

  static let alreadyRunning = TerminalUnavailable(
    reason: "a full-screen session is already running in this process; stop it before starting another")
}
