import Foundation
import StandInServer
import Testing

@testable import WeatherProviders

/// The test server itself: it must free its port whether stopped or merely dropped.
struct StandInServerTests {
  @Test func droppedServerClosesItsPort() async throws {
    var server: StandInServer? = try StandInServer { _ in StandInResponse(text: "{}") }
    let url = try #require(server?.baseURL)
    _ = try await CurlHTTPClient().get(url, headers: [:])
    server = nil
    try await Task.sleep(for: .milliseconds(200))
    let error = await caught { try await CurlHTTPClient(idleTimeout: 1).get(url, headers: [:]) }
    #expect((error as? HTTPClientError)?.kind == .cannotConnect)
  }

  @Test func portsAreDistinctAndOnLoopback() throws {
    let a = try StandInServer { _ in StandInResponse() }
    let b = try StandInServer { _ in StandInResponse() }
    defer {
      a.stop()
      b.stop()
    }
    #expect(a.port != b.port)
    #expect(a.baseURL.host == "127.0.0.1")
  }
}
