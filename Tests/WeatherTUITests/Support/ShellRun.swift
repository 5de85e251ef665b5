import Foundation
import TestSupport

/// A shell line run the way a user's script runs the program: `sh -c LINE` with `$0` the release
/// binary, in a new home of its own (`HOME`, `XDG_CACHE_HOME`) against the stand-in, in the C.UTF-8
/// locale; what it wrote to standard output and error is read back once it has ended.
struct ShellRun {
  var termination: ChildProcess.Termination
  var output: String
  var error: String

  /// Runs `line`; the home folder's name starts with `name`, and `environment` is added last.
  init(_ line: String, api: StandInAPI, name: String, environment: [String: String] = [:]) throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let child = try ChildProcess(
      path: "/bin/sh", arguments: ["-c", line, TerminalSessions.EndToEndTests.binary],
      environment: api.endpointEnvironment.merging([
        "HOME": home, "XDG_CACHE_HOME": home + "/cache", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
      ]) { $1 }.merging(environment) { $1 },
      standardOutput: home + "/stdout.txt", standardError: home + "/stderr.txt")
    termination = child.wait()
    output = (try? String(contentsOfFile: home + "/stdout.txt", encoding: .utf8)) ?? ""
    error = (try? String(contentsOfFile: home + "/stderr.txt", encoding: .utf8)) ?? ""
  }
}
