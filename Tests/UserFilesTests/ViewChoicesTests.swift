import Foundation
import Testing
import WeatherCore

@testable import UserFiles

/// The dashboard's remembered view: written and read back, forgiving of damage, and knowing
/// when the config changed after it.
@Suite struct ViewChoicesTests {
  func folder() throws -> String {
    let path = NSTemporaryDirectory() + "view-choices-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func whatIsSavedIsReadBack() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let berlin = Location(name: "Berlin \"Mitte\"", latitude: 52.52, longitude: 13.41)
    let choices = ViewChoices(units: .imperial, theme: "high-contrast", place: berlin)
    try choices.save(path: dir + "/state/view.toml")
    let loaded = ViewChoices.load(path: dir + "/state/view.toml", configPath: dir + "/none.toml")
    #expect(loaded.choices == choices)
    #expect(loaded.warning == nil)
    #expect(!loaded.configIsNewer)
    #expect(loaded.choices.placeKey == berlin.roundedKey)
  }

  @Test func noFileIsNoChoiceAndADamagedOneAWarning() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let none = ViewChoices.load(path: dir + "/view.toml", configPath: dir + "/config.toml")
    #expect(none.choices == ViewChoices() && none.warning == nil)
    try "units = [".write(toFile: dir + "/view.toml", atomically: true, encoding: .utf8)
    let damaged = ViewChoices.load(path: dir + "/view.toml", configPath: dir + "/config.toml")
    #expect(damaged.choices == ViewChoices())
    #expect(damaged.warning?.contains("view.toml") == true, "\(String(describing: damaged.warning))")
    // An unknown unit system is no choice, not an error.
    try "units = \"furlongs\"\ntheme = \"light\"\n".write(toFile: dir + "/view.toml", atomically: true, encoding: .utf8)
    let odd = ViewChoices.load(path: dir + "/view.toml", configPath: dir + "/config.toml")
    #expect(odd.choices.units == nil && odd.choices.theme == "light" && odd.warning == nil)
  }

  @Test func aConfigChangedLaterIsNewer() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "units = \"metric\"\n".write(toFile: dir + "/config.toml", atomically: true, encoding: .utf8)
    try ViewChoices(units: .imperial).save(path: dir + "/view.toml")
    #expect(!ViewChoices.load(path: dir + "/view.toml", configPath: dir + "/config.toml").configIsNewer)
    let later = Date().addingTimeInterval(60)
    try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: dir + "/config.toml")
    #expect(ViewChoices.load(path: dir + "/view.toml", configPath: dir + "/config.toml").configIsNewer)
  }
}
