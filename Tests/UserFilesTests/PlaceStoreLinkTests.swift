import Foundation
import Testing
import UserFiles
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// A `places.toml` kept as a symbolic link (a dotfiles checkout) is written through to its
/// target and stays a link; a link to nothing is reported, never read as "nothing saved"; a
/// lock another process holds delays a change only so long.
@Suite struct PlaceStoreLinkTests {
  static let hobart = Location(name: "Hobart", latitude: -42.87936, longitude: 147.32941)
  static let tucson = Location(name: "Tucson", latitude: 32.22174, longitude: -110.92648)

  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path + "/dotfiles", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: path + "/state", withIntermediateDirectories: true)
    return path
  }

  func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  @Test func anEditIsWrittenToTheLinksTargetAndTheLinkStays() throws {
    let root = try folder()
    let target = root + "/dotfiles/places.toml"
    try PlaceStore(path: target).save([Self.hobart])
    let path = root + "/state/places.toml"
    #expect(symlink(target, path) == 0)
    let saved = try PlaceStore(path: path).apply(.add(Self.tucson), otherwise: [])
    #expect(saved.places == [Self.hobart, Self.tucson])
    #expect(isLink(path), "the link was replaced by a file")
    #expect(try PlaceStore(path: target).load() == [Self.hobart, Self.tucson])
  }

  @Test func aRelativeLinkIsFollowedFromItsOwnFolder() throws {
    let root = try folder()
    try PlaceStore(path: root + "/dotfiles/places.toml").save([Self.hobart])
    let path = root + "/state/places.toml"
    #expect(symlink("../dotfiles/places.toml", path) == 0)
    try PlaceStore(path: path).save([Self.tucson])
    #expect(isLink(path))
    #expect(try PlaceStore(path: root + "/dotfiles/places.toml").load() == [Self.tucson])
  }

  @Test func aDanglingLinkIsReportedOnLoadAndOnSaveAndIsKept() throws {
    let root = try folder()
    let path = root + "/state/places.toml"
    #expect(symlink(root + "/dotfiles/missing.toml", path) == 0)
    #expect {
      try PlaceStore(path: path).load()
    } throws: { error in
      "\(error)".contains("symbolic link to \(root)/dotfiles/missing.toml, which does not exist")
    }
    #expect {
      try PlaceStore(path: path).apply(.add(Self.tucson), otherwise: [Self.tucson])
    } throws: { error in
      "\(error)".contains("which does not exist")
    }
    #expect {
      try PlaceStore(path: path).save([Self.tucson])
    } throws: { error in
      "\(error)".contains("not saved: it is a symbolic link to \(root)/dotfiles/missing.toml")
    }
    #expect(isLink(path))
  }

  @Test func aLockHeldElsewhereEndsTheWaitWithAMessage() throws {
    let root = try folder()
    let store = PlaceStore(path: root + "/state/places.toml", lockWait: .milliseconds(300))
    let other = open(store.lockPath, O_RDWR | O_CREAT, 0o600)
    defer { close(other) }
    #expect(flock(other, LOCK_EX) == 0)
    let started = ContinuousClock.now
    #expect {
      try store.save([Self.hobart])
    } throws: { error in
      "\(error)".contains("another process has held \(store.lockPath)")
    }
    #expect(ContinuousClock.now - started < .seconds(5))
    #expect(flock(other, LOCK_UN) == 0)
    try store.save([Self.hobart])
    #expect(try store.load() == [Self.hobart])
  }

  @Test func theStateFolderIsMadePrivate() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("private-\(UUID().uuidString)").path
    try PlaceStore(path: root + "/weathertui/places.toml").save([Self.hobart])
    var info = stat()
    #expect(stat(root + "/weathertui", &info) == 0 && info.st_mode & 0o777 == 0o700)
  }
}
