import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A port on 127.0.0.1 where nothing listens and nothing else can start to, for as long as the
/// value lives: every connection to it is refused.
///
/// A stopped `StandInServer` frees its port, and the tests running beside it may be given that
/// port by the OS a moment later; a request meant to be refused would then reach another test's
/// server and confuse both. This socket is bound without `listen` and without `SO_REUSEADDR`, so
/// the port stays taken while connections to it get a reset.
public final class ClosedPort: @unchecked Sendable {
  /// "http://127.0.0.1:PORT".
  public let baseURL: URL
  public let port: UInt16
  private let socketHandle: Int32

  public init() throws {
    let fd = socket(AF_INET, StandInServer.streamType | StandInServer.closeOnExec, 0)
    guard fd >= 0 else { throw StandInServerError.socket("socket", errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard bound else {
      let code = errno
      close(fd)
      throw StandInServerError.socket("bind", code)
    }
    socketHandle = fd
    port = UInt16(bigEndian: address.sin_port)
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
  }

  deinit { close(socketHandle) }
}
