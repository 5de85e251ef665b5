import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A folder the program keeps its own files in (the cache, the saved places): made with mode
/// 0700 where missing, and used only when it is a folder that belongs to the user the program
/// runs as. A folder someone else owns could hold links planted to make our writes land in
/// their target, or answers forged for us to read; so it is refused, never written into.
public struct PrivateFolder: Sendable {
  public var path: String
  /// The user the folder must belong to: the effective user (tests name another to stand for a
  /// stranger, since they cannot give a folder away unless they run as root).
  public var owner: uid_t
  /// Whether a symbolic link at `path` is refused rather than followed: the cache's folders are
  /// never reached through a link (one in the cache's place makes every write land in its
  /// target); the state folder may be one (a dotfiles checkout), as `places.toml` may.
  public var refusesLinks: Bool

  public init(path: String, owner: uid_t = geteuid(), refusesLinks: Bool = false) {
    self.path = path
    self.owner = owner
    self.refusesLinks = refusesLinks
  }

  /// Why the folder cannot be used, worded for a one-line message.
  public enum Problem: Error, Equatable, Sendable {
    /// Something other than a folder is there.
    case notAFolder
    /// A symbolic link is there, and links are refused (`refusesLinks`).
    case symbolicLink
    /// The folder belongs to user `uid`.
    case ownedByAnotherUser(uid: uid_t)
    /// A system call failed with `code`.
    case system(call: String, code: Int32)

    /// "belongs to another user (uid 65534)", "is not a folder", or the system's reason.
    public var reason: String {
      switch self {
      case .notAFolder: return "is not a folder"
      case .symbolicLink: return "is a symbolic link, which is never followed"
      case .ownedByAnotherUser(let uid): return "belongs to another user (uid \(uid))"
      case .system(let call, let code): return "cannot \(call) it (\(String(cString: strerror(code))))"
      }
    }
  }

  // MARK: - Checking

  /// Checks what is at `path` now: a folder of someone else's, or something that is not a
  /// folder, is a problem; nothing there is fine (it is made on first use), and so is a path
  /// that cannot be examined (each write then says why it failed). A folder of ours that others
  /// may read or write is narrowed to 0700.
  public func check() -> Problem? {
    var info = stat()
    guard status(&info) == 0 else { return nil }
    return accept(info)
  }

  /// Makes the folder and any missing parent (each new one 0700) and checks the result.
  public func make() throws(Problem) {
    var partial = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      partial += "/" + component
      if mkdir(partial, 0o700) != 0 && errno != EEXIST { throw .system(call: "create", code: errno) }
    }
    var info = stat()
    guard status(&info) == 0 else { throw .system(call: "examine", code: errno) }
    if let problem = accept(info) { throw problem }
  }

  /// `lstat` when links are refused, else `stat`.
  private func status(_ info: inout stat) -> Int32 {
    refusesLinks ? lstat(path, &info) : stat(path, &info)
  }

  private func accept(_ info: stat) -> Problem? {
    if (info.st_mode & S_IFMT) == S_IFLNK { return .symbolicLink }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return .notAFolder }
    guard info.st_uid == owner else { return .ownedByAnotherUser(uid: info.st_uid) }
    // Best effort: a folder we cannot narrow is still ours.
    if info.st_mode & 0o077 != 0 { _ = chmod(path, 0o700) }
    return nil
  }
}
