import Foundation
import TestSupport
import Testing

/// The real release binary in a real terminal (tmux), against the stand-in API on 127.0.0.1,
/// driven with keys and read off the screen as a person would.
extension TerminalSessions {
  @Suite(.serialized) struct EndToEndTests {
    static let binary = StandInAPI.packageRoot.appendingPathComponent(".build/release/weathertui").path
    /// The same program on a faster clock (`WEATHERTUI_FAST_CLOCK`), built with the tests.
    static let fastClockBinary = StandInAPI.packageRoot.appendingPathComponent(".build/debug/FastClockDashboard").path
    static let canRun =
      TmuxSession.isAvailable && ProcessRunner.which("python3") != nil
      && FileManager.default.isExecutableFile(atPath: binary)

    /// The stand-in compiles FlatBuffers answers with flatc and Open-Meteo's schema (a copy in
    /// scripts/flatbuffers/open-meteo-sdk).
    static let canServeFlatBuffers = ProcessRunner.which("flatc") != nil

    func launch(
      _ arguments: String, api: StandInAPI, width: Int = 120, height: Int = 40,
      home: String = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString)").path,
      environment extra: [String: String] = [:], binary: String = Self.binary
    ) throws -> TmuxSession {
      let session = TmuxSession()
      try session.start(
        "\(binary) \(arguments)", width: width, height: height,
        environment: api.endpointEnvironment.merging([
          "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
          "HOME": home, "LANG": "C.UTF-8",
          "LC_ALL": "C.UTF-8",
        ]) { $1 }.merging(extra) { $1 })
      return session
    }

    @Test(
      "switch place, scroll, help, resize, quit",
      .enabled(
        if: canRun, "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func aPersonAtTheKeyboard() async throws {
      let api = try StandInAPI()
      // The default transport is FlatBuffers; without flatc the rest is still checked on JSON,
      // but the test fails.
      if !Self.canServeFlatBuffers {
        Issue.record(
          "the stand-in cannot serve FlatBuffers, the default wire: flatc is missing (scripts/bootstrap --test)")
      }
      let wire = Self.canServeFlatBuffers ? "" : "--wire json "
      let tmux = try launch("\(wire)-l Berlin -l Hobart", api: api)
      defer { tmux.kill() }

      var screen = try await tmux.waitFor {
        $0.joined().contains("Weather data by Open-Meteo.com") && $0.joined().contains("10 days")
      }
      #expect(screen[0].contains("Berlin, Land Berlin, Germany"), "\(screen.joined(separator: "\n"))")
      #expect(screen[0].contains("1 of 2"))
      #expect(screen.contains { $0.contains("Next") && $0.contains("hours") })
      #expect(screen.contains { $0.contains("Today") })
      let forecasts = api.requests.filter { $0.hasPrefix("/v1/forecast") && $0.contains("current=") }
      #expect(forecasts.count == 1, "both places in one request")
      #expect(forecasts.allSatisfy { $0.contains("format=flatbuffers") } == Self.canServeFlatBuffers)

      try tmux.send("Tab")
      screen = try await tmux.waitFor { $0.first?.contains("Hobart") == true }
      #expect(screen[0].contains("2 of 2"))

      try tmux.send("Right", "Right", "Right")
      screen = try await tmux.waitFor { $0.joined().contains("Hourly from") }
      #expect(screen.contains { $0.contains("Hourly from") }, "scrolled strip names its first hour")

      try tmux.send("?")
      screen = try await tmux.waitFor(text: "Keys")
      #expect(screen.contains { $0.contains("next place") })
      try tmux.send("Escape")
      screen = try await tmux.waitFor { !$0.joined().contains("next place") }
      #expect(!screen.joined().contains("Keys ─"))

      try tmux.resize(width: 80, height: 24)
      // Two places: the tab row takes a day row at this size, so not all 10 days fit.
      // Wait for the whole new layout: right after the resize tmux shows the old frame cut to size.
      screen = try await tmux.waitFor {
        $0.count <= 25 && ($0.first?.count ?? 0) <= 80 && $0.joined().contains(" days ─")
          && $0.contains { $0.contains("Weather data by Open-Meteo.com") } && $0.count > 1 && $0[1].contains("1 Berlin")
      }
      #expect(screen.contains { $0.contains("Weather data by Open-Meteo.com") }, "80×24 keeps every pane")
      #expect(screen[1].contains("1 Berlin") && screen[1].contains("2 Hobart"), "place tabs: \(screen[1])")
      #expect(screen.contains { $0.contains("Alerts") })

      try tmux.resize(width: 40, height: 12)
      screen = try await tmux.waitFor(text: "too small")
      #expect(screen.contains { $0.contains("have 40×12") })

      try tmux.resize(width: 100, height: 30)
      try await tmux.waitFor(text: "10 days")

      try tmux.send("q")
      screen = try await tmux.waitFor(text: "[exit 0]")
      #expect(screen.contains { $0.contains("[exit 0]") })
      #expect(try tmux.format("#{alternate_on}") == "0", "main screen back")
      #expect(try tmux.format("#{cursor_flag}") == "1", "cursor visible")
    }

    @Test(
      "a failed refresh keeps the data and says so with its reason; STALE only once data is past its expiry",
      .enabled(
        if: canRun, "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func failedRefreshAndStale() async throws {
      let api = try StandInAPI()
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString)").path
      var tmux = try launch("--wire json -l 52.52,13.41", api: api, home: home)
      defer { tmux.kill() }
      try await tmux.waitFor(text: "10 days")
      try api.fail(status: 503)
      try tmux.send("r")
      var screen = try await tmux.waitFor(text: "refresh failed")
      #expect(!screen.joined().contains("STALE"), "seconds-old data is not stale: \(screen.joined(separator: "\n"))")
      #expect(screen.contains { $0.contains("Today") }, "the last good data stays")
      // The whole reason is one key away.
      try tmux.send("i")
      screen = try await tmux.waitFor(text: "503")
      #expect(screen.contains { $0.contains("Status") })
      try tmux.send("Escape")
      try await tmux.waitFor(text: "10 days")
      try tmux.send("C-c")
      try await tmux.waitFor(text: "[exit 0]")
      tmux.kill()

      // Two hours on (the test build's clock runs twice as fast from two hours back), still
      // failing: the cached data is shown, STALE with its true age.
      try #require(
        FileManager.default.isExecutableFile(atPath: Self.fastClockBinary),
        "no \(Self.fastClockBinary): swift build --build-tests makes it")
      let origin = Date().timeIntervalSince1970 - 7200
      tmux = try launch(
        "--wire json -l 52.52,13.41", api: api, home: home,
        environment: ["WEATHERTUI_FAST_CLOCK": "\(Int(origin)):2"], binary: Self.fastClockBinary)
      screen = try await tmux.waitFor(text: "STALE")
      #expect(screen.contains { $0.contains("data 2 h") }, "\(screen.joined(separator: "\n"))")
      try api.recover()
      try tmux.send("r")
      try await tmux.waitFor { !$0.joined().contains("STALE") }
      try tmux.send("C-c")
      try await tmux.waitFor(text: "[exit 0]")
      #expect(try tmux.format("#{alternate_on}") == "0")
    }

    @Test(
      "SIGHUP restores the terminal and exits",
      .enabled(
        if: canRun, "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func hangup() async throws {
      let api = try StandInAPI()
      let tmux = try launch("--wire json -l 52.52,13.41", api: api)
      defer { tmux.kill() }
      try await tmux.waitFor(text: "10 days")
      // The pane runs a shell that runs the binary; signal the binary itself.
      let child = try tmux.programPID(named: "weathertui")
      #expect(!child.isEmpty)
      _ = try ProcessRunner.run("kill", ["-HUP", child])
      let screen = try await tmux.waitFor(text: "[exit")
      #expect(screen.contains { $0.contains("[exit 0]") })
      #expect(try tmux.format("#{alternate_on}") == "0")
    }

    @Test(
      "an official alert, hostile text and all, reads cleanly",
      .enabled(
        if: canRun, "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func officialAlert() async throws {
      let api = try StandInAPI()
      // Springfield, Illinois: the stand-in NWS has a Winter Storm Warning there whose text
      // carries a clear-screen sequence, an OSC 52 clipboard write, BEL and a C1 CSI.
      let tmux = try launch("--wire json -l 39.80,-89.64", api: api, width: 100, height: 30)
      defer { tmux.kill() }
      var screen = try await tmux.waitFor(text: "Winter Storm Warning")
      #expect(screen.contains { $0.contains("SEVERE") && $0.contains("NWS Lincoln IL") })
      #expect(api.requests.contains { $0.hasPrefix("/alerts/active") && $0.contains("point=39.8000,-89.6400") })
      try tmux.send("a")
      screen = try await tmux.waitFor(text: "Total accumulations")
      #expect(
        screen.contains { $0.contains("* WHAT...Heavy snow. Total accumulations of 8 inches.") },
        "\(screen.joined(separator: "\n"))")
      #expect(screen.contains { $0.contains("Travel could be very difficult.") })
      #expect(!screen.joined().contains("52;c"), "no escape sequence reached the terminal")
      let invisible = screen.joined().unicodeScalars.filter {
        $0.properties.generalCategory == .format || (0xE0000...0xE007F).contains($0.value)
      }
      #expect(invisible.isEmpty, "format characters on screen: \(invisible.map { String($0.value, radix: 16) })")
      try tmux.send("Escape")
      screen = try await tmux.waitFor(text: "10 days")
      try tmux.send("q")
      try await tmux.waitFor(text: "[exit 0]")
    }
    @Test(
      "alerts beyond the US: ECCC in Canada, INMET in Brazil, MET Norway on Svalbard, DWD in Germany, a named country without one, Jamaica's quiet index",
      .enabled(
        if: canRun, "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func alertsBeyondTheUnitedStates() async throws {
      let api = try StandInAPI()
      // The stand-in serves ECCC's and MET Norway's recorded answers, moved to now, for points
      // inside their zones.
      let tmux = try launch(
        "--wire json -l 'Annapolis Royal' -l Itamaraju -l Longyearbyen -l Berlin -l Tokyo -l Kingston", api: api,
        width: 100, height: 30)
      defer { tmux.kill() }
      var screen = try await tmux.waitFor(text: "heat warning")
      #expect(screen.contains { $0.contains("MODERATE heat warning") && $0.contains("Environment Canada") })
      #expect(
        api.requests.contains {
          $0.hasPrefix("/collections/weather-alerts/items") && $0.contains("bbox=-65.5167,44.7420")
        })
      // Brazil: INMET's recorded feed, its index and then each message it lists, read once.
      try tmux.send("2")
      screen = try await tmux.waitFor(text: "Acumulado de Chuva")
      #expect(screen.contains { $0.contains("MODERATE Acumulado de Chuva") })
      #expect(screen.contains { $0.contains("INMET") }, "the issuer credited on the pane's edge")
      #expect(api.requests.filter { $0.hasPrefix("/avisos/rss") }.count == 57)
      try tmux.send("3")
      screen = try await tmux.waitFor(text: "No alerts in force")
      #expect(screen.contains { $0.contains("No alerts in force") && $0.contains("MET Norway") })
      #expect(api.requests.contains { $0.hasPrefix("/weatherapi/metalerts/2.0/current.json?lat=78.2233&lon=15.6469") })
      // Germany: the warn cell once, then its warnings; the hostile description arrives clean.
      try tmux.send("4")
      screen = try await tmux.waitFor(text: "SCHWERES GEWITTER")
      #expect(screen.contains { $0.contains("SEVERE VORABINFORMATION SCHWERES GEWITTER") })
      #expect(screen.contains { $0.contains("MODERATE STURMBÖEN") && $0.contains("DWD / Nationales Warnzentrum") })
      #expect(api.requests.filter { $0.hasPrefix("/geoserver/dwd/ows") }.count == 2)
      #expect(!screen.joined().contains("[2J"), "no escape sequence reached the terminal")
      // Japan has no keyless feed here yet: the pane says so by name.
      try tmux.send("5")
      screen = try await tmux.waitFor(text: "No official alert source for Japan yet")
      // Jamaica: the Met Service's recorded index, which lists no warning and links back to
      // itself: one request, and "no alerts" credited to the service.
      try tmux.send("6")
      screen = try await tmux.waitFor(text: "Meteorological Service of Jamaica")
      #expect(screen.contains { $0.contains("No alerts in force") })
      #expect(api.requests.filter { $0.hasPrefix("/capfeed.php") }.count == 1)
      try tmux.send("q")
      try await tmux.waitFor(text: "[exit 0]")
    }

    @Test(
      "MeteoAlarm: the place's position finds its area, A chooses another, its warnings show and the choice is saved",
      .enabled(
        if: canRun, "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func meteoAlarmAreaFoundByPositionAndChosenByTheUser() async throws {
      let api = try StandInAPI()
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString)").path
      // A saved place (the config's), so the choice has somewhere to be kept: a --location
      // session keeps it for the session only, and says so (SessionEditTests).
      try FileManager.default.createDirectory(atPath: home + "/config/weathertui", withIntermediateDirectories: true)
      try "[[places]]\nname = \"Rijeka\"\nlatitude = 45.3271\nlongitude = 14.4422\ncountry_code = \"HR\"\n".write(
        toFile: home + "/config/weathertui/config.toml", atomically: true, encoding: .utf8)
      let tmux = try launch("--wire json", api: api, width: 100, height: 30, home: home)
      defer { tmux.kill() }
      // Rijeka lies in the feed's "Rijeka region" (HR006, by MeteoAlarm's outlines): its red wind
      // warning, A not pressed.
      var screen = try await tmux.waitFor(text: "RED WIND WARNING")
      #expect(!screen.joined().contains("press A"))
      #expect(api.requests.filter { $0.hasPrefix("/api/v1/warnings/feeds-croatia") }.count >= 1)
      try tmux.send("A")
      screen = try await tmux.waitFor(text: "Alert area for Rijeka")
      #expect(screen.joined().contains("This place lies in Rijeka region"))
      try tmux.send("zagreb")
      screen = try await tmux.waitFor(text: "HR002")
      try tmux.send("Enter")
      screen = try await tmux.waitFor(text: "MODERATE")  // Zagreb region's yellow warnings
      let saved = try String(contentsOfFile: home + "/state/weathertui/places.toml", encoding: .utf8)
      #expect(saved.contains("alert_area = \"HR002\""), "\(saved)")
      try tmux.send("q")
      try await tmux.waitFor(text: "[exit 0]")
    }
  }
}
