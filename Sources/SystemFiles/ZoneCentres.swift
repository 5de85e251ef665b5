import FoundationEssentials
import Glibc
import WeatherCore

/// Where each tz database zone's principal place is, from the database's `zone.tab` (one line a
/// country and zone, ISO 6709 coordinates: "DK +5540+01235 Europe/Copenhagen"): the zone of a bare
/// coordinate, offline, as the zone of the nearest such place. Right away from borders, where zones are wide; near one it can
/// name the neighbour's zone, so it is the fallback where the forecast provider cannot say.
public struct ZoneCentres: Sendable, Equatable {
  private var centres: [(zone: String, latitude: Double, longitude: Double)]

  /// The table of the installed database (`ZoneDatabase.directory`), read once per process on
  /// first use: `zone.tab`, which keeps each country's own zone (`zone1970.tab` merges
  /// Copenhagen into Berlin), else `zone1970.tab`; empty when both are missing.
  public static let installed: ZoneCentres = {
    let read = { (name: String) in
      FileManager.default.contents(atPath: "\(ZoneDatabase.directory)/\(name)").map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    return ZoneCentres(table: read("zone.tab") ?? read("zone1970.tab") ?? "")
  }()

  /// Parses a table's text (tab-separated: codes, coordinates, zone, comment).
  public init(table: String) {
    var centres: [(zone: String, latitude: Double, longitude: Double)] = []
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 3, let (latitude, longitude) = Self.coordinates(fields[1]) else { continue }
      centres.append((String(fields[2]), latitude, longitude))
    }
    self.centres = centres
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.centres.elementsEqual(rhs.centres) { $0.zone == $1.zone && $0.latitude == $1.latitude }
  }

  /// The zone whose principal place is nearest to the coordinate (great circle); nil when the
  /// table is empty.
  public func nearest(latitude: Double, longitude: Double) -> String? {
    func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    let (φ, λ) = (radians(latitude), radians(longitude))
    // The haversine's inner term orders distances as the distances themselves.
    return centres.min { a, b in
      func term(_ centre: (zone: String, latitude: Double, longitude: Double)) -> Double {
        let (φ2, λ2) = (radians(centre.latitude), radians(centre.longitude))
        let s = sin((φ2 - φ) / 2)
        let t = sin((λ2 - λ) / 2)
        return s * s + cos(φ) * cos(φ2) * t * t
      }
      return term(a) < term(b)
    }?.zone
  }

  /// ISO 6709 "±DDMM±DDDMM" or "±DDMMSS±DDDMMSS" as degrees.
  static func coordinates(_ text: Substring) -> (Double, Double)? {
    guard let split = text.dropFirst().firstIndex(where: { $0 == "+" || $0 == "-" }) else { return nil }
    guard let latitude = degrees(text[..<split], degreeDigits: 2),
      let longitude = degrees(text[split...], degreeDigits: 3)
    else { return nil }
    return (latitude, longitude)
  }

  private static func degrees(_ text: Substring, degreeDigits: Int) -> Double? {
    guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
    let digits = Array(text.dropFirst())
    guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
      digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4
    else { return nil }
    func number(_ range: Range<Int>) -> Double { Double(String(digits[range]))! }
    var value = number(0..<degreeDigits) + number(degreeDigits..<degreeDigits + 2) / 60
    if digits.count == degreeDigits + 4 { value += number(degreeDigits + 2..<degreeDigits + 4) / 3600 }
    return sign == "-" ? -value : value
  }
}
