import Foundation

/// Runs helper programs (tmux, python3) for the end-to-end tests.
enum ProcessRunner {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `program` with `arguments`, waits, and returns its standard output; throws on a
  /// non-zero exit with its standard error.
  @discardableResult
  static func run(_ program: String, _ arguments: [String]) throws -> String {
    guard let path = which(program) else { throw Failure(description: "\(program) is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "\(program) \(arguments.joined(separator: " ")): \(String(decoding: error, as: UTF8.self))")
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The full path of `program` on PATH, if any.
  static func which(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
