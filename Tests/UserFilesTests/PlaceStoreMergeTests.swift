import Foundation
import Testing
import UserFiles
import ViewModels
import WeatherCore

/// Two dashboards on one state file: each change is one edit replayed on what is on disk,
/// under the lock, so neither loses the other's places.
@Suite struct PlaceStoreMergeTests {
  static let hobart = Location(name: "Hobart", latitude: -42.87936, longitude: 147.32941)
  static let tucson = Location(name: "Tucson", latitude: 32.22174, longitude: -110.92648)
  static let duluth = Location(name: "Duluth", latitude: 46.78327, longitude: -92.10658)
  static let berlin = Location(name: "Berlin", latitude: 52.52437, longitude: 13.41053)

  func path() throws -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)/places.toml").path
  }

  @Test func aAddsHobartBAddsTucsonAAddsDuluthAndAllThreeStay() throws {
    let path = try path()
    // Both started from the config's list; neither has read the other's edits.
    var shownByA = [Self.berlin]
    var shownByB = [Self.berlin]
    shownByA.append(Self.hobart)
    _ = try PlaceStore(path: path).apply(.add(Self.hobart), otherwise: shownByA)
    shownByB.append(Self.tucson)
    let afterB = try PlaceStore(path: path).apply(.add(Self.tucson), otherwise: shownByB)
    #expect(afterB.places == [Self.berlin, Self.hobart, Self.tucson], "B's save brings A's Hobart back to B")
    shownByA.append(Self.duluth)
    let afterA = try PlaceStore(path: path).apply(.add(Self.duluth), otherwise: shownByA)
    #expect(afterA.places.map(\.name) == ["Berlin", "Hobart", "Tucson", "Duluth"])
    #expect(try PlaceStore(path: path).load()?.map(\.name) == ["Berlin", "Hobart", "Tucson", "Duluth"])
    #expect(afterA.identity == FileIdentity(path: path))
    #expect(FileManager.default.fileExists(atPath: path + ".lock"), "the lock file stays beside the file")
  }

  @Test func editsReplayOnWhatIsOnDisk() {
    let list = [Self.berlin, Self.hobart, Self.tucson]
    #expect(PlaceEdit.add(Self.hobart).applied(to: list) == list, "already there")
    #expect(PlaceEdit.remove(Self.duluth).applied(to: list) == list, "already gone")
    #expect(PlaceEdit.remove(Self.hobart).applied(to: list) == [Self.berlin, Self.tucson])
    #expect(PlaceEdit.move(Self.tucson, by: -1).applied(to: list) == [Self.berlin, Self.tucson, Self.hobart])
    #expect(PlaceEdit.move(Self.berlin, by: -1).applied(to: list) == list, "already first")
    // Matched by rounded coordinates, as adding matches: the file keeps no elevation.
    var withElevation = Self.hobart
    withElevation.elevation = 12
    #expect(PlaceEdit.remove(withElevation).applied(to: list) == [Self.berlin, Self.tucson])
  }

  @Test func aDamagedFileIsNeverOverwrittenByAnEdit() throws {
    let path = try path()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let damaged = "[[places]]\nname = \"Berlin\"\nlatitude = 95\n"
    try damaged.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: UserFileError.self) {
      try PlaceStore(path: path).apply(.add(Self.hobart), otherwise: [Self.hobart])
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == damaged)
  }

  @Test func anEditThatChangesNothingDoesNotRewriteTheFile() throws {
    let path = try path()
    try PlaceStore(path: path).save([Self.berlin])
    let before = FileIdentity(path: path)
    let saved = try PlaceStore(path: path).apply(.remove(Self.hobart), otherwise: [])
    #expect(saved.places == [Self.berlin])
    #expect(FileIdentity(path: path) == before)
  }

  @Test func theFileIdentityChangesWithEveryWrite() throws {
    let path = try path()
    #expect(FileIdentity(path: path) == nil)
    try PlaceStore(path: path).save([Self.berlin])
    let first = FileIdentity(path: path)
    try PlaceStore(path: path).save([Self.berlin])
    #expect(first != nil && FileIdentity(path: path) != first, "a rename brings a new inode")
  }
}

/// A `--location` session saves only what the user changed: an edit applies to the saved
/// places (the file, else the config's), never turns the session's list into saved places.
@Suite struct SessionEditTests {
  typealias M = PlaceStoreMergeTests

  func path() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)/places.toml").path
  }

  @Test func anEditOfASessionPlaceWritesNothing() throws {
    let path = path()
    // Config lists Berlin; the session (-l Hobart -l Tucson) moves Tucson up.
    let saved = try PlaceStore(path: path).apply(.move(M.tucson, by: -1), onto: [M.berlin])
    #expect(!saved.changed)
    #expect(!FileManager.default.fileExists(atPath: path), "no places.toml made of the session's list")
    let area = try PlaceStore(path: path).apply(.setAlertArea(M.hobart, "AU123"), onto: [M.berlin])
    #expect(!area.changed)
  }

  @Test func anAddedPlaceJoinsTheSavedOnesOnly() throws {
    let path = path()
    let saved = try PlaceStore(path: path).apply(.add(M.duluth), onto: [M.berlin])
    #expect(saved.changed)
    #expect(try PlaceStore(path: path).load()?.map(\.name) == ["Berlin", "Duluth"])
    let area = try PlaceStore(path: path).apply(.setAlertArea(M.berlin, "DE123"), onto: [])
    #expect(area.changed)
    #expect(try PlaceStore(path: path).load()?.first?.alertArea == "DE123")
  }
}
