import FoundationEssentials

/// Moonrise and moonset of one day at a place, computed (never served) from the moon's position
/// (`MoonPosition`, Meeus ch. 47): the instants its upper limb meets the horizon, with standard
/// refraction and the moon's parallax (the altitude of its centre is 0.7275 × parallax − 0.5667°,
/// Meeus ch. 15), as almanacs tabulate them. Either is nil on a day the moon does not rise or
/// does not set (it does so about once a month, and near the poles for days at a time).
public struct MoonriseTimes: Sendable, Hashable {
  public var moonrise: Date?
  public var moonset: Date?

  /// The first rising and the first setting from `start` (inclusive) to `end` (exclusive),
  /// usually a local day.
  public init(from start: Date, to end: Date, latitude: Double, longitude: Double) {
    let found = AltitudeCrossings.crossings(from: start, to: end, step: 1200) {
      Self.heightAboveRising(at: $0, latitude: latitude, longitude: longitude)
    }
    moonrise = found.first { $0.rising }?.time
    moonset = found.first { !$0.rising }?.time
  }

  /// Degrees of the moon's geocentric altitude above the altitude at which its upper limb is on
  /// the horizon.
  static func heightAboveRising(at unixTime: Double, latitude: Double, longitude: Double) -> Double {
    let moon = MoonPosition(at: unixTime)
    let hourAngle = MoonPosition.siderealTime(at: unixTime) + longitude - moon.rightAscension
    let altitude = AltitudeCrossings.altitude(
      latitude: latitude, declination: moon.declination, hourAngle: hourAngle)
    return altitude - (0.7275 * moon.parallax - 0.5667)
  }
}
