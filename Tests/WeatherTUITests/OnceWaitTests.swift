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

extension TerminalSessions.OnceWaitTests {
  /// Nine places' records take nine archive requests, one a minute (each of 313 calls keeps the
  /// minute's reserve for forecasts); `--once` does not wait a minute for the second: the other
  /// places' climate is deferred, said on stderr and in the JSON, and the exit status is 0.
  @Test(
    .enabled(
      if: TerminalSessions.EndToEndTests.canRun, "needs the release binary and python3; scripts/test provides them"))
  func climateThatWouldWaitForTheMinuteIsDeferredNotWaitedFor() throws {
    let api = try StandInAPI(limits: "0,0,0")
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("once-defer-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let places = (0..<9).flatMap { ["--location", "\(40 + $0 * 2).5,\(-100 + $0 * 7).5"] }
    let child = try ChildProcess(
      path: TerminalSessions.EndToEndTests.binary, arguments: ["--once", "--format", "json"] + places,
      environment: api.endpointEnvironment.merging([
        "HOME": home, "XDG_CACHE_HOME": home + "/cache", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
        // The free tier's minute; hours and days wide enough that only the minute binds.
        "WEATHERTUI_OPEN_METEO_LIMITS": "600,1000000,1000000",
      ]) { $1 },
      standardOutput: home + "/out.json", standardError: home + "/err.txt")
    let started = Date()
    #expect(child.wait() == .exited(0))
    #expect(Date().timeIntervalSince(started) < 30, "--once waited for the minute")
    let error = (try? String(contentsOfFile: home + "/err.txt", encoding: .utf8)) ?? ""
    #expect(error.contains("climate for 1 of 9 places"), "\(error)")
    #expect(error.contains("Open-Meteo's per-minute limit is spent by an earlier climate request until"), "\(error)")
    let data = try Data(contentsOf: URL(fileURLWithPath: home + "/out.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let entries = try #require(document["places"] as? [[String: Any]])
    let reasons = entries.compactMap { $0["climateUnavailableReason"] as? String }
    #expect(reasons.count == 8 && reasons.allSatisfy { $0.contains("per-minute limit") }, "\(reasons)")
  }
}
