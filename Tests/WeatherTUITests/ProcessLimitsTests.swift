import Foundation
import TestSupport
import Testing

/// Resource limits too low to run in are one clear line and exit 1, never a crash or a silent
/// wait: a tiny stack is raised when the hard limit allows; no room for threads is said at once.
extension TerminalSessions {
  @Suite(.serialized) struct ProcessLimitsTests {
    /// `--once` for a coordinate against the stand-in, after `limits` (shell `ulimit` words);
    /// killed after 30 s (a hang ends as status 124, not as a test that never ends).
    func once(under limits: String, api: StandInAPI) throws -> ShellRun {
      try ShellRun(
        "\(limits); exec timeout -k 2 30 \"$0\" --once --location 52.52,13.41", api: api, name: "limits")
    }

    @Test(.enabled(if: EndToEndTests.canRun, "needs the release binary and python3; scripts/test provides them"))
    func aSmallSoftStackLimitIsRaisedAndTheProgramRuns() throws {
      let api = try StandInAPI()
      let run = try once(under: "ulimit -S -s 64", api: api)
      #expect(run.termination == .exited(0), "\(run.error)")
      #expect(run.output.contains("Berlin") || run.output.contains("52.52"), "\(run.output)")
    }

    @Test(.enabled(if: EndToEndTests.canRun, "needs the release binary and python3; scripts/test provides them"))
    func aStackLimitThatCannotBeRaisedIsOneLine() throws {
      let api = try StandInAPI()
      let run = try once(under: "ulimit -s 64", api: api)
      #expect(run.termination == .exited(1))
      #expect(
        run.error
          == "weathertui: the stack size limit is 64 KiB (ulimit -s), and the program needs at least 1024 KiB; raise it (ulimit -s 8192) and start again\n"
      )
    }

    @Test(.enabled(if: EndToEndTests.canRun, "needs the release binary and python3; scripts/test provides them"))
    func noRoomForThreadsIsOneLineNotAHang() throws {
      let api = try StandInAPI()
      // Enough address space to load the program, not for eight more thread stacks of 8 MiB.
      let run = try once(under: "ulimit -s 8192; ulimit -v 50000", api: api)
      #expect(run.termination == .exited(1), "\(run.error)")
      #expect(run.error.hasPrefix("weathertui: cannot start a thread ("), "\(run.error)")
      #expect(run.error.contains("memory (ulimit -v 50000)"), "\(run.error)")
    }
  }
}
