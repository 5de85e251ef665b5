import Foundation
import Testing

@testable import WeatherTUI

@Suite struct BenchRefreshLoopTests {
  @Test func isOffUnlessTheVariableHoldsAPositiveCount() {
    #expect(BenchRefreshLoop(environment: [:]) == nil)
    #expect(BenchRefreshLoop(environment: ["WEATHERTUI_BENCH_REFRESH_LOOP": ""]) == nil)
    #expect(BenchRefreshLoop(environment: ["WEATHERTUI_BENCH_REFRESH_LOOP": "0"]) == nil)
    #expect(BenchRefreshLoop(environment: ["WEATHERTUI_BENCH_REFRESH_LOOP": "-5"]) == nil)
    #expect(BenchRefreshLoop(environment: ["WEATHERTUI_BENCH_REFRESH_LOOP": "many"]) == nil)
  }

  @Test func readsTheCountAndMarkerPath() throws {
    let loop = try #require(
      BenchRefreshLoop(environment: [
        "WEATHERTUI_BENCH_REFRESH_LOOP": "1000", "WEATHERTUI_BENCH_MARKER": "/tmp/done",
      ]))
    #expect(loop.cycles == 1000)
    #expect(loop.markerPath == "/tmp/done")
    let withoutMarker = try #require(BenchRefreshLoop(environment: ["WEATHERTUI_BENCH_REFRESH_LOOP": "3"]))
    #expect(withoutMarker.markerPath == nil)
  }

  @Test func clockRunsAheadOfTheWallClockByWhatWasAdvanced() {
    let clock = BenchClock()
    let before = Date()
    clock.advance(by: BenchRefreshLoop.clockStep)
    clock.advance(by: BenchRefreshLoop.clockStep)
    let ahead = clock.now().timeIntervalSince(before)
    #expect(ahead >= 1200 && ahead < 1210)
  }

  @Test func finishWritesTheMarkerFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let loop = try #require(
      BenchRefreshLoop(environment: ["WEATHERTUI_BENCH_REFRESH_LOOP": "2", "WEATHERTUI_BENCH_MARKER": path]))
    loop.finish(cyclesRun: 2, elapsed: .milliseconds(1500))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "cycles=2 elapsed_ms=1500\n")
  }
}
