import Foundation
import Testing

@testable import WeatherProviders

/// The frames between the dashboard and its fetch helper: each kind read back as written, in
/// whatever pieces the socket delivers it, and anything else refused with the reason.
@Suite struct FetchFrameTests {
  static let frames: [FetchFrame] = [
    .request(
      id: 1,
      FetchRequest(
        url: "https://api.open-meteo.com/v1/forecast?latitude=52.52&format=flatbuffers",
        headers: ["Authorization": "Bearer x.y.z", "If-None-Match": "\"abc\"", "Empty": ""],
        idleTimeoutMilliseconds: 5000, totalTimeoutMilliseconds: 15000)),
    .cancel(id: 0xFFFF_FFFF),
    .response(
      id: 7, HTTPResponse(status: 304, headers: ["ETag": "\"abc\"", "Retry-After": "60"], body: Data())),
    .response(id: 8, HTTPResponse(status: 200, body: Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0) }))),
    .failure(id: 9, kind: .timedOut, reason: "the request timed out"),
    .failure(id: 10, kind: .cannotConnect, reason: "connection refused"),
    .failure(id: 11, kind: .other, reason: "TLS connection failed — ünïcode"),
  ]

  static func read(_ bytes: [UInt8], pieces: Int) throws -> [FetchFrame] {
    var stream = FetchFrameStream()
    var frames: [FetchFrame] = []
    var offset = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + pieces)
      bytes[offset..<end].withUnsafeBytes { stream.append($0) }
      offset = end
      while let frame = try stream.next() { frames.append(frame) }
    }
    #expect(stream.pendingCount == 0)
    return frames
  }

  @Test func everyKindReadsBackAsWritten() throws {
    let bytes = Self.frames.flatMap { $0.encoded() }
    #expect(try Self.read(bytes, pieces: bytes.count) == Self.frames)
  }

  @Test(arguments: [1, 3, 4, 5, 4096, 65_537])
  func framesSurviveAnySplit(pieces: Int) throws {
    let bytes = Self.frames.flatMap { $0.encoded() }
    #expect(try Self.read(bytes, pieces: pieces) == Self.frames)
  }

  @Test func theLengthPrefixCountsWhatFollows() {
    #expect(FetchFrame.cancel(id: 0x0403_0201).encoded() == [5, 0, 0, 0, 2, 1, 2, 3, 4])
  }

  @Test func aLengthOverTheLimitIsRefusedBeforeItsBytesArrive() {
    var stream = FetchFrameStream()
    [UInt8]([0xFF, 0xFF, 0xFF, 0xFF, 3]).withUnsafeBytes { stream.append($0) }
    #expect(throws: FetchFrameError(reason: "a frame of 4294967295 bytes is over the 65 MB limit")) {
      try stream.next()
    }
  }

  @Test(arguments: [
    ([UInt8]([9, 1, 0, 0, 0]), "unknown frame kind 9"),
    ([2, 1, 0, 0], "a field of 4 bytes runs past the frame's end"),
    ([2, 1, 0, 0, 0, 0], "1 bytes after a cancel frame"),
    ([4, 1, 0, 0, 0, 7, 0, 0, 0, 0], "unknown error kind 7"),
    ([3, 1, 0, 0, 0, 0xE8, 0x03, 0, 0], "status 1000 is not an HTTP status"),
    ([3, 1, 0, 0, 0, 200, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x0F], "268435455 header fields in 0 bytes"),
    ([4, 1, 0, 0, 0, 2, 0xFF, 0xFF, 0xFF, 0x7F], "a field of 2147483647 bytes runs past the frame's end"),
  ])
  func malformedBodiesAreRefusedWithTheReason(body: [UInt8], reason: String) {
    let bytes = [UInt8(body.count), 0, 0, 0] + body
    #expect(throws: FetchFrameError(reason: reason)) { try Self.read(bytes, pieces: bytes.count) }
  }

  @Test func theStreamLetsALargeAnswerGoOnceHandedOut() throws {
    var stream = FetchFrameStream()
    let large = FetchFrame.response(id: 1, HTTPResponse(status: 200, body: Data(count: 1 << 20))).encoded()
    large.withUnsafeBytes { stream.append($0) }
    _ = try #require(try stream.next())
    FetchFrame.cancel(id: 2).encoded().withUnsafeBytes { stream.append($0) }
    #expect(try stream.next() == .cancel(id: 2))
    #expect(stream.pendingCount == 0)
    #expect(stream.storedCapacity < 4096, "the megabyte answer's storage is still held")
  }
}
