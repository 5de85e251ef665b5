import FoundationEssentials

extension ZoneRules {
  /// Reads a TZif file (RFC 8536, versions 1–4); nil for anything malformed.
  ///
  /// A version 2+ file carries its data twice, with 32-bit and then 64-bit times; the second
  /// block and the POSIX rule after it are what count. Leap-second records are skipped: the
  /// "right/" zones are not used for civil time.
  public init?(identifier: String, tzif data: [UInt8]) {
    var reader = TZifReader(data)
    guard let first = reader.header() else { return nil }
    var header = first
    var timeSize = 4
    if first.version >= 2 {
      guard reader.skip(first.dataLength(timeSize: 4)), let second = reader.header() else { return nil }
      header = second
      timeSize = 8
    }
    guard header.typeCount > 0, header.typeCount <= 256, header.characterCount > 0 else { return nil }
    var transitions: [Int64] = []
    transitions.reserveCapacity(header.transitionCount)
    for _ in 0..<header.transitionCount {
      guard let time = timeSize == 8 ? reader.int64() : reader.int32().map(Int64.init) else { return nil }
      if let previous = transitions.last, time <= previous { return nil }
      transitions.append(time)
    }
    guard let indices = reader.bytes(header.transitionCount), indices.allSatisfy({ Int($0) < header.typeCount })
    else { return nil }
    var raw: [(offset: Int32, isDaylight: Bool, nameIndex: Int)] = []
    for _ in 0..<header.typeCount {
      guard let offset = reader.int32(), let daylight = reader.byte(), let nameIndex = reader.byte(),
        offset > -89_999, offset < 93_600, daylight <= 1, Int(nameIndex) < header.characterCount
      else { return nil }
      raw.append((offset, daylight == 1, Int(nameIndex)))
    }
    guard let characters = reader.bytes(header.characterCount) else { return nil }
    let types = raw.map { type in
      let name = characters[type.nameIndex...].prefix { $0 != 0 }
      return LocalTimeType(
        offset: Int(type.offset), isDaylight: type.isDaylight,
        abbreviation: String(decoding: name.filter { $0 >= 0x20 && $0 < 0x7F }, as: UTF8.self))
    }
    let rest = header.leapCount * (timeSize + 4) + header.standardCount + header.utcCount
    guard reader.skip(rest) else { return nil }
    var footer: PosixZoneRule?
    if header.version >= 2 {
      guard let line = reader.footer() else { return nil }
      footer = line.isEmpty ? nil : PosixZoneRule(line)
    }
    self.init(
      identifier: identifier, transitions: transitions, transitionTypes: indices, types: types, footer: footer)
  }
}

// MARK: - Reading

/// A bounds-checked cursor over a TZif file.
private struct TZifReader {
  struct Header {
    var version: Int
    var utcCount: Int
    var standardCount: Int
    var leapCount: Int
    var transitionCount: Int
    var typeCount: Int
    var characterCount: Int

    func dataLength(timeSize: Int) -> Int {
      transitionCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
        + standardCount + utcCount
    }
  }

  private let data: [UInt8]
  private var index = 0

  init(_ data: [UInt8]) { self.data = data }

  mutating func header() -> Header? {
    guard let magic = bytes(4), magic == Array("TZif".utf8), let versionByte = byte(), skip(15) else { return nil }
    let version: Int
    switch versionByte {
    case 0: version = 1
    case UInt8(ascii: "2")...UInt8(ascii: "9"): version = Int(versionByte - UInt8(ascii: "0"))
    default: return nil
    }
    var counts: [Int] = []
    for _ in 0..<6 {
      // Real files hold a few thousand entries at most; a larger count is damage.
      guard let count = int32(), count >= 0, count < 100_000 else { return nil }
      counts.append(Int(count))
    }
    return Header(
      version: version, utcCount: counts[0], standardCount: counts[1], leapCount: counts[2],
      transitionCount: counts[3], typeCount: counts[4], characterCount: counts[5])
  }

  mutating func skip(_ count: Int) -> Bool {
    guard count >= 0, count <= data.count - index else { return false }
    index += count
    return true
  }

  mutating func bytes(_ count: Int) -> [UInt8]? {
    guard count >= 0, count <= data.count - index else { return nil }
    defer { index += count }
    return Array(data[index..<(index + count)])
  }

  mutating func byte() -> UInt8? { bytes(1)?[0] }

  mutating func int32() -> Int32? {
    guard let b = bytes(4) else { return nil }
    return Int32(bitPattern: UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3]))
  }

  mutating func int64() -> Int64? {
    guard let b = bytes(8) else { return nil }
    return Int64(bitPattern: b.reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
  }

  /// The footer line between two newlines at the end of a version 2+ file.
  mutating func footer() -> String? {
    guard byte() == UInt8(ascii: "\n"), let end = data[index...].firstIndex(of: UInt8(ascii: "\n")) else {
      return nil
    }
    defer { index = end + 1 }
    return String(decoding: data[index..<end], as: UTF8.self)
  }
}
