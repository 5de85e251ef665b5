import Glibc

/// Standard output or standard error, written unbuffered as `FileHandle` did: each message goes
/// out whole at once.
struct StandardStream {
  static let output = StandardStream(descriptor: STDOUT_FILENO)
  static let error = StandardStream(descriptor: STDERR_FILENO)

  let descriptor: Int32

  /// A write that failed, with the system's error number.
  struct Failure: Error, Equatable {
    var code: Int32
  }

  /// Writes all of `text`, retrying after interruptions and partial writes; a write that fails
  /// is dropped (the program's own messages: there is nowhere left to say it).
  func write(_ text: String) {
    try? writeAll(text)
  }

  /// Whether standard output was closed when the program started (`>&-`): its descriptor then
  /// holds /dev/null (`claimClosedDescriptors`), and writing the weather there fails as it would
  /// have. Set once, before any other thread exists.
  nonisolated(unsafe) private static var outputWasClosed = false

  /// Opens /dev/null on each of the descriptors 0, 1 and 2 that the program was started
  /// without, first thing: else the first file the program opens (a cache file, the budget
  /// ledger) would get that number, and the weather or a message would be written into it.
  static func claimClosedDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
      // The lowest free number is this one, the ones below being open.
      let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if descriptor == STDOUT_FILENO && opened == descriptor { outputWasClosed = true }
    }
  }

  /// Writes all of `text`, retrying after interruptions and partial writes, or throws the
  /// first failure (a full disk, the file size limit, a closed reader, no output at all).
  func writeAll(_ text: String) throws(Failure) {
    try writeAll(Array(text.utf8))
  }

  /// `writeAll(_:)` for bytes.
  func writeAll(_ bytes: [UInt8]) throws(Failure) {
    if descriptor == STDOUT_FILENO && Self.outputWasClosed { throw Failure(code: EBADF) }
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          // No progress from a regular file means no room (a full disk).
          failure = written < 0 ? errno : ENOSPC
          return
        }
      }
    }
    if failure != 0 { throw Failure(code: failure) }
  }
}
