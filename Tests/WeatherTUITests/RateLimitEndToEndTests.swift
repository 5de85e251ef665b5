import Foundation
import TestSupport
import Testing

/// `r` during a rate limit, as a person at a wall display would press it: the screen says until
/// when, and the stand-in sees no request however often the key is pressed.
extension TerminalSessions {
  @Suite(.serialized) struct RateLimitEndToEndTests {
    @Test(
      "r during a 429 names the reset and sends nothing",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func rateLimitedRefreshKey() async throws {
      let api = try StandInAPI()
      let tmux = try EndToEndTests().launch("--wire json -l 52.52,13.41", api: api)
      defer { tmux.kill() }
      try await tmux.waitFor(text: "10 days")
      try api.fail(status: 429)
      try tmux.send("r")
      try await tmux.waitFor(text: "STALE")
      let forecastRequests = { api.requests.filter { $0.hasPrefix("/v1/forecast") }.count }
      let afterLimit = forecastRequests()

      for _ in 0..<20 { try tmux.send("r") }
      let screen = try await tmux.waitFor(text: "rate limited until")
      #expect(screen.contains { $0.contains("Today") }, "the last good data stays")
      try await Task.sleep(for: .milliseconds(500))
      #expect(forecastRequests() == afterLimit, "no request while the limit is in force")

      try tmux.send("q")
      try await tmux.waitFor(text: "[exit 0]")
    }

    @Test(
      "a request held for Open-Meteo's per-minute limit says so, with until when",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func heldForTheMinute() async throws {
      let api = try StandInAPI()
      // A minute of 3 weighted calls: the forecast spends it, so the climate request that follows
      // waits for the minute to pass, as it does after a heavy archive request with the free tier.
      let tmux = try EndToEndTests().launch(
        "--wire json -l 52.52,13.41", api: api, environment: ["WEATHERTUI_OPEN_METEO_LIMITS": "3,5000,10000"])
      defer { tmux.kill() }
      let screen = try await tmux.waitFor(text: "waiting for Open-Meteo's per-minute limit until")
      #expect(screen.contains { $0.contains("10 days") }, "the forecast is drawn meanwhile")
      #expect(!api.requests.contains { $0.hasPrefix("/v1/archive") }, "the climate request is held")
      try tmux.send("q")
      try await tmux.waitFor(text: "[exit 0]")
    }
  }
}
