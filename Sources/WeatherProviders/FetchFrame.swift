import FoundationEssentials

/// One message between the dashboard and its fetch helper (`FetchHelperClient`,
/// `FetchHelperServer`), over a local socket.
///
/// On the wire: a little-endian `UInt32` length of what follows, one byte for the kind, then the
/// kind's fields. Integers are little-endian `UInt32`; text is a `UInt32` byte count and UTF-8;
/// header fields are a `UInt32` count of name and value pairs.
enum FetchFrame: Equatable, Sendable {
  /// Dashboard to helper: perform this GET.
  case request(id: UInt32, FetchRequest)
  /// Dashboard to helper: stop the request, which then answers with a failure.
  case cancel(id: UInt32)
  /// Helper to dashboard: the request's answer, whatever its status.
  case response(id: UInt32, HTTPResponse)
  /// Helper to dashboard: no answer arrived, and why.
  case failure(id: UInt32, kind: HTTPClientError.Kind, reason: String)

  /// The largest frame either side accepts: the largest body a transfer keeps, and room for its
  /// header fields. A longer announced length means the stream is corrupt.
  static let maximumLength = CurlHTTPClient.maximumBodyBytes + (1 << 20)

  /// The request that a frame answers or concerns.
  var id: UInt32 {
    switch self {
    case .request(let id, _), .cancel(let id), .response(let id, _), .failure(let id, _, _): id
    }
  }

  // MARK: - Kinds

  enum Kind: UInt8 {
    case request = 1, cancel = 2, response = 3, failure = 4
  }

  static func code(of kind: HTTPClientError.Kind) -> UInt8 {
    switch kind {
    case .timedOut: 0
    case .cannotConnect: 1
    case .other: 2
    }
  }

  static func errorKind(code: UInt8) -> HTTPClientError.Kind? {
    switch code {
    case 0: .timedOut
    case 1: .cannotConnect
    case 2: .other
    default: nil
    }
  }

  // MARK: - Encoding

  /// The frame as sent, length prefix included.
  func encoded() -> [UInt8] {
    var bytes: [UInt8] = [0, 0, 0, 0]
    switch self {
    case .request(let id, let request):
      bytes.append(Kind.request.rawValue)
      Self.append(id, to: &bytes)
      Self.append(request.idleTimeoutMilliseconds, to: &bytes)
      Self.append(request.totalTimeoutMilliseconds, to: &bytes)
      Self.append(request.url, to: &bytes)
      Self.append(request.headers, to: &bytes)
    case .cancel(let id):
      bytes.append(Kind.cancel.rawValue)
      Self.append(id, to: &bytes)
    case .response(let id, let response):
      bytes.reserveCapacity(response.body.count + 256)
      bytes.append(Kind.response.rawValue)
      Self.append(id, to: &bytes)
      Self.append(UInt32(clamping: response.status), to: &bytes)
      Self.append(response.headers, to: &bytes)
      Self.append(UInt32(clamping: response.body.count), to: &bytes)
      bytes.append(contentsOf: response.body)
    case .failure(let id, let kind, let reason):
      bytes.append(Kind.failure.rawValue)
      Self.append(id, to: &bytes)
      bytes.append(Self.code(of: kind))
      Self.append(reason, to: &bytes)
    }
    let length = UInt32(clamping: bytes.count - 4)
    for index in 0..<4 { bytes[index] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(index))) }
    return bytes
  }

  private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: UInt32(0), to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
  }

  private static func append(_ text: String, to bytes: inout [UInt8]) {
    append(UInt32(clamping: text.utf8.count), to: &bytes)
    bytes.append(contentsOf: text.utf8)
  }

  private static func append(_ fields: [String: String], to bytes: inout [UInt8]) {
    append(UInt32(clamping: fields.count), to: &bytes)
    // Sorted, so a frame's bytes do not depend on the dictionary's order.
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      append(name, to: &bytes)
      append(value, to: &bytes)
    }
  }
}

/// A GET request as the fetch helper receives it.
struct FetchRequest: Equatable, Sendable {
  var url: String
  var headers: [String: String]
  /// Milliseconds without data (also capping the connect) before the transfer gives up.
  var idleTimeoutMilliseconds: UInt32
  /// Milliseconds the whole transfer may take.
  var totalTimeoutMilliseconds: UInt32
}
