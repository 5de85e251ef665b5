/// Builds FlatBuffers messages front to back, for benchmark input.
///
/// FlatBuffers references (uoffsets) are unsigned and point forward, so each table is written
/// as vtable, then table, then everything it references, patching the references as the
/// targets land. Scalars are naturally aligned relative to the message start, as `flatc` does.
struct FlatBufferWriter {
  private(set) var bytes: [UInt8] = []

  /// One table field: a scalar, or a reference whose target the closure writes (returns its position).
  enum Field {
    case uint8(UInt8)
    case int16(Int16)
    case int32(Int32)
    case int64(Int64)
    case float32(Float)
    case reference((inout FlatBufferWriter) -> Int)

    var size: Int {
      switch self {
      case .uint8: 1
      case .int16: 2
      case .int32, .float32, .reference: 4
      case .int64: 8
      }
    }
  }

  // MARK: - Raw bytes

  mutating func pad(toMultipleOf alignment: Int, after extra: Int = 0) {
    while (bytes.count + extra) % alignment != 0 { bytes.append(0) }
  }

  mutating func append<T: FixedWidthInteger>(_ value: T) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func patch<T: FixedWidthInteger>(_ value: T, at position: Int) {
    withUnsafeBytes(of: value.littleEndian) { raw in
      for (index, byte) in raw.enumerated() { bytes[position + index] = byte }
    }
  }

  /// Points the uoffset at `position` to `target` (which must lie after it).
  mutating func link(_ position: Int, to target: Int) {
    precondition(target > position, "FlatBuffers references must point forward")
    patch(UInt32(target - position), at: position)
  }

  // MARK: - Tables

  /// Writes a table with `fields` (slot → value; absent slots read as defaults); returns its position.
  @discardableResult
  mutating func table(_ fields: [(slot: Int, field: Field)]) -> Int {
    // Largest fields first so each is naturally aligned after the 4-byte soffset.
    var layout: [(slot: Int, field: Field, offset: Int)] = []
    var size = 4
    for (slot, field) in fields.sorted(by: { $0.field.size > $1.field.size }) {
      while size % field.size != 0 { size += 1 }
      layout.append((slot, field, size))
      size += field.size
    }
    let slotCount = (fields.map(\.slot).max() ?? -1) + 1

    pad(toMultipleOf: 2)
    let vtable = bytes.count
    append(UInt16(4 + 2 * slotCount))
    append(UInt16(size))
    for slot in 0..<slotCount {
      append(UInt16(layout.first { $0.slot == slot }?.offset ?? 0))
    }
    pad(toMultipleOf: 8)
    let table = bytes.count
    append(Int32(table - vtable))
    bytes.append(contentsOf: repeatElement(0, count: size - 4))
    for (_, field, offset) in layout {
      switch field {
      case .uint8(let value): patch(value, at: table + offset)
      case .int16(let value): patch(value, at: table + offset)
      case .int32(let value): patch(value, at: table + offset)
      case .int64(let value): patch(value, at: table + offset)
      case .float32(let value): patch(value.bitPattern, at: table + offset)
      case .reference: break
      }
    }
    for (_, field, offset) in layout {
      if case .reference(let write) = field { link(table + offset, to: write(&self)) }
    }
    return table
  }

  // MARK: - Strings and vectors

  mutating func string(_ text: String) -> Int {
    pad(toMultipleOf: 4)
    let position = bytes.count
    append(UInt32(text.utf8.count))
    bytes.append(contentsOf: text.utf8)
    bytes.append(0)
    return position
  }

  mutating func vector(_ values: [Float]) -> Int {
    pad(toMultipleOf: 4)
    let position = bytes.count
    append(UInt32(values.count))
    bytes.reserveCapacity(bytes.count + 4 * values.count)
    for value in values { append(value.bitPattern) }
    return position
  }

  mutating func vector(_ values: [Int64]) -> Int {
    pad(toMultipleOf: 8, after: 4)  // elements 8-aligned, the count just before them
    let position = bytes.count
    append(UInt32(values.count))
    for value in values { append(value) }
    return position
  }

  /// A vector of tables, each written by its closure after the vector's offsets.
  mutating func vector(tables: [(inout FlatBufferWriter) -> Int]) -> Int {
    pad(toMultipleOf: 4)
    let position = bytes.count
    append(UInt32(tables.count))
    bytes.append(contentsOf: repeatElement(0, count: 4 * tables.count))
    for (index, write) in tables.enumerated() {
      link(position + 4 + 4 * index, to: write(&self))
    }
    return position
  }

  // MARK: - Messages

  /// A size-prefixed message whose root table `root` writes.
  static func sizePrefixedMessage(root: (inout FlatBufferWriter) -> Int) -> [UInt8] {
    var writer = FlatBufferWriter()
    writer.append(UInt32(0))
    writer.link(0, to: root(&writer))
    writer.pad(toMultipleOf: 8)
    var message: [UInt8] = []
    withUnsafeBytes(of: UInt32(writer.bytes.count).littleEndian) { message.append(contentsOf: $0) }
    return message + writer.bytes
  }
}
