import Foundation
import TestSupport
import Testing

/// Places named without --location, one of them nowhere: the real binary in tmux opens the
/// others and says on screen which name found nothing and what to do.
extension TerminalSessions {
  @Suite(.serialized) struct UnknownPlaceEndToEndTests {
    @Test(
      "weathertui Berlin Atlantis -l Hobart opens Hobart and Berlin and names Atlantis",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func theOthersOpen() async throws {
      let api = try StandInAPI()
      let tmux = try EndToEndTests().launch("--wire json Berlin Atlantis -l Hobart", api: api, width: 120, height: 30)
      defer { tmux.kill() }
      var screen = try await tmux.waitFor { $0.first?.contains("1 of 2") == true && $0.joined().contains("10 days") }
      let text = screen.joined(separator: "\n")
      #expect(screen[0].contains("Hobart"), "--location's place first: \(text)")
      #expect(screen[1].contains("Hobart") && screen[1].contains("Berlin"), "\(text)")
      #expect(screen.last { !$0.isEmpty }?.contains("no place named 'Atlantis' found") == true, "\(text)")
      // The whole line, with its fix, in the status view.
      try tmux.send("i")
      screen = try await tmux.waitFor(text: "press / to search for it")
      #expect(screen.joined().contains("no place named 'Atlantis' found, the others are open"))
      try tmux.send("Escape", "q")
      screen = try await tmux.waitFor(text: "[exit 0]")
      #expect(
        screen.contains { $0.contains("weathertui: warning: no place named 'Atlantis' found") }, "said again after quit"
      )
    }
  }
}
