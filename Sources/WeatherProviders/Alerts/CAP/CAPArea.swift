import FoundationEssentials
import Glibc
import WeatherCore

/// A CAP `area`: its description and the shapes that say where it is, polygons and circles in
/// WGS 84 degrees, and geocodes (a registry's name and a code, e.g. "ISO 3166-2" and "AU-NSW").
struct CAPArea: Sendable, Equatable {
  var description: String?
  /// Rings of (latitude, longitude), closed implicitly.
  var polygons: [[Point]]
  var circles: [Circle]
  var geocodes: [(name: String, value: String)]

  struct Point: Sendable, Equatable {
    var latitude: Double
    var longitude: Double
  }

  struct Circle: Sendable, Equatable {
    var centre: Point
    var radiusKilometres: Double
  }

  /// A ring with more points than this is not a warning area (the largest national outlines
  /// seen hold a few thousand); refusing it bounds the time a hostile message can cost.
  static let maximumPoints = 100_000

  init(description: String?, polygons: [[Point]] = [], circles: [Circle] = [], geocodes: [(String, String)] = []) {
    self.description = description
    self.polygons = polygons
    self.circles = circles
    self.geocodes = geocodes.map { (name: $0.0, value: $0.1) }
  }

  init(_ element: XMLElement) {
    description = element.text(of: "areaDesc")
    polygons = element.texts(of: "polygon").compactMap(Self.polygon)
    circles = element.texts(of: "circle").compactMap(Self.circle)
    geocodes = element.children("geocode").compactMap { code in
      guard let value = code.text(of: "value") else { return nil }
      return (code.text(of: "valueName") ?? "", value)
    }
  }

  static func == (a: CAPArea, b: CAPArea) -> Bool {
    a.description == b.description && a.polygons == b.polygons && a.circles == b.circles
      && a.geocodes.map(\.name) == b.geocodes.map(\.name) && a.geocodes.map(\.value) == b.geocodes.map(\.value)
  }

  // MARK: - Reading the shapes

  /// "lat,lon lat,lon …" (any whitespace between pairs, as services write tabs and line
  /// breaks too); nil when a pair is not two coordinates on Earth or fewer than three points
  /// remain.
  static func polygon(_ text: String) -> [Point]? {
    var points: [Point] = []
    for pair in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
      guard points.count < maximumPoints, let point = point(pair) else { return nil }
      points.append(point)
    }
    if points.count > 1, points.first == points.last { points.removeLast() }
    return points.count >= 3 ? points : nil
  }

  /// "lat,lon radius" with the radius in kilometres; nil when malformed.
  static func circle(_ text: String) -> Circle? {
    let parts = text.split(whereSeparator: \.isWhitespace)
    guard parts.count == 2, let centre = point(parts[0]), let radius = Double(parts[1]), radius.isFinite,
      radius >= 0, radius <= 20_000
    else { return nil }
    return Circle(centre: centre, radiusKilometres: radius)
  }

  private static func point(_ pair: Substring) -> Point? {
    let numbers = pair.split(separator: ",", omittingEmptySubsequences: false)
    guard numbers.count == 2, let latitude = Double(numbers[0]), let longitude = Double(numbers[1]),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { return nil }
    return Point(latitude: latitude, longitude: longitude)
  }

  // MARK: - Where

  /// Whether the point lies in one of the area's polygons or circles.
  func contains(latitude: Double, longitude: Double) -> Bool {
    polygons.contains { Self.ring($0, contains: latitude, longitude) }
      || circles.contains { Self.distanceKilometres($0.centre, latitude, longitude) <= $0.radiusKilometres }
  }

  /// Whether the area has a polygon or circle to test a point against.
  var hasShape: Bool { !polygons.isEmpty || !circles.isEmpty }

  /// Even-odd ray casting in degrees. A ring that crosses the antimeridian (Chukotka's runs
  /// from 169° E to −180°) is tested with its western longitudes moved east by 360°.
  static func ring(_ ring: [Point], contains latitude: Double, _ longitude: Double) -> Bool {
    let longitudes = ring.map(\.longitude)
    let crosses = (longitudes.max() ?? 0) - (longitudes.min() ?? 0) > 180
    let shift = { (lon: Double) in crosses && lon < 0 ? lon + 360 : lon }
    let x = shift(longitude)
    var inside = false
    var j = ring.count - 1
    for i in ring.indices {
      let (yi, xi) = (ring[i].latitude, shift(ring[i].longitude))
      let (yj, xj) = (ring[j].latitude, shift(ring[j].longitude))
      if (yi > latitude) != (yj > latitude), x < (xj - xi) * (latitude - yi) / (yj - yi) + xi {
        inside.toggle()
      }
      j = i
    }
    return inside
  }

  /// Great-circle distance on a sphere of the Earth's mean radius.
  static func distanceKilometres(_ centre: Point, _ latitude: Double, _ longitude: Double) -> Double {
    let radians = Double.pi / 180
    let (phi1, phi2) = (centre.latitude * radians, latitude * radians)
    let dPhi = phi2 - phi1
    let dLambda = (longitude - centre.longitude) * radians
    let a = pow(sin(dPhi / 2), 2) + cos(phi1) * cos(phi2) * pow(sin(dLambda / 2), 2)
    return 6371.0088 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}
