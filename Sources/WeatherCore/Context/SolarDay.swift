import FoundationEssentials
import Glibc

/// Sunrise and sunset of one day, or the polar day or night that has neither; computed with
/// NOAA's solar position equations (accurate to about a minute outside the polar circles).
public enum SolarDay: Sendable, Hashable, Codable {
  case risesAndSets(sunrise: Date, sunset: Date)
  /// The sun stays above the horizon all day.
  case polarDay
  /// The sun stays below the horizon all day.
  case polarNight

  /// The sun's centre is 0.833° below the horizon at sunrise and sunset (refraction and radius).
  public static let horizonDepression = 0.833

  /// The sun times of `day` at the coordinates.
  public init(day: CalendarDay, latitude: Double, longitude: Double) {
    let midnight = Double(day.dayNumber) * 86_400
    // First guess solar noon from the longitude, then refine at that instant.
    var noon = midnight + (720 - 4 * longitude) * 60
    var position = Self.position(at: noon)
    noon = midnight + (720 - 4 * longitude - position.equationOfTime) * 60
    position = Self.position(at: noon)
    let lat = latitude * .pi / 180
    let cosHourAngle =
      (cos((90 + Self.horizonDepression) * .pi / 180) / (cos(lat) * cos(position.declination)))
      - tan(lat) * tan(position.declination)
    if cosHourAngle > 1 {
      self = .polarNight
    } else if cosHourAngle < -1 {
      self = .polarDay
    } else {
      let halfDay = acos(cosHourAngle) * 180 / .pi * 4 * 60  // seconds
      self = .risesAndSets(
        sunrise: Date(timeIntervalSince1970: noon - halfDay), sunset: Date(timeIntervalSince1970: noon + halfDay))
    }
  }

  public var sunrise: Date? {
    if case .risesAndSets(let sunrise, _) = self { return sunrise }
    return nil
  }

  public var sunset: Date? {
    if case .risesAndSets(_, let sunset) = self { return sunset }
    return nil
  }

  /// Declination (radians) and equation of time (minutes) at a unix time.
  static func position(at unixTime: Double) -> (declination: Double, equationOfTime: Double) {
    let t = (unixTime / 86_400 + 2_440_587.5 - 2_451_545.0) / 36_525
    let l0 = (280.46646 + t * (36_000.76983 + t * 0.0003032)).truncatingRemainder(dividingBy: 360)
    let m = 357.52911 + t * (35_999.05029 - 0.0001537 * t)
    let e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
    func r(_ degrees: Double) -> Double { degrees * .pi / 180 }
    let centre =
      sin(r(m)) * (1.914602 - t * (0.004817 + 0.000014 * t))
      + sin(r(2 * m)) * (0.019993 - 0.000101 * t) + sin(r(3 * m)) * 0.000289
    let omega = 125.04 - 1934.136 * t
    let lambda = l0 + centre - 0.00569 - 0.00478 * sin(r(omega))
    let epsilon0 = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
    let epsilon = epsilon0 + 0.00256 * cos(r(omega))
    let declination = asin(sin(r(epsilon)) * sin(r(lambda)))
    let y = pow(tan(r(epsilon / 2)), 2)
    let eot =
      y * sin(2 * r(l0)) - 2 * e * sin(r(m)) + 4 * e * y * sin(r(m)) * cos(2 * r(l0))
      - 0.5 * y * y * sin(4 * r(l0)) - 1.25 * e * e * sin(2 * r(m))
    return (declination, 4 * eot * 180 / .pi)
  }
}
