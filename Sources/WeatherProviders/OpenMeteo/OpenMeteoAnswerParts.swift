import FoundationEssentials

/// Sets each place's part of a multi-place Open-Meteo body apart, as bytes the decoder reads on
/// their own: a size-prefixed message (FlatBuffers), or an element of the top-level array (JSON).
enum OpenMeteoAnswerParts {
  /// The parts in order; nil when the body is not laid out that way (the decoder, which runs
  /// first, would already have refused it, so this is a second line, not a check).
  static func split(_ body: Data, wire: OpenMeteoWireFormat) -> [Data]? {
    switch wire {
    case .flatbuffers: flatBuffersMessages(body)
    case .json: jsonElements(body)
    }
  }

  // MARK: - FlatBuffers

  private static func flatBuffersMessages(_ body: Data) -> [Data]? {
    let bytes = [UInt8](body)
    guard let messages = try? FlatBufferReader.sizePrefixedMessages(in: bytes) else { return nil }
    // Each with its size prefix, so the part is itself a valid body.
    return messages.map { Data(bytes[($0.message.lowerBound - 4)..<$0.message.upperBound]) }
  }

  // MARK: - JSON

  /// A body that is one object is one part; an array gives one part per element.
  private static func jsonElements(_ body: Data) -> [Data]? {
    struct Malformed: Error {}
    let ranges: [Range<Int>]? = body.withUnsafeBytes { raw in
      var cursor = JSONByteCursor(bytes: raw.bindMemory(to: UInt8.self), failure: Malformed())
      return try? elementRanges(&cursor)
    }
    guard let ranges else { return nil }
    return ranges.count == 1 && ranges[0] == 0..<body.count
      ? [body] : ranges.map { body.subdata(in: (body.startIndex + $0.lowerBound)..<(body.startIndex + $0.upperBound)) }
  }

  /// The whole body when it is an object, else each element of its array; nothing may follow.
  private static func elementRanges(_ cursor: inout JSONByteCursor) throws -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    cursor.skipWhitespace()
    if cursor.peek() == UInt8(ascii: "{") {
      try cursor.skipValue()
      ranges = [0..<cursor.bytes.count]
    } else {
      try cursor.expect(UInt8(ascii: "["))
      cursor.skipWhitespace()
      if cursor.peek() == UInt8(ascii: "]") {
        cursor.index += 1
      } else {
        repeat {
          cursor.skipWhitespace()
          let start = cursor.index
          try cursor.skipValue()
          ranges.append(start..<cursor.index)
          cursor.skipWhitespace()
        } while try cursor.consumeSeparator(closing: UInt8(ascii: "]"))
      }
    }
    cursor.skipWhitespace()
    guard cursor.index == cursor.bytes.count else { throw cursor.failure }
    return ranges
  }
}
