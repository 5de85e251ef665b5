import Foundation
import TestSupport
import Testing

@testable import WeatherProviders

/// The libcurl client against the stand-in server: what it sends, what it hands back.
struct CurlHTTPClientTests {
  @Test func anyStatusIsAnAnswerWithLowerCasedHeaders() async throws {
    let server = try StandInServer { request in
      StandInResponse(
        status: 404, headers: ["X-Echo": request.query["q"] ?? "?", "Content-Type": "text/plain"],
        body: Data("nope".utf8))
    }
    defer { server.stop() }
    let url = URL(string: "\(server.baseURL.absoluteString)/v1/thing?q=a%20b%2Cc")!
    let response = try await CurlHTTPClient().get(url, headers: ["X-Test": "1"])
    #expect(response.status == 404)
    #expect(response.body == Data("nope".utf8))
    #expect(response.headers["x-echo"] == "a b,c")
    let request = try #require(server.requests.first)
    #expect(request.path == "/v1/thing")
    #expect(request.rawQuery == "q=a%20b%2Cc")
    #expect(request.headers["x-test"] == "1")
    #expect(request.headers["user-agent"] == CurlHTTPClient.userAgent)
  }

  @Test func gzipBodiesArriveDecompressed() async throws {
    let gzipped = try #require(
      Data(base64Encoded: "H4sIAAAAAAACA6tWSi9KTS3JzEtXslLKSM3JyddRSM7PLShKLS5OTVEozy/KSVGqBQC+olYfJgAAAA=="))
    let server = try StandInServer { _ in
      StandInResponse(headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"], body: gzipped)
    }
    defer { server.stop() }
    let response = try await CurlHTTPClient().get(server.baseURL, headers: [:])
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"greeting":"hello, compressed world"}"#)
    #expect(server.requests.first?.headers["accept-encoding"]?.contains("gzip") == true)
  }

  /// Blocked transfers must not hold the cooperative pool (one thread per core on Linux): more
  /// slow requests than cores are all on the wire at once, and other tasks still run meanwhile.
  @Test func slowTransfersDoNotQueueBehindTheCores() async throws {
    let server = try StandInServer { _ in StandInResponse(text: "slow", delay: 1.5) }
    defer { server.stop() }
    let count = ProcessInfo.processInfo.activeProcessorCount * 2 + 2
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<count {
        group.addTask { try await CurlHTTPClient().get(server.baseURL, headers: [:]).status }
      }
      for try await status in group { #expect(status == 200) }
    }
    #expect(server.maxConcurrentRequests == count)
  }

  @Test func cutOffTransferIsAnErrorNamingTheHost() async throws {
    let server = try StandInServer { _ in
      StandInResponse(body: Data(repeating: 0x20, count: 10_000), cutAfter: 100)
    }
    defer { server.stop() }
    let error = await caught { try await CurlHTTPClient().get(server.baseURL, headers: [:]) }
    let clientError = try #require(error as? HTTPClientError)
    #expect(clientError.message.hasPrefix("cannot reach 127.0.0.1: "))
    #expect(clientError.message.contains("transfer closed") || clientError.message.contains("broke off"))
  }

  @Test func slowTrickleHitsTheWholeRequestTimeout() async throws {
    let server = try StandInServer { _ in
      var response = StandInResponse(body: Data(repeating: 0x20, count: 1000))
      response.trickleInterval = 2  // ten pieces: twenty seconds, never silent for long
      return response
    }
    defer { server.stop() }
    let client = CurlHTTPClient(idleTimeout: 1, totalTimeout: 1.2)
    let error = await caught { try await client.get(server.baseURL, headers: [:]) }
    // A transfer that ran to the server's end would have succeeded; a timeout proves our limit
    // ended it first. No wall-clock bound: on a loaded 2-core machine the awaiting test itself
    // has taken 37 s to be resumed.
    #expect((error as? HTTPClientError)?.kind == .timedOut)
  }

  @Test func manyClientsAtOnceAreAllServed() async throws {
    let server = try StandInServer { request in StandInResponse(text: request.query["n"] ?? "") }
    defer { server.stop() }
    let client = CurlHTTPClient()
    let bodies = try await withThrowingTaskGroup(of: String.self) { group in
      for n in 0..<8 {
        let url = URL(string: "\(server.baseURL.absoluteString)/?n=\(n)")!
        group.addTask { String(decoding: try await client.get(url, headers: [:]).body, as: UTF8.self) }
      }
      return try await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(bodies == Set((0..<8).map(String.init)))
    #expect(server.requests.count == 8)
  }

  @Test func refusedConnectionSaysSo() async throws {
    let closed = try ClosedPort()
    let error = await caught { try await CurlHTTPClient().get(closed.baseURL, headers: [:]) }
    #expect(
      error as? HTTPClientError
        == HTTPClientError(kind: .cannotConnect, host: "127.0.0.1", reason: "connection refused"))
  }

  @Test func silentServerHitsTheIdleTimeout() async throws {
    let server = try StandInServer { _ in StandInResponse(text: "{}", delay: 20) }
    defer { server.stop() }
    let error = await caught {
      try await CurlHTTPClient(idleTimeout: 1, totalTimeout: 30).get(server.baseURL, headers: [:])
    }
    #expect((error as? HTTPClientError)?.message == "cannot reach 127.0.0.1: the request timed out")
  }

  @Test func cancellingTheTaskStopsTheTransfer() async throws {
    let server = try StandInServer { _ in StandInResponse(text: "{}", delay: 20) }
    defer { server.stop() }
    let client = CurlHTTPClient(idleTimeout: 30, totalTimeout: 30)
    let task = Task { try await client.get(server.baseURL, headers: [:]) }
    try await Task.sleep(for: .milliseconds(300))
    task.cancel()
    let error = await caught { try await task.value }
    #expect((error as? HTTPClientError)?.reason == "the request was cancelled")
  }

  @Test func redirectsAreFollowedAndHeadersComeFromTheLastAnswer() async throws {
    let server = try StandInServer { request in
      request.path == "/old"
        ? StandInResponse(status: 301, headers: ["Location": "/new", "X-Hop": "first"], body: Data())
        : StandInResponse(headers: ["X-Hop": "last"], body: Data("moved".utf8))
    }
    defer { server.stop() }
    let url = URL(string: "\(server.baseURL.absoluteString)/old")!
    let response = try await CurlHTTPClient().get(url, headers: [:])
    #expect(response.status == 200)
    #expect(response.headers["x-hop"] == "last")
    #expect(response.body == Data("moved".utf8))
  }

  @Test func headerWithALineBreakIsRefusedBeforeSending() async throws {
    let server = try StandInServer { _ in StandInResponse() }
    defer { server.stop() }
    let error = await caught {
      try await CurlHTTPClient().get(server.baseURL, headers: ["X-Evil": "a\r\nHost: elsewhere"])
    }
    #expect((error as? HTTPClientError)?.reason.contains("X-Evil") == true)
    #expect(server.requests.isEmpty)
  }

  @Test func trustsTheHashedDirectoryAloneUnlessTheEnvironmentNamesAStore() throws {
    let store = try #require(CurlHTTPClient.trustStore, "libcurl did not load")
    let environment = ProcessInfo.processInfo.environment
    if ["CURL_CA_BUNDLE", "SSL_CERT_FILE", "SSL_CERT_DIR"].contains(where: { environment[$0]?.isEmpty == false }) {
      #expect(store.hasSuffix("(environment)"), "\(store)")
    } else if (try? FileManager.default.contentsOfDirectory(atPath: "/etc/ssl/certs"))?
      .contains(where: { $0.count == 10 && $0.hasSuffix(".0") }) == true
    {
      // Debian's and Ubuntu's libcurl name /etc/ssl/certs; the bundle beside it is not read.
      #expect(store == "file none, directory /etc/ssl/certs (libcurl's directory)")
    } else {
      #expect(store.hasPrefix("libcurl's defaults"), "\(store)")
    }
  }
}
