import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// What tells one version of a file from the next without reading it: device, inode (an
/// atomic rename brings a new one), size and modification time to the nanosecond.
public struct FileIdentity: Sendable, Equatable {
  public var device: UInt64
  public var inode: UInt64
  public var size: Int64
  public var modifiedSeconds: Int
  public var modifiedNanoseconds: Int

  /// The identity of what is at `path` now; nil when nothing is there (or it cannot be seen).
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    modifiedSeconds = info.st_mtim.tv_sec
    modifiedNanoseconds = info.st_mtim.tv_nsec
  }
}
