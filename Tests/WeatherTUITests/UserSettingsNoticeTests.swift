import Foundation
import Testing
import UserFiles
import WeatherCore
import WeatherProviders

@testable import WeatherTUIApp

/// Settings the user asked for are honoured or answered: `refresh_minutes` sets the cache's
/// lifetime, below ten minutes it is raised with a warning, `clock` picks 12 or 24 hours, and a
/// theme that does not exist is named on stderr by `--once` too.
@Suite struct UserSettingsNoticeTests {
  let path = "/home/u/.config/weathertui/config.toml"

  func settings(config: String, arguments: [String] = []) throws -> Settings {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.toml")
    try config.write(to: file, atomically: true, encoding: .utf8)
    let command = try WeatherTUICommand.parse(["--config", file.path, "--once", "-l", "52.52,13.41"] + arguments)
    return try Settings.resolve(
      options: command,
      environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state", "LANG": "en_US.UTF-8"])
  }

  @Test func refreshMinutesSetsTheScheduleAndTheCacheLifetime() throws {
    let chosen = try settings(config: "refresh_minutes = 30\n")
    #expect(chosen.refreshInterval == 1800)
    #expect(chosen.warnings.isEmpty)
    let services = try WeatherServices.make(
      settings: chosen, environment: ["XDG_CACHE_HOME": "/nonexistent-cache"], client: CurlHTTPClient())
    #expect(services.forecasts.freshness == 1800)
  }

  @Test func refreshMinutesBelowTenIsRaisedWithAWarningNamingTheLine() throws {
    let loaded = try ConfigLoader.parse("units = \"metric\"\nrefresh_minutes = 3\n", path: path)
    #expect(loaded.config.refreshMinutes == 10)
    #expect(
      loaded.warnings == [
        "\(path):2: refresh_minutes = 3 is faster than Open-Meteo updates its data; refreshing every 10 minutes "
          + "(set 10 or more to silence this)"
      ])
    #expect(try ConfigLoader.parse("refresh_minutes = 10\n", path: path).warnings.isEmpty)
  }

  @Test func theClockComesFromTheConfigElseTheLocale() throws {
    #expect(try settings(config: "").hourCycle == .twelveHour, "en_US writes 2:05pm")
    #expect(try settings(config: "clock = \"24h\"\n").hourCycle == .twentyFourHour)
    #expect(try ConfigLoader.parse("clock = \"12h\"\n", path: path).config.clock == .twelveHour)
    #expect(throws: UserFileError.config(path: path, line: 1, message: "key 'clock' must be \"12h\" or \"24h\"")) {
      try ConfigLoader.parse("clock = \"13h\"\n", path: path)
    }
  }

  @Test func onceNamesAThemeThatDoesNotExist() throws {
    let renderer = OnceTextRenderer(
      settings: try settings(config: "", arguments: ["--theme", "nope"]), environment: [:], isTerminal: false)
    #expect(renderer.theme.warnings.count == 1)
    #expect(renderer.theme.warnings.first?.contains("nope") == true, "\(renderer.theme.warnings)")
  }
}
