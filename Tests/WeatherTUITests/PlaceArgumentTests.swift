import ArgumentParser
import Foundation
import TestSupport
import Testing
import WeatherProviders

@testable import WeatherTUIApp

/// `weathertui Berlin` is `weathertui --location Berlin`, and a name that finds no place costs
/// only itself.
@Suite(.serialized) struct PlaceArgumentTests {
  func settings(_ arguments: [String]) throws -> Settings {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID().uuidString)").path
    return try Settings.resolve(
      options: WeatherTUICommand.parse(arguments),
      environment: ["XDG_STATE_HOME": state, "XDG_CONFIG_HOME": state, "LANG": "C.UTF-8"])
  }

  // MARK: - The command line

  @Test func aPlaceNamedAloneIsALocation() throws {
    let bare = try settings(["Berlin"])
    let option = try settings(["--location", "Berlin"])
    #expect(bare.places == [.query("Berlin")])
    #expect(bare.places == option.places)
    #expect(!bare.placesFollowFile, "a session list, as with --location: the saved list is not touched")
  }

  /// Several places, mixed with --location: its places first, then the others in their order.
  @Test(arguments: [
    (["Berlin", "Hobart"], ["Berlin", "Hobart"]),
    (["-l", "Berlin", "Hobart", "Tucson"], ["Berlin", "Hobart", "Tucson"]),
    (["Hobart", "--location", "Berlin"], ["Berlin", "Hobart"]),
    (["--once", "Berlin", "-l", "-42.88,147.33"], ["-42.88,147.33", "Berlin"]),
    (["--", "-42.88,147.33", "Berlin"], ["-42.88,147.33", "Berlin"]),
    (["São Paulo", "52.52,13.41"], ["São Paulo", "52.52,13.41"]),
  ])
  func severalPlaces(arguments: [String], expected: [String]) throws {
    #expect(try settings(arguments).places == expected.map { .query($0) })
  }

  @Test func aSouthernCoordinateAloneIsAnOptionTheParserRefuses() {
    // The help says so: -42.88,147.33 needs --location or "--" before it.
    #expect(throws: (any Error).self) { _ = try WeatherTUICommand.parse(["-42.88,147.33"]) }
    let help = WeatherTUICommand.helpMessage()
    #expect(help.contains("[<place> ...]"))
    #expect(help.contains("(-42.88,147.33) needs --location"))
  }

  @Test func theNamesCompleteAsTheOptionsDo() throws {
    for shell in ["bash", "zsh", "fish"] {
      var script = ""
      do {
        _ = try WeatherTUICommand.parseAsRoot(["--generate-completion-script", shell])
      } catch {
        script = WeatherTUICommand.message(for: error)
      }
      #expect(script.contains("---completion -- positional@0"), "\(shell) does not ask weathertui for a place")
    }
  }

  // MARK: - A name that finds nothing

  func environment(_ api: StandInAPI) -> [String: String] {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID().uuidString)").path
    return api.endpointEnvironment.merging([
      "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
      "LANG": "C.UTF-8",
    ]) { $1 }
  }

  func resolve(_ arguments: [String], api: StandInAPI) async throws -> PlaceResolver.Resolved {
    let environment = environment(api)
    let settings = try Settings.resolve(options: WeatherTUICommand.parse(arguments), environment: environment)
    let services = try WeatherServices.make(settings: settings, environment: environment, client: CurlHTTPClient())
    return try await PlaceResolver(geocoder: services.geocoder).resolve(settings.places, configPath: "")
  }

  @Test func theOthersOpenAndTheMissIsNamedWithItsFix() async throws {
    let api = try StandInAPI()
    let resolved = try await resolve(["Berlin", "Atlantis", "-l", "Hobart"], api: api)
    #expect(resolved.locations.map(\.name) == ["Hobart", "Berlin"])
    #expect(resolved.misses.map(\.query) == ["Atlantis"])
    let warning = try #require(resolved.misses.first?.dashboardWarning)
    #expect(
      warning
        == "no place named 'Atlantis' found, the others are open; press / to search for it, or give latitude,longitude")
    #expect(!warning.contains("\n"))
  }

  @Test func noPlaceFoundAtAllFailsAsBefore() async throws {
    let api = try StandInAPI()
    await #expect(
      throws: AppFailure.runtime("no place named 'Atlantis' found; try a larger nearby town or give latitude,longitude")
    ) {
      _ = try await resolve(["Atlantis"], api: api)
    }
  }

  /// A script gets every place there is on stdout, the miss on stderr and exit 1, as when a
  /// forecast fails: it sees something is missing without losing the rest.
  @Test func onceWritesTheOthersAndFailsForTheMiss() async throws {
    let api = try StandInAPI()
    let environment = environment(api)
    let command = try WeatherTUICommand.parse([
      "--once", "--wire", "json", "--width", "80", "Berlin", "Atlantis", "Hobart",
    ])
    let settings = try Settings.resolve(options: command, environment: environment)
    final class Capture: @unchecked Sendable { var text = "" }
    let capture = Capture()
    var runner = OnceRunner(settings: settings, environment: environment, client: CurlHTTPClient())
    runner.output = { capture.text += $0 }
    await #expect(
      throws: AppFailure.runtime("no place named 'Atlantis' found; try a larger nearby town or give latitude,longitude")
    ) {
      try await runner.run()
    }
    #expect(capture.text.contains("Berlin") && capture.text.contains("Hobart"), "\(capture.text)")
  }
}
