import FoundationEssentials

/// Moonrise and moonset of one day at a place, computed (never served) from the moon's position
/// (`MoonPosition`, Meeus ch. 47): the instants its upper limb meets the horizon, with standard
/// refraction and the moon's parallax (the altitude of its centre is 0.7275 × parallax − 0.5667°,
/// Meeus ch. 15), as almanacs tabulate them. Either is nil on a day the moon does not rise or
/// does not set (it does so about once a month, and near the poles for days at a time).
public struct MoonriseTimes: Sendable, Hashable {
  public var moonrise: Date?
  public var moonset: Date?

  /// Hours between the moon's computed positions, between which they are interpolated (as Meeus
  /// ch. 15 does with three a day): over three hours the moon's declination curves by less than
  /// 0.001°, a fraction of a second of rise time, and a day costs nine positions, not hundreds.
  static let positionStep: TimeInterval = 3 * 3600

  /// The first rising and the first setting from `start` (inclusive) to `end` (exclusive),
  /// usually a local day.
  public init(from start: Date, to end: Date, latitude: Double, longitude: Double) {
    let first = start.timeIntervalSince1970
    let count = max(2, Int(((end.timeIntervalSince1970 - first) / Self.positionStep).rounded(.up)) + 1)
    let positions = (0..<count).map { MoonPosition(at: first + Double($0) * Self.positionStep) }
    let found = AltitudeCrossings.crossings(from: start, to: end, step: 1200) { time in
      Self.heightAboveRising(
        Self.interpolated(positions, from: first, at: time), at: time, latitude: latitude, longitude: longitude)
    }
    moonrise = found.first { $0.rising }?.time
    moonset = found.first { !$0.rising }?.time
  }

  /// Right ascension, declination and parallax (degrees) at `time`, linear between the two
  /// positions around it; right ascension across 0° is unwrapped first.
  static func interpolated(_ positions: [MoonPosition], from first: Double, at time: Double) -> (
    rightAscension: Double, declination: Double, parallax: Double
  ) {
    let offset = max(0, (time - first) / positionStep)
    let index = min(positions.count - 2, Int(offset))
    let fraction = offset - Double(index)
    let (a, b) = (positions[index], positions[index + 1])
    var step = b.rightAscension - a.rightAscension
    if step < -180 { step += 360 } else if step > 180 { step -= 360 }
    return (
      a.rightAscension + fraction * step, a.declination + fraction * (b.declination - a.declination),
      a.parallax + fraction * (b.parallax - a.parallax)
    )
  }

  /// Degrees of the moon's geocentric altitude above the altitude at which its upper limb is on
  /// the horizon.
  static func heightAboveRising(
    _ moon: (rightAscension: Double, declination: Double, parallax: Double), at unixTime: Double,
    latitude: Double, longitude: Double
  ) -> Double {
    let hourAngle = MoonPosition.siderealTime(at: unixTime) + longitude - moon.rightAscension
    let altitude = AltitudeCrossings.altitude(
      latitude: latitude, declination: moon.declination, hourAngle: hourAngle)
    return altitude - (0.7275 * moon.parallax - 0.5667)
  }
}
