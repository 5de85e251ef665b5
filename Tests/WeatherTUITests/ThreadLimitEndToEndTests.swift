import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The user's process limit filling up while the dashboard runs (issue 51): with no thread to
/// spare, libdispatch waits for ever for the worker that would run the next key or minute, and
/// `q` did nothing, once for over 45 s, then for good, on the alternate screen. Now the program
/// ends within 3 s of `q` (or of a minute tick it missed), with the terminal restored and one
/// line naming the limit.
///
/// Root is not held to `ulimit -u` (CAP_SYS_ADMIN), so the dashboard runs as a user of its own
/// (setpriv, a uid no one else uses) under a limit of 40 of its tasks, and the test fills the
/// rest with that user's `sleep`s once the dashboard is idle, as a fork bomb of the same user
/// would.
extension TerminalSessions {
  @Suite(.serialized) struct ThreadLimitEndToEndTests {
    static let canRun =
      EndToEndTests.canRun && ProcessRunner.which("setpriv") != nil && ProcessRunner.which("prlimit") != nil
      && geteuid() == 0
    static let limit = 40

    /// A uid with no process on this machine.
    let uid = 60_000 + Int(getpid() % 5_000)

    /// Starts `binary` as `uid` under the process limit, in a home it can write; returns the
    /// session and the program's pid once it drew its forecast and its idle workers ended.
    func start(_ binary: String, api: StandInAPI, environment: [String: String] = [:]) async throws -> (
      TmuxSession, String
    ) {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("nproc-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
      chmod(home, 0o777)
      let tmux = try EndToEndTests().launch(
        "--wire json -l 52.52,13.41", api: api, home: home, environment: environment,
        binary:
          "prlimit --nproc=\(Self.limit):\(Self.limit) setpriv --reuid \(uid) --regid \(uid) --clear-groups \(binary)"
      )
      try await tmux.waitFor(text: "10 days", timeout: 30)
      let pid = try tmux.programPID(named: (binary as NSString).lastPathComponent)
      try #require(!pid.isEmpty, "the dashboard's process")
      // libdispatch's workers end after 5 idle seconds; from then on every key needs a new one.
      for _ in 0..<40 where threads(of: pid) > 3 { try await Task.sleep(for: .milliseconds(500)) }
      return (tmux, pid)
    }

    func threads(of pid: String) -> Int {
      let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
      return status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
        .flatMap { Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    }

    /// The user's tasks (threads of all its processes), as the kernel counts them for the limit.
    func tasks() throws -> Int {
      try ProcessRunner.run("ps", ["-L", "-u", "\(uid)", "--no-headers"]).split(separator: "\n").count
    }

    /// Fills the user's process count up to the limit with `sleep`s; the caller ends them.
    func fillTheLimit() throws -> [ChildProcess] {
      var sleepers: [ChildProcess] = []
      for _ in 0..<(Self.limit - (try tasks())) {
        sleepers.append(
          try ChildProcess(
            path: "/usr/bin/setpriv",
            arguments: ["--reuid", "\(uid)", "--regid", "\(uid)", "--clear-groups", "sleep", "600"]))
      }
      for _ in 0..<50 where try tasks() < Self.limit { usleep(20_000) }
      return sleepers
    }

    func end(_ sleepers: [ChildProcess]) {
      for sleeper in sleepers {
        sleeper.send(SIGKILL)
        _ = sleeper.wait()
      }
    }

    /// Waits for `pid` to end; how long it took, nil if it was still running after `limit`.
    func waitForEnd(of pid: String, limit: TimeInterval) async throws -> TimeInterval? {
      let started = Date()
      while Date().timeIntervalSince(started) < limit {
        if kill(pid_t(pid) ?? 0, 0) != 0 { return Date().timeIntervalSince(started) }
        try await Task.sleep(for: .milliseconds(20))
      }
      return nil
    }

    @Test(
      "with no thread to spare, q ends the dashboard within 3 s, the terminal restored and the limit named",
      .enabled(if: canRun, "needs root, setpriv, prlimit, tmux, python3 and the release binary"))
    func quitWithTheProcessLimitFull() async throws {
      let api = try StandInAPI()
      let (tmux, pid) = try await start(EndToEndTests.binary, api: api)
      defer { tmux.kill() }
      let sleepers = try fillTheLimit()
      defer { end(sleepers) }
      #expect(try tasks() >= Self.limit, "the user's limit is full")
      try tmux.send("q")
      let took = try await waitForEnd(of: pid, limit: 10)
      print(
        "thread-limit: q with the limit full ended the dashboard in \(took.map { String(format: "%.2f s", $0) } ?? "more than 10 s")"
      )
      #expect(took.map { $0 < 3 } == true, "q took \(String(describing: took))")
      let screen = try await tmux.waitFor(text: "[exit")
      // The line wraps at the pane's width: read the screen as one string.
      let text = screen.joined()
      #expect(text.contains("weathertui: stopped: no thread can start (Resource temporarily unavailable)"), "\(text)")
      #expect(text.contains("processes of this user (ulimit -u \(Self.limit))"), "\(text)")
      #expect(text.contains("[exit 1]"), "\(text)")
      #expect(try tmux.format("#{alternate_on}") == "0", "left the alternate screen")
      #expect(try tmux.format("#{cursor_flag}") == "1", "the cursor is shown")
    }

    @Test(
      "with no thread to spare and no one at the keys, the first minute missed ends the dashboard",
      .enabled(
        if: canRun && FileManager.default.isExecutableFile(atPath: EndToEndTests.fastClockBinary),
        "needs root, setpriv, prlimit, tmux, python3 and FastClockDashboard (swift build)"))
    func aMissedMinuteWithTheProcessLimitFull() async throws {
      // A minute a second: the tick the dashboard misses falls due at once.
      let clock = "\(Int(Date().timeIntervalSince1970)):60"
      let api = try StandInAPI(clock: clock)
      let (tmux, pid) = try await start(
        EndToEndTests.fastClockBinary, api: api, environment: ["WEATHERTUI_FAST_CLOCK": clock])
      defer { tmux.kill() }
      let sleepers = try fillTheLimit()
      defer { end(sleepers) }
      let took = try await waitForEnd(of: pid, limit: 20)
      print(
        "thread-limit: a missed minute ended the dashboard \(took.map { String(format: "%.2f s", $0) } ?? "not within 20 s") after the limit filled"
      )
      #expect(took != nil)
      let screen = try await tmux.waitFor(text: "[exit")
      #expect(screen.joined().contains("weathertui: stopped: no thread can start"), "\(screen.joined(separator: "\n"))")
      #expect(try tmux.format("#{alternate_on}") == "0")
    }
  }
}
