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
    guard Loopback.bind(fd, port: 0) == 0, let bound = Loopback.boundPort(of: fd) else {
      let code = errno
      close(fd)
      throw StandInServerError.socket("bind", code)
    }
    socketHandle = fd
    port = bound
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
  }

  deinit { close(socketHandle) }
}
