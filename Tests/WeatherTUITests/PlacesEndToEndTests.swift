import Foundation
import TestSupport
import Testing
import UserFiles
import WeatherCore
import WeatherProviders

@testable import WeatherTUIApp

/// Managing places in the real binary: a first run with nothing saved opens the search box;
/// search the stand-in geocoder, add, switch, reorder and remove, and the state file follows.
extension TerminalSessions {
  @Suite(.serialized) struct PlacesEndToEndTests {
    @Test(
      "search, add, switch, reorder and remove places",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func managePlaces() async throws {
      let api = try StandInAPI()
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-places-\(UUID().uuidString)").path
      let store = PlaceStore(path: home + "/state/weathertui/places.toml")
      let tmux = try EndToEndTests().launch("--wire json", api: api, width: 100, height: 30, home: home)
      defer { tmux.kill() }

      // A first run with no place: the search box, not an error.
      var screen = try await tmux.waitFor(text: "No places saved yet")
      #expect(screen.contains { $0.contains("Add a place") }, "\(screen.joined(separator: "\n"))")

      try tmux.send("X", "y")
      screen = try await tmux.waitFor(text: "No places found")
      try tmux.send("BSpace", "BSpace")
      try tmux.send("S", "p", "r", "i", "n", "g")
      screen = try await tmux.waitFor { $0.joined().contains("Massachusetts") }
      let rows = screen.filter { $0.contains("Springfield,") }
      #expect(rows.count == 3, "three Springfields told apart: \(screen.joined(separator: "\n"))")
      #expect(screen.contains { $0.contains("Missouri, United States") && $0.contains("pop. 169,176") })
      let searches = api.requests.filter { $0.hasPrefix("/v1/search") }
      #expect(!searches.contains { $0.contains("name=S&") || $0.contains("name=Sp&") }, "debounced: \(searches)")

      try tmux.send("Down", "Enter")
      screen = try await tmux.waitFor {
        $0.first?.contains("Springfield, Missouri") == true && $0.joined().contains("10 days")
      }
      #expect(screen[0].contains("Springfield, Missouri, United States"), "\(screen.joined(separator: "\n"))")
      #expect(try await waitForSaved(store) { $0.map(\.region) == ["Missouri, United States"] })

      try tmux.send("/")
      try await tmux.waitFor(text: "Add a place")
      try tmux.send("H", "o", "b")
      try await tmux.waitFor(text: "Tasmania, Australia")
      try tmux.send("Enter")
      screen = try await tmux.waitFor {
        $0.first?.contains("Hobart") == true && $0.joined().contains("10 days") && $0.first?.contains("2 of 2") == true
      }
      #expect(screen[1].contains("Springfield") && screen[1].contains("Hobart"), "tabs list both: \(screen[1])")
      #expect(try await waitForSaved(store) { $0.map(\.name) == ["Springfield", "Hobart"] })

      try tmux.send("K")
      screen = try await tmux.waitFor { $0.first?.contains("1 of 2") == true }
      #expect(screen[0].contains("Hobart"))
      #expect(try await waitForSaved(store) { $0.map(\.name) == ["Hobart", "Springfield"] })

      try tmux.send("d")
      try await tmux.waitFor(text: "Remove Hobart?")
      try tmux.send("n")
      try await tmux.waitFor { !$0.joined().contains("Remove Hobart?") }
      try tmux.send("d")
      try await tmux.waitFor(text: "Remove Hobart?")
      try tmux.send("y")
      screen = try await tmux.waitFor { $0.first?.contains("Springfield") == true && !$0.joined().contains("Remove") }
      #expect(!screen[0].contains("of 2"))
      #expect(try await waitForSaved(store) { $0.map(\.name) == ["Springfield"] })

      try tmux.send("q")
      try await tmux.waitFor(text: "[exit 0]")
      #expect(try tmux.format("#{alternate_on}") == "0")
    }

    /// Polls the state file until `predicate` holds for what it lists (saves run in the background).
    func waitForSaved(_ store: PlaceStore, _ predicate: ([Location]) -> Bool) async throws -> Bool {
      let deadline = Date().addingTimeInterval(5)
      while Date() < deadline {
        if let saved = try store.load(), predicate(saved) { return true }
        try await Task.sleep(for: .milliseconds(50))
      }
      return false
    }
  }
}

/// The wall display in the real binary: rotation, a key pausing it, quiet hours in the footer.
extension TerminalSessions {
  @Suite(.serialized) struct WallDisplayEndToEndTests {
    @Test(
      "rotation, pause on a key, quiet hours",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func wallDisplay() async throws {
      let api = try StandInAPI()
      // Quiet from an hour ago to an hour ahead on the UTC clock the program is given.
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC")!
      let hour = calendar.component(.hour, from: Date())
      let span = String(format: "%02d:00-%02d:00", (hour + 23) % 24, (hour + 1) % 24)
      let tmux = try EndToEndTests().launch(
        "--wire json -l Berlin -l Hobart --cycle 5 --quiet-hours \(span)", api: api, width: 100, height: 30,
        environment: ["TZ": "UTC"])
      defer { tmux.kill() }

      var screen = try await tmux.waitFor { $0.first?.contains("Berlin") == true && $0.joined().contains("days") }
      #expect(screen.last { !$0.isEmpty }?.contains("quiet hours") == true, "\(screen.joined(separator: "\n"))")
      screen = try await tmux.waitFor(timeout: 9) { $0.first?.contains("Hobart") == true }
      #expect(screen[0].contains("2 of 2"), "rotated without a key: \(screen[0])")

      // A key pauses rotation for a minute: the place on screen when the key lands (the strip
      // scrolls) stays for longer than a cycle. A rotation may slip in before the key arrives.
      try tmux.send("Right")
      screen = try await tmux.waitFor(text: "Hourly from")
      let shown = screen[0].contains("Hobart") ? "Hobart" : "Berlin"
      try await Task.sleep(for: .seconds(7))
      screen = try tmux.screen()
      #expect(screen[0].contains(shown), "paused on \(shown): \(screen[0])")

      try tmux.send("q")
      try await tmux.waitFor(text: "[exit 0]")
    }
  }
}

/// Two dashboards on one state file (a desk and an SSH session): A adds Hobart, B adds Tucson,
/// A adds Duluth. Before the lock and the merge, B's save wiped Hobart and A's then Tucson.
extension TerminalSessions {
  @Suite(.serialized) struct TwoDashboardsEndToEndTests {
    @Test(
      "two instances add places and both end with all of them",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func twoInstancesShareTheList() async throws {
      let api = try StandInAPI(limits: "0,0,0")
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-two-\(UUID().uuidString)").path
      let store = PlaceStore(path: home + "/state/weathertui/places.toml")
      let config = home + "/config/weathertui/config.toml"
      try FileManager.default.createDirectory(
        atPath: (config as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try "[[places]]\nname = \"Berlin\"\nlatitude = 52.52437\nlongitude = 13.41053\ntimezone = \"Europe/Berlin\"\n"
        .write(toFile: config, atomically: true, encoding: .utf8)
      // Each added place asks for its normals (about 585 weighted calls); the free tier's minute
      // would then hold the next add's forecast for up to a minute (ClimateBatchTests prove the
      // budget), and the stand-in would refuse it like Open-Meteo. This test is about two
      // processes sharing one list: limits off on both sides, as for a self-hosted server.
      let unlimited = [OpenMeteoLimits.environmentVariable: "off"]
      let a = try EndToEndTests().launch(
        "--wire json", api: api, width: 100, height: 30, home: home, environment: unlimited)
      defer { a.kill() }
      let b = try EndToEndTests().launch(
        "--wire json", api: api, width: 100, height: 30, home: home, environment: unlimited)
      defer { b.kill() }
      for tmux in [a, b] { try await tmux.waitFor { $0.first?.contains("Berlin") == true } }

      try await add("Hob", "Tasmania", in: a)
      #expect(try await PlacesEndToEndTests().waitForSaved(store) { $0.map(\.name) == ["Berlin", "Hobart"] })
      try await add("Tuc", "Arizona", in: b)
      #expect(
        try await PlacesEndToEndTests().waitForSaved(store) { $0.map(\.name) == ["Berlin", "Hobart", "Tucson"] },
        "B's add kept A's Hobart: \(String(describing: try? store.load()?.map(\.name)))")
      try await add("Dul", "Minnesota", in: a)
      #expect(
        try await PlacesEndToEndTests().waitForSaved(store) {
          $0.map(\.name) == ["Berlin", "Hobart", "Tucson", "Duluth"]
        }, "A's add kept B's Tucson: \(String(describing: try? store.load()?.map(\.name)))")

      // A merged on its save; B picks the change up at its next refresh (or minute tick).
      var screen = try await a.waitFor { $0.first?.contains("4 of 4") == true }
      #expect(screen[0].contains("Duluth"), "A still shows the place it added: \(screen[0])")
      #expect(screen[1].contains("Hobart") && screen[1].contains("Tucson"), "\(screen[1])")
      try b.send("r")
      screen = try await b.waitFor(timeout: 15) { $0.first?.contains("of 4") == true }
      #expect(screen[0].contains("Tucson") && screen[0].contains("3 of 4"), "B stays on its place: \(screen[0])")
      #expect(screen[1].contains("Hobart") && screen[1].contains("Duluth"), "\(screen[1])")

      for tmux in [a, b] {
        try tmux.send("q")
        try await tmux.waitFor(text: "[exit 0]")
      }
      #expect(try store.load()?.count == 4)
    }

    @Test(
      "q is not held up by a lock another process keeps on places.toml",
      .enabled(
        if: EndToEndTests.canRun,
        "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func quitWithALockHeldElsewhere() async throws {
      let api = try StandInAPI(limits: "0,0,0")
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-lock-\(UUID().uuidString)").path
      let store = PlaceStore(path: home + "/state/weathertui/places.toml")
      try FileManager.default.createDirectory(
        atPath: home + "/state/weathertui", withIntermediateDirectories: true)
      try store.save([Location(name: "Berlin", latitude: 52.52437, longitude: 13.41053)])
      let tmux = try EndToEndTests().launch(
        "--wire json", api: api, width: 100, height: 30, home: home,
        environment: [OpenMeteoLimits.environmentVariable: "off"])
      defer { tmux.kill() }
      try await tmux.waitFor { $0.first?.contains("Berlin") == true }

      // Another process (here, this test) takes the lock and keeps it.
      let other = open(store.lockPath, O_RDWR | O_CREAT, 0o600)
      defer { close(other) }
      #expect(flock(other, LOCK_EX) == 0)
      try await add("Hob", "Tasmania", in: tmux)
      let pressed = Date()
      try tmux.send("q")
      let screen = try await tmux.waitFor(text: "[exit 0]", timeout: 8)
      #expect(Date().timeIntervalSince(pressed) < 6, "quit waited for the lock")
      #expect(
        screen.joined().contains("places not saved: another process holds"),
        "\(screen.joined(separator: "\n"))")
      #expect(try store.load()?.map(\.name) == ["Berlin"], "the file is as the other process left it")
    }

    /// Opens the search box in `tmux`, types `prefix`, waits for the result in `region`, adds it.
    func add(_ prefix: String, _ region: String, in tmux: TmuxSession) async throws {
      try tmux.send("/")
      try await tmux.waitFor(text: "Add a place")
      for character in prefix { try tmux.send(String(character)) }
      try await tmux.waitFor(text: region)
      try tmux.send("Enter")
      try await tmux.waitFor { !$0.joined().contains("Add a place") }
    }
  }
}
