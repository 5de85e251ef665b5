/// Bounds-checked little-endian reads inside one FlatBuffers message of a larger body.
///
/// Positions are absolute indices into `bytes`; every read is checked against `message`, so a
/// hostile offset can neither leave the message nor wander into the neighbouring one. Offset
/// arithmetic is done in `Int` (64-bit) on values that started as 32-bit, and every sum is
/// still checked for overflow, so no input can trap.
struct FlatBufferReader: Sendable {
  let bytes: [UInt8]
  /// The byte range of this message (the root offset is at `message.lowerBound`).
  let message: Range<Int>

  init(bytes: [UInt8], message: Range<Int>) {
    precondition(message.lowerBound >= 0 && message.upperBound <= bytes.count)
    self.bytes = bytes
    self.message = message
  }

  // MARK: - Range checks

  /// Checks that `length` bytes at `offset` lie inside the message; returns `offset`.
  @inline(__always)
  func check(_ what: @autoclosure () -> String, offset: Int, length: Int) throws -> Int {
    let (end, overflow) = offset.addingReportingOverflow(length)
    guard !overflow, length >= 0, offset >= message.lowerBound, end <= message.upperBound else {
      throw FlatBufferError.outOfBounds(
        what: what(), offset: offset - message.lowerBound, length: length, limit: message.count)
    }
    return offset
  }

  /// `base + delta`, or an out-of-bounds error naming `what` if the sum overflows.
  @inline(__always)
  func add(_ what: @autoclosure () -> String, _ base: Int, _ delta: Int) throws -> Int {
    let (sum, overflow) = base.addingReportingOverflow(delta)
    guard !overflow else {
      throw FlatBufferError.outOfBounds(
        what: what(), offset: base - message.lowerBound, length: 0, limit: message.count)
    }
    return sum
  }

  // MARK: - Scalars

  @inline(__always)
  private func load<T: FixedWidthInteger>(
    _ what: @autoclosure () -> String, at offset: Int, as: T.Type
  ) throws -> T {
    let start = try check(what(), offset: offset, length: MemoryLayout<T>.size)
    return bytes.withUnsafeBytes {
      T(littleEndian: $0.loadUnaligned(fromByteOffset: start, as: T.self))
    }
  }

  func uint8(_ what: @autoclosure () -> String, at offset: Int) throws -> UInt8 {
    try load(what(), at: offset, as: UInt8.self)
  }
  func uint16(_ what: @autoclosure () -> String, at offset: Int) throws -> UInt16 {
    try load(what(), at: offset, as: UInt16.self)
  }
  func int16(_ what: @autoclosure () -> String, at offset: Int) throws -> Int16 {
    try load(what(), at: offset, as: Int16.self)
  }
  func uint32(_ what: @autoclosure () -> String, at offset: Int) throws -> UInt32 {
    try load(what(), at: offset, as: UInt32.self)
  }
  func int32(_ what: @autoclosure () -> String, at offset: Int) throws -> Int32 {
    try load(what(), at: offset, as: Int32.self)
  }
  func int64(_ what: @autoclosure () -> String, at offset: Int) throws -> Int64 {
    try load(what(), at: offset, as: Int64.self)
  }
  func float32(_ what: @autoclosure () -> String, at offset: Int) throws -> Float {
    Float(bitPattern: try load(what(), at: offset, as: UInt32.self))
  }

  // MARK: - References

  /// Follows the uoffset stored at `offset` (target = offset + u32) and checks the target.
  func followOffset(_ what: @autoclosure () -> String, at offset: Int) throws -> Int {
    let delta = Int(try uint32(what(), at: offset))
    let target = try add(what(), offset, delta)
    return try check(what(), offset: target, length: 0)
  }

  /// The root table of this message (the uoffset in the message's first 4 bytes).
  func rootTable(_ name: String) throws -> FlatBufferTable {
    try FlatBufferTable(
      reader: self, name: name, at: followOffset("\(name) root offset", at: message.lowerBound))
  }
}

// MARK: - Size-prefixed framing

extension FlatBufferReader {
  /// Splits a body of concatenated size-prefixed messages into one reader per message.
  ///
  /// Layout: `[u32 LE length N][N bytes]…`. Every declared length must fit in what remains,
  /// so a truncated last message is reported instead of silently dropped.
  static func sizePrefixedMessages(in bytes: [UInt8]) throws -> [FlatBufferReader] {
    guard !bytes.isEmpty else { throw FlatBufferError.emptyBody }
    var readers: [FlatBufferReader] = []
    var position = 0
    while position < bytes.count {
      let remaining = bytes.count - position
      guard remaining >= 4 else {
        throw FlatBufferError.badSizePrefix(
          message: readers.count, offset: position, declared: 4, available: remaining)
      }
      let declared = bytes.withUnsafeBytes {
        Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
      }
      // A message needs at least its 4-byte root offset.
      guard declared >= 4, declared <= remaining - 4 else {
        // A first "length" that does not fit is most often text: `{"la` reads as 1634476667.
        if position == 0, let text = textInstead(of: bytes) { throw text }
        throw FlatBufferError.badSizePrefix(
          message: readers.count, offset: position, declared: declared, available: remaining - 4)
      }
      let start = position + 4
      readers.append(FlatBufferReader(bytes: bytes, message: start..<(start + declared)))
      position = start + declared
    }
    return readers
  }

  /// `.text` when `bytes` begin (after white space) as JSON or HTML/XML do; nil otherwise.
  static func textInstead(of bytes: [UInt8]) -> FlatBufferError? {
    guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) })
    else { return nil }
    let kind: String
    switch bytes[first] {
    case UInt8(ascii: "{"), UInt8(ascii: "["): kind = "JSON"
    case UInt8(ascii: "<"): kind = "an HTML page"
    default: return nil
    }
    let excerpt = UntrustedText.clean(
      String(decoding: bytes[first..<min(bytes.count, first + 400)], as: UTF8.self), limit: 100)
    return .text(kind: kind, excerpt: excerpt)
  }
}
