import Foundation
import StandInServer
import Testing

@testable import WeatherProviders

#if canImport(Glibc)
  import Glibc
#endif

/// The dashboard's requests through its fetch helper: the program itself started as
/// `--fetch-helper` (the fast-clock build, which runs the same `WeatherTUIProgram.main`), real
/// HTTP to stand-ins on 127.0.0.1, and the helper's ends, clean and not.
@Suite(.serialized) struct FetchHelperClientTests {
  static let program = StandInAPI.packageRoot.appendingPathComponent(".build/debug/FastClockDashboard").path

  /// A client whose helper is the program; `linger` seconds idle end it.
  func client(linger: Double = 1, idleTimeout: Double = 5, totalTimeout: Double = 15) throws -> FetchHelperClient {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.program),
      "\(Self.program) is built with the tests (swift build --build-tests)")
    return FetchHelperClient(
      command: .init(executable: Self.program, arguments: ["weathertui", "--fetch-helper", String(linger)]),
      idleTimeout: idleTimeout, totalTimeout: totalTimeout)
  }

  /// This process's children named as the helper names itself.
  static func helpers() -> [pid_t] { ChildProcess.running(named: "weathertui-http") }

  // MARK: - Answers

  @Test func answersArriveAsTheInProcessClientHandsThem() async throws {
    let server = try StandInServer { request in
      StandInResponse(
        status: 404, headers: ["X-Echo": request.query["q"] ?? "?", "Content-Type": "text/plain"],
        body: Data("nope".utf8))
    }
    defer { server.stop() }
    let url = URL(string: "\(server.baseURL.absoluteString)/v1/thing?q=a%20b%2Cc")!
    let response = try await client().get(url, headers: ["X-Test": "1", "X-Empty": ""])
    #expect(response.status == 404)
    #expect(response.body == Data("nope".utf8))
    #expect(response.headers["x-echo"] == "a b,c")
    let request = try #require(server.requests.first)
    #expect(request.rawQuery == "q=a%20b%2Cc")
    #expect(request.headers["x-test"] == "1")
    #expect(request.headers["x-empty"] == "")
    #expect(request.headers["user-agent"] == CurlHTTPClient.userAgent)
  }

  @Test func aLargeBodyArrivesWhole() async throws {
    let body = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let server = try StandInServer { _ in StandInResponse(body: body) }
    defer { server.stop() }
    #expect(try await client().get(server.baseURL, headers: [:]).body == body)
  }

  @Test func requestsWhileTheHelperLivesShareOneConnection() async throws {
    let server = try KeepAliveServer()
    defer { server.stop() }
    // A linger no loaded machine outlasts between two requests: a helper that ended and was
    // replaced would open a second connection (CI once took over a second between them).
    let client = try client(linger: 60)
    var counts: [String] = []
    for path in ["a", "b", "c", "d"] {
      let response = try await client.get(server.baseURL.appendingPathComponent(path), headers: [:])
      counts.append(String(decoding: response.body, as: UTF8.self))
    }
    #expect(counts == ["1", "1", "1", "1"], "connections the server had accepted at each answer")
  }

  @Test func concurrentRequestsAreAllAnswered() async throws {
    let server = try StandInServer { request in StandInResponse(text: request.query["n"] ?? "", delay: 0.3) }
    defer { server.stop() }
    let client = try client()
    let bodies = try await withThrowingTaskGroup(of: String.self) { group in
      for n in 0..<8 {
        let url = URL(string: "\(server.baseURL.absoluteString)/?n=\(n)")!
        group.addTask { String(decoding: try await client.get(url, headers: [:]).body, as: UTF8.self) }
      }
      return try await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(bodies == Set((0..<8).map(String.init)))
  }

  // MARK: - Failures as the in-process client words them

  @Test func refusedConnectionSaysSo() async throws {
    let closed = try ClosedPort()
    let error = await caught { try await client().get(closed.baseURL, headers: [:]) }
    #expect(
      error as? HTTPClientError
        == HTTPClientError(kind: .cannotConnect, host: "127.0.0.1", reason: "connection refused"))
  }

  @Test func silentServerHitsTheIdleTimeout() async throws {
    let server = try StandInServer { _ in StandInResponse(text: "{}", delay: 20) }
    defer { server.stop() }
    let error = await caught { try await client(idleTimeout: 1, totalTimeout: 30).get(server.baseURL, headers: [:]) }
    #expect(
      error as? HTTPClientError == HTTPClientError(kind: .timedOut, host: "127.0.0.1", reason: "the request timed out"))
  }

  @Test func cancellingTheTaskStopsTheTransferInTheHelper() async throws {
    let server = try StandInServer { _ in StandInResponse(text: "{}", delay: 20) }
    defer { server.stop() }
    let client = try client(idleTimeout: 30, totalTimeout: 30)
    let task = Task { try await client.get(server.baseURL, headers: [:]) }
    try await Task.sleep(for: .milliseconds(500))
    task.cancel()
    let error = await caught { try await task.value }
    #expect((error as? HTTPClientError)?.reason == "the request was cancelled")
  }

  @Test func aHeaderWithALineBreakIsRefusedBeforeSending() async throws {
    let server = try StandInServer { _ in StandInResponse() }
    defer { server.stop() }
    let error = await caught { try await client().get(server.baseURL, headers: ["X-Evil": "a\r\nHost: elsewhere"]) }
    #expect((error as? HTTPClientError)?.reason.contains("X-Evil") == true)
    #expect(server.requests.isEmpty)
  }

  // MARK: - The helper's life

  @Test func anIdleHelperEndsAndTheNextRequestStartsAnother() async throws {
    let server = try StandInServer { _ in StandInResponse(text: "ok") }
    defer { server.stop() }
    // Long enough to outlast the /proc scan below on a loaded machine: with 0.3 s, a CI run
    // found the helper already gone (and reaped) by the time it looked.
    let client = try client(linger: 2)
    let before = Set(Self.helpers())
    #expect(try await client.get(server.baseURL, headers: [:]).status == 200)
    let started = Set(Self.helpers()).subtracting(before)
    #expect(started.count == 1, "helpers started for one request: \(started)")
    var waited = 0
    while !started.isDisjoint(with: Self.helpers()) && waited < 100 {
      try await Task.sleep(for: .milliseconds(100))
      waited += 1
    }
    #expect(started.isDisjoint(with: Self.helpers()), "the helper still runs \(waited / 10) s after its last request")
    #expect(try await client.get(server.baseURL, headers: [:]).status == 200)
  }

  @Test func aHelperEndedByASignalFailsTheRequestsItHeld() async throws {
    let server = try StandInServer { _ in StandInResponse(text: "{}", delay: 20) }
    defer { server.stop() }
    let client = try client(idleTimeout: 30, totalTimeout: 30)
    let before = Set(Self.helpers())
    let task = Task { try await client.get(server.baseURL, headers: [:]) }
    for _ in 0..<50 where server.requests.isEmpty {
      try await Task.sleep(for: .milliseconds(100))
    }
    let started = Set(Self.helpers()).subtracting(before)
    try #require(!server.requests.isEmpty && started.count == 1, "the request never reached the server")
    for pid in started { kill(pid, SIGKILL) }
    let error = await caught { try await task.value }
    #expect((error as? HTTPClientError)?.reason == "the fetch helper was ended by signal 9")
  }

  @Test func aHelperThatCannotStartSaysWhich() async throws {
    let client = FetchHelperClient(command: .init(executable: "/nonexistent/weathertui", arguments: ["weathertui"]))
    let error = await caught { try await client.get(URL(string: "http://127.0.0.1:9/")!, headers: [:]) }
    #expect(
      (error as? HTTPClientError)?.message
        == "cannot reach 127.0.0.1: cannot start the fetch helper /nonexistent/weathertui: No such file or directory")
  }

  @Test func requestsAHelperEndedIdleBeforeReadingGoToTheNextOne() async throws {
    let server = try StandInServer { _ in StandInResponse(text: "second") }
    defer { server.stop() }
    _ = try client()
    // The first helper ends at once with the idle status, as one does when a request reaches it
    // the moment it stops listening; the second is the program.
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("helper-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let script = "[ -e '\(marker)' ] && exec '\(Self.program)' --fetch-helper 1; touch '\(marker)'; exit 0"
    let client = FetchHelperClient(command: .init(executable: "/bin/sh", arguments: ["sh", "-c", script]))
    let response = try await client.get(server.baseURL, headers: [:])
    #expect(String(decoding: response.body, as: UTF8.self) == "second")
  }

  @Test func aHelperThatKeepsEndingIsGivenUpOn() async throws {
    let client = FetchHelperClient(command: .init(executable: "/bin/true", arguments: ["true"]))
    let error = await caught { try await client.get(URL(string: "http://127.0.0.1:9/")!, headers: [:]) }
    #expect((error as? HTTPClientError)?.reason == "the fetch helper ended (exit status 0)")
  }

  @Test func aHelperThatSpeaksNonsenseIsEnded() async throws {
    let client = FetchHelperClient(
      command: .init(executable: "/bin/sh", arguments: ["sh", "-c", "printf '\\377\\377\\377\\377'; sleep 30"]))
    let error = await caught { try await client.get(URL(string: "http://127.0.0.1:9/")!, headers: [:]) }
    #expect(
      (error as? HTTPClientError)?.reason
        == "the fetch helper's answer is corrupt (a frame of 4294967295 bytes is over the 65 MB limit)")
  }

  // MARK: - The program's helper mode

  @Test(arguments: [
    (
      ["--fetch-helper"],
      "weathertui: --fetch-helper takes one argument, the seconds to wait for a request, e.g. --fetch-helper 15\n"
    ),
    (
      ["--fetch-helper", "nan"],
      "weathertui: --fetch-helper takes one argument, the seconds to wait for a request, e.g. --fetch-helper 15\n"
    ),
  ])
  func helperModeRefusesBadArguments(arguments: [String], message: String) throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.program))
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("helper-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: errors) }
    let child = try ChildProcess(path: Self.program, arguments: arguments, standardError: errors)
    #expect(child.wait() == .exited(2))
    #expect(try String(contentsOfFile: errors, encoding: .utf8) == message)
  }
}

/// The error `body` throws, or nil.
private func caught(_ body: () async throws -> some Any) async -> Error? {
  do {
    _ = try await body()
    return nil
  } catch {
    return error
  }
}
