import Foundation

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
    let bytes = [UInt8](body)
    var index = skipSpace(bytes, from: 0)
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "{") { return [body] }
    guard bytes[index] == UInt8(ascii: "[") else { return nil }
    var parts: [Data] = []
    index += 1
    while true {
      index = skipSpace(bytes, from: index)
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "]") { return parts }
      guard let end = endOfValue(bytes, from: index) else { return nil }
      parts.append(Data(bytes[index..<end]))
      index = skipSpace(bytes, from: end)
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] != UInt8(ascii: "]") {
        return nil
      }
    }
  }

  /// The index just past the value starting at `start`: strings and brackets are followed to
  /// their ends, escapes included; anything else ends at the next separator.
  private static func endOfValue(_ bytes: [UInt8], from start: Int) -> Int? {
    var depth = 0
    var index = start
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return index + 1 }
        }
      } else {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          if depth == 0 { return index }
          depth -= 1
          if depth == 0 { return index + 1 }
        case UInt8(ascii: ","):
          if depth == 0 { return index }
        default: break
        }
      }
      index += 1
    }
    return depth == 0 && !inString && index > start ? index : nil
  }

  private static func skipSpace(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    return index
  }
}
