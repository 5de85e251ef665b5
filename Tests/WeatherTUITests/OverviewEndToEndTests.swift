import Foundation
import TestSupport
import Testing

/// The wall display's overview and the air, in the real release binary in tmux against the
/// stand-in, read off the screen as a person across the room would.
extension TerminalSessions {
  @Suite(.serialized) struct OverviewEndToEndTests {
    typealias E = EndToEndTests

    static let twelve = [
      "Berlin", "Hobart", "Reykjavík", "Tucson", "Duluth", "Banja Luka", "Vienna", "Tromsø", "Assen", "Rijeka",
      "Longyearbyen", "São Paulo",
    ]

    func arguments(_ places: ArraySlice<String>) -> String {
      places.map { "-l '\($0)'" }.joined(separator: " ")
    }

    @Test(
      "twelve places at a glance at 80×24, 160×48 and 200×60; o, arrows and Enter",
      .enabled(if: E.canRun, "needs tmux, python3 and the release binary (swift build -c release)"))
    func twelvePlacesAtAGlance() async throws {
      let api = try StandInAPI()
      let tmux = try E().launch(
        "--wire json --overview \(arguments(Self.twelve[...]))", api: api, width: 80, height: 24)
      defer { tmux.kill() }
      var screen = try await tmux.waitFor(timeout: 20) {
        $0.first?.contains("All places · 12") == true && $0.joined().contains("CAMS")
      }
      for (index, name) in Self.twelve.enumerated() {
        #expect(screen.contains { $0.contains("\(index + 1) \(name)") }, "\(name) on one page at 80×24")
      }
      #expect(screen.contains { $0.contains("1 Berlin") && $0.contains("⚠") }, "Berlin's alert badge")
      #expect(screen.contains { $0.contains("EAQI") }, "the air on the cards")
      #expect(screen.contains { $0.hasPrefix("└") && $0.contains("Open-Meteo.com") }, "the credit on the bottom edge")

      for (width, height) in [(160, 48), (200, 60)] {
        try tmux.resize(width: width, height: height)
        screen = try await tmux.waitFor { $0.count >= height - 1 && ($0.first?.count ?? 0) > 100 }
        #expect(screen.joined().contains("12 São Paulo"), "\(width)×\(height)")
        #expect(screen.joined().contains("█"), "block figures on large cards at \(width)×\(height)")
      }

      // Down and right pick the card below and beside; Enter opens it, o comes back.
      try tmux.send("Down", "Right", "Enter")
      screen = try await tmux.waitFor { $0.first?.contains("5 of 12") == true || $0.first?.contains("of 12") == true }
      let opened = screen[0]
      #expect(!opened.contains("All places"), "the detail of the picked place: \(opened)")
      try tmux.send("o")
      screen = try await tmux.waitFor { $0.first?.contains("All places") == true }
      try tmux.send("q")
    }

    @Test(
      "the air in the detail, with its credit, in one request for both places",
      .enabled(if: E.canRun, "needs tmux, python3 and the release binary (swift build -c release)"))
    func theAirInTheDetail() async throws {
      let api = try StandInAPI()
      let tmux = try E().launch("--wire json -l Berlin -l Tucson", api: api, width: 160, height: 48)
      defer { tmux.kill() }
      var screen = try await tmux.waitFor(timeout: 20) { $0.joined().contains("Air quality") }
      #expect(screen.contains { $0.contains("EAQI") && $0.contains("CAMS") }, "the index in the card, credited")
      #expect(screen.contains { $0.contains("Pollen") }, "Berlin's pollen")
      #expect(screen.contains { $0.contains("Air quality") && $0.contains("CAMS via Open-Meteo") })
      try tmux.send("Tab")
      screen = try await tmux.waitFor { $0.first?.contains("Tucson") == true && $0.joined().contains("US AQI") }
      #expect(!screen.contains { $0.contains("Pollen") }, "no pollen where the model serves none")
      try tmux.send("q")
      let requests = api.requests.filter { $0.hasPrefix("/v1/air-quality") }
      #expect(requests.count == 1, "both places in one air-quality request: \(requests)")
    }
  }
}
