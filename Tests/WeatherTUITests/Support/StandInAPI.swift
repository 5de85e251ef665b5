import Foundation

#if canImport(FoundationNetworking)
  // Data(contentsOf:) reaches http:// URLs only when FoundationNetworking is loaded; the app
  // itself no longer uses it (it talks to libcurl directly), so the test helper brings it.
  import FoundationNetworking
#endif

/// The stand-in Open-Meteo API (`scripts/standin-api.py`) as a child process on 127.0.0.1.
final class StandInAPI {
  let baseURL: String
  let logPath: String
  private let process: Process

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  init() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("standin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let portFile = directory.appendingPathComponent("port").path
    logPath = directory.appendingPathComponent("requests.log").path
    guard let python = ProcessRunner.which("python3") else {
      throw ProcessRunner.Failure(description: "python3 is not installed")
    }
    process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      Self.packageRoot.appendingPathComponent("scripts/standin-api.py").path,
      "--port-file", portFile, "--log", logPath,
    ]
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(10)
    var port: String?
    while Date() < deadline {
      if let text = try? String(contentsOfFile: portFile, encoding: .utf8), !text.isEmpty {
        port = text
        break
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    guard let port else {
      process.terminate()
      throw ProcessRunner.Failure(description: "the stand-in API did not start")
    }
    baseURL = "http://127.0.0.1:\(port)"
  }

  /// The request paths the stand-in has seen, in order.
  var requests: [String] {
    ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// Makes forecast requests fail with `status` until `recover()`.
  func fail(status: Int = 503) throws {
    _ = try Data(contentsOf: URL(string: "\(baseURL)/control/fail?status=\(status)")!)
  }

  /// Makes archive (climate) requests fail with `status` until `recover()`.
  func failArchive(status: Int = 429) throws {
    _ = try Data(contentsOf: URL(string: "\(baseURL)/control/fail-archive?status=\(status)")!)
  }

  func recover() throws {
    _ = try Data(contentsOf: URL(string: "\(baseURL)/control/ok")!)
  }

  deinit {
    // SIGKILL: the test runner's threads block SIGTERM, and a child inherits that mask.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
