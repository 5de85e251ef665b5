import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and parses one HTTP/1.1 request head (and a Content-Length body) from a socket.
enum StandInRequestReader {
  /// Requests larger than this are refused; tests never send more.
  static let limit = 1 << 20

  static func read(from socket: Int32) -> StandInRequest? {
    var buffer = Data()
    var chunk = [UInt8](repeating: 0, count: 16_384)
    let separator = Data("\r\n\r\n".utf8)
    var headEnd: Range<Data.Index>?
    while headEnd == nil {
      let count = recv(socket, &chunk, chunk.count, 0)
      if count <= 0 || buffer.count > limit { return nil }
      buffer.append(contentsOf: chunk[0..<count])
      headEnd = buffer.range(of: separator)
    }
    guard let headEnd, let head = String(data: buffer[..<headEnd.lowerBound], encoding: .utf8)
    else { return nil }
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    // Drain a body so the client never sees a reset while still sending.
    let expected = Int(headers["content-length"] ?? "") ?? 0
    var bodyCount = buffer.count - headEnd.upperBound
    while bodyCount < min(expected, limit) {
      let count = recv(socket, &chunk, chunk.count, 0)
      if count <= 0 { break }
      bodyCount += count
    }
    let target = String(requestLine[1])
    let components = URLComponents(string: "http://127.0.0.1" + target)
    var query: [String: String] = [:]
    for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
    return StandInRequest(
      method: String(requestLine[0]), path: components?.path ?? target, query: query,
      rawQuery: components?.percentEncodedQuery ?? "", headers: headers, receivedAt: Date())
  }
}
