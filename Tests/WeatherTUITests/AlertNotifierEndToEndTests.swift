import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The notifier as a person relies on it: the real release binary in tmux against the stand-in
/// serving alerts, restarted, flooded, and quit while its hooks hang.
extension TerminalSessions {
  @Suite(.serialized) struct AlertNotifierEndToEndTests {
    static let canRun = EndToEndTests.canRun

    /// A home with a config of one place, Springfield (where the stand-in's NWS files alerts),
    /// and `onAlert` as the hook.
    static func home(onAlert: String) throws -> String {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("notifier-e2e-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: home + "/config/weathertui", withIntermediateDirectories: true)
      let quoted =
        "\"" + onAlert.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\""
      let config = """
        on_alert = \(quoted)

        [[places]]
        name = "Springfield"
        latitude = 39.80
        longitude = -89.64
        timezone = "America/Chicago"
        country = "US"

        """
      try config.write(toFile: home + "/config/weathertui/config.toml", atomically: true, encoding: .utf8)
      return home
    }

    static func lines(_ path: String) -> [String] {
      ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Runs the dashboard in `home` until the alerts pane shows the recorded warning, waits
    /// `settle` seconds, does `during`, quits with `q`; returns how long `q` took.
    func session(
      _ api: StandInAPI, home: String, settle: TimeInterval, showing text: String = "Winter Storm Warning",
      during: (TmuxSession) async throws -> Void = { _ in }
    ) async throws -> TimeInterval {
      let wire = EndToEndTests.canServeFlatBuffers ? "" : "--wire json"
      let tmux = try EndToEndTests().launch(wire, api: api, home: home)
      defer { tmux.kill() }
      let shown = try await tmux.waitFor(timeout: 30) { $0.joined().contains(text) }
      #expect(shown.joined().contains(text), "\(shown.joined(separator: "\n"))")
      try await Task.sleep(for: .seconds(settle))
      try await during(tmux)
      let quitting = Date()
      try tmux.send("q")
      let end = try await tmux.waitFor(timeout: 10) { $0.joined().contains("[exit ") }
      let took = Date().timeIntervalSince(quitting)
      #expect(end.joined().contains("[exit 0]"), "\(end.joined(separator: "\n"))")
      return took
    }

    @Test(
      "each alert announced once across restarts, the first start and the time away included",
      .enabled(if: canRun, "needs tmux, python3 and the release binary (swift build -c release)"))
    func acrossRestarts() async throws {
      let api = try StandInAPI()
      defer { api.stop() }
      let log = FileManager.default.temporaryDirectory.appendingPathComponent("hook-\(UUID().uuidString).log").path
      let home = try Self.home(onAlert: "echo \"$WEATHERTUI_ALERT_COUNT $WEATHERTUI_ALERT_ID\" >> '\(log)'")

      // The first start: the warning in force is news, nobody has been told.
      _ = try await session(api, home: home, settle: 2)
      #expect(Self.lines(log) == ["1 urn:oid:2.49.0.1.840.0.standin"])
      // A restart: nothing again.
      _ = try await session(api, home: home, settle: 3)
      #expect(Self.lines(log).count == 1, "\(Self.lines(log))")
      // An alert that came while the program was down is announced when it comes back, alone.
      // Away longer than the forecasts keep (10 minutes): nothing cached is fresh.
      try api.addNWSAlerts(count: 1, tag: "away")
      try FileManager.default.removeItem(atPath: home + "/cache")
      _ = try await session(api, home: home, settle: 3)
      #expect(Self.lines(log) == ["1 urn:oid:2.49.0.1.840.0.standin", "1 urn:oid:2.49.0.1.840.0.standin.away.0"])
      let record = try String(contentsOfFile: home + "/state/weathertui/announced-alerts.json", encoding: .utf8)
      #expect(record.contains("standin.away.0") && record.contains("\"version\":1"))
    }

    @Test(
      "2,000 new alerts with hooks that hang: two runs at most, all ended at quit",
      .enabled(if: canRun, "needs tmux, python3 and the release binary (swift build -c release)"))
    func floodWithHangingHooks() async throws {
      let api = try StandInAPI()
      defer { api.stop() }
      let marker = "wtui-hang-\(UUID().uuidString.prefix(8))"
      let home = try Self.home(onAlert: "sleep 1000; : \(marker)")
      try api.addNWSAlerts(count: 2_000, tag: "flood")
      var groups: Set<pid_t> = []
      var counts: [Int] = []
      // The hook's own 20-second timeout must not end the runs before they are counted.
      let quitSeconds = try await session(api, home: home, settle: 1, showing: "Stand-in Warning flood") { tmux in
        let first = AlertNotifierTests.hookShells(marker: marker)
        groups.formUnion(first)
        counts.append(first.count)
        // Two refreshes (`r`) bring more: one more run, then what comes waits for a free one.
        for count in [2_010, 2_020] {
          try api.addNWSAlerts(count: count, tag: "flood")
          try tmux.send("r")
          try await Task.sleep(for: .seconds(2))
          let shells = AlertNotifierTests.hookShells(marker: marker)
          groups.formUnion(shells)
          counts.append(shells.count)
        }
      }
      #expect(counts == [1, 2, 2], "the 2,001 alerts of the first answer in one run, then at most two at once")
      #expect(quitSeconds < 3, "q returned in \(quitSeconds) s")
      try await Task.sleep(for: .milliseconds(300))
      #expect(AlertNotifierTests.members(of: groups).isEmpty, "every hook ended with the program")
      #expect(AlertNotifierTests.hookShells(marker: marker).isEmpty)
    }
  }
}
