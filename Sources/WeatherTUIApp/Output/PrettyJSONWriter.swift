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
