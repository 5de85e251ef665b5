import Foundation
import TestSupport
import Testing

/// An idle dashboard sleeps: between its own timers (the clock's minute, the next refresh) the
/// real binary's threads wake only for libdispatch's worker-pool monitor, about once a second
/// (docs/performance.md), however much network work came before.
///
/// The regression this catches: a timer, redraw or poll loop that runs while nothing happens
/// (ten times a second would be 60 wakeups in the window below).
extension TerminalSessions {
  @Suite(.serialized) struct IdleWakeupsEndToEndTests {
    @Test(
      "an idle dashboard wakes no more than libdispatch's once-a-second monitor",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func idleProcessSleeps() async throws {
      let api = try StandInAPI()
      let tmux = try EndToEndTests().launch("--wire json -l 52.52,13.41 -l 40.71,-74.01", api: api)
      defer { tmux.kill() }
      try await tmux.waitFor(text: "10 days")
      let pid = try tmux.programPID(named: "weathertui")
      try #require(!pid.isEmpty, "the dashboard's process")

      // Settle: the start's transfers and the climate load finish, and a transfer's thread
      // leaves the pool once idle for 5 s.
      var last = try Self.wakeups(of: pid)
      for _ in 0..<25 {
        try await Task.sleep(for: .seconds(1))
        let now = try Self.wakeups(of: pid)
        if now == last { break }
        last = now
      }
      // Keep the clock's once-a-minute tick out of the window.
      let intoMinute = Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 60)
      if intoMinute > 50 { try await Task.sleep(for: .seconds(62 - intoMinute)) }

      let before = try Self.wakeups(of: pid)
      try await Task.sleep(for: .seconds(6))
      let after = try Self.wakeups(of: pid)
      let woken = after.values.reduce(0, +) - before.values.reduce(0, +)
      #expect(woken <= 20, "context switches in 6 idle seconds, by thread: before \(before), after \(after)")

      try tmux.send("q")
      try await tmux.waitFor(text: "[exit 0]")
    }

    /// Voluntary and involuntary context switches of each thread ("name tid"), from /proc.
    static func wakeups(of pid: String) throws -> [String: Int] {
      let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
      var counts: [String: Int] = [:]
      for tid in tasks {
        // A thread may end between the listing and the read.
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(tid)/status", encoding: .utf8) else {
          continue
        }
        var name = tid
        var switches = 0
        for line in status.split(separator: "\n") {
          let fields = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
          guard fields.count == 2 else { continue }
          if fields[0] == "Name" { name = "\(fields[1]) \(tid)" }
          if fields[0].hasSuffix("ctxt_switches") { switches += Int(fields[1]) ?? 0 }
        }
        counts[name] = switches
      }
      return counts
    }
  }
}
