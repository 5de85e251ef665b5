import Foundation

/// Runs helper programs (tmux, python3) for the end-to-end tests.
public enum ProcessRunner {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
  }

  /// Runs `program` with `arguments`, waits, and returns its standard output; throws on a
  /// non-zero exit with its standard error.
  @discardableResult
  public static func run(_ program: String, _ arguments: [String]) throws -> String {
    guard let path = which(program) else { throw Failure(description: "\(program) is not installed") }
    // Files, not pipes: `tmux new-session` starts a server that keeps inherited pipes open
    // forever, so reading a pipe to its end would never return.
    let directory = FileManager.default.temporaryDirectory
    let outPath = directory.appendingPathComponent("run-\(UUID().uuidString).out").path
    let errPath = directory.appendingPathComponent("run-\(UUID().uuidString).err").path
    defer {
      try? FileManager.default.removeItem(atPath: outPath)
      try? FileManager.default.removeItem(atPath: errPath)
    }
    let child = try ChildProcess(
      path: path, arguments: arguments, standardOutput: outPath, standardError: errPath)
    let termination = child.wait()
    let output = FileManager.default.contents(atPath: outPath) ?? Data()
    let error = FileManager.default.contents(atPath: errPath) ?? Data()
    guard termination == .exited(0) else {
      throw Failure(
        description:
          "\(program) \(arguments.joined(separator: " ")) ended \(termination): \(String(decoding: error, as: UTF8.self))"
      )
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The full path of `program` on PATH, if any.
  public static func which(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
