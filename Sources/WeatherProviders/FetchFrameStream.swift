/// Cuts the bytes read from the fetch helper's socket into frames, however the reads split them.
struct FetchFrameStream {
  private var buffer: [UInt8] = []
  /// Where the next frame starts in `buffer`; bytes before it were handed out already.
  private var start = 0

  /// Bytes read and not yet part of a whole frame.
  var pendingCount: Int { buffer.count - start }

  /// Bytes of storage the stream holds on to.
  var storedCapacity: Int { buffer.capacity }

  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    if start > 0, start == buffer.count {
      // Everything handed out: let a large answer's storage go rather than keep it for good.
      buffer = []
      start = 0
    } else if start >= 1 << 16, start * 2 >= buffer.count {
      buffer.removeSubrange(0..<start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next whole frame, nil until all its bytes have arrived; throws when the stream cannot
  /// be a run of frames, after which it is of no further use.
  mutating func next() throws(FetchFrameError) -> FetchFrame? {
    guard pendingCount >= 4 else { return nil }
    var length = 0
    for index in (start..<start + 4).reversed() { length = length << 8 | Int(buffer[index]) }
    guard length <= FetchFrame.maximumLength else {
      throw FetchFrameError(reason: "a frame of \(length) bytes is over the \(FetchFrame.maximumLength >> 20) MB limit")
    }
    guard pendingCount >= 4 + length else {
      // One allocation for a large answer, not a doubling as each read arrives.
      if buffer.capacity < start + 4 + length { buffer.reserveCapacity(start + 4 + length) }
      return nil
    }
    let bodyStart = start + 4
    start = bodyStart + length
    // withUnsafeBytes rethrows untyped errors, so the typed one travels in a Result.
    return try buffer.withUnsafeBytes { bytes in
      Result { () throws(FetchFrameError) in
        try FetchFrame.decode(body: UnsafeRawBufferPointer(rebasing: bytes[bodyStart..<bodyStart + length]))
      }
    }.get()
  }
}
