import Foundation
import TestSupport
import Testing

/// Big type in the real release binary in tmux: FreeType and DejaVu Sans are loaded when big
/// type is first drawn, not before, and the temperature grows with the terminal.
extension TerminalSessions {
  @Suite(.serialized) struct BigTypeEndToEndTests {
    typealias E = EndToEndTests

    /// Rows from the top of the card whose first columns hold big type's blocks.
    static func bigRows(_ screen: [String]) -> Int {
      let blocks = Set("▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")
      return screen.dropFirst().prefix { line in line.prefix(40).contains { blocks.contains($0) } }.count
    }

    static func mapsFreeType(_ pid: String) -> (library: Bool, font: Bool) {
      let maps = (try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)) ?? ""
      return (maps.contains("libfreetype.so"), maps.contains("DejaVuSans-Bold.ttf"))
    }

    @Test(
      "FreeType loads with the first big type; at 300×80 the temperature is 16 rows tall",
      .enabled(if: E.canRun, "needs tmux, python3 and the release binary (swift build -c release)"),
      .enabled(if: TestFonts.run, "needs fonts-dejavu-core and libfreetype6"))
    func bigTypeLoadsItsFontWhenDrawnAndGrows() async throws {
      let api = try StandInAPI()
      let tmux = try E().launch("--wire json -l Berlin", api: api, width: 100, height: 30)
      defer { tmux.kill() }
      var screen = try await tmux.waitFor(timeout: 20) { $0.joined().contains("Open-Meteo.com") }
      let pid = try tmux.programPID(named: "weathertui")
      #expect(!pid.isEmpty)
      #expect(Self.bigRows(screen) == 0, "no big type at 100×30")
      let small = Self.mapsFreeType(pid)
      #expect(!small.library && !small.font, "nothing of FreeType is loaded before big type is drawn")

      try tmux.resize(width: 300, height: 80)
      screen = try await tmux.waitFor { Self.bigRows($0) >= 16 }
      #expect(Self.bigRows(screen) >= 16, "\(screen.prefix(20).joined(separator: "\n"))")
      let large = Self.mapsFreeType(pid)
      #expect(large.library && large.font, "FreeType and DejaVu Sans Bold set it")
      try tmux.send("q")
    }
  }
}
