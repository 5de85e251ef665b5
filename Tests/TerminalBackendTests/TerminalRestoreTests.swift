import Testing

@testable import TerminalBackend

@Suite struct TerminalRestoreTests {
  @Test("terminfo padding is dropped from the crash handler's raw reset bytes")
  func paddingIsDropped() {
    let bytes = Array("\u{1b}[?25h$<5>\u{1b}[0m$<2/*>".utf8)
    #expect(TerminalRestore.withoutPadding(bytes) == Array("\u{1b}[?25h\u{1b}[0m".utf8))
    // A dollar sign that starts no padding stays.
    #expect(TerminalRestore.withoutPadding(Array("a$b$<".utf8)) == Array("a$b$<".utf8))
  }

  @Test("the reset undoes what endwin undoes, leaving the alternate screen last")
  func resetOrder() {
    #expect(TerminalRestore.resetCapabilities.map(\.name) == ["sgr0", "rmkx", "cnorm", "rmcup"])
  }
}
