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
    // Files, not pipes: `tmux new-session` starts a server that keeps inherited pipes open
    // forever, so reading a pipe to its end would never return.
    let directory = FileManager.default.temporaryDirectory
    let outURL = directory.appendingPathComponent("run-\(UUID().uuidString).out")
    let errURL = directory.appendingPathComponent("run-\(UUID().uuidString).err")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try? out.close()
    try? err.close()
    let output = (try? Data(contentsOf: outURL)) ?? Data()
    let error = (try? Data(contentsOf: errURL)) ?? Data()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "\(program) \(arguments.joined(separator: " ")): \(String(decoding: error, as: UTF8.self))")
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
