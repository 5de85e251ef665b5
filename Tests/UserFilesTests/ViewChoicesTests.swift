import Foundation
import Testing
import WeatherCore

@testable import UserFiles

#if canImport(Glibc)
  import Glibc
#endif

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

  /// Issue 51: a `view.toml` the user made a link was replaced by a file at the first `u`. As
  /// `places.toml`: the link stays and what it names is written; a link to nothing is an error
  /// that says where it points.
  @Test func aLinkKeepsItsTarget() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/dotfiles", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: dir + "/state", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/state/view.toml", withDestinationPath: "../dotfiles/view.toml")
    do {
      try ViewChoices(units: .imperial).save(path: dir + "/state/view.toml")
      Issue.record("a link to nothing was saved")
    } catch {
      #expect(error.message.contains("a symbolic link to ../dotfiles/view.toml, which does not exist"), "\(error)")
    }
    try "# mine\n".write(toFile: dir + "/dotfiles/view.toml", atomically: true, encoding: .utf8)
    try ViewChoices(units: .imperial, theme: "light").save(path: dir + "/state/view.toml")
    let type = try FileManager.default.attributesOfItem(atPath: dir + "/state/view.toml")[.type] as? FileAttributeType
    #expect(type == .typeSymbolicLink, "the link stays")
    #expect(try String(contentsOfFile: dir + "/dotfiles/view.toml", encoding: .utf8).contains("units = \"imperial\""))
    let loaded = ViewChoices.load(path: dir + "/state/view.toml", configPath: dir + "/none.toml")
    #expect(loaded.choices.units == .imperial && loaded.choices.theme == "light" && loaded.warning == nil)
  }

  /// A link to a device is never written through: replacing what it names would replace the
  /// device (as root, /dev/full itself).
  @Test func aLinkToADeviceIsRefused() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/view.toml", withDestinationPath: "/dev/full")
    do {
      try ViewChoices(units: .imperial).save(path: dir + "/view.toml")
      Issue.record("saved through a link to /dev/full")
    } catch {
      #expect(error.message.contains("a symbolic link to /dev/full, which is not a regular file"), "\(error)")
    }
    var info = stat()
    #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "/dev/full is still a device")
  }
}
