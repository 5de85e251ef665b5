import Foundation
import TestSupport
import Testing

/// `--once` never waits without a word: when Open-Meteo's minute is spent (by another process's
/// climate request), the line on stderr says so and for how long, then the answer follows.
extension TerminalSessions {
  @Suite(.serialized) struct OnceWaitTests {
    @Test(.enabled(if: EndToEndTests.canRun, "needs the release binary and python3; scripts/test provides them"))
    func aWaitForTheMinuteIsSaidOnStandardError() throws {
      let api = try StandInAPI()
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("once-wait-\(UUID().uuidString)").path
      // The ledger as another process leaves it 59 s after a 600-call climate request: this
      // minute is spent for about 3 s more.
      let now = Date().timeIntervalSince1970
      let ledger = """
        {"version":1,"day":\(Int(now / 86_400)),"dayTotal":600,"recent":[{"weight":600,"at":\(now - 59)}],\
        "largestOtherToday":0,"previousHourOthers":0,"hour":{"index":\(Int(now / 3600)),"others":0,"total":600}}
        """
      try FileManager.default.createDirectory(
        atPath: home + "/cache/weathertui/budget", withIntermediateDirectories: true)
      try ledger.write(toFile: home + "/cache/weathertui/budget/open-meteo.json", atomically: true, encoding: .utf8)
      let child = try ChildProcess(
        path: EndToEndTests.binary, arguments: ["--once", "--location", "52.52,13.41"],
        environment: api.endpointEnvironment.merging([
          "HOME": home, "XDG_CACHE_HOME": home + "/cache", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
        ]) { $1 },
        standardOutput: home + "/out.txt", standardError: home + "/err.txt")
      #expect(child.wait() == .exited(0))
      let error = (try? String(contentsOfFile: home + "/err.txt", encoding: .utf8)) ?? ""
      let output = (try? String(contentsOfFile: home + "/out.txt", encoding: .utf8)) ?? ""
      #expect(error.contains("s for Open-Meteo's per-minute limit (this minute's calls are spent)"), "\(error)")
      #expect(output.contains("52.5"), "\(output)")
    }
  }
}
