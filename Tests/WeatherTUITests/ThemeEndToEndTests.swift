import Foundation
import Render
import TestSupport
import Testing
import UserFiles

/// The theme a person chose is the one on screen, and every cell of it reads on the terminal
/// it is shown on: the real release binary in tmux against the stand-in, its screen read with
/// its colours (`capture-pane -e`) and each cell's contrast computed as xterm shows it.
extension TerminalSessions {
  @Suite(.serialized) struct ThemeEndToEndTests {
    static let canRun = EndToEndTests.canRun

    /// The stand-in without Open-Meteo's limits, and the program told so: these tests start the
    /// dashboard several times, each from an empty cache, and each start's climate record
    /// would spend half the free tier's minute.
    static func standIn() throws -> StandInAPI { try StandInAPI(limits: "0,0,0") }

    /// A fresh home with `config` and `view` (the remembered view) written where the program
    /// reads them.
    static func home(config: String? = nil, view: String? = nil) throws -> String {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)").path
      let environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state"]
      for (text, path) in [
        (config, AppConfig.defaultPath(environment: environment)),
        (view, ViewChoices.defaultPath(environment: environment)),
      ] {
        guard let text else { continue }
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
      }
      return home
    }

    /// Starts the dashboard (or `--once`) and returns its screen once the forecast is on it.
    func show(
      _ arguments: String, api: StandInAPI, home: String? = nil, environment: [String: String] = [:],
      term: String = "xterm-256color", until text: String = "10 days"
    ) async throws -> (StyledScreen, TmuxSession) {
      let tmux = try EndToEndTests().launch(
        "--wire json \(arguments)", api: api, home: home ?? Self.home(),
        environment: environment.merging(["WEATHERTUI_OPEN_METEO_LIMITS": "off"]) { $1 },
        // `swift test` sets NO_COLOR for its own output, and tmux passes it on.
        binary: "env -u NO_COLOR TERM=\(term) \(EndToEndTests.binary)")
      let plain = try await tmux.waitFor(text: text)
      #expect(plain.joined().contains(text), "\(arguments), \(environment): \(plain.joined(separator: "\n"))")
      return (StyledScreen(capture: try tmux.styledScreen()), tmux)
    }

    @Test(
      "the theme chosen by --theme, by the config and by the remembered view is the one drawn",
      .enabled(
        if: canRun, "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func theChosenThemeIsDrawn() async throws {
      let api = try Self.standIn()
      // mono has no colour at all; default has plenty.
      let (plain, first) = try await show("-l 52.52,13.41", api: api)
      first.kill()
      #expect(plain.hasColour, "the default theme colours the screen")
      let choices: [(String, String, String?, String?)] = [
        ("--theme", "--theme mono", nil, nil),
        ("the config", "", "theme = \"mono\"\n", nil),
        ("the remembered view", "", nil, "theme = \"mono\"\n"),
      ]
      for (how, arguments, config, view) in choices {
        let (screen, tmux) = try await show(
          "-l 52.52,13.41 \(arguments)", api: api, home: try Self.home(config: config, view: view))
        tmux.kill()
        #expect(!screen.hasColour, "mono chosen by \(how) is drawn without colour")
      }
    }

    @Test(
      "t goes on from the chosen theme, and the next start remembers it",
      .enabled(
        if: canRun, "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func theCycleStartsAtTheChoiceAndIsRemembered() async throws {
      let api = try Self.standIn()
      let home = try Self.home()
      var (screen, tmux) = try await show("-l 52.52,13.41 --theme mono", api: api, home: home)
      defer { tmux.kill() }
      #expect(!screen.hasColour)
      // mono is the cycle's last: t comes round to default.
      try tmux.send("t")
      let flashed = try await tmux.waitFor(text: "theme: default")
      #expect(flashed.joined().contains("theme: default"), "\(flashed.joined(separator: "\n"))")
      #expect(StyledScreen(capture: try tmux.styledScreen()).hasColour)
      try tmux.send("t")
      _ = try await tmux.waitFor(text: "theme: light")
      try tmux.send("q")
      _ = try await tmux.waitFor(text: "[exit 0]")
      tmux.kill()
      let view = try String(
        contentsOfFile: ViewChoices.defaultPath(environment: ["XDG_STATE_HOME": home + "/state"]), encoding: .utf8)
      #expect(view.contains("theme = \"light\""), "\(view)")
      // The next start, with no --theme, is on light: not mono (the last command line), not default.
      (screen, tmux) = try await show("-l 52.52,13.41", api: api, home: home)
      try tmux.send("t")
      let next = try await tmux.waitFor(text: "theme: high-contrast")
      #expect(next.joined().contains("theme: high-contrast"), "light's next is high-contrast")
    }

    /// What a person on a light terminal (xterm's own black on white) and on a dark one sees,
    /// at 256 and 8 colours (TERM=xterm, xterm's own, has 8). 16 colours are left to
    /// ThemeContrastTests: Debian's ncurses-base has no xterm-16color (ncurses-term has), and
    /// with a TERM curses does not know the program prints its --once page instead.
    @Test(
      "on a light and on a dark terminal every cell of the default theme reads, at 256 and 8 colours",
      .enabled(
        if: canRun, "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"),
      arguments: ["xterm-256color", "xterm"])
    func everyCellReads(term: String) async throws {
      let api = try Self.standIn()
      for tone in BackgroundTone.allCases {
        // tmux 3.3 answers the background query with its device attributes only, so the
        // variable rxvt and Konsole set says which terminal this is.
        let colorFGBG = tone == .light ? "0;15" : "15;0"
        let (screen, tmux) = try await show(
          "-l Berlin -l Hobart", api: api, environment: ["COLORFGBG": colorFGBG], term: term)
        try tmux.send("o")
        _ = try await tmux.waitFor(text: "Hobart")
        let overview = StyledScreen(capture: try tmux.styledScreen())
        tmux.kill()
        // With 16 or 8 colours, the palette (xterm's) goes with xterm's own background only.
        let depth: ColorDepth = term == "xterm" ? .ansi8 : .xterm256
        for terminal in tone.terminals(for: depth) {
          let faint = screen.faintCells(on: terminal) + overview.faintCells(on: terminal)
          #expect(
            faint.isEmpty,
            "\(term), \(tone) terminal on \(terminal.background): \(faint.count) cells too faint\n\(faint.prefix(20).joined(separator: "\n"))"
          )
        }
      }
    }

    @Test(
      "--once prints the chosen theme, readable on its terminal",
      .enabled(
        if: canRun, "needs tmux, python3 and the release binary (swift build -c release); scripts/test provides them"))
    func onceInColour() async throws {
      let api = try Self.standIn()
      var (screen, tmux) = try await show("--once -l 52.52,13.41 --theme light", api: api, until: "[exit 0]")
      tmux.kill()
      #expect(screen.hasColour)
      let faint = screen.faintCells(on: BackgroundTone.light.terminals[0])
      #expect(faint.isEmpty, "\(faint.count) cells too faint\n\(faint.prefix(20).joined(separator: "\n"))")
      (screen, tmux) = try await show(
        "--once -l 52.52,13.41", api: api, home: try Self.home(config: "theme = \"mono\"\n"), until: "[exit 0]")
      tmux.kill()
      #expect(!screen.hasColour, "the config's mono")
    }
  }
}
