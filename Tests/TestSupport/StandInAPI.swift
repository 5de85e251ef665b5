import Foundation
import WeatherProviders

#if canImport(Glibc)
  import Glibc
#endif

/// The stand-in Open-Meteo API (`scripts/standin-api.py`) as a child process on 127.0.0.1.
public final class StandInAPI {
  public let baseURL: String
  public let port: UInt16
  public let logPath: String
  private let process: ChildProcess

  public static var packageRoot: URL { SharedFolder.packageRoot }

  /// - Parameters:
  ///   - limits: `MINUTE,HOUR,DAY` weighted calls the stand-in allows like Open-Meteo's limiter
  ///     ("0,0,0": none); nil keeps the free tier's.
  ///   - tls: PEM certificate and key files to serve HTTPS with; nil serves plain HTTP.
  ///   - clock: `ORIGIN:SPEED`, the fast clock the program under test runs on
  ///     (`WEATHERTUI_FAST_CLOCK`); nil keeps the wall clock.
  public init(limits: String? = nil, tls: (certificate: String, key: String)? = nil, clock: String? = nil) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("standin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let portFile = directory.appendingPathComponent("port").path
    logPath = directory.appendingPathComponent("requests.log").path
    guard let python = ProcessRunner.which("python3") else {
      throw ProcessRunner.Failure(description: "python3 is not installed")
    }
    process = try ChildProcess(
      path: python,
      arguments: [
        Self.packageRoot.appendingPathComponent("scripts/standin-api.py").path,
        "--port-file", portFile, "--log", logPath,
      ] + (limits.map { ["--limits", $0] } ?? []) + (tls.map { ["--tls", $0.certificate, $0.key] } ?? [])
        + (clock.map { ["--clock", $0] } ?? []))
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
      process.send(SIGKILL)
      throw ProcessRunner.Failure(description: "the stand-in API did not start")
    }
    guard let number = UInt16(port.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.send(SIGKILL)
      throw ProcessRunner.Failure(description: "the stand-in API wrote no port number: \(port)")
    }
    self.port = number
    baseURL = "\(tls == nil ? "http" : "https")://127.0.0.1:\(number)"
  }

  /// Every service's `WEATHERTUI_*_URL` variable (`ServiceEndpoint.all`) pointed at `url`: how
  /// the tests send the program, all of it, to one stand-in.
  public static func endpointEnvironment(_ url: String) -> [String: String] {
    ServiceEndpoint.environment(allAt: url)
  }

  /// `endpointEnvironment` pointed at this stand-in.
  public var endpointEnvironment: [String: String] { Self.endpointEnvironment(baseURL) }

  /// The request paths the stand-in has seen, in order.
  public var requests: [String] {
    ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// Makes forecast requests fail with `status` until `recover()`.
  public func fail(status: Int = 503) throws {
    try control("/control/fail?status=\(status)")
  }

  /// Makes air-quality requests fail with `status` until `recover()`.
  public func failAirQuality(status: Int = 503) throws {
    try control("/control/fail-air-quality?status=\(status)")
  }

  /// Makes archive (climate) requests fail with `status` until `recover()`.
  public func failArchive(status: Int = 429) throws {
    try control("/control/fail-archive?status=\(status)")
  }

  /// The weighted calls the stand-in counted like Open-Meteo's limiter: "minute", "hour",
  /// "day", their peaks ("peak_minute" …), "refused" (429s) and "requests".
  public func usage() throws -> [String: Double] {
    let (status, body) = try LoopbackRequest.fetch(port: port, path: "/control/usage")
    guard status == 200, let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      throw ProcessRunner.Failure(description: "the stand-in API answered /control/usage with \(status)")
    }
    return object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
  }

  /// Ends the stand-in, as an upstream that goes away: requests to it are refused from now on.
  public func stop() {
    process.send(SIGKILL)
    process.wait()
  }

  public func recover() throws {
    try control("/control/ok")
  }

  /// Makes NWS answer `count` more made-up warnings at Springfield, Illinois (ids tagged `tag`,
  /// starting `aheadDays` from now); 0 removes them.
  public func addNWSAlerts(count: Int, tag: String, aheadDays: Double = 0) throws {
    try control("/control/nws-alerts?count=\(count)&tag=\(tag)&ahead_days=\(aheadDays)")
  }

  /// Makes the next `times` DWD warn-cell look-ups answer with no feature, as a hiccup would.
  public func hiccupDWDWarnCells(times: Int = 1) throws {
    try control("/control/dwd-empty?times=\(times)")
  }

  private func control(_ path: String) throws {
    let status = try LoopbackRequest.get(port: port, path: path)
    guard status == 200 else {
      throw ProcessRunner.Failure(description: "the stand-in API answered \(path) with \(status)")
    }
  }

  deinit {
    process.send(SIGKILL)
    process.wait()
  }
}
