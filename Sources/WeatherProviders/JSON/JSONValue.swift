import FoundationEssentials

/// A JSON document as a tree, read with `JSONDecoder`, for the few small or loosely shaped
/// answers read by key (error bodies, geocoding, the JSON forecast).
///
/// Reads the way `JSONSerialization` answers were read before: a number and a boolean are both
/// numbers (true is 1), and 0 and 1 are booleans.
enum JSONValue: Decodable, Equatable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// The document in `data`; the top level must be an object or an array.
  static func parse(_ data: Data) throws -> JSONValue {
    let value = try JSONDecoder().decode(JSONValue.self, from: data)
    switch value {
    case .object, .array: return value
    default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not an object or array"))
    }
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let list = try? container.decode([JSONValue].self) {
      self = .array(list)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  var object: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  var array: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// A number, or a boolean as 1 or 0.
  var number: Double? {
    switch self {
    case .number(let value): return value
    case .bool(let flag): return flag ? 1 : 0
    default: return nil
    }
  }

  /// A boolean, or the number 1 or 0.
  var bool: Bool? {
    switch self {
    case .bool(let flag): return flag
    case .number(1): return true
    case .number(0): return false
    default: return nil
    }
  }
}
