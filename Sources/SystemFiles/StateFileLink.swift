import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The rule for a state file the user made a symbolic link on purpose (a dotfiles checkout):
/// it stays a link. It is read through, and written to the file it names (a new file renamed
/// over that one), never replaced by a file of its own; a link to nothing is said, with where
/// it points, never read as "nothing saved". `places.toml`, `view.toml` and
/// `announced-alerts.json` follow it.
public struct StateFileLink: Sendable {
  /// The state file's own path, which may be a link.
  public var path: String

  public init(path: String) { self.path = path }

  /// Why the file a link names cannot be written.
  public enum Problem: Error, Equatable, Sendable {
    /// The link names nothing that exists: `target` is what it names.
    case dangling(target: String)
    /// The link names something that is not a regular file (a device, a folder): replacing it
    /// would replace that.
    case notAFile(target: String)

    /// "it is a symbolic link to X, which does not exist; restore that file or remove the link".
    public var reason: String {
      switch self {
      case .dangling(let target):
        return "it is a symbolic link to \(target), which does not exist; restore that file or remove the link"
      case .notAFile(let target):
        return "it is a symbolic link to \(target), which is not a regular file; point it at a file or remove it"
      }
    }
  }

  /// The file to replace: `path`, or the regular file its link names (so the link stays).
  public func writablePath() throws(Problem) -> String {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return path }
    guard let resolved = realpath(path, nil) else {
      throw .dangling(target: danglingTarget() ?? "a file that cannot be reached")
    }
    defer { free(resolved) }
    let target = String(cString: resolved)
    guard stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw .notAFile(target: target) }
    return target
  }

  /// What a link at `path` names, when what it names does not exist; nil otherwise (no link,
  /// or a link to something there).
  public func danglingTarget() -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
    guard stat(path, &info) != 0, errno == ENOENT else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { return "a file that cannot be named" }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
