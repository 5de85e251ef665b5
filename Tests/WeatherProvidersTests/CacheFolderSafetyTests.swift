import Foundation
import SystemFiles
import Testing
import WeatherCore

@testable import WeatherProviders

#if canImport(Glibc)
  import Glibc
#endif

/// The cache never writes through a link and never uses a folder someone else owns: a link
/// planted in it is replaced or removed, a stranger's folder is refused with one warning and
/// the program runs without a disk cache.
struct CacheFolderSafetyTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)
  let place = GeocodedPlace(name: "Berlin", latitude: 52.52, longitude: 13.41)

  func victim(in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("victim").path
    try Data("precious".utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func contents(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  // MARK: - Links

  @Test func aRefreshReplacesALinkInTheForecastFolderAndLeavesItsTargetAlone() throws {
    let folder = try makeTemporaryFolder()
    let target = try victim(in: folder)
    let file = folder.appendingPathComponent("entry").path
    #expect(symlink(target, file) == 0)
    try InPlaceFile(path: file).write(Array(repeating: 0x41, count: 4))
    #expect(try contents(target) == "precious", "written through the link")
    #expect(!isLink(file))
    #expect(try contents(file) == "AAAA")
  }

  @Test func aLinkReadFromTheCacheIsRemovedWithAWarningAndNotFollowed() throws {
    let folder = try makeTemporaryFolder()
    let cache = CacheDirectory(url: folder.appendingPathComponent("cache"))
    let search = GeocodingCache(directory: cache)
    search.store([place], query: "berlin", count: 5, now: now)
    let stored = cache.url.appendingPathComponent(GeocodingCache.path(query: "berlin", count: 5)).path
    let forged = try victim(in: folder)
    #expect(unlink(stored) == 0 && symlink(forged, stored) == 0)
    #expect(search.load(query: "berlin", count: 5, now: now) == nil)
    #expect(!FileManager.default.fileExists(atPath: stored) && !isLink(stored))
    #expect(cache.warnings.contains { $0.contains("a symbolic link") })
    #expect(try contents(forged) == "precious")
  }

  /// Issue 51: a cache subfolder that was a link (same user) was followed: every search and
  /// forecast landed in its target. The cache never makes a link: one in a folder's place is
  /// removed with a warning, never read or written through, and the folder made again.
  @Test func aLinkInPlaceOfACacheFolderIsRemovedNotFollowed() throws {
    let folder = try makeTemporaryFolder()
    let elsewhere = folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let cache = CacheDirectory(url: folder.appendingPathComponent("cache"))
    let search = GeocodingCache(directory: cache)
    search.store([place], query: "berlin", count: 5, now: now)
    let subfolder = cache.url.appendingPathComponent("geocoding").path
    let entry = GeocodingCache.path(query: "berlin", count: 5)
    // The entry as it was, moved to the link's target: reading through the link would find it.
    try FileManager.default.moveItem(atPath: subfolder, toPath: elsewhere.appendingPathComponent("geocoding").path)
    #expect(symlink(elsewhere.appendingPathComponent("geocoding").path, subfolder) == 0)
    #expect(search.load(query: "berlin", count: 5, now: now) == nil, "read through the link")
    #expect(!isLink(subfolder))
    #expect(cache.warnings.contains { $0.contains("\(subfolder): a symbolic link") }, "\(cache.warnings)")
    search.store([place], query: "tucson", count: 5, now: now)
    #expect(!isLink(subfolder))
    #expect(
      FileManager.default.fileExists(
        atPath: cache.url.appendingPathComponent(GeocodingCache.path(query: "tucson", count: 5)).path))
    let target = try FileManager.default.contentsOfDirectory(atPath: elsewhere.appendingPathComponent("geocoding").path)
    #expect(target == [String(entry.dropFirst("geocoding/".count))], "nothing written through the link")
  }

  /// The cache folder itself a link: refused with one warning, nothing read or written there.
  @Test func aCacheFolderThatIsALinkIsRefused() throws {
    let folder = try makeTemporaryFolder()
    let elsewhere = folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    #expect(symlink(elsewhere.path, folder.appendingPathComponent("weathertui").path) == 0)
    let cache = CacheDirectory(url: folder.appendingPathComponent("weathertui"))
    GeocodingCache(directory: cache).store([place], query: "berlin", count: 5, now: now)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    #expect(cache.warnings.count == 1)
    #expect(
      cache.warnings.first?.contains("is a symbolic link, which is never followed; running without a disk cache")
        == true, "\(cache.warnings)")
  }

  @Test func aForgedSearchEntryIsCleanedAsItIsRead() throws {
    let cache = CacheDirectory(url: try makeTemporaryFolder())
    let search = GeocodingCache(directory: cache)
    let hostile = GeocodedPlace(
      name: "\u{1B}]52;c;QUJD\u{07}Berlin\u{1B}[2J", admin1: "Land\u{9B}31m Berlin", country: "\u{202E}Germany",
      latitude: 52.52, longitude: 13.41)
    let absurd = GeocodedPlace(name: "Nowhere", latitude: 1e19, longitude: 13.41, population: Int.max, elevation: 1e19)
    search.store([hostile, absurd], query: "berlin", count: 5, now: now)
    let loaded = try #require(search.load(query: "berlin", count: 5, now: now))
    #expect(loaded.count == 1, "a place at latitude 1e19 is no place")
    #expect(loaded.first?.name == "Berlin")
    #expect(loaded.first?.admin1 == "Land Berlin" && loaded.first?.country == "Germany")
  }

  // MARK: - Owners

  @Test func aFolderAnotherUserOwnsIsRefusedOnceAndNothingIsReadOrWritten() throws {
    let folder = try makeTemporaryFolder().appendingPathComponent("weathertui")
    let mine = CacheDirectory(url: folder)
    GeocodingCache(directory: mine).store([place], query: "berlin", count: 5, now: now)
    #expect(mine.warnings.isEmpty)
    // The same folder seen by a user who does not own it.
    let stranger = CacheDirectory(url: folder, owner: geteuid() &+ 1)
    let search = GeocodingCache(directory: stranger)
    #expect(search.load(query: "berlin", count: 5, now: now) == nil)
    search.store([place], query: "tucson", count: 5, now: now)
    search.store([place], query: "hobart", count: 5, now: now)
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(GeocodingCache.path(query: "tucson", count: 5)).path))
    #expect(stranger.warnings.count == 1)
    #expect(stranger.warnings.first?.contains("belongs to another user (uid \(geteuid()))") == true)
    #expect(stranger.warnings.first?.contains("running without a disk cache") == true)
  }

  @Test func aCacheFolderGivenToNobodyIsRefusedByARootRun() throws {
    guard geteuid() == 0 else {
      // Only root can give a folder away; the test above covers the check as any user.
      print("skipped: giving a folder to uid 65534 needs root")
      return
    }
    let folder = try makeTemporaryFolder().appendingPathComponent("weathertui")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("geocoding"), withIntermediateDirectories: true)
    #expect(chown(folder.path, 65534, 65534) == 0)
    let cache = CacheDirectory(url: folder)
    GeocodingCache(directory: cache).store([place], query: "berlin", count: 5, now: now)
    #expect(cache.warnings.count == 1)
    #expect(cache.warnings.first?.contains("uid 65534") == true)
    #expect(
      (try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("geocoding").path)).isEmpty)
  }

  @Test func aNewCacheFolderIsPrivateAndAnOpenOneOfOursIsNarrowed() throws {
    let root = try makeTemporaryFolder()
    let folder = root.appendingPathComponent("a/b/weathertui")
    GeocodingCache(directory: CacheDirectory(url: folder)).store([place], query: "x", count: 1, now: now)
    for path in [root.appendingPathComponent("a").path, folder.path, folder.appendingPathComponent("geocoding").path] {
      var info = stat()
      #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o700, "\(path)")
    }
    #expect(chmod(folder.path, 0o755) == 0)
    _ = GeocodingCache(directory: CacheDirectory(url: folder)).load(query: "x", count: 1, now: now)
    var info = stat()
    #expect(stat(folder.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
  }
}
