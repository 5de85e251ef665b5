import FoundationEssentials

/// Writes `Encodable` values as `JSONEncoder` does with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` and `.iso8601` instants, byte for byte: two spaces of indent,
/// `"key" : value`, keys in the order of their UTF-8 bytes, an empty array or object as its
/// brackets around a blank line, numbers as Swift prints them less a trailing ".0", instants to
/// the second below, and `"`, `\`, \b, \t, \n, \f, \r escaped by name and other controls as
/// `\u00xx`.
///
/// `JSONEncoder` builds a tree of boxed values for the whole document, then prints it, and
/// formats each instant through a date style: three quarters of `--once --format json`. This
/// prints each value into bytes as soon as its `encode(to:)` returns, so a caller can write one
/// part of a document at a time (`WeatherKitDocument.write`), and orders an object's keys once
/// for each shape of each type. `PrettyJSONWriterTests` hold it to `JSONEncoder`.
struct PrettyJSONWriter {
  /// The orders found so far, shared by every object of one document.
  private let orders = KeyOrders()

  /// `value` as JSON whose closing bracket is indented `depth` levels (its first line is not
  /// indented: it follows a key or an array's indent).
  func bytes<T: Encodable>(_ value: T, depth: Int = 0) throws -> [UInt8] {
    var out: [UInt8] = []
    try Self.append(value, depth: depth, orders: orders, to: &out)
    return out
  }

  // MARK: - Values

  static func append<T: Encodable>(_ value: T, depth: Int, orders: KeyOrders, to out: inout [UInt8]) throws {
    // The type compared, not cast: a cast for each value asked the runtime for conformances,
    // a tenth of the whole.
    if T.self == Date.self {
      appendDate(unsafeBitCast(value, to: Date.self), to: &out)
    } else if T.self == URL.self, let url = value as? URL {
      appendString(url.absoluteString, to: &out)
    } else if T.self == Data.self, let data = value as? Data {
      appendString(data.base64EncodedString(), to: &out)
    } else {
      let encoder = ValueEncoder(depth: depth, orders: orders)
      try value.encode(to: encoder)
      try encoder.finish(into: &out)
    }
  }

  static func indent(_ depth: Int, to out: inout [UInt8]) {
    var count = 2 * depth
    while count > 0 {
      let part = min(count, spaces.count)
      spaces.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<part])) }
      count -= part
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  /// `"` `key` `" : `, the start of an object's member.
  static func appendKey(_ key: String, to out: inout [UInt8]) {
    appendString(key, to: &out)
    out.append(UInt8(ascii: " "))
    out.append(UInt8(ascii: ":"))
    out.append(UInt8(ascii: " "))
  }

  /// ",\n" between members or elements, "\n" after the last.
  static func appendLineEnd(comma: Bool, to out: inout [UInt8]) {
    if comma { out.append(UInt8(ascii: ",")) }
    out.append(UInt8(ascii: "\n"))
  }

  /// A string in quotes, escaped as `JSONEncoder` escapes it.
  static func appendString(_ string: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    if string.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &out) }) == nil {
      Array(string.utf8).withUnsafeBufferPointer { appendEscaped($0, to: &out) }
    }
    out.append(UInt8(ascii: "\""))
  }

  private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    var start = 0
    for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x5C {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      start = index + 1
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
      case 0x5C: out.append(contentsOf: #"\\"#.utf8)
      case 0x08: out.append(contentsOf: #"\b"#.utf8)
      case 0x09: out.append(contentsOf: #"\t"#.utf8)
      case 0x0A: out.append(contentsOf: #"\n"#.utf8)
      case 0x0C: out.append(contentsOf: #"\f"#.utf8)
      case 0x0D: out.append(contentsOf: #"\r"#.utf8)
      default:
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: #"\u00"#.utf8)
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0xF)])
      }
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
  }

  /// Swift's shortest form, as `JSONEncoder` prints it: "5" for 5.0, "1e-05", "-0".
  static func appendNumber(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes in
      let whole =
        bytes.count > 2 && bytes[bytes.count - 2] == UInt8(ascii: ".") && bytes[bytes.count - 1] == UInt8(ascii: "0")
      out.append(contentsOf: whole ? UnsafeBufferPointer(rebasing: bytes.dropLast(2)) : bytes)
    }
  }

  static func appendDouble(_ value: Double, to out: inout [UInt8]) throws {
    guard value.isFinite else { throw notFinite(value) }
    if !appendShortDecimal(value, to: &out) { appendNumber(value.description, to: &out) }
  }

  /// Powers of ten whose products with a short decimal stay exact enough to round back.
  private static let decimalScales: [Double] = [1, 10, 100, 1_000, 10_000]

  /// `value` as the decimal of fewest places (up to four) that reads back as exactly `value`,
  /// which is what Swift's shortest form prints for such a value: "12.3", "0.0625", "-4".
  /// Almost every served number is one; the rest (and 0.0001 and below, which Swift writes with
  /// an exponent, and beyond 10^9) return false for `description`. A `String` per number was a
  /// fifth of the document's cost.
  private static func appendShortDecimal(_ value: Double, to out: inout [UInt8]) -> Bool {
    if value == 0 {
      if value.sign == .minus { out.append(UInt8(ascii: "-")) }
      out.append(UInt8(ascii: "0"))
      return true
    }
    let magnitude = value.magnitude
    guard magnitude >= 0.001, magnitude < 1e9 else { return false }
    for (places, scale) in decimalScales.enumerated() {
      let scaled = (magnitude * scale).rounded()
      guard scaled / scale == magnitude, let units = Int(exactly: scaled) else { continue }
      if value < 0 { out.append(UInt8(ascii: "-")) }
      let divisor = Int(scale)
      appendDigits(units / divisor, to: &out)
      if places > 0 {
        out.append(UInt8(ascii: "."))
        digits(units % divisor, places, &out)
      }
      return true
    }
    return false
  }

  /// A non-negative integer's digits, without leading zeros.
  private static func appendDigits(_ value: Int, to out: inout [UInt8]) {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    digits(value, count, &out)
  }

  static func appendFloat(_ value: Float, to out: inout [UInt8]) throws {
    guard value.isFinite else { throw notFinite(Double(value)) }
    appendNumber(value.description, to: &out)
  }

  static func appendInteger<I: BinaryInteger>(_ value: I, to out: inout [UInt8]) {
    out.append(contentsOf: value.description.utf8)
  }

  static func notFinite(_ value: Double) -> EncodingError {
    EncodingError.invalidValue(
      value, .init(codingPath: [], debugDescription: "Unable to encode \(value) directly in JSON."))
  }

  /// "2026-11-22T13:05:00Z": the second the instant falls in, in UTC, as `.iso8601` prints it.
  /// Worked out here from 1583 (the first whole Gregorian year: before it the date style counts
  /// Julian days) to 9999; any other instant goes through the date style itself.
  static func appendDate(_ date: Date, to out: inout [UInt8]) {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    guard seconds >= -12_212_553_600, seconds < 253_402_214_400, let whole = Int(exactly: seconds) else {
      appendString(Date.ISO8601FormatStyle().format(date), to: &out)
      return
    }
    let (days, time) = (whole.quotient(dividingBy: 86_400), whole.remainder(dividingBy: 86_400))
    // Days to a civil date (Howard Hinnant's `civil_from_days`).
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    out.append(UInt8(ascii: "\""))
    digits(year, 4, &out)
    out.append(UInt8(ascii: "-"))
    digits(month, 2, &out)
    out.append(UInt8(ascii: "-"))
    digits(day, 2, &out)
    out.append(UInt8(ascii: "T"))
    digits(time / 3600, 2, &out)
    out.append(UInt8(ascii: ":"))
    digits(time / 60 % 60, 2, &out)
    out.append(UInt8(ascii: ":"))
    digits(time % 60, 2, &out)
    out.append(contentsOf: "Z\"".utf8)
  }

  private static func digits(_ value: Int, _ count: Int, _ out: inout [UInt8]) {
    guard count == 2 else {
      var divisor = powersOfTen[count - 1]
      while divisor > 0 {
        out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
        divisor /= 10
      }
      return
    }
    out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10 % 10))
    out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
  }

  private static let powersOfTen: [Int] = (0...18).map { (0..<$0).reduce(1) { value, _ in value * 10 } }
}

extension Int {
  /// Division rounded down, and the remainder that goes with it (never negative).
  fileprivate func quotient(dividingBy divisor: Int) -> Int {
    let q = self / divisor
    return self % divisor < 0 ? q - 1 : q
  }

  fileprivate func remainder(dividingBy divisor: Int) -> Int {
    let r = self % divisor
    return r < 0 ? r + divisor : r
  }
}

// MARK: - Key orders

/// The sorted order of an object's keys and each key as written (`"key" : `), found once for
/// each type and set of keys present: sorting and escaping the keys of each of a document's
/// thousands of hour objects was most of its cost.
final class KeyOrders {
  struct Shape {
    /// Indices of the keys in the order of their UTF-8 bytes; where a key came more than
    /// once, only its last value (as `JSONEncoder` keeps it).
    var order: [Int]
    /// Each member's start: its indent, the key quoted and escaped, and " : ".
    var prefixes: [[UInt8]]
  }

  private struct Place: Hashable {
    var type: ObjectIdentifier
    var depth: Int
  }

  private var known: [Place: [(keys: [String], shape: Shape)]] = [:]

  /// The shape of an object of `type` with `keys`, whose members are indented `depth` levels.
  func shape(_ keys: [String], of type: ObjectIdentifier, depth: Int) -> Shape {
    let place = Place(type: type, depth: depth)
    if let shapes = known[place], let found = shapes.first(where: { $0.keys == keys }) { return found.shape }
    let sorted = keys.indices.sorted { a, b in
      keys[a] == keys[b] ? a < b : keys[a].utf8.lexicographicallyPrecedes(keys[b].utf8)
    }
    let order = sorted.indices.filter { $0 + 1 == sorted.count || keys[sorted[$0]] != keys[sorted[$0 + 1]] }
      .map { sorted[$0] }
    let shape = Shape(
      order: order,
      prefixes: keys.map { key in
        var bytes: [UInt8] = []
        PrettyJSONWriter.indent(depth, to: &bytes)
        PrettyJSONWriter.appendKey(key, to: &bytes)
        return bytes
      })
    // A dictionary's keys are data, not a shape: not remembered past a few.
    if known[place, default: []].count < 32 { known[place, default: []].append((keys, shape)) }
    return shape
  }
}

// MARK: - The encoder

/// One value being encoded: what its `encode(to:)` asks for, kept as bytes.
private final class ValueEncoder: Encoder {
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
private final class ObjectBytes {
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
private final class ArrayBytes {
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

private struct KeyedBytes<Key: CodingKey>: KeyedEncodingContainerProtocol {
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

private struct UnkeyedBytes: UnkeyedEncodingContainer {
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

private struct SingleBytes: SingleValueEncodingContainer {
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
