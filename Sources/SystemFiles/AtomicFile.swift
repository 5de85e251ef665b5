import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// The one way every file the program writes is replaced, so a crash or power cut at any
/// moment leaves either the old file or the new one, whole: a temporary file in the same
/// folder (unique name, `O_EXCL`), all bytes written, `fsync`, `rename` over the target, then
/// `fsync` of the folder, without which the rename itself may not survive a power cut.
/// On any failure the temporary file is unlinked and the target is untouched.
public struct AtomicFile: Sendable {
  /// The system calls the write goes through; tests swap in a recorder to check the order.
  public struct SystemCalls: Sendable {
    public var open: @Sendable (_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32
    public var write: @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
    public var fsync: @Sendable (_ fd: Int32) -> Int32
    public var close: @Sendable (_ fd: Int32) -> Int32
    public var rename: @Sendable (_ from: String, _ to: String) -> Int32
    public var unlink: @Sendable (_ path: String) -> Int32
    /// The current `errno`, read right after a call that failed.
    public var errno: @Sendable () -> Int32

    public init(
      open: @escaping @Sendable (String, Int32, mode_t) -> Int32,
      write: @escaping @Sendable (Int32, UnsafeRawBufferPointer) -> Int,
      fsync: @escaping @Sendable (Int32) -> Int32, close: @escaping @Sendable (Int32) -> Int32,
      rename: @escaping @Sendable (String, String) -> Int32, unlink: @escaping @Sendable (String) -> Int32,
      errno: @escaping @Sendable () -> Int32
    ) {
      self.open = open
      self.write = write
      self.fsync = fsync
      self.close = close
      self.rename = rename
      self.unlink = unlink
      self.errno = errno
    }

    /// The real calls.
    public static let posix = SystemCalls(
      open: { Glibc.open($0, $1, $2) },
      write: { Glibc.write($0, $1.baseAddress, $1.count) },
      fsync: { Glibc.fsync($0) }, close: { Glibc.close($0) },
      rename: { Glibc.rename($0, $1) }, unlink: { Glibc.unlink($0) },
      errno: { Glibc.errno })
  }

  /// A failed step: which call, on which path, and the system's reason.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var call: String
    public var path: String
    public var code: Int32

    /// The system's words for `code`, e.g. "No space left on device".
    public var reason: String { String(cString: strerror(code)) }
    public var description: String { "cannot \(call) \(path) (\(reason))" }
  }

  /// The file to replace.
  public var path: String
  /// The mode a new file gets (before the umask); private by default.
  public var mode: mode_t
  public var calls: SystemCalls
  /// Whether the new contents must survive a power cut (both `fsync`s). A cache need not: after
  /// a power cut it may hold the old contents or, rarely, a file that does not read, which its
  /// reader removes; replacing is atomic either way.
  public var durable: Bool

  public init(path: String, mode: mode_t = 0o600, durable: Bool = true, calls: SystemCalls = .posix) {
    self.path = path
    self.mode = mode
    self.durable = durable
    self.calls = calls
  }

  // MARK: - Writing

  /// Replaces the file with `bytes`; the folder must exist.
  public func write(_ bytes: some Collection<UInt8>) throws(Failure) {
    let folder = Self.folder(of: path)
    let temporary = temporaryPath()
    let fd = calls.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else { throw Failure(call: "create", path: temporary, code: calls.errno()) }

    var failure: Failure?
    let data = Array(bytes)
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = calls.write(fd, UnsafeRawBufferPointer(rebasing: raw[offset...]))
        if written < 0 {
          let code = calls.errno()
          if code == EINTR { continue }
          failure = Failure(call: "write", path: temporary, code: code)
          return
        }
        // A zero-byte write to a regular file means no progress is possible (a full disk).
        guard written > 0 else {
          failure = Failure(call: "write", path: temporary, code: ENOSPC)
          return
        }
        offset += written
      }
    }
    if failure == nil, durable, calls.fsync(fd) != 0 {
      failure = Failure(call: "flush", path: temporary, code: calls.errno())
    }
    if calls.close(fd) != 0, failure == nil { failure = Failure(call: "close", path: temporary, code: calls.errno()) }
    if failure == nil, calls.rename(temporary, path) != 0 {
      failure = Failure(call: "replace", path: path, code: calls.errno())
    }
    if let failure {
      _ = calls.unlink(temporary)
      throw failure
    }
    if durable { try flushFolder(folder) }
  }

  /// Makes the rename durable. A file system that cannot flush a folder says EINVAL; the
  /// rename stands there as well as it can, so that is not an error.
  private func flushFolder(_ folder: String) throws(Failure) {
    let fd = calls.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
    guard fd >= 0 else { throw Failure(call: "open folder", path: folder, code: calls.errno()) }
    if calls.fsync(fd) != 0 {
      let code = calls.errno()
      _ = calls.close(fd)
      if code != EINVAL { throw Failure(call: "flush folder", path: folder, code: code) }
      return
    }
    _ = calls.close(fd)
  }

  // MARK: - Temporary files

  /// `.<name>.<pid>.<random>.tmp` beside the target: hidden, unique per process and per write,
  /// and carrying the pid so a later write can tell an abandoned one from a live one.
  func temporaryPath() -> String {
    let name = PathText.lastComponent(of: path)
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    return Self.folder(of: path) + "/.\(name).\(getpid()).\(random).tmp"
  }

  /// Deletes temporary files of this target left by processes that died mid-write (their pid
  /// is gone); a live process's file is left alone.
  public func removeAbandonedTemporaryFiles() {
    let folder = Self.folder(of: path)
    let prefix = ".\(PathText.lastComponent(of: path))."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
      guard let pidText = middle.split(separator: ".").first, let pid = pid_t(pidText), pid != getpid() else {
        continue
      }
      if kill(pid, 0) == -1 && Glibc.errno == ESRCH { _ = calls.unlink(folder + "/" + name) }
    }
  }

  static func folder(of path: String) -> String {
    let folder = PathText.deletingLastComponent(of: path)
    return folder.isEmpty ? "." : folder
  }
}
