/// A FlatBuffers table whose vtable has been checked, with typed, bounds-checked field access.
///
/// Fields are addressed by slot (0-based declaration order in the schema; vtable byte offset
/// 4 + 2·slot). An absent field reads as the schema default, as FlatBuffers specifies.
/// Error labels ("variables[3].values") are only built when something is wrong, so reading a
/// valid table allocates nothing.
struct FlatBufferTable: Sendable {
  let reader: FlatBufferReader
  /// Absolute position of the table (where its soffset to the vtable is stored).
  let position: Int
  private let vtable: Int
  private let vtableSize: Int
  /// Inline size of the table in bytes, as the vtable declares; every field must lie within.
  private let tableSize: Int
  /// Name of the field or vector this table came from, and its index in that vector (or -1).
  private let name: String
  private let index: Int

  init(reader: FlatBufferReader, name: String, index: Int = -1, at position: Int) throws {
    self.reader = reader
    self.name = name
    self.index = index
    self.position = position
    let soffset = Int(try reader.int32(Self.label(name, index, "vtable offset"), at: position))
    // vtable = table - soffset; a negative soffset (vtable after the table) is legal.
    let (vtable, overflow) = position.subtractingReportingOverflow(soffset)
    let relative = vtable &- reader.message.lowerBound
    guard !overflow else {
      throw FlatBufferError.invalidVTable(offset: relative, reason: "offset overflows")
    }
    _ = try reader.check(Self.label(name, index, "vtable header"), offset: vtable, length: 4)
    let vtableSize = Int(try reader.uint16(Self.label(name, index, "vtable size"), at: vtable))
    let tableSize = Int(try reader.uint16(Self.label(name, index, "table size"), at: vtable + 2))
    guard vtableSize >= 4, vtableSize % 2 == 0 else {
      throw FlatBufferError.invalidVTable(
        offset: relative, reason: "size \(vtableSize) is odd or below 4")
    }
    guard tableSize >= 4 else {
      throw FlatBufferError.invalidVTable(
        offset: relative, reason: "table size \(tableSize) is below 4")
    }
    _ = try reader.check(Self.label(name, index, "vtable"), offset: vtable, length: vtableSize)
    _ = try reader.check(Self.label(name, index, "table"), offset: position, length: tableSize)
    self.vtable = vtable
    self.vtableSize = vtableSize
    self.tableSize = tableSize
  }

  /// "name[index].field" for error messages.
  private static func label(_ name: String, _ index: Int, _ field: String) -> String {
    index < 0 ? "\(name).\(field)" : "\(name)[\(index)].\(field)"
  }

  private func label(_ field: String) -> String { Self.label(name, index, field) }

  // MARK: - Field lookup

  /// Absolute position of the field in `slot`, or nil when the field is absent.
  func fieldPosition(slot: Int, size: Int, field: String) throws -> Int? {
    let entry = 4 + 2 * slot
    guard entry + 2 <= vtableSize else { return nil }
    let fieldOffset = Int(try reader.uint16(label(field), at: vtable + entry))
    guard fieldOffset != 0 else { return nil }
    guard fieldOffset >= 4, fieldOffset + size <= tableSize else {
      throw FlatBufferError.outOfBounds(
        what: label(field), offset: position + fieldOffset - reader.message.lowerBound,
        length: size, limit: reader.message.count)
    }
    return position + fieldOffset
  }

  // MARK: - Scalars with defaults

  func uint8(slot: Int, _ field: String, default value: UInt8 = 0) throws -> UInt8 {
    guard let at = try fieldPosition(slot: slot, size: 1, field: field) else { return value }
    return try reader.uint8(label(field), at: at)
  }
  func int16(slot: Int, _ field: String, default value: Int16 = 0) throws -> Int16 {
    guard let at = try fieldPosition(slot: slot, size: 2, field: field) else { return value }
    return try reader.int16(label(field), at: at)
  }
  func int32(slot: Int, _ field: String, default value: Int32 = 0) throws -> Int32 {
    guard let at = try fieldPosition(slot: slot, size: 4, field: field) else { return value }
    return try reader.int32(label(field), at: at)
  }
  func int64(slot: Int, _ field: String, default value: Int64 = 0) throws -> Int64 {
    guard let at = try fieldPosition(slot: slot, size: 8, field: field) else { return value }
    return try reader.int64(label(field), at: at)
  }
  func float32(slot: Int, _ field: String, default value: Float = 0) throws -> Float {
    guard let at = try fieldPosition(slot: slot, size: 4, field: field) else { return value }
    return try reader.float32(label(field), at: at)
  }

  // MARK: - References

  /// The UTF-8 string in `slot`, nil when absent; invalid UTF-8 is an error.
  func string(slot: Int, _ field: String) throws -> String? {
    guard let at = try fieldPosition(slot: slot, size: 4, field: field) else { return nil }
    let target = try reader.followOffset(label(field), at: at)
    let length = Int(try reader.uint32(label(field), at: target))
    let start = try reader.check(label(field), offset: target + 4, length: length)
    guard let text = String(validating: reader.bytes[start..<(start + length)], as: UTF8.self)
    else {
      throw FlatBufferError.invalidUTF8(
        what: label(field), offset: start - reader.message.lowerBound)
    }
    return text
  }

  /// The sub-table in `slot`, nil when absent.
  func table(slot: Int, _ field: String) throws -> FlatBufferTable? {
    guard let at = try fieldPosition(slot: slot, size: 4, field: field) else { return nil }
    return try FlatBufferTable(
      reader: reader, name: field, at: reader.followOffset(label(field), at: at))
  }

  /// The vector in `slot` with elements of `elementSize` bytes, nil when absent.
  ///
  /// The whole element range is checked here, so element reads need no further checks.
  func vector(slot: Int, _ field: String, elementSize: Int) throws -> FlatBufferVector? {
    guard let at = try fieldPosition(slot: slot, size: 4, field: field) else { return nil }
    let target = try reader.followOffset(label(field), at: at)
    let count = Int(try reader.uint32(label(field), at: target))
    let (byteCount, overflow) = count.multipliedReportingOverflow(by: elementSize)
    guard !overflow else {
      throw FlatBufferError.outOfBounds(
        what: label(field), offset: target + 4 - reader.message.lowerBound, length: Int.max,
        limit: reader.message.count)
    }
    let start = try reader.check(label(field), offset: target + 4, length: byteCount)
    return FlatBufferVector(
      reader: reader, name: field, start: start, count: count, elementSize: elementSize)
  }
}
