import FoundationEssentials

/// A position in JSON bytes and the steps every in-place JSON reader takes: whitespace,
/// separators, raw strings, literals, and skipping a whole value. Anything malformed throws
/// `failure`; nothing is read outside the bytes.
struct JSONByteCursor {
  /// Deeper nesting than this is not an Open-Meteo answer; refusing it bounds the skipper.
  static let maximumDepth = 64

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// What every malformed input throws.
  let failure: Error

  init(bytes: UnsafeBufferPointer<UInt8>, failure: Error) {
    self.bytes = bytes
    self.failure = failure
  }

  // MARK: - Bytes

  func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  mutating func expect(_ byte: UInt8) throws {
    guard peek() == byte else { throw failure }
    index += 1
  }

  /// After a member or element: true after a comma, false after `closing`, else an error.
  mutating func consumeSeparator(closing: UInt8) throws -> Bool {
    switch peek() {
    case UInt8(ascii: ","):
      index += 1
      return true
    case closing:
      index += 1
      return false
    default:
      throw failure
    }
  }

  // MARK: - Scalars

  /// The bytes between the quotes of the string at the cursor (escapes left as they are).
  mutating func readRawString() throws -> UnsafeBufferPointer<UInt8> {
    try expect(UInt8(ascii: "\""))
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
      case UInt8(ascii: "\\"):
        index += 2
      case 0..<0x20:
        throw failure
      default:
        index += 1
      }
    }
    throw failure
  }

  mutating func expectLiteral(_ literal: StaticString) throws {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw failure }
    for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
      throw failure
    }
    index += count
  }

  // MARK: - Skipping

  /// Skips one value of any kind, iteratively (no recursion, so no stack to exhaust).
  mutating func skipValue() throws {
    var depth = 0
    repeat {
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure }
        index += 1
        continue
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0 else { throw failure }
        depth -= 1
        index += 1
      case UInt8(ascii: "\""):
        _ = try readRawString()
        skipWhitespace()
        if peek() == UInt8(ascii: ":") {
          guard depth > 0 else { throw failure }
          index += 1
          continue
        }
      case UInt8(ascii: "t"): try expectLiteral("true")
      case UInt8(ascii: "f"): try expectLiteral("false")
      case UInt8(ascii: "n"): try expectLiteral("null")
      case nil:
        throw failure
      default:
        let start = index
        guard JSONNumberText.parse(bytes, from: &index) != nil, index > start else { throw failure }
      }
      skipWhitespace()
      if depth > 0, peek() == UInt8(ascii: ",") { index += 1 }
    } while depth > 0
  }
}
