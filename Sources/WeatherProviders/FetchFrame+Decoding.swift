import FoundationEssentials

/// Why bytes from the other side of the fetch helper's socket are not a frame.
struct FetchFrameError: Error, Equatable, UserFacingError {
  var reason: String

  var message: String { "the fetch helper's stream is corrupt: \(reason)" }
}

extension FetchFrame {
  /// Reads one frame's body: everything after the length prefix.
  static func decode(body: UnsafeRawBufferPointer) throws(FetchFrameError) -> FetchFrame {
    var cursor = Cursor(bytes: body)
    let kindByte = try cursor.byte()
    guard let kind = Kind(rawValue: kindByte) else { throw FetchFrameError(reason: "unknown frame kind \(kindByte)") }
    let id = try cursor.uint32()
    let frame: FetchFrame
    switch kind {
    case .request:
      let idle = try cursor.uint32()
      let total = try cursor.uint32()
      let url = try cursor.text()
      let headers = try cursor.fields()
      frame = .request(
        id: id,
        FetchRequest(url: url, headers: headers, idleTimeoutMilliseconds: idle, totalTimeoutMilliseconds: total))
    case .cancel:
      frame = .cancel(id: id)
    case .response:
      let status = try cursor.uint32()
      guard status <= 999 else { throw FetchFrameError(reason: "status \(status) is not an HTTP status") }
      let headers = try cursor.fields()
      let length = try cursor.uint32()
      let body = try cursor.bytes(Int(length))
      frame = .response(id: id, HTTPResponse(status: Int(status), headers: headers, body: Data(body)))
    case .failure:
      let code = try cursor.byte()
      guard let errorKind = errorKind(code: code) else { throw FetchFrameError(reason: "unknown error kind \(code)") }
      frame = .failure(id: id, kind: errorKind, reason: try cursor.text())
    }
    guard cursor.isAtEnd else { throw FetchFrameError(reason: "\(cursor.remaining) bytes after a \(kind) frame") }
    return frame
  }

  // MARK: - Reading fields

  /// Reads fields front to back, refusing to run past the end.
  private struct Cursor {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    var remaining: Int { bytes.count - offset }
    var isAtEnd: Bool { offset == bytes.count }

    mutating func bytes(_ count: Int) throws(FetchFrameError) -> UnsafeRawBufferPointer {
      guard count >= 0, count <= remaining else {
        throw FetchFrameError(reason: "a field of \(count) bytes runs past the frame's end")
      }
      defer { offset += count }
      return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }

    mutating func byte() throws(FetchFrameError) -> UInt8 { try bytes(1)[0] }

    mutating func uint32() throws(FetchFrameError) -> UInt32 {
      let field = try bytes(4)
      return field.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    mutating func text() throws(FetchFrameError) -> String {
      let length = try uint32()
      return String(decoding: try bytes(Int(length)), as: UTF8.self)
    }

    mutating func fields() throws(FetchFrameError) -> [String: String] {
      let count = try uint32()
      // Each pair takes at least eight bytes, so a count the frame cannot hold is refused before
      // anything is reserved for it.
      guard Int(count) <= remaining / 8 else {
        throw FetchFrameError(reason: "\(count) header fields in \(remaining) bytes")
      }
      var fields: [String: String] = [:]
      for _ in 0..<count {
        let name = try text()
        fields[name] = try text()
      }
      return fields
    }
  }
}
