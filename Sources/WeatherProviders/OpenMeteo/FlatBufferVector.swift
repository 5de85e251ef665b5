/// A FlatBuffers vector whose whole element range was bounds-checked when it was found.
///
/// Because `start ..< start + count·elementSize` is known to lie inside the message, the bulk
/// readers below load elements directly without per-element checks or allocations.
struct FlatBufferVector: Sendable {
  let reader: FlatBufferReader
  /// Field name, for error messages.
  let name: String
  /// Absolute position of element 0.
  let start: Int
  let count: Int
  let elementSize: Int

  // MARK: - Bulk scalar reads

  /// Maps every float32 element through `transform` into one pre-sized array.
  func mapFloat32<T>(_ transform: (Float) -> T) -> [T] {
    precondition(elementSize == 4)
    var result: [T] = []
    result.reserveCapacity(count)
    reader.bytes.withUnsafeBytes { raw in
      for index in 0..<count {
        let bits = UInt32(
          littleEndian: raw.loadUnaligned(fromByteOffset: start + 4 * index, as: UInt32.self))
        result.append(transform(Float(bitPattern: bits)))
      }
    }
    return result
  }

  /// Maps every int64 element through `transform` into one pre-sized array.
  func mapInt64<T>(_ transform: (Int64) -> T) -> [T] {
    precondition(elementSize == 8)
    var result: [T] = []
    result.reserveCapacity(count)
    reader.bytes.withUnsafeBytes { raw in
      for index in 0..<count {
        result.append(
          transform(
            Int64(
              littleEndian: raw.loadUnaligned(fromByteOffset: start + 8 * index, as: Int64.self))))
      }
    }
    return result
  }

  // MARK: - Tables

  /// The table that element `index` of a vector of tables points to.
  func table(at index: Int) throws -> FlatBufferTable {
    precondition(elementSize == 4 && index >= 0 && index < count)
    let position = try reader.followOffset("\(name)[\(index)]", at: start + 4 * index)
    return try FlatBufferTable(reader: reader, name: name, index: index, at: position)
  }
}
