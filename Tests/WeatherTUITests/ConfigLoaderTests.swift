import Foundation
import Testing
import UserFiles
import WeatherCore

@testable import WeatherTUIApp

@Suite struct ConfigLoaderTests {
  let path = "/home/u/.config/weathertui/config.toml"

  @Test func readsTheDocumentedShape() throws {
    let text = """
      units = "metric"            # or "imperial"
      theme = "default"
      provider = "open-meteo"
      refresh_minutes = 10

      [[places]]
      name = "Hobart"
      latitude = -42.8794
      longitude = 147.3294
      timezone = "Australia/Hobart"

      [[places]]
      name = "Oslo"
      latitude = 59.91
      longitude = 10
      """
    let loaded = try ConfigLoader.parse(text, path: path)
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.config.units == .metric)
    #expect(loaded.config.refreshMinutes == 10)
    #expect(
      loaded.config.places == [
        .init(name: "Hobart", latitude: -42.8794, longitude: 147.3294, timezone: "Australia/Hobart"),
        .init(name: "Oslo", latitude: 59.91, longitude: 10, timezone: nil),
      ])
  }

  @Test func unknownKeysAreWarningsWithTheirLine() throws {
    let text =
      "units = \"imperial\"\ncolour = \"blue\"\n[[places]]\nname = \"X\"\nlatitude = 1\nlongitude = 2\naltitude = 3\n"
    let loaded = try ConfigLoader.parse(text, path: path)
    #expect(
      loaded.warnings == [
        "\(path):2: unknown key 'colour' ignored",
        "\(path):7: unknown key 'altitude' in place 1 ignored",
      ])
  }

  @Test func aFileOfManyUnknownKeysGivesAFewWarningsAndACount() throws {
    // 40,000 keys (about 1 MB): each key's line used to be searched for from the top, and each
    // warning compared with all the others.
    let text = (0..<40_000).map { "unknown_key_\($0) = 1" }.joined(separator: "\n") + "\nunits = \"metric\"\n"
    let loaded = try ConfigLoader.parse(text, path: path)
    #expect(loaded.warnings.count == 13)
    #expect(loaded.warnings.last == "\(path): 39988 more problems not listed; fix the ones above and look again")
    #expect(loaded.config.units == .metric)
    let long = String(repeating: "k", count: 100_000)
    let one = try ConfigLoader.parse("\(long) = 1\n", path: path)
    #expect(one.warnings.count == 1 && one.warnings[0].count < 120, "\(one.warnings[0].prefix(200))")
  }

  @Test func aqiChoosesTheIndexOrLeavesItPerPlace() throws {
    #expect(try ConfigLoader.parse("aqi = \"us\"\n", path: path).config.airQualityScale == .us)
    #expect(try ConfigLoader.parse("aqi = \"european\"\n", path: path).config.airQualityScale == .european)
    #expect(try ConfigLoader.parse("units = \"metric\"\n", path: path).config.airQualityScale == nil)
  }

  @Test func overviewAndBigAreSwitches() throws {
    let both = try ConfigLoader.parse("overview = true\nbig = true\n", path: path).config
    #expect(both.overview && both.big)
    let neither = try ConfigLoader.parse("units = \"metric\"\n", path: path).config
    #expect(!neither.overview && !neither.big)
    #expect(throws: UserFileError.self) { try ConfigLoader.parse("overview = \"yes\"\n", path: path) }
  }

  @Test func syntaxErrorNamesFileAndLine() {
    #expect {
      try ConfigLoader.parse("units = \"metric\"\nrefresh_minutes = = 3\n", path: path)
    } throws: { error in
      let error = error as? UserFileError
      return error?.line == 2 && error?.path == path
    }
  }

  @Test func wrongTypesNameTheKeyAndLine() {
    let cases: [(String, Int, String)] = [
      ("units = \"kelvin\"", 1, "key 'units' must be \"metric\" or \"imperial\""),
      ("refresh_minutes = 0", 1, "key 'refresh_minutes' must be a whole number of minutes from 1 to 1440"),
      (
        "\n[[places]]\nname = \"A\"\nlatitude = 95\nlongitude = 0", 4,
        "place 1: key 'latitude' is 95.0, out of range -90…90"
      ),
      ("[[places]]\nname = \"A\"\nlatitude = 1", 1, "place 1: key 'longitude' is missing; add it in decimal degrees"),
      ("nws_contact = \" \"", 1, "key 'nws_contact' must be an email address or website, like \"you@example.org\""),
      (
        "\nclimate_baseline = \"1930-2020\"", 2,
        "key 'climate_baseline' must be a span of at least 10 years from 1940 on, like \"1991-2020\" or \"1970-latest\""
      ),
      ("alert_bell = \"yes\"", 1, "key 'alert_bell' must be true or false"),
      (
        "\naqi = \"eu\"", 2,
        "key 'aqi' must be \"european\" or \"us\" (or left out: the European index in Europe, the US one elsewhere)"
      ),
      (
        "on_alert = \"\"", 1,
        "key 'on_alert' must be a shell command on one line, like \"curl -s -T - ntfy.sh/my-weather\""
      ),
      (
        "[[places]]\nname = \"A\"\nlatitude = 1\nlongitude = 2\ntimezone = \"Mars/Olympus\"", 5,
        "place 1: key 'timezone' must be an IANA time zone such as \"Europe/Berlin\""
      ),
    ]
    for (text, line, message) in cases {
      #expect(throws: UserFileError.config(path: path, line: line, message: message)) {
        try ConfigLoader.parse(text, path: path)
      }
    }
  }

  @Test func theClimateBaselineIsTheStandardPeriodUnlessSet() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("base-\(UUID().uuidString).toml").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let options = try WeatherTUICommand.parse(["--config", file, "-l", "1,2"])
    let home = ["HOME": "/nonexistent", "XDG_STATE_HOME": "/nonexistent/state"]
    try "units = \"metric\"\n".write(toFile: file, atomically: true, encoding: .utf8)
    #expect(try Settings.resolve(options: options, environment: home).climateBaseline == .standard)
    try "climate_baseline = \"1970-latest\"\n".write(toFile: file, atomically: true, encoding: .utf8)
    #expect(
      try Settings.resolve(options: options, environment: home).climateBaseline
        == ClimateBaseline(firstYear: 1970, lastYear: nil))
  }

  @Test func alertBellAndHookComeFromTheConfig() throws {
    let loaded = try ConfigLoader.parse(
      "alert_bell = true\non_alert = \"curl -s -T - ntfy.sh/my-weather\"\n", path: path)
    #expect(loaded.config.alertBell)
    #expect(loaded.config.onAlert == "curl -s -T - ntfy.sh/my-weather")
    #expect(loaded.warnings.isEmpty)
    #expect(!(try ConfigLoader.parse("units = \"metric\"\n", path: path)).config.alertBell, "off unless asked")
  }

  @Test func nwsContactComesFromTheConfigAndTheEnvironmentWins() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("nws-\(UUID().uuidString).toml").path
    try "nws_contact = \"me@example.org\"\n".write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let options = try WeatherTUICommand.parse(["--config", file, "-l", "1,2"])
    let home = ["HOME": "/nonexistent", "XDG_STATE_HOME": "/nonexistent/state"]
    #expect(try Settings.resolve(options: options, environment: home).nwsContact == "me@example.org")
    let overridden = home.merging(["WEATHERTUI_NWS_CONTACT": "ops@example.com"]) { $1 }
    #expect(try Settings.resolve(options: options, environment: overridden).nwsContact == "ops@example.com")
  }

  @Test func missingDefaultFileIsEmptyButMissingExplicitFileIsAnError() throws {
    let missing = "/nonexistent/weathertui/config.toml"
    #expect(try ConfigLoader.load(path: missing, explicit: false).config == AppConfig())
    #expect(throws: UserFileError.self) { try ConfigLoader.load(path: missing, explicit: true) }
  }

  @Test func defaultPathFollowsXDG() {
    #expect(AppConfig.defaultPath(environment: ["XDG_CONFIG_HOME": "/x"]) == "/x/weathertui/config.toml")
    #expect(AppConfig.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/weathertui/config.toml")
  }
}

@Suite struct ConfigWeatherKitTests {
  let path = "/home/u/.config/weathertui/config.toml"

  @Test func readsTheWeatherKitTableAndPlaceCountries() throws {
    let text = """
      provider = "weatherkit"

      [weatherkit]
      team_id = "TEAM123456"
      service_id = "com.example.weathertui"
      key_id = "KEY1234567"
      key_file = "~/.config/weathertui/AuthKey_KEY1234567.p8"
      colour = "x"

      [[places]]
      name = "Seattle"
      latitude = 47.6062
      longitude = -122.3321
      country = "us"
      """
    let loaded = try ConfigLoader.parse(text, path: path)
    #expect(loaded.config.provider == "weatherkit")
    #expect(
      loaded.config.weatherKit
        == .init(
          teamID: "TEAM123456", serviceID: "com.example.weathertui", keyID: "KEY1234567",
          keyFile: "~/.config/weathertui/AuthKey_KEY1234567.p8"))
    #expect(loaded.config.places.first?.location.countryCode == "US")
    #expect(loaded.warnings == ["\(path): unknown key 'colour' in [weatherkit] ignored"])
  }

  @Test func badWeatherKitValuesAreErrors() {
    #expect(throws: UserFileError.self) { try ConfigLoader.parse("[weatherkit]\nteam_id = \"\"\n", path: path) }
    #expect(throws: UserFileError.self) { try ConfigLoader.parse("weatherkit = 3\n", path: path) }
    #expect(throws: UserFileError.self) {
      try ConfigLoader.parse("[[places]]\nname = \"X\"\nlatitude = 1\nlongitude = 2\ncountry = \"USA\"\n", path: path)
    }
  }

  @Test func anAlertAreaIsACodeAndAnythingElseNamesTheFix() throws {
    let good = try ConfigLoader.parse(
      "[[places]]\nname = \"Wien\"\nlatitude = 48.2\nlongitude = 16.37\nalert_area = \" at0900 \"\n", path: path)
    #expect(good.config.places.first?.location.alertArea == "AT0900")
    #expect(good.warnings.isEmpty)
    do {
      _ = try ConfigLoader.parse(
        "[[places]]\nname = \"Wien\"\nlatitude = 48.2\nlongitude = 16.37\nalert_area = \"Wien; rm -rf\"\n", path: path)
      Issue.record("a name was taken for a code")
    } catch {
      #expect(error.description.contains("alert_area") && error.description.contains("AT0301"))
    }
  }
}
