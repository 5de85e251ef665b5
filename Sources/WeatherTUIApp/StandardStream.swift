import Glibc

/// Standard output or standard error, written unbuffered as `FileHandle` did: each message goes
/// out whole at once, and a write that fails (a closed pipe) is dropped.
struct StandardStream {
  static let output = StandardStream(descriptor: STDOUT_FILENO)
  static let error = StandardStream(descriptor: STDERR_FILENO)

  let descriptor: Int32

  /// Writes all of `text`, retrying after interruptions and partial writes.
  func write(_ text: String) {
    write(Array(text.utf8))
  }

  /// Writes all of `bytes`, retrying after interruptions and partial writes.
  func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}
