import Foundation
import Render
import Testing
import UserFiles

@testable import WeatherTUIApp

/// Which theme the dashboard starts on, what `t` goes through, and how the terminal's
/// background is given or found.
@Suite struct ThemeChoiceTests {
  func settings(config: String = "", arguments: [String] = []) throws -> Settings {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.toml")
    try config.write(to: file, atomically: true, encoding: .utf8)
    let command = try WeatherTUICommand.parse(["--config", file.path, "-l", "52.52,13.41"] + arguments)
    return try Settings.resolve(
      options: command, environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state", "LANG": "C.UTF-8"])
  }

  /// The theme the dashboard starts on is the one chosen, whoever chose it; before, it was
  /// always the cycle's first, `default`.
  @Test func theDashboardStartsOnTheChosenTheme() throws {
    var remembered = try settings()
    remembered.applyRemembered(ViewChoices(theme: "solarized"), configIsNewer: false)
    let chosen: [(String, Settings)] = [
      ("mono", try settings(arguments: ["--theme", "mono"])),
      ("light", try settings(config: "theme = \"light\"\n")),
      ("solarized", remembered),
      ("default", try settings()),
    ]
    for (name, settings) in chosen {
      let selection = ThemeSelection(initial: settings.theme, tone: .dark, environment: [:])
      #expect(selection.names[selection.initialIndex] == name)
      #expect(selection.load(selection.initialIndex).0.name == (name == "default" ? "dark" : name))
    }
  }

  /// Each look once: `default` and the variant for the other background, then the rest.
  @Test func theCycleOffersEachLookOnce() {
    #expect(
      ThemeSelection.names(initial: "default", tone: .dark) == [
        "default", "light", "high-contrast", "solarized", "mono",
      ])
    #expect(
      ThemeSelection.names(initial: "default", tone: .light) == [
        "default", "dark", "high-contrast", "solarized", "mono",
      ])
    #expect(
      ThemeSelection.names(initial: "light", tone: .light) == ["light", "dark", "high-contrast", "solarized", "mono"])
    #expect(
      ThemeSelection.names(initial: "light", tone: .dark) == ["default", "light", "high-contrast", "solarized", "mono"])
    #expect(
      ThemeSelection.names(initial: "/tmp/mine.theme", tone: .dark)
        == ["/tmp/mine.theme", "default", "light", "high-contrast", "solarized", "mono"])
    let light = ThemeSelection(initial: "default", tone: .light, environment: [:])
    #expect(light.load(0).0.name == "light", "default on a light terminal")
    #expect(light.load(1).0.name == "dark")
  }

  @Test func theBackgroundIsGivenByTheOptionElseTheConfig() throws {
    #expect(try settings().background == nil)
    #expect(try settings(config: "background = \"light\"\n").background == .light)
    #expect(try settings(arguments: ["--background", "dark"]).background == .dark)
    #expect(try settings(config: "background = \"light\"\n", arguments: ["--background", "auto"]).background == nil)
    #expect(try settings(config: "background = \"auto\"\n").background == nil)
    let path = "/c/config.toml"
    #expect(
      throws: UserFileError.config(
        path: path, line: 1, message: "key 'background' must be \"dark\", \"light\" or \"auto\" (ask the terminal)")
    ) { try ConfigLoader.parse("background = \"grey\"\n", path: path) }
    // Given, the terminal is not asked.
    let given = TerminalBackgroundChoice.find(
      settings: try settings(arguments: ["--background", "light"]), environment: ["TERM": "xterm"], mayAsk: true)
    #expect(given.tone == .light && given.answer == nil)
  }

  /// `--once` draws the variant for the terminal's background, loaded once.
  @Test func onceDrawsTheVariantForTheBackground() throws {
    let settings = try settings()
    let light = TerminalBackgroundChoice(tone: .light, source: .colorFGBG("0;15"), answer: nil)
    let renderer = OnceTextRenderer(
      settings: settings, environment: ["TERM": "xterm-256color"], isTerminal: true, background: light)
    #expect(renderer.theme.theme.name == "light")
    let piped = OnceTextRenderer(settings: settings, environment: ["COLORFGBG": "0;15"], isTerminal: false)
    #expect(piped.depth == .mono, "a pipe gets no colour, and nobody is asked")
  }
}
