import Foundation
import TestSupport
import Testing

@testable import WeatherProviders

/// Requests to one host share a connection (libcurl's share handle), counted by a server that
/// keeps connections alive.
@Suite struct CurlConnectionReuseTests {
  @Test func requestsToOneHostShareOneConnection() async throws {
    let server = try KeepAliveServer()
    defer { server.stop() }
    let client = CurlHTTPClient()
    var counts: [String] = []
    for path in ["a", "b", "c", "d"] {
      let response = try await client.get(server.baseURL.appendingPathComponent(path), headers: [:])
      counts.append(String(decoding: response.body, as: UTF8.self))
    }
    // A new client object too: the connection cache belongs to the process.
    let again = try await CurlHTTPClient().get(server.baseURL.appendingPathComponent("e"), headers: [:])
    counts.append(String(decoding: again.body, as: UTF8.self))
    #expect(counts == ["1", "1", "1", "1", "1"], "connections the server had accepted at each answer")
  }
}
