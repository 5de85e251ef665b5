import FoundationEssentials

// MARK: - The encoder

/// One value being encoded: what its `encode(to:)` asks for, kept as bytes.
final class ValueEncoder: Encoder {
  enum Content {
    case nothing
    case scalar([UInt8])
    case object(ObjectBytes)
    case array(ArrayBytes)
  }

  let depth: Int
  let orders: KeyOrders
  var content = Content.nothing
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(depth: Int, orders: KeyOrders) {
    self.depth = depth
    self.orders = orders
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object(let object) = content { return KeyedEncodingContainer(KeyedBytes<Key>(object: object)) }
    let object = ObjectBytes(depth: depth, orders: orders, type: ObjectIdentifier(Key.self))
    content = .object(object)
    return KeyedEncodingContainer(KeyedBytes<Key>(object: object))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array(let array) = content { return UnkeyedBytes(array: array) }
    let array = ArrayBytes(depth: depth, orders: orders)
    content = .array(array)
    return UnkeyedBytes(array: array)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { SingleBytes(encoder: self) }

  func finish(into out: inout [UInt8]) throws {
    switch content {
    case .nothing: try ObjectBytes(depth: depth, orders: orders, type: ObjectIdentifier(Self.self)).finish(into: &out)
    case .scalar(let bytes): out.append(contentsOf: bytes)
    case .object(let object): try object.finish(into: &out)
    case .array(let array): try array.finish(into: &out)
    }
  }
}

/// An object's members as they come: each key, and its value's bytes in one buffer (or, for a
/// nested container, its encoder, written when the object finishes). The state is one struct,
/// so adding a member is one access to the object, not four.
final class ObjectBytes {
  struct Members {
    var keys: [String] = []
    var ends: [Int] = []
    var buffer: [UInt8] = []
    var nested: [Int: ValueEncoder] = [:]

    init() {
      // Most objects here have a few dozen members: grown from empty, each array was
      // copied five or six times.
      keys.reserveCapacity(32)
      ends.reserveCapacity(32)
      buffer.reserveCapacity(512)
    }

    mutating func add(_ key: String, _ write: (inout [UInt8]) throws -> Void) rethrows {
      try write(&buffer)
      keys.append(key)
      ends.append(buffer.count)
    }
  }

  let depth: Int
  let orders: KeyOrders
  let type: ObjectIdentifier
  var members = Members()

  init(depth: Int, orders: KeyOrders, type: ObjectIdentifier) {
    self.depth = depth
    self.orders = orders
    self.type = type
  }

  func later(_ key: String, _ encoder: ValueEncoder) {
    members.nested[members.keys.count] = encoder
    members.add(key) { _ in }
  }

  func finish(into out: inout [UInt8]) throws {
    let members = self.members
    out.append(UInt8(ascii: "{"))
    out.append(UInt8(ascii: "\n"))
    if members.keys.isEmpty { out.append(UInt8(ascii: "\n")) }
    let shape = orders.shape(members.keys, of: type, depth: depth + 1)
    let hasNested = !members.nested.isEmpty
    for (position, index) in shape.order.enumerated() {
      out.append(contentsOf: shape.prefixes[index])
      if hasNested, let encoder = members.nested[index] {
        try encoder.finish(into: &out)
      } else {
        let start = index == 0 ? 0 : members.ends[index - 1]
        members.buffer.withUnsafeBufferPointer {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<members.ends[index]]))
        }
      }
      PrettyJSONWriter.appendLineEnd(comma: position + 1 < shape.order.count, to: &out)
    }
    PrettyJSONWriter.indent(depth, to: &out)
    out.append(UInt8(ascii: "}"))
  }
}

/// An array's elements, each written as it comes (a nested container when the array finishes,
/// at the place it was asked for).
final class ArrayBytes {
  struct Elements {
    var count = 0
    var buffer: [UInt8] = []
    var nested: [(offset: Int, encoder: ValueEncoder)] = []

    mutating func add(depth: Int, _ write: (inout [UInt8]) throws -> Void) rethrows {
      PrettyJSONWriter.appendLineEnd(comma: count > 0, to: &buffer)
      PrettyJSONWriter.indent(depth + 1, to: &buffer)
      try write(&buffer)
      count += 1
    }
  }

  let depth: Int
  let orders: KeyOrders
  var elements = Elements()
  var count: Int { elements.count }

  init(depth: Int, orders: KeyOrders) {
    self.depth = depth
    self.orders = orders
  }

  func add(_ write: (inout [UInt8]) throws -> Void) rethrows {
    try elements.add(depth: depth, write)
  }

  func later(_ encoder: ValueEncoder) {
    elements.add(depth: depth) { _ in }
    // After the separator and indent: written there when the array finishes.
    elements.nested.append((elements.buffer.count, encoder))
  }

  func finish(into out: inout [UInt8]) throws {
    let elements = self.elements
    out.append(UInt8(ascii: "["))
    if elements.count == 0 { out.append(UInt8(ascii: "\n")) }
    var start = 0
    for (offset, encoder) in elements.nested {
      out.append(contentsOf: elements.buffer[start..<offset])
      try encoder.finish(into: &out)
      start = offset
    }
    out.append(contentsOf: elements.buffer[start...])
    out.append(UInt8(ascii: "\n"))
    PrettyJSONWriter.indent(depth, to: &out)
    out.append(UInt8(ascii: "]"))
  }
}

// MARK: - Containers

struct KeyedBytes<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let object: ObjectBytes
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    object.members.add(key.stringValue) { $0.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    object.members.add(key.stringValue) { $0 += (value ? "true" : "false").utf8 }
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendString(value, to: &$0) }
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    try object.members.add(key.stringValue) { try PrettyJSONWriter.appendDouble(value, to: &$0) }
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    try object.members.add(key.stringValue) { try PrettyJSONWriter.appendFloat(value, to: &$0) }
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendInteger(value, to: &$0) }
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendInteger(value, to: &$0) }
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendInteger(value, to: &$0) }
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendInteger(value, to: &$0) }
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendInteger(value, to: &$0) }
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendInteger(value, to: &$0) }
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendInteger(value, to: &$0) }
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendInteger(value, to: &$0) }
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendInteger(value, to: &$0) }
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    object.members.add(key.stringValue) { PrettyJSONWriter.appendInteger(value, to: &$0) }
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try object.members.add(key.stringValue) {
      try PrettyJSONWriter.append(value, depth: object.depth + 1, orders: object.orders, to: &$0)
    }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    // Written when this object finishes; the nested one is kept as an encoder until then.
    let nested = ValueEncoder(depth: object.depth + 1, orders: object.orders)
    object.later(key.stringValue, nested)
    return nested.container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = ValueEncoder(depth: object.depth + 1, orders: object.orders)
    object.later(key.stringValue, nested)
    return nested.unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let nested = ValueEncoder(depth: object.depth + 1, orders: object.orders)
    object.later(key.stringValue, nested)
    return nested
  }
}

struct UnkeyedBytes: UnkeyedEncodingContainer {
  let array: ArrayBytes
  var codingPath: [any CodingKey] { [] }
  var count: Int { array.count }

  mutating func encodeNil() throws { array.add { $0.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) } }
  mutating func encode(_ value: Bool) throws { array.add { $0 += (value ? "true" : "false").utf8 } }
  mutating func encode(_ value: String) throws { array.add { PrettyJSONWriter.appendString(value, to: &$0) } }
  mutating func encode(_ value: Double) throws { try array.add { try PrettyJSONWriter.appendDouble(value, to: &$0) } }
  mutating func encode(_ value: Float) throws { try array.add { try PrettyJSONWriter.appendFloat(value, to: &$0) } }
  mutating func encode(_ value: Int) throws { array.add { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: Int8) throws { array.add { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: Int16) throws { array.add { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: Int32) throws { array.add { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: Int64) throws { array.add { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: UInt) throws { array.add { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: UInt8) throws { array.add { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: UInt16) throws { array.add { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: UInt32) throws { array.add { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: UInt64) throws { array.add { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try array.add { try PrettyJSONWriter.append(value, depth: array.depth + 1, orders: array.orders, to: &$0) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = ValueEncoder(depth: array.depth + 1, orders: array.orders)
    array.later(nested)
    return nested.container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = ValueEncoder(depth: array.depth + 1, orders: array.orders)
    array.later(nested)
    return nested.unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let nested = ValueEncoder(depth: array.depth + 1, orders: array.orders)
    array.later(nested)
    return nested
  }
}

struct SingleBytes: SingleValueEncodingContainer {
  let encoder: ValueEncoder
  var codingPath: [any CodingKey] { [] }

  private func set(_ write: (inout [UInt8]) throws -> Void) rethrows {
    var bytes: [UInt8] = []
    try write(&bytes)
    encoder.content = .scalar(bytes)
  }

  mutating func encodeNil() throws { set { $0.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) } }
  mutating func encode(_ value: Bool) throws { set { $0 += (value ? "true" : "false").utf8 } }
  mutating func encode(_ value: String) throws { set { PrettyJSONWriter.appendString(value, to: &$0) } }
  mutating func encode(_ value: Double) throws { try set { try PrettyJSONWriter.appendDouble(value, to: &$0) } }
  mutating func encode(_ value: Float) throws { try set { try PrettyJSONWriter.appendFloat(value, to: &$0) } }
  mutating func encode(_ value: Int) throws { set { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: Int8) throws { set { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: Int16) throws { set { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: Int32) throws { set { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: Int64) throws { set { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: UInt) throws { set { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: UInt8) throws { set { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: UInt16) throws { set { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: UInt32) throws { set { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode(_ value: UInt64) throws { set { PrettyJSONWriter.appendInteger(value, to: &$0) } }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try set { try PrettyJSONWriter.append(value, depth: encoder.depth, orders: encoder.orders, to: &$0) }
  }
}
