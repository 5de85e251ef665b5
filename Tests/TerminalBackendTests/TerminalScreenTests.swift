import Foundation
import Testing

@testable import TerminalBackend

@Suite struct TerminalCapabilitiesTests {
  let xterm = TerminalCapabilities(hasColors: true, colors: 256, colorPairs: 65536, canChangeColor: false)

  @Test func depthFollowsColoursAndEnvironment() {
    #expect(xterm.suggestedDepth(environment: [:]) == .xterm256)
    #expect(xterm.suggestedDepth(environment: ["COLORTERM": "truecolor"]) == .trueColor)
    #expect(xterm.suggestedDepth(environment: ["COLORTERM": "24bit"]) == .trueColor)
    #expect(xterm.suggestedDepth(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .mono)
    // NO_COLOR only counts when non-empty.
    #expect(xterm.suggestedDepth(environment: ["NO_COLOR": ""]) == .xterm256)
    let eight = TerminalCapabilities(hasColors: true, colors: 8, colorPairs: 64, canChangeColor: false)
    #expect(eight.suggestedDepth(environment: ["COLORTERM": "truecolor"]) == .ansi16)
    let none = TerminalCapabilities(hasColors: false, colors: 0, colorPairs: 0, canChangeColor: false)
    #expect(none.suggestedDepth(environment: [:]) == .mono)
  }
}

@Suite struct TerminalScreenTests {
  @MainActor @Test func unusableTermIsRefusedBeforeTouchingTheTerminal() {
    #expect(throws: TerminalUnavailable.noTerm) { try TerminalScreen(environment: [:]) }
    #expect(throws: TerminalUnavailable.dumbTerm) { try TerminalScreen(environment: ["TERM": "dumb"]) }
  }

  @Test func reasonsNameTheFix() {
    #expect(TerminalUnavailable.unknownTerm("foo").reason.contains("TERM"))
    #expect(TerminalUnavailable.dumbTerm.description.contains("xterm-256color"))
  }
}

@Suite struct HangupDetectionTests {
  private func makePipe() -> (read: Int32, write: Int32) {
    var fds: [Int32] = [0, 0]
    precondition(pipe(&fds) == 0)
    return (fds[0], fds[1])
  }

  @Test func openEmptyInputIsNotClosed() {
    let (r, w) = makePipe()
    defer { close(r); close(w) }
    #expect(!TerminalScreen.inputIsClosed(fd: r))
  }

  @Test func pendingInputIsNotClosed() {
    let (r, w) = makePipe()
    defer { close(r); close(w) }
    _ = write(w, "q", 1)
    #expect(!TerminalScreen.inputIsClosed(fd: r))
  }

  @Test func writerGoneIsClosed() {
    let (r, w) = makePipe()
    defer { close(r) }
    close(w)
    #expect(TerminalScreen.inputIsClosed(fd: r))
  }

  @Test func invalidDescriptorIsClosed() {
    let (r, w) = makePipe()
    close(r)
    close(w)
    #expect(TerminalScreen.inputIsClosed(fd: r))
  }
}
