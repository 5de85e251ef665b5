import ArgumentParser
import Foundation
import Render
import Testing
import UserFiles
import WeatherCore

@testable import WeatherTUIApp

/// What Tab offers after `--theme` and `--location`, and that the scripts ask the program.
@Suite struct ShellCompletionTests {
  func temporaryDirectory() throws -> String { try makeTemporaryFolder(named: "completion") }

  @Test func placesAreTheSavedOnesInOrder() throws {
    let state = try temporaryDirectory()
    let environment = ["XDG_STATE_HOME": state]
    #expect(ShellCompletion.places(environment: environment) == [], "nothing saved yet")
    let store = PlaceStore(path: PlaceStore.defaultPath(environment: environment))
    try store.save([
      Location(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: nil),
      Location(name: "New York", region: "New York", latitude: 40.71, longitude: -74.01, timeZoneIdentifier: nil),
    ])
    #expect(ShellCompletion.places(environment: environment) == ["Berlin", "New York"])
  }

  @Test func aBrokenPlacesFileOffersNothing() throws {
    let state = try temporaryDirectory()
    let path = PlaceStore.defaultPath(environment: ["XDG_STATE_HOME": state])
    try FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
    for bytes in [Data("[[places]\nname = ".utf8), Data(), Data([0xFF, 0xFE, 0x00])] {
      try bytes.write(to: URL(fileURLWithPath: path))
      #expect(ShellCompletion.places(environment: ["XDG_STATE_HOME": state]) == [])
    }
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(ShellCompletion.places(environment: ["XDG_STATE_HOME": state]) == [], "a folder where the file goes")
  }

  @Test func themesAreTheShippedOnesThenTheUsersOwn() throws {
    let config = try temporaryDirectory()
    let environment = ["XDG_CONFIG_HOME": config]
    let folder = ThemeSelection.userFolder(environment: environment)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for file in ["mine.theme", "light.theme", "notes.txt", ".theme"] {
      try Data("background = black\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + file))
    }
    let names = ShellCompletion.themes(environment: environment)
    #expect(Array(names.prefix(Theme.shippedNames.count + 1)) == ["default"] + Theme.shippedNames)
    #expect(names.contains("mine"))
    #expect(names.filter { $0 == "light" }.count == 1, "a user's override is one name, not two")
    #expect(!names.contains("notes") && !names.contains(""))
  }

  @Test func themesWithoutAnyFolderAreTheShippedOnes() {
    let names = ShellCompletion.themes(environment: ["XDG_CONFIG_HOME": "/nonexistent/\(UUID().uuidString)"])
    #expect(names == ["default", "dark", "light", "high-contrast", "solarized", "mono"])
  }

  @Test func theScriptsCallBackForThemeAndLocation() throws {
    for shell in ["bash", "zsh", "fish"] {
      var script = ""
      do {
        _ = try WeatherTUICommand.parseAsRoot(["--generate-completion-script", shell])
      } catch {
        script = WeatherTUICommand.message(for: error)
      }
      for option in ["--theme", "--location"] {
        #expect(script.contains("---completion -- \(option)"), "\(shell) does not ask weathertui for \(option)")
      }
    }
  }

  @Test func theProgramAnswersACompletionRequest() {
    do {
      _ = try WeatherTUICommand.parseAsRoot(["---completion", "--", "--theme", "1", "0"])
      Issue.record("a completion request should end parsing with its answer")
    } catch {
      #expect(WeatherTUICommand.exitCode(for: error) == .success)
      let offered = WeatherTUICommand.message(for: error).split(separator: "\n").map(String.init)
      #expect(Array(offered.prefix(Theme.shippedNames.count + 1)) == ["default"] + Theme.shippedNames)
    }
  }
}
