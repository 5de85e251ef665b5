import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// 127.0.0.1 addresses for the stand-ins' sockets, built in one place.
public enum Loopback {
  /// Binds `fd` to 127.0.0.1:`port` (0: a port the OS picks); `bind`'s result.
  public static func bind(_ fd: Int32, port: UInt16) -> Int32 {
    withAddress(port: port) { address, length in systemBind(fd, address, length) }
  }

  /// Connects `fd` to 127.0.0.1:`port`; `connect`'s result.
  public static func connect(_ fd: Int32, port: UInt16) -> Int32 {
    withAddress(port: port) { address, length in systemConnect(fd, address, length) }
  }

  /// The port `fd` is bound to; nil when it cannot be read.
  public static func boundPort(of fd: Int32) -> UInt16? {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let read = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return read == 0 ? UInt16(bigEndian: address.sin_port) : nil
  }

  private static func withAddress(
    port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
  ) -> Int32 {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
  }
}

// The system calls under other names, so `Loopback.bind` can call the C `bind`.
private func systemBind(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
  bind(fd, address, length)
}

private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
  connect(fd, address, length)
}
