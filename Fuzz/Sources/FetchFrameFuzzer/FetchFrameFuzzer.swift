// fuzz-options: -max_len=131072
// fuzz-seeds: tests:Tests/WeatherProvidersTests/Fixtures/ECCC/*.json
import Foundation

@testable import WeatherProviders

/// The frames between the dashboard and its fetch helper (`FetchFrameStream`, `FetchFrame`), as
/// each side reads the other's socket: the input arrives in reads of the size the first byte
/// picks. An odd first byte puts whole, valid frames made from the input ahead of it, so the
/// fields are reached and not only the length prefix. Every frame read must write back to bytes
/// that read as the same frame.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFetchFrames(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard count > 1 else { return 0 }
  let readSize = Int(bytes[0]) * 64 + 1
  var input = Array(UnsafeBufferPointer(start: bytes + 1, count: count - 1))
  if bytes[0] & 1 == 1 {
    let text = String(decoding: input.prefix(64), as: UTF8.self)
    // Not a literal: the input may itself be "etag", and a literal's keys must differ.
    let headers = Dictionary([(text, text), ("etag", text)], uniquingKeysWith: { first, _ in first })
    input =
      FetchFrame.response(id: 1, HTTPResponse(status: 200, headers: headers, body: Data(input)))
      .encoded()
      + FetchFrame.request(
        id: 2,
        FetchRequest(url: text, headers: [text: text], idleTimeoutMilliseconds: 1, totalTimeoutMilliseconds: 2)
      ).encoded()
      + FetchFrame.failure(id: 3, kind: .other, reason: text).encoded() + input
  }
  var stream = FetchFrameStream()
  var offset = 0
  while offset < input.count {
    let end = min(input.count, offset + readSize)
    input[offset..<end].withUnsafeBytes { stream.append($0) }
    offset = end
    do {
      while let frame = try stream.next() {
        var again = FetchFrameStream()
        frame.encoded().withUnsafeBytes { again.append($0) }
        guard let reread = try again.next(), reread == frame, again.pendingCount == 0 else {
          fatalError("frame \(frame.id) does not read back as written")
        }
      }
    } catch {
      _ = error.message
      return 0
    }
  }
  return 0
}
