import Foundation
import Render
import Testing

@testable import TerminalBackend

@Suite struct TerminalCapabilitiesTests {
  let xterm = TerminalCapabilities(hasColors: true, colors: 256, colorPairs: 65536, canChangeColor: false)

  /// The dashboard's depth: the one detector, given what curses read from terminfo.
  func depth(_ capabilities: TerminalCapabilities, _ environment: [String: String]) -> ColorDepth {
    ColorDepth.detect(environment: environment, terminfoColors: capabilities.terminfoColors)
  }

  @Test func depthFollowsColoursAndEnvironment() {
    #expect(depth(xterm, [:]) == .xterm256)
    #expect(depth(xterm, ["COLORTERM": "truecolor"]) == .trueColor)
    #expect(depth(xterm, ["COLORTERM": "24bit"]) == .trueColor)
    #expect(depth(xterm, ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .mono)
    // NO_COLOR only counts when non-empty.
    #expect(depth(xterm, ["NO_COLOR": ""]) == .xterm256)
    let eight = TerminalCapabilities(hasColors: true, colors: 8, colorPairs: 64, canChangeColor: false)
    #expect(depth(eight, ["COLORTERM": "truecolor"]) == .ansi8)
    let none = TerminalCapabilities(hasColors: false, colors: 0, colorPairs: 0, canChangeColor: false)
    #expect(depth(none, [:]) == .mono)
  }

  /// `--once` reads the same numbers from terminfo without starting curses.
  @Test func terminfoIsReadWithoutCurses() {
    #expect(TerminalCapabilities.terminfoColors(term: "xterm-256color") == 256)
    #expect(TerminalCapabilities.terminfoColors(term: "xterm") == 8)
    #expect(TerminalCapabilities.terminfoColors(term: "vt100") == 0)
    #expect(TerminalCapabilities.terminfoColors(term: "no-such-terminal") == nil)
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
    #expect(TerminalScreen.readAvailable(fd: r, waitingMilliseconds: 0) == .nothing)
  }

  @Test func pendingInputIsRead() {
    let (r, w) = makePipe()
    defer { close(r); close(w) }
    _ = write(w, "\u{1B}[4~q", 5)
    #expect(TerminalScreen.readAvailable(fd: r, waitingMilliseconds: 0) == .bytes([0x1B, 0x5B, 0x34, 0x7E, 0x71]))
  }

  @Test func writerGoneIsClosed() {
    let (r, w) = makePipe()
    defer { close(r) }
    _ = write(w, "q", 1)
    close(w)
    // What was written before the writer went is read first.
    #expect(TerminalScreen.readAvailable(fd: r, waitingMilliseconds: 0) == .bytes([0x71]))
    #expect(TerminalScreen.readAvailable(fd: r, waitingMilliseconds: 0) == .closed)
  }

  @Test func invalidDescriptorIsClosed() {
    // Past the process's descriptor limit, so no test running alongside can open it: a closed
    // pipe's number was taken again by another test's file now and then.
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    let invalid = Int32(clamping: min(limit.rlim_cur, 1 << 20)) + 10
    #expect(TerminalScreen.readAvailable(fd: invalid, waitingMilliseconds: 0) == .closed)
  }
}
