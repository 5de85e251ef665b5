import Testing
import UserFiles
import WeatherCore

@testable import WeatherTUIApp

/// Who wins between the command line, the config and what the dashboard remembered.
@Suite struct RememberedViewTests {
  func settings(_ arguments: [String]) throws -> Settings {
    let command = try WeatherTUICommand.parse(arguments + ["-l", "52.52,13.41"])
    return try Settings.resolve(options: command, environment: ["HOME": "/nonexistent", "LANG": "C.UTF-8"])
  }

  @Test func theRememberedViewFillsWhatNothingSaid() throws {
    var plain = try settings([])
    let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.41)
    plain.applyRemembered(ViewChoices(units: .imperial, theme: "light", place: berlin), configIsNewer: false)
    #expect(plain.units == .imperial && plain.theme == "light")
    #expect(plain.startPlaceKey == berlin.roundedKey)
  }

  @Test func theCommandLineAlwaysWins() throws {
    var given = try settings(["--units", "metric", "--theme", "mono"])
    given.applyRemembered(ViewChoices(units: .imperial, theme: "light"), configIsNewer: false)
    #expect(given.units == .metric && given.theme == "mono")
  }

  @Test func theConfigWinsOnlyWhenChangedAfterTheChoice() throws {
    var fromConfig = try settings([])
    fromConfig.units = .metric
    fromConfig.unitsGiven = .config
    var older = fromConfig
    older.applyRemembered(ViewChoices(units: .imperial), configIsNewer: false)
    #expect(older.units == .imperial, "the key pressed after the config was written wins")
    fromConfig.applyRemembered(ViewChoices(units: .imperial), configIsNewer: true)
    #expect(fromConfig.units == .metric, "the config edited after the key wins")
  }
}

/// The footer's word on a `--location` session's edit.
@Suite struct SessionEditReportTests {
  @Test func theFooterSaysWhetherTheEditWasSaved() {
    let tucson = Location(name: "Tucson", latitude: 32.22, longitude: -110.93)
    let file = "/home/u/.local/state/weathertui/places.toml"
    #expect(PlaceFileWatch.sessionReport(.add(tucson), saved: true, file: file) == "saved to places.toml: added Tucson")
    #expect(
      PlaceFileWatch.sessionReport(.move(tucson, by: -1), saved: false, file: file)
        == "this session only (--location): Tucson is not among the places saved in places.toml")
  }
}
