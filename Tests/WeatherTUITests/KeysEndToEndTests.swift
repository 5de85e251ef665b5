import Foundation
import TestSupport
import Testing

/// The keys a terminal sends as escape sequences, pressed in tmux under TERM=xterm-256color: tmux
/// sends End as `ESC [ 4 ~`, which that entry does not list, and it once opened the fourth place.
extension TerminalSessions {
  @Suite(.serialized) struct KeysEndToEndTests {
    @Test(
      "Home, End, F1 and the other keys tmux sends never switch places",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func sequencesAreKeysNotDigits() async throws {
      let api = try StandInAPI()
      let tmux = try EndToEndTests().launch(
        "--wire json -l Berlin -l Hobart -l Duluth -l Assen -l Tucson", api: api, width: 100, height: 30)
      defer { tmux.kill() }
      var screen = try await tmux.waitFor { $0.first?.contains("1 of 5") == true && $0.joined().contains("10 days") }
      func strip(_ screen: [String]) -> String {
        screen.first { $0.hasPrefix("├ Hourly") || $0.hasPrefix("├ Next") } ?? ""
      }
      let now = strip(screen)
      #expect(now.hasPrefix("├ Next"), "\(screen.joined(separator: "\n"))")

      // End: the strip's last hours.
      try tmux.send("End")
      screen = try await tmux.waitFor { strip($0).hasPrefix("├ Hourly from") }
      #expect(screen[0].contains("Berlin") && screen[0].contains("1 of 5"), "End is no digit: \(screen[0])")
      // Home: back to now.
      try tmux.send("Home")
      screen = try await tmux.waitFor { strip($0) == now }
      #expect(strip(screen) == now && screen[0].contains("1 of 5"), "\(screen.joined(separator: "\n"))")

      // Keys with no binding do nothing at all: no place, no scroll, no overlay.
      try tmux.send("F5", "IC", "DC", "F12", "C-Home", "S-End", "S-F1")
      try await Task.sleep(for: .milliseconds(500))
      screen = try await tmux.waitFor { _ in true }
      #expect(screen[0].contains("1 of 5") && strip(screen) == now, "\(screen.joined(separator: "\n"))")
      #expect(!screen.joined().contains("┌ Keys"))

      // PageDown scrolls by 12 hours, Down is the next place, F1 is help.
      try tmux.send("PageDown")
      screen = try await tmux.waitFor { strip($0).hasPrefix("├ Hourly from") }
      #expect(screen[0].contains("1 of 5"))
      try tmux.send("Down")
      try await tmux.waitFor { $0.first?.contains("2 of 5") == true }
      try tmux.send("F1")
      screen = try await tmux.waitFor(text: "┌ Keys")
      #expect(screen.contains { $0.contains("Home End") && $0.contains("back to now / the last hour") })
      // Esc alone closes it after the escape delay; q quits.
      try tmux.send("Escape")
      try await tmux.waitFor { !$0.joined().contains("┌ Keys") }
      try tmux.send("q")
      try await tmux.waitFor(text: "[exit 0]")
    }
  }
}
