import FoundationEssentials
import SystemFiles
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// The on-disk cache folder (`$XDG_CACHE_HOME/weathertui`, default `~/.cache/weathertui`):
/// atomic writes, tolerant reads and a list of warnings instead of crashes.
///
/// The folder must be ours (see `PrivateFolder`): one that belongs to another user is refused
/// with one warning, and the program runs without a disk cache rather than read what a
/// stranger may have forged or write where a stranger's link points. No folder of the cache is
/// reached through a symbolic link, the cache's own included (the folders above it are the
/// user's): the cache never makes one, so one in its place is refused, and one in place of a
/// folder inside it is removed with a warning and the folder made again.
public final class CacheDirectory: @unchecked Sendable {
  public let url: URL
  /// `url.path`, kept because building paths through `URL` costs more than the file calls.
  private let folderPath: String
  private let folder: PrivateFolder
  private let lock = ThreadLock()
  private var collected: [String] = []
  /// Whether the folder was found not to be ours; checked once, on first use.
  private var refused: Bool?

  /// A cache in `url` (created on the first write), which must belong to `owner`.
  public init(url: URL, owner: uid_t = geteuid()) {
    self.url = url.standardizedFileURL
    folderPath = self.url.path
    folder = PrivateFolder(path: folderPath, owner: owner, refusesLinks: true)
  }

  /// The cache folder the environment asks for (`XDG_CACHE_HOME`, else `HOME/.cache`).
  public convenience init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.init(url: Self.defaultURL(environment: environment))
  }

  /// `$XDG_CACHE_HOME/weathertui` when that is an absolute path, else `$HOME/.cache/weathertui`.
  public static func defaultURL(environment: [String: String]) -> URL {
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("weathertui")
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? PathText.homeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".cache/weathertui")
  }

  // MARK: - Warnings

  /// Problems met so far (unreadable files, unwritable folder), each once, oldest first.
  public var warnings: [String] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }

  /// Records a warning unless the same text is already recorded.
  func warn(_ message: String) {
    lock.lock()
    defer { lock.unlock() }
    if !collected.contains(message) { collected.append(message) }
  }

  // MARK: - Files

  /// No small cache file (a ledger, a place search, a year of climate) comes near this.
  static let maximumSmallFileBytes = 16 << 20

  /// The contents of `relativePath`, nil when it does not exist or cannot be read (warned).
  func read(_ relativePath: String) -> Data? {
    readWhole(relativePath, maximumBytes: Self.maximumSmallFileBytes).map { Data($0) }
  }

  /// Replaces `relativePath` atomically (see `AtomicFile`).
  /// Failure becomes a warning, never an error: the app runs on without a cache.
  func write(_ data: Data, to relativePath: String) {
    guard isUsable, foldersAreReal(relativePath) else { return }
    let file = url.appendingPathComponent(relativePath)
    let folder = file.deletingLastPathComponent()
    do {
      try makeFolder(folder)
      // Not durable: a refresh would otherwise wait for the disk every ten minutes for data that
      // can be fetched again (and on an SD card wear it).
      try AtomicFile(path: file.path, durable: false).write(data)
    } catch is Refused {
      // Warned once already.
    } catch {
      warn("cannot write cache in \(url.path): \(Self.reason(error)); running without cache")
    }
  }

  /// The contents of `relativePath` as `overwrite(_:to:)` left them, never half of a write;
  /// nil when it does not exist or cannot be read (warned). A file larger than any answer the
  /// program accepts (`maximumBytes`) is removed with a warning, not read.
  func readWhole(_ relativePath: String, maximumBytes: Int) -> [UInt8]? {
    guard isUsable, foldersAreReal(relativePath) else { return nil }
    let path = folderPath + "/" + relativePath
    do {
      return try InPlaceFile(path: path).read(maximumBytes: maximumBytes)
    } catch  where error.code == ELOOP {
      remove(relativePath)
      warn("removed cache file \(path): a symbolic link, which the cache never makes; it will be fetched again")
      return nil
    } catch  where error.code == EFBIG {
      remove(relativePath)
      warn(
        "removed cache file \(path): larger than \(maximumBytes >> 20) MB, more than any answer; it will be fetched again"
      )
      return nil
    } catch {
      warn("cannot read cache file \(path): \(error.reason); ignoring it")
      return nil
    }
  }

  /// Writes `bytes` over `relativePath` in place (see `InPlaceFile`); its contents must say
  /// where they end and carry a checksum. Failure becomes a warning, as for `write(_:to:)`.
  func overwrite(_ bytes: [UInt8], to relativePath: String) {
    guard isUsable, foldersAreReal(relativePath) else { return }
    let path = folderPath + "/" + relativePath
    do {
      try InPlaceFile(path: path).write(bytes)
    } catch  where error.code == ENOENT {
      // The folder is missing: made once, then the write again.
      do {
        try makeFolder(URL(fileURLWithPath: PathText.deletingLastComponent(of: path)))
        try InPlaceFile(path: path).write(bytes)
      } catch is Refused {
        // Warned once already.
      } catch {
        warn("cannot write cache in \(url.path): \(Self.reason(error)); running without cache")
      }
    } catch {
      warn("cannot write cache in \(url.path): \(error.reason); running without cache")
    }
  }

  /// Deletes `relativePath`, so a bad entry is not read again; a file already gone is fine.
  func remove(_ relativePath: String) {
    guard isUsable, foldersAreReal(relativePath) else { return }
    let file = url.appendingPathComponent(relativePath)
    if unlink(file.path) != 0 && errno != ENOENT {
      warn("cannot remove cache file \(file.path): \(String(cString: strerror(errno)))")
    }
  }

  /// Deletes a file an older version left, which nothing reads; failing to is no matter.
  func removeLeftover(_ relativePath: String) {
    guard isUsable, foldersAreReal(relativePath) else { return }
    _ = unlink(url.appendingPathComponent(relativePath).path)
  }

  /// Whether each folder between the cache folder and `relativePath` is a folder or not there
  /// yet (it is made on write). One that is a symbolic link is removed (the link, not what it
  /// names) with a warning, and is then not there; anything else in a folder's place makes the
  /// path unusable for now (the write that would make the folder says why).
  private func foldersAreReal(_ relativePath: String) -> Bool {
    let components = relativePath.split(separator: "/").dropLast()
    var path = folderPath
    for component in components {
      path += "/" + component
      var info = stat()
      guard lstat(path, &info) == 0 else { return true }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: continue
      case S_IFLNK:
        let target = Self.linkTarget(path)
        if unlink(path) == 0 {
          warn(
            "removed \(path): a symbolic link (to \(target)) where the cache keeps a folder; the cache never makes links nor follows them, and makes the folder again"
          )
        } else {
          warn(
            "cannot remove \(path), a symbolic link where the cache keeps a folder: \(String(cString: strerror(errno)))"
          )
          return false
        }
        return true
      default: return false
      }
    }
    return true
  }

  /// What the link at `path` names, for a message.
  private static func linkTarget(_ path: String) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { return "a path that cannot be read" }
    return RemoteText.sanitize(String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }

  // MARK: - Ownership

  /// False once the folder was found to be someone else's (warned once); checked on first use,
  /// and again whenever a write makes a folder.
  private var isUsable: Bool {
    lock.lock()
    let known = refused
    lock.unlock()
    if let known { return !known }
    let problem = folder.check()
    lock.lock()
    refused = refused ?? (problem != nil)
    let result = !(refused ?? false)
    lock.unlock()
    if let problem { refuse(problem) }
    return result
  }

  private func refuse(_ problem: PrivateFolder.Problem) {
    lock.lock()
    refused = true
    lock.unlock()
    let fix =
      problem == .symbolicLink
      ? "replace the link with a folder, or set XDG_CACHE_HOME to the folder above the one it names"
      : "remove that folder, or set XDG_CACHE_HOME to a folder of yours"
    warn("the cache folder \(folderPath) \(problem.reason); running without a disk cache (\(fix))")
  }

  /// Makes `folder` (the cache folder or one inside it) and checks that it and the cache
  /// folder are ours; one that is not refuses the whole cache.
  private func makeFolder(_ folder: URL) throws {
    do {
      try PrivateFolder(path: folderPath, owner: self.folder.owner, refusesLinks: true).make()
      if folder.path != folderPath {
        try PrivateFolder(path: folder.path, owner: self.folder.owner, refusesLinks: true).make()
      }
    } catch {
      if case .system = error { throw error }
      refuse(error)
      throw Refused()
    }
  }

  /// The folder turned out not to be ours; `refuse` has said so.
  private struct Refused: Error {}

  static func reason(_ error: Error) -> String {
    if let problem = error as? PrivateFolder.Problem { return problem.reason }
    if let failure = error as? AtomicFile.Failure { return failure.reason }
    if let failure = error as? InPlaceFile.Failure { return failure.reason }
    if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
      return String(cString: strerror(posix.code.rawValue))
    }
    // File errors carry their POSIX cause (above); anything else is named as Swift prints it.
    return String(describing: error)
  }

  /// A file-name-safe form of `key`: readable ASCII prefix plus a hash that keeps keys distinct.
  static func fileName(for key: String) -> String {
    // Scalar by scalar: building it from Characters cost about 30,000 instructions a name.
    var readable = String.UnicodeScalarView()
    for scalar in key.lowercased().unicodeScalars.prefix(48) {
      let kept = PercentEncoding.isASCIILetterOrDigit(scalar) || scalar == "." || scalar == "," || scalar == "-"
      readable.append(kept ? scalar : "_")
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(readable) + "-" + String(hash, radix: 16)
  }
}
