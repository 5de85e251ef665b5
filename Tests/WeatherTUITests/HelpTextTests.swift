import ArgumentParser
import Testing

@testable import WeatherTUIApp

/// `--help` ends with where the keys and the config file are; other clean exits are untouched.
@Suite struct HelpTextTests {
  /// The text the program prints for `arguments`, when they ask for help. As in
  /// `WeatherTUIProgram`: `--help` parses to swift-argument-parser's own help command, whose
  /// run throws the request; the weather command itself is never run here.
  func help(_ arguments: [String], environment: [String: String]) -> String? {
    do {
      var command = try WeatherTUICommand.parseAsRoot(arguments)
      guard !(command is WeatherTUICommand) else { return nil }
      try command.run()
      return nil
    } catch {
      return WeatherTUICommand.helpText(for: error, environment: environment)
    }
  }

  @Test func helpEndsWithTheKeysAndTheConfigPath() throws {
    for flag in ["--help", "-h"] {
      let text = try #require(help([flag], environment: ["HOME": "/home/ada"]))
      #expect(text.hasPrefix(WeatherTUICommand.helpMessage()))
      #expect(
        text.split(separator: "\n").last
          == "press ? in the dashboard for keys; config: ~/.config/weathertui/config.toml")
    }
  }

  @Test func helpNamesTheConfigPathXDGConfigHomeGives() throws {
    let text = try #require(help(["--help"], environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": "/srv/conf"]))
    #expect(text.hasSuffix("config: /srv/conf/weathertui/config.toml"))
    let underHome = try #require(help(["-h"], environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": "/home/ada/cfg"]))
    #expect(underHome.hasSuffix("config: ~/cfg/weathertui/config.toml"))
  }

  @Test func otherCleanExitsAreLeftAlone() {
    #expect(help(["--version"], environment: [:]) == nil)
    // The JSON swift-argument-parser's man page generator reads must stay JSON.
    #expect(help(["--experimental-dump-help"], environment: [:]) == nil)
    #expect(help(["---completion", "--", "--theme", "1", "0"], environment: [:]) == nil)
    #expect(help(["--once", "--cycle", "1"], environment: [:]) == nil)
  }
}
