/// Why a FlatBuffers body could not be read; every case names what was wrong and where.
///
/// The body comes from the network, so a malformed one is an expected input, never a crash:
/// the reader checks every offset before it follows it and throws one of these instead.
enum FlatBufferError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A read of `length` bytes at `offset` would leave the message (`limit` bytes).
  case outOfBounds(what: String, offset: Int, length: Int, limit: Int)
  /// A vtable is malformed (odd or too small size, or it does not cover its own header).
  case invalidVTable(offset: Int, reason: String)
  /// A string field is not valid UTF-8.
  case invalidUTF8(what: String, offset: Int)
  /// The body holds no message at all.
  case emptyBody
  /// A size prefix is unusable (too small, or larger than what is left of the body).
  case badSizePrefix(message: Int, offset: Int, declared: Int, available: Int)
  /// The content is structurally readable but makes no sense (e.g. a negative time step).
  case invalidContent(String)
  /// One of several messages in a body failed; `index` is its 0-based place in the body.
  indirect case inMessage(index: Int, FlatBufferError)
  /// The body is text (`kind`: "JSON", "an HTML page"), not FlatBuffers; `excerpt` is its
  /// start, cleaned.
  case text(kind: String, excerpt: String)

  var description: String {
    switch self {
    case .outOfBounds(let what, let offset, let length, let limit):
      return "FlatBuffers \(what): \(length) byte(s) at offset \(offset) lie outside the "
        + "\(limit)-byte message; the body is truncated or corrupt, fetch it again"
    case .invalidVTable(let offset, let reason):
      return "FlatBuffers vtable at offset \(offset) is invalid (\(reason)); the body is corrupt, "
        + "fetch it again"
    case .invalidUTF8(let what, let offset):
      return "FlatBuffers \(what) at offset \(offset) is not valid UTF-8; the body is corrupt, "
        + "fetch it again"
    case .emptyBody:
      return "FlatBuffers body is empty; expected one size-prefixed message per place, "
        + "check that the request asked for at least one place"
    case .badSizePrefix(let message, let offset, let declared, let available):
      return "FlatBuffers message \(message) at offset \(offset) declares \(declared) bytes but "
        + "\(available) remain; the body is truncated or not FlatBuffers (an error page?), "
        + "fetch it again"
    case .invalidContent(let reason):
      return "FlatBuffers content is invalid: \(reason); the server sent something this reader "
        + "does not understand, report it with the request URL"
    case .inMessage(let index, let error):
      return "message \(index): \(error.description)"
    case .text(let kind, let excerpt):
      return "the answer is \(kind), not the FlatBuffers asked for (\"\(excerpt)\"); a proxy or the "
        + "server answered in another format; try again later, or set wire = \"json\""
    }
  }
}

extension FlatBufferError: UserFacingError {
  var message: String { description }
}
