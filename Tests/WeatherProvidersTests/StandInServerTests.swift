import Foundation
import TestSupport
import Testing

@testable import WeatherProviders

#if canImport(Glibc)
  import Glibc
#endif

/// The test server itself: it must free its port whether stopped or merely dropped.
struct StandInServerTests {
  @Test func droppedServerClosesItsPort() async throws {
    var server: StandInServer? = try StandInServer { _ in StandInResponse(text: "{}") }
    let url = try #require(server?.baseURL)
    let inode = try #require(server?.listenerInode)
    _ = try await CurlHTTPClient().get(url, headers: [:])
    #expect(try Self.openSocketInodes().contains(inode))
    server = nil
    try await Task.sleep(for: .milliseconds(200))
    // By its inode, not by connecting: a server beside this test may already have its port.
    #expect(try !Self.openSocketInodes().contains(inode))
  }

  @Test func closedPortRefusesAndStaysTaken() async throws {
    let closed = try ClosedPort()
    let error = await caught { try await CurlHTTPClient(idleTimeout: 1).get(closed.baseURL, headers: [:]) }
    #expect((error as? HTTPClientError)?.kind == .cannotConnect)
    // A server binding as StandInServer does (SO_REUSEADDR) cannot take the port.
    #expect(Self.bindWithReuseAddress(port: closed.port) == EADDRINUSE)
  }

  /// Binds a fresh socket to 127.0.0.1:`port` as `StandInServer` does; the errno, or 0.
  static func bindWithReuseAddress(port: UInt16) -> Int32 {
    let fd = socket(AF_INET, StandInServer.streamType, 0)
    defer { close(fd) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    let bound = Loopback.bind(fd, port: port)
    return bound == 0 ? 0 : errno
  }

  /// The inodes of this machine's TCP sockets over IPv4, from `/proc/net/tcp`.
  static func openSocketInodes() throws -> Set<UInt64> {
    // Read to the end: procfs reports a size of 0, and a reader that trusts it stops at a page.
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/net/tcp"))
    defer { try? handle.close() }
    let table = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    return Set(
      table.split(separator: "\n").dropFirst().compactMap { line in
        let fields = line.split(separator: " ")
        return fields.count > 9 ? UInt64(fields[9]) : nil
      })
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
