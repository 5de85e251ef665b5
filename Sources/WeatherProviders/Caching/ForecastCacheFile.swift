import FoundationEssentials

/// The bytes of one forecast cache file: a fixed prefix, the header, the answer as served, and
/// possibly stale bytes after them that the prefix's lengths leave out (the file is rewritten in
/// place and never shrunk; see `InPlaceFile`).
///
/// Prefix (21 bytes): `WTFC`, the format version, the header's length and the answer's length
/// (UInt32, little-endian), and a checksum of header and answer (UInt64, little-endian) that
/// tells a whole file from one torn by an interrupted write.
enum ForecastCacheFile {
  static let magic: [UInt8] = Array("WTFC".utf8)
  /// Bumped when the stored shape changes; older files are ignored and replaced.
  static let formatVersion: UInt8 = 4
  static let prefixLength = 21

  /// Why a file cannot be read as an entry.
  enum Problem: Error, Equatable {
    /// Another format version: not ours to read, nor corrupt.
    case otherVersion
    case corrupt
  }

  /// The file holding `header` and `answer`.
  static func bytes(header: [UInt8], answer: Data) -> [UInt8] {
    var file = magic
    file.reserveCapacity(prefixLength + header.count + answer.count)
    file.append(formatVersion)
    appendLittleEndian(UInt32(header.count), to: &file)
    appendLittleEndian(UInt32(answer.count), to: &file)
    appendLittleEndian(UInt64(0), to: &file)
    file.append(contentsOf: header)
    file.append(contentsOf: answer)
    let sum = file.withUnsafeBytes { checksum(UnsafeRawBufferPointer(rebasing: $0[prefixLength...])) }
    withUnsafeBytes(of: sum.littleEndian) { file.replaceSubrange((prefixLength - 8)..<prefixLength, with: $0) }
    return file
  }

  /// The header's and the answer's bytes in `file`.
  static func parts(of file: [UInt8]) throws(Problem) -> (header: ArraySlice<UInt8>, answer: ArraySlice<UInt8>) {
    guard file.count >= magic.count + 1, file.starts(with: magic) else { throw .corrupt }
    guard file[magic.count] == formatVersion else { throw .otherVersion }
    guard file.count >= prefixLength else { throw .corrupt }
    let headerLength = Int(littleEndian(UInt32.self, in: file, at: 5))
    let answerLength = Int(littleEndian(UInt32.self, in: file, at: 9))
    let end = prefixLength + headerLength + answerLength
    guard end <= file.count else { throw .corrupt }
    let stored = littleEndian(UInt64.self, in: file, at: 13)
    let sum = file.withUnsafeBytes { checksum(UnsafeRawBufferPointer(rebasing: $0[prefixLength..<end])) }
    guard sum == stored else { throw .corrupt }
    return (file[prefixLength..<(prefixLength + headerLength)], file[(prefixLength + headerLength)..<end])
  }

  // MARK: - Checksum

  /// A 64-bit checksum of `bytes`: four independent multiply-xorshift lanes over 8-byte words,
  /// so a 40 KB answer takes microseconds. It guards against torn writes, not against anyone
  /// forging a file (a forged file still passes `Weather.validated()` like any answer).
  static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
    var lanes: (UInt64, UInt64, UInt64, UInt64) = (1, 2, 3, UInt64(bytes.count))
    var offset = 0
    func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
      let mixed = (lane ^ word) &* prime
      return mixed ^ (mixed >> 29)
    }
    while offset + 32 <= bytes.count {
      lanes.0 = mix(lanes.0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      lanes.1 = mix(lanes.1, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      lanes.2 = mix(lanes.2, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
      lanes.3 = mix(lanes.3, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
      offset += 32
    }
    var tail = lanes.3
    while offset < bytes.count {
      tail = mix(tail, UInt64(bytes[offset]) | UInt64(offset) << 8)
      offset += 1
    }
    return mix(mix(mix(lanes.0, lanes.1), lanes.2), tail)
  }

  // MARK: - Little-endian integers

  private static func appendLittleEndian<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  private static func littleEndian<T: FixedWidthInteger>(_: T.Type, in bytes: [UInt8], at offset: Int) -> T {
    bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
  }
}
