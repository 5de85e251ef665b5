import Foundation
import TestSupport
import Testing

/// The minute tick drives the clock and the scheduled refresh: on the
/// test build's clock, running 60 times faster, the header clock moves a minute a second and the
/// refresh due 10 minutes after the start goes out about 10 s later, asked by nothing but ticks.
extension TerminalSessions {
  @Suite(.serialized) struct MinuteTickEndToEndTests {
    @Test(
      "ticks move the clock and bring the scheduled refresh",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func ticksDriveClockAndRefresh() async throws {
      try #require(
        FileManager.default.isExecutableFile(atPath: EndToEndTests.fastClockBinary),
        "no \(EndToEndTests.fastClockBinary): swift build --build-tests makes it")
      let api = try StandInAPI()
      let origin = Int(Date().timeIntervalSince1970)
      let tmux = try EndToEndTests().launch(
        "--wire json -l 52.52,13.41", api: api, environment: ["WEATHERTUI_FAST_CLOCK": "\(origin):60"],
        binary: EndToEndTests.fastClockBinary)
      defer { tmux.kill() }
      let first = try await tmux.waitFor(text: "10 days")
      let forecasts = { api.requests.filter { $0.hasPrefix("/v1/forecast") && $0.contains("current=") }.count }
      let afterStart = forecasts()
      try #require(afterStart >= 1, "the start's forecast request")

      // The header's clock (its first row) changes as the minutes tick.
      let moved = try await tmux.waitFor(timeout: 10) { $0.first != first.first }
      #expect(moved.first != first.first)

      // The refresh due 10 minutes (10 s here) after the start, with no key pressed.
      let deadline = Date().addingTimeInterval(30)
      while forecasts() == afterStart && Date() < deadline { try await Task.sleep(for: .milliseconds(200)) }
      #expect(forecasts() > afterStart, "a refresh came from the ticks alone")

      try tmux.send("q")
      try await tmux.waitFor(text: "[exit 0]")
    }
  }
}
