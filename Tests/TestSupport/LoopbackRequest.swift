import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A blocking HTTP/1.1 GET to a stand-in on 127.0.0.1, on the calling thread alone.
///
/// Tests use it to steer a stand-in (`/control/fail` …). It must not be `Data(contentsOf:)`:
/// on Linux that waits on URLSession, whose callbacks need a Dispatch worker, and a test
/// blocking the cooperative pool's last free thread that way hangs the whole run on a 2-core CI.
public enum LoopbackRequest {
  /// Sends `GET path` to 127.0.0.1:`port` and returns the status code of the answer.
  @discardableResult
  public static func get(port: UInt16, path: String, timeout: TimeInterval = 5) throws -> Int {
    try fetch(port: port, path: path, timeout: timeout).status
  }

  /// Sends `GET path` to 127.0.0.1:`port` and returns the status code and the body (everything
  /// after the header, which a `Connection: close` answer ends by closing).
  public static func fetch(port: UInt16, path: String, timeout: TimeInterval = 5) throws -> (status: Int, body: Data) {
    let fd = socket(AF_INET, StandInServer.streamType | StandInServer.closeOnExec, 0)
    guard fd >= 0 else { throw StandInServerError.socket("socket", errno) }
    defer { close(fd) }
    var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    guard Loopback.connect(fd, port: port) == 0 else { throw StandInServerError.socket("connect", errno) }
    let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
    guard send(fd, request, request.count, Int32(MSG_NOSIGNAL)) == request.count else {
      throw StandInServerError.socket("send", errno)
    }
    var answer = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(fd, &chunk, chunk.count, 0)
      if count < 0 { throw StandInServerError.socket("recv", errno) }
      if count == 0 { break }
      answer += chunk[0..<count]
    }
    // "HTTP/1.1 200 OK": the status is the second word of the first line.
    let statusLine = String(decoding: answer.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
    let words = statusLine.split(separator: " ")
    guard words.count >= 2, let status = Int(words[1]) else {
      throw StandInServerError.socket("read an HTTP answer from port \(port)", EPROTO)
    }
    let separator: [UInt8] = [13, 10, 13, 10]
    let headerEnd = (0..<max(0, answer.count - 3)).first { answer[$0..<$0 + 4].elementsEqual(separator) }
    return (status, headerEnd.map { Data(answer[($0 + 4)...]) } ?? Data())
  }
}
