import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every write the user asked for is checked (issue 51): `--once` on a full disk or past the
/// file size limit said nothing and exited 0 with an empty file; a view not saved was said only
/// after quit, the footer meanwhile answering "units: imperial" as if kept.
extension TerminalSessions {
  @Suite(.serialized) struct CheckedWritesEndToEndTests {
    /// `weathertui --once …` through `sh -c "$shell"` (`$0` is the binary, the command's output
    /// goes where `shell` says) in its home folder, against the stand-in.
    func once(_ shell: String, api: StandInAPI) throws -> ShellRun {
      try ShellRun("cd \"$HOME\" && " + shell, api: api, name: "writes", environment: ["PATH": "/usr/bin:/bin"])
    }

    @Test(
      "--once on a full disk, past the file size limit or to a closed output fails with one line and status 1",
      .enabled(if: EndToEndTests.canRun, "needs the release binary and python3; scripts/test provides them"),
      arguments: [
        ("\"$0\" --once -l 52.52,13.41 > /dev/full", "No space left on device; free some space or write elsewhere"),
        (
          "\"$0\" --once -l 52.52,13.41 --format json > /dev/full",
          "No space left on device; free some space or write elsewhere"
        ),
        // 2 blocks: less than the weather; the program's messages go through `cat`, unlimited.
        (
          "ulimit -f 2; \"$0\" --once -l 52.52,13.41 > out.txt",
          "File too large (the file size limit, ulimit -f, is reached)"
        ),
        ("\"$0\" --once -l 52.52,13.41 >&-", "Bad file descriptor"),
      ])
    func onceThatCannotWriteFails(shell: String, reason: String) throws {
      let api = try StandInAPI()
      let run = try once("{ \(shell); echo \"status $?\" >&2; } 2>&1 | cat >&2", api: api)
      let lines = run.error.split(separator: "\n").map(String.init)
      #expect(lines.last == "status 1", "\(shell): \(run.error)")
      let failures = lines.filter { $0.hasPrefix("weathertui: cannot write the weather") }
      #expect(
        failures == ["weathertui: cannot write the weather to standard output: \(reason)"], "\(shell): \(run.error)")
      #expect(lines.dropLast().last == failures.first, "the failure is the last word: \(run.error)")
    }

    @Test(
      "--once to a reader that has gone (| head) ends quietly, by SIGPIPE",
      .enabled(if: EndToEndTests.canRun, "needs the release binary and python3; scripts/test provides them"))
    func onceToAClosedPipeIsQuiet() throws {
      let api = try StandInAPI()
      // The reader closes before the weather is written: `true` reads nothing. `wait` reports
      // how the program ended (128 + 13 for SIGPIPE).
      let run = try once(
        "mkfifo p; (\"$0\" --once -l 52.52,13.41 > p; echo \"status $?\" >&2) & exec 3<p; exec 3<&-; wait", api: api)
      #expect(run.error == "status 141\n", "\(run.error)")
      // The same with SIGPIPE ignored by the parent (Python's subprocess does): EPIPE, still quiet.
      let ignored = try once(
        "trap '' PIPE; mkfifo p; (\"$0\" --once -l 52.52,13.41 > p; echo \"status $?\" >&2) & exec 3<p; exec 3<&-; wait",
        api: api)
      #expect(ignored.error == "status 141\n", "\(ignored.error)")
    }

    @Test(
      "hostile text from the network, invisible characters and all, never reaches --once's text or JSON",
      .enabled(if: EndToEndTests.canRun, "needs the release binary and python3; scripts/test provides them"))
    func hostileTextThroughTheWholeProgram() throws {
      let api = try StandInAPI()
      // Springfield, Illinois: the stand-in's NWS warning carries escapes, controls, bidi
      // overrides, zero-width characters, byte-order marks and a tag sequence.
      for format in ["text", "json"] {
        let run = try once("\"$0\" --once --wire json -l 39.80,-89.64 --format \(format)", api: api)
        #expect(run.termination == .exited(0), "\(format): \(run.error)")
        #expect(run.output.contains("Winter Storm Warning"), "\(format): \(run.output.prefix(400))")
        for (what, text) in [("output", run.output), ("messages", run.error)] {
          let bad = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value)
              || $0.properties.generalCategory == .format || (0xE0000...0xE007F).contains($0.value)
          }
          #expect(bad.isEmpty, "\(format) \(what): \(bad.map { String($0.value, radix: 16) })")
          for escaped in ["\\u001b", "\\u200b", "\\ufeff", "\\udb40", "52;c", "owned"] {
            #expect(!text.lowercased().contains(escaped), "\(format) \(what) holds \(escaped)")
          }
        }
      }
    }

    @Test(
      "a view not saved is said on screen at once, in place of the key's answer",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func aViewNotSavedIsSaidAtOnce() async throws {
      let api = try StandInAPI()
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-view-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: home + "/state/weathertui", withIntermediateDirectories: true)
      // A dotfiles link whose file is missing: the save cannot go anywhere.
      try FileManager.default.createSymbolicLink(
        atPath: home + "/state/weathertui/view.toml", withDestinationPath: home + "/dotfiles/view.toml")
      // Wide enough for the footer to hold the warning with its long temporary path.
      let tmux = try EndToEndTests().launch("--wire json -l 52.52,13.41", api: api, width: 230, home: home)
      defer { tmux.kill() }
      try await tmux.waitFor(text: "10 days")
      try tmux.send("u")
      let screen = try await tmux.waitFor(timeout: 5) { $0.joined().contains("not saved") }
      let footer = screen.last { !$0.isEmpty } ?? ""
      #expect(footer.contains("not saved"), "\(screen.joined(separator: "\n"))")
      #expect(!footer.contains("units: imperial"), "the answer that says the units were kept is gone: \(footer)")
      #expect(screen.joined().contains("°F"), "the units changed for this run")
      try tmux.send("q")
      let after = try await tmux.waitFor(text: "[exit 0]")
      // Printed again after quit (the line wraps at the pane's width).
      #expect(after.joined().contains("the next start will not remember the units, theme or"), "\(after.joined())")
    }
  }
}
