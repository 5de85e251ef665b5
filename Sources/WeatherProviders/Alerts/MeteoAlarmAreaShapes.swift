import FoundationEssentials

/// MeteoAlarm's warning areas as shapes, so that a point finds its areas: the country feeds
/// name areas by code only (alerts.md §2.3). The table is MeteoAlarm's own geocodes (EMMA_ID,
/// © EUMETNET, CC BY 4.0), simplified to 0.002° and kept in the program
/// (`MeteoAlarmAreaShapes+Data.swift`, from `scripts/meteoalarm-areas/build-shapes.py`, which
/// documents the layout); a lookup decodes only its country's section.
///
/// A point can lie in several areas: MeteoAlarm's layers overlap (Paris is in a department and
/// in "Paris et Petite Ceinture"; London in a region and a county), and a simplified border
/// can put a point within about 200 m of it in both neighbours. Warnings for any of them cover
/// the point.
struct MeteoAlarmAreaShapes: Sendable {
  /// An area a point lies in: its EMMA code ("NL011") and MeteoAlarm's name for it.
  struct Area: Sendable, Equatable {
    var code: String
    var name: String
  }

  /// The table in the program.
  static let installed = MeteoAlarmAreaShapes(sections: encoded)

  /// Each country's section, base64, by ISO code ("NL"); decoded only when a point in that
  /// country is looked up, so a start-up pays for no other country.
  private let sections: [String: String]

  /// - Parameter sections: each country's section, base64; a malformed one finds nothing.
  init(sections: [String: String]) {
    self.sections = sections
  }

  /// Whether the table has `country`'s areas.
  func covers(country: String) -> Bool { sections[country.uppercased()] != nil }

  /// How many areas `country` has; nil when the table lacks it.
  func areaCount(country: String) -> Int? {
    guard let section = section(of: country) else { return nil }
    var reader = Reader(bytes: section, at: 0)
    return reader.varint()
  }

  /// Every area code of `country` in the table; empty when the table lacks it.
  func codes(country: String) -> Set<String> {
    Set(scan(country: country, point: nil)?.map(\.area.code) ?? [])
  }

  /// The areas of `country` that contain the point, in the table's order; empty when none
  /// does (at sea, or the country is not in the table).
  func areas(containingLatitude latitude: Double, longitude: Double, country: String) -> [Area] {
    lookup(latitude: latitude, longitude: longitude, country: country).holding
  }

  /// The areas of `country` that contain the point, and every code of the country, from one
  /// reading of its section.
  func lookup(latitude: Double, longitude: Double, country: String) -> (holding: [Area], codes: Set<String>) {
    // Thousandths of a degree, as the table stores them; a point that is not a number holds nothing.
    let point = latitude.isFinite && longitude.isFinite ? (x: longitude * 1000, y: latitude * 1000) : nil
    let areas = scan(country: country, point: point) ?? []
    return (areas.filter(\.holds).map(\.area), Set(areas.map(\.area.code)))
  }

  /// Each area of `country` and whether it holds `point` (never, without one); nil when the
  /// table lacks the country. A malformed section ends the list where it breaks.
  private func scan(country: String, point: (x: Double, y: Double)?) -> [(area: Area, holds: Bool)]? {
    guard let section = section(of: country) else { return nil }
    let (x, y) = point ?? (0, 0)
    var reader = Reader(bytes: section, at: 0)
    var areas: [(area: Area, holds: Bool)] = []
    guard let count = reader.varint() else { return [] }
    for _ in 0..<count {
      guard let code = reader.text(), let name = reader.text(), let rings = reader.varint() else { break }
      var inside = false
      for _ in 0..<rings {
        guard let ring = reader.ring(crossedEastOf: x, y) else { return areas }
        if ring { inside.toggle() }
      }
      areas.append((Area(code: code, name: name.isEmpty ? code : name), point != nil && inside))
    }
    return areas
  }

  private func section(of country: String) -> [UInt8]? {
    guard let text = sections[country.uppercased()] else { return nil }
    return Data(base64Encoded: text, options: .ignoreUnknownCharacters).map { [UInt8]($0) } ?? []
  }

  // MARK: - Reading the table

  private struct Reader {
    let bytes: [UInt8]
    var at: Int

    /// LEB128.
    mutating func varint() -> Int? {
      var value = 0
      var shift = 0
      while at < bytes.count, shift < 63 {
        let byte = bytes[at]
        at += 1
        value |= Int(byte & 0x7F) << shift
        if byte & 0x80 == 0 { return value }
        shift += 7
      }
      return nil
    }

    mutating func signed() -> Int? {
      varint().map { ($0 >> 1) ^ -($0 & 1) }
    }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
      // Compared without adding: a damaged length can be near Int.max.
      guard count >= 0, count <= bytes.count - at else { return nil }
      defer { at += count }
      return bytes[at..<(at + count)]
    }

    mutating func text() -> String? {
      varint().flatMap { bytes($0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads one ring and says whether a ray from (x, y) to the east crosses it an odd number
    /// of times (the even-odd rule); nil for a malformed ring.
    mutating func ring(crossedEastOf x: Double, _ y: Double) -> Bool? {
      guard let count = varint(), count >= 3 else { return nil }
      var odd = false
      var lon = 0
      var lat = 0
      var first = (0.0, 0.0)
      var previous = (0.0, 0.0)
      for index in 0..<count {
        guard let dx = signed(), let dy = signed() else { return nil }
        let (east, eastOverflow) = lon.addingReportingOverflow(dx)
        let (north, northOverflow) = lat.addingReportingOverflow(dy)
        // Off the globe (or past Int's range, which a damaged delta can reach) is malformed.
        guard !eastOverflow, !northOverflow, abs(east) <= 180_000, abs(north) <= 90_000 else { return nil }
        lon = east
        lat = north
        let point = (Double(lon), Double(lat))
        if index == 0 {
          first = point
        } else if Self.crosses(previous, point, x, y) {
          odd.toggle()
        }
        previous = point
      }
      if Self.crosses(previous, first, x, y) { odd.toggle() }
      return odd
    }

    /// Whether the edge from `a` to `b` crosses the horizontal ray east of (x, y).
    static func crosses(_ a: (Double, Double), _ b: (Double, Double), _ x: Double, _ y: Double) -> Bool {
      guard (a.1 > y) != (b.1 > y) else { return false }
      let crossing = a.0 + (y - a.1) * (b.0 - a.0) / (b.1 - a.1)
      return x < crossing
    }
  }
}
