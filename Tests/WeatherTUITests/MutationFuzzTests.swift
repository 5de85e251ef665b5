import Foundation
import TestSupport
import Testing

/// The whole program against hostile forecast bodies: `weathertui --once --refresh` (the real
/// binary) fetches from a stand-in on 127.0.0.1 that answers with a realistic body (the
/// stand-in API's, for the current time) after a bit flip, a byte substitution, or a planted
/// value (1e19, −99999, NaN, escape sequences, huge series, 20 MB). Every run must end by
/// itself with 0, 1 or 2, never by a signal, and print no control character but newline.
///
/// Seeded and deterministic; each (wire, format) pair keeps one cache across its runs, so data
/// a hostile body left in the cache is drawn by the next run whose refresh fails.
@Suite(.serialized) struct MutationFuzzTests {
  /// `WEATHERTUI_FUZZ_BINARY` points the test at another build (e.g. an older commit's, to
  /// count what this test finds there); by default the release binary, as the other
  /// end-to-end tests.
  static let binary =
    ProcessInfo.processInfo.environment["WEATHERTUI_FUZZ_BINARY"] ?? TerminalSessions.EndToEndTests.binary
  /// Set by `scripts/test`, which runs this test on its own after the suite: beside the tmux
  /// end-to-end tests its few hundred processes starve them of their first frames.
  static let isAlone = ProcessInfo.processInfo.environment["WEATHERTUI_MUTATION_FUZZ"] == "1"
  static let canRun =
    FileManager.default.isExecutableFile(atPath: binary) && ProcessRunner.which("python3") != nil
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/nice")
    && ProcessRunner.which("flatc") != nil
  static let seed: UInt64 = 0x5EED_0011
  /// Three kinds in turn; 66 runs reach every planted JSON value once.
  static let runsPerPair = 66

  enum Wire: String, CaseIterable { case flatbuffers, json }
  enum Format: String, CaseIterable { case text, json }

  /// The body the forecast endpoint answers with next; the rest goes to the stand-in API.
  final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var body: Data?
    private var recorded: [String: Data] = [:]

    var next: Data? {
      get { lock.withLock { body } }
      set { lock.withLock { body = newValue } }
    }

    func record(_ body: Data, wire: String) { lock.withLock { recorded[wire] = body } }
    func recordedBody(wire: String) -> Data? { lock.withLock { recorded[wire] } }
  }

  struct Finding: CustomStringConvertible {
    var run: Int
    var wire: Wire
    var format: Format
    var mutation: String
    var problem: String
    var description: String { "run \(run) (\(wire.rawValue), \(format.rawValue), \(mutation)): \(problem)" }
  }

  @Test(
    "no hostile forecast body crashes --once or puts a control character on its output",
    .enabled(if: isAlone, "runs alone: WEATHERTUI_MUTATION_FUZZ=1 swift test --skip-build --filter MutationFuzzTests"),
    .enabled(if: canRun, "needs the release binary, python3, flatc and nice; scripts/test provides them"))
  func hostileBodies() throws {
    let api = try StandInAPI()
    let apiPort = api.port
    let answer = Answer()
    let server = try StandInServer { request in
      // The forecast itself (the climate's past days also ask /v1/forecast, without `current`).
      let isForecast = request.path == "/v1/forecast" && request.query["current"] != nil
      if isForecast, let body = answer.next {
        return StandInResponse(status: 200, headers: ["Content-Type": "application/octet-stream"], body: body)
      }
      let path = request.path + (request.rawQuery.isEmpty ? "" : "?" + request.rawQuery)
      guard let fetched = try? LoopbackRequest.fetch(port: apiPort, path: path, timeout: 30) else {
        return StandInResponse(status: 502, text: "{\"error\":true,\"reason\":\"stand-in unreachable\"}")
      }
      if isForecast { answer.record(fetched.body, wire: request.query["format"] ?? "json") }
      return StandInResponse(status: fetched.status, headers: ["Content-Type": "application/json"], body: fetched.body)
    }
    defer { server.stop() }

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)").path
    var rng = SplitMix64(state: Self.seed)
    var findings: [Finding] = []
    var exits: [Int32: Int] = [:]
    var runs = 0
    var mutationSeconds = 0.0
    let started = Date()
    for wire in Wire.allCases {
      // The realistic body: what the stand-in API answers this request now.
      answer.next = nil
      let seedCache = "\(root)/seed-\(wire.rawValue)"
      let first = try run(wire: wire, format: .json, cache: seedCache, server: server, root: root)
      let seedBody = try #require(
        answer.recordedBody(wire: wire == .json ? "json" : "flatbuffers"),
        "the stand-in API answered no forecast for the \(wire.rawValue) wire: \(first.stderr)")
      for format in Format.allCases {
        let cache = "\(root)/\(wire.rawValue)-\(format.rawValue)"
        for index in 0..<Self.runsPerPair {
          let mutationStart = Date()
          let hostile = try #require(mutation(index, of: seedBody, wire: wire, rng: &rng), "mutation \(index)")
          mutationSeconds += Date().timeIntervalSince(mutationStart)
          answer.next = hostile.body
          let result = try run(wire: wire, format: format, cache: cache, server: server, root: root)
          runs += 1
          if let problem = result.problem {
            findings.append(
              Finding(run: index, wire: wire, format: format, mutation: hostile.description, problem: problem))
          }
          if case .exited(let code) = result.termination { exits[code, default: 0] += 1 }
        }
      }
    }
    let elapsed = Date().timeIntervalSince(started)
    print(
      "mutation fuzz: \(runs) runs in \(String(format: "%.1f", elapsed)) s, exits \(exits.sorted { $0.key < $1.key }), "
        + "\(findings.count) findings; \(String(format: "%.1f", mutationSeconds)) s making bodies")
    for finding in findings { print("  \(finding)") }
    #expect(runs >= 250, "too few runs to mean anything")
    #expect(
      findings.isEmpty,
      "\(findings.count) of \(runs) runs failed:\n\(findings.map(\.description).joined(separator: "\n"))")
  }

  // MARK: - Mutations

  /// Run `index`'s hostile body: bit flips, byte substitutions and planted values in turn.
  func mutation(_ index: Int, of seed: Data, wire: Wire, rng: inout SplitMix64) -> HostileBody? {
    switch (index % 3, wire) {
    case (0, _): return HostileBodies.bitFlip(seed, rng: &rng)
    case (1, _): return HostileBodies.byteSubstitution(seed, rng: &rng)
    case (_, .flatbuffers):
      let variant = index / 3
      return variant == 5
        ? HostileBodies.twentyMegabytes(seed, rng: &rng)
        : HostileBodies.flatBuffersPlant(seed, variant: variant, now: Date(), rng: &rng)
    case (_, .json):
      let variant = index / 3
      if variant == HostileBodies.jsonPlants.count { return HostileBodies.rawControlBytes(seed) }
      if variant == HostileBodies.jsonPlants.count + 1 { return HostileBodies.twentyMegabyteJSON(seed) }
      return HostileBodies.jsonPlant(seed, HostileBodies.jsonPlants[variant % HostileBodies.jsonPlants.count])
    }
  }

  // MARK: - One run

  struct RunResult {
    var termination: ChildProcess.Termination
    var stdout: Data
    var stderr: String
    /// Why the run failed the test, nil when it passed.
    var problem: String?
  }

  func run(wire: Wire, format: Format, cache: String, server: StandInServer, root: String) throws -> RunResult {
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    let environment = StandInAPI.endpointEnvironment(server.baseURL.absoluteString).merging([
      "XDG_CACHE_HOME": cache,
      "XDG_CONFIG_HOME": cache + "/config",
      "XDG_STATE_HOME": cache + "/state", "HOME": cache, "LANG": "en_GB.UTF-8", "NO_COLOR": "1", "TERM": "dumb",
      "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin",
    ]) { $1 }
    let out = "\(root)/out", err = "\(root)/err"
    // Niced: the suites run in parallel, and a few hundred runs must not starve the timed ones.
    let process = try ChildProcess(
      path: "/usr/bin/nice",
      arguments: [
        "-n", "10", Self.binary, "--once", "--refresh", "-l", "52.52,13.41", "--wire", wire.rawValue, "--format",
        format.rawValue,
      ],
      environment: environment, standardOutput: out, standardError: err)
    let termination = process.wait()
    let stdout = FileManager.default.contents(atPath: out) ?? Data()
    let stderr = FileManager.default.contents(atPath: err) ?? Data()
    var problem: String?
    switch termination {
    case .exited(let code) where (0...2).contains(code): break
    case .exited(let code): problem = "exited with \(code)"
    case .signalled(let signal): problem = "killed by signal \(signal)"
    }
    if problem == nil, let bad = Self.firstControlCharacter(stdout) ?? Self.firstControlCharacter(stderr) {
      problem = "printed control character U+\(String(bad, radix: 16, uppercase: true))"
    }
    if let problem, ProcessInfo.processInfo.environment["WEATHERTUI_FUZZ_VERBOSE"] != nil {
      print("\(problem): \(String(decoding: stderr.suffix(300), as: UTF8.self))")
    }
    return RunResult(
      termination: termination, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self), problem: problem)
  }

  /// The first control character (C0, DEL or C1) other than newline in `output`, if any.
  static func firstControlCharacter(_ output: Data) -> UInt32? {
    String(decoding: output, as: UTF8.self).unicodeScalars.first { scalar in
      scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }?.value
  }
}
