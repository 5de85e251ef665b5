import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// Reads one of the user's text files and says exactly what is wrong when it cannot: the file
/// type is checked before the file is opened (a FIFO would block the open, `/dev/zero` would
/// never end), the open itself never blocks, the size is capped, and the content must be UTF-8
/// without control bytes, the first bad byte named by line, column and offset.
public enum UserFileReader {
  /// No config, state or theme file is anywhere near this big; one that is, is the wrong file.
  public static let maximumSize = 1 << 20

  // MARK: - Reading

  /// The text of `path`; nil when nothing is there. Every other problem is an error naming the
  /// file, the problem and the fix.
  public static func read(
    _ file: UserFileError.File, path: String, maximumSize: Int = maximumSize
  ) throws(UserFileError) -> String? {
    func fail(_ message: String) -> UserFileError { UserFileError(file, path: path, message: message) }

    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw fail(reason(code, file: file))
    }
    if let problem = typeProblem(info.st_mode, path: path, file: file) { throw fail(problem) }
    // O_NONBLOCK: should the file become a FIFO between stat and open, the open still returns.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw fail(reason(code, file: file))
    }
    defer { close(fd) }
    guard fstat(fd, &info) == 0 else { throw fail(reason(errno, file: file)) }
    if let problem = typeProblem(info.st_mode, path: path, file: file) { throw fail(problem) }
    if Int(info.st_size) > maximumSize { throw fail(tooBig(Int(info.st_size), limit: maximumSize, file: file)) }

    // One byte past the limit tells a file that grew since fstat from one that fits.
    var bytes = [UInt8](repeating: 0, count: maximumSize + 1)
    var count = 0
    while count < bytes.count {
      let result = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
      if result < 0 {
        if errno == EINTR { continue }
        throw fail(reason(errno, file: file))
      }
      if result == 0 { break }
      count += result
    }
    if count > maximumSize { throw fail(tooBig(nil, limit: maximumSize, file: file)) }
    return try text(from: bytes[..<count], file: file, path: path)
  }

  /// `bytes` as text, when they are UTF-8 with no control bytes other than tab, line feed and
  /// carriage return; else an error naming the first bad byte's line, column and offset.
  public static func text(
    from bytes: some Collection<UInt8>, file: UserFileError.File, path: String
  ) throws(UserFileError) -> String {
    var line = 1
    var column = 1
    var offset = 0
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        if let name = controlName(scalar) {
          let hex = CFormat.string("0x%02X", scalar.value)
          throw UserFileError(
            file, path: path, line: line, column: column,
            message: "control byte \(hex) (\(name)) at byte offset \(offset); \(textFix(file))")
        }
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
        offset += encoded.count
      case .error(let length):
        let bad = Array(bytes.dropFirst(offset).prefix(max(1, length)))
        let hex = CFormat.string("0x%02X", bad.first ?? 0)
        throw UserFileError(
          file, path: path, line: line, column: column,
          message: "byte \(hex) at byte offset \(offset) is not UTF-8; \(textFix(file))")
      case .emptyInput:
        return String(decoding: bytes, as: UTF8.self)
      }
    }
  }

  // MARK: - Messages

  /// What is wrong with a file of this type, or nil for a regular file.
  static func typeProblem(_ mode: mode_t, path: String, file: UserFileError.File) -> String? {
    let what: String
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: what = "is a directory"
    case S_IFIFO: what = "is a FIFO (named pipe)"
    case S_IFCHR: what = "is a character device\(resolvedName(path))"
    case S_IFBLK: what = "is a block device\(resolvedName(path))"
    case S_IFSOCK: what = "is a socket"
    default: what = "is not a regular file"
    }
    return "\(what), not a file; \(notAFileFix(file))"
  }

  /// " (/dev/zero)" when `path` is a link to the device, so the message says which one.
  private static func resolvedName(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return "" }
    defer { free(resolved) }
    let target = String(cString: resolved)
    return target == path ? "" : " (\(target))"
  }

  /// The system's reason; "check its permissions" only when permission is what failed.
  static func reason(_ code: Int32, file: UserFileError.File) -> String {
    switch code {
    case EACCES, EPERM: return "cannot be read: permission denied; check its permissions (and its folder's)"
    case ENOTDIR: return "cannot be read: part of the path is a file, not a folder; check the path"
    case ELOOP: return "cannot be read: too many symbolic links (a loop?); check where it points"
    default:
      return
        "cannot be read: \(String(cString: strerror(code))); \(file == .theme ? "check the file" : "check the file and the disk")"
    }
  }

  static func tooBig(_ size: Int?, limit: Int, file: UserFileError.File) -> String {
    let shown = size.map { "\($0) bytes" } ?? "still growing"
    return "is \(shown), more than the \(limit / 1_048_576) MiB a \(noun(file)) may be; is it the right file?"
  }

  private static func noun(_ file: UserFileError.File) -> String {
    switch file {
    case .config: "config file"
    case .places: "places file"
    case .theme: "theme file"
    }
  }

  private static func notAFileFix(_ file: UserFileError.File) -> String {
    switch file {
    case .config: "replace it with a TOML file, or point --config at one"
    case .places: "move it out of the way (the dashboard then writes a new one)"
    case .theme: "replace it with a theme file"
    }
  }

  private static func textFix(_ file: UserFileError.File) -> String {
    switch file {
    case .config, .theme: "the file must be plain UTF-8 text; remove the byte or save it as UTF-8"
    case .places: "the file must be plain UTF-8 text; fix it or delete the file to start again"
    }
  }

  /// The name of a control character not allowed in a text file; nil when it is allowed.
  private static func controlName(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: return nil
    case 0x00: return "NUL"
    case 0x1B: return "ESC"
    case 0x7F: return "DEL"
    case 0x01..<0x20: return "control character"
    default: return nil
    }
  }
}
