import Foundation
import Render
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The dashboard asks its terminal for the background colour (OSC 11, then the device
/// attributes as a sentinel) before it takes the screen. Here the test is the terminal: a pty
/// it owns, answering light, answering nothing, or answering too late.
extension TerminalSessions {
  @Suite(.serialized) struct BackgroundQueryEndToEndTests {
    static let binary = EndToEndTests.binary
    static let canRun =
      ProcessRunner.which("python3") != nil && FileManager.default.isExecutableFile(atPath: binary)

    static let query = Array("\u{1B}]11;?".utf8)
    static let whiteAnswer = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8)
    /// xterm's own device attributes.
    static let attributes = Array("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c".utf8)

    /// Starts the dashboard for two places in a pty that answers the query with `reply` at once
    /// (nothing when nil).
    func start(
      _ arguments: [String] = ["-l", "52.52,13.41", "-l", "-42.88,147.33"], reply: [UInt8]? = nil
    ) async throws -> (PseudoTerminalProcess, StandInAPI) {
      let api = try StandInAPI()
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("osc11-\(UUID().uuidString)").path
      let terminal = try PseudoTerminalProcess(
        path: Self.binary, arguments: ["--wire", "json"] + arguments,
        environment: api.endpointEnvironment.merging([
          "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
          "HOME": home, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color", "PATH": "/usr/bin:/bin",
        ]) { $1 }, answering: reply.map { (Self.query, $0) })
      let asked = try await terminal.waitForOutput(containing: String(decoding: Self.query, as: UTF8.self))
      #expect(asked, "the program asked for the background: \(Self.text(terminal.output))")
      return (terminal, api)
    }

    /// The colour number `role` of `theme` is drawn with on a 256-colour terminal.
    static func index(of role: ThemeRole, in theme: String) -> UInt8? {
      let (loaded, _) = Theme.load(nameOrPath: theme, searchPaths: [])
      guard case .index(let index) = loaded.terminalStyle(for: CellStyle(role: role), depth: .xterm256).foreground
      else { return nil }
      return index
    }

    /// Whether `output` sets the foreground to 256-colour `index` (ncurses: `ESC [ 38;5;N m`).
    static func uses(_ index: UInt8?, in output: [UInt8]) -> Bool {
      guard let index else { return false }
      return output.contains(Array("38;5;\(index)m".utf8))
    }

    @Test(
      "a terminal that answers white gets the light theme",
      .enabled(if: canRun, "needs python3 and the release binary (swift build -c release); scripts/test provides them"))
    func answeredLight() async throws {
      let (terminal, api) = try await start(reply: Self.whiteAnswer + Self.attributes)
      let drawn = try await terminal.waitForOutput(containing: "10 days")
      #expect(drawn, "\(Self.text(terminal.output))")
      try await terminal.waitForQuiet()
      let output = terminal.output
      // The accent ("Now", "1 of 2"): #005fd7 in light, #87afff in dark.
      #expect(Self.uses(Self.index(of: .accent, in: "light"), in: output), "light's accent is drawn")
      #expect(!Self.uses(Self.index(of: .accent, in: "dark"), in: output), "dark's is not")
      #expect(!output.contains(Array("Keys".utf8)), "no answer was read as a key (? opens help)")
      terminal.write(Array("q".utf8))
      #expect(try await terminal.wait(timeout: 10) == .exited(0))
      withExtendedLifetime(api) {}
    }

    @Test(
      "a terminal that answers nothing costs the wait and no more, and gets the dark theme",
      .enabled(if: canRun, "needs python3 and the release binary (swift build -c release); scripts/test provides them"))
    func answeredNothing() async throws {
      let asked = Date()
      let (terminal, api) = try await start()
      let drawn = try await terminal.waitForOutput(containing: "10 days")
      print("background-query: first frame \(Int(Date().timeIntervalSince(asked) * 1000)) ms after start, unanswered")
      #expect(drawn)
      try await terminal.waitForQuiet()
      #expect(Self.uses(Self.index(of: .accent, in: "dark"), in: terminal.output), "dark assumed")
      terminal.write(Array("q".utf8))
      #expect(try await terminal.wait(timeout: 10) == .exited(0))
      withExtendedLifetime(api) {}
    }

    /// A slow link: the answers come after the wait ran out, with the keys. Read as keys they
    /// would open help (`?`) and switch to place 2 (`2` of "64;1;2").
    @Test(
      "answers that come late are not keys",
      .enabled(if: canRun, "needs python3 and the release binary (swift build -c release); scripts/test provides them"))
    func answeredLate() async throws {
      let (terminal, api) = try await start()
      #expect(try await terminal.waitForOutput(containing: "10 days"))
      try await terminal.waitForQuiet()
      let before = terminal.output.count
      terminal.write(Self.whiteAnswer)
      try await Task.sleep(for: .milliseconds(50))
      terminal.write(Self.attributes)
      try await terminal.waitForQuiet(0.5)
      let after = Array(terminal.output[before...])
      #expect(!after.contains(Array("Keys".utf8)), "help did not open: \(Self.text(after))")
      #expect(!after.contains(Array("2 of 2".utf8)), "no other place was chosen: \(Self.text(after))")
      // Keys after the answers are keys again.
      terminal.write(Array("2".utf8))
      #expect(try await terminal.waitForOutput(containing: "2 of 2", timeout: 10), "2 still chooses place 2")
      terminal.write(Array("q".utf8))
      #expect(try await terminal.wait(timeout: 10) == .exited(0))
      withExtendedLifetime(api) {}
    }

    static func text(_ bytes: [UInt8]) -> String {
      String(decoding: bytes.suffix(600), as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
    }
  }
}
