import FoundationEssentials

/// The sun's twilights, solar noon and solar midnight of one day at a place, computed (never
/// served) with NOAA's solar position equations (`SolarDay.position`): the instants the sun's
/// centre passes 6°, 12° and 18° below the horizon rising (dawn) and setting (dusk), as the
/// almanacs define them, without refraction. Nil where the sun does not reach that depth that
/// day (a summer night in the north has no astronomical dusk; polar day has no civil dawn).
public struct TwilightTimes: Sendable, Hashable {
  public var astronomicalDawn: Date?
  public var nauticalDawn: Date?
  public var civilDawn: Date?
  /// When the sun is highest (its hour angle is zero).
  public var solarNoon: Date?
  public var civilDusk: Date?
  public var nauticalDusk: Date?
  public var astronomicalDusk: Date?
  /// When the sun is lowest (its hour angle is 180°), the first in the day.
  public var solarMidnight: Date?

  /// Depression of the sun's centre below the horizon at civil, nautical and astronomical twilight.
  public static let civilDepression = 6.0
  public static let nauticalDepression = 12.0
  public static let astronomicalDepression = 18.0

  /// The events from `start` (inclusive) to `end` (exclusive), usually a local day: the first
  /// rising and the first setting crossing of each depression, and the transits.
  public init(from start: Date, to end: Date, latitude: Double, longitude: Double) {
    let found = AltitudeCrossings.crossings(
      from: start, to: end, step: 1200,
      levels: [-Self.civilDepression, -Self.nauticalDepression, -Self.astronomicalDepression]
    ) { Self.altitude(at: $0, latitude: latitude, longitude: longitude) }
    func dawn(_ index: Int) -> Date? { found[index].first { $0.rising }?.time }
    func dusk(_ index: Int) -> Date? { found[index].first { !$0.rising }?.time }
    (civilDawn, civilDusk) = (dawn(0), dusk(0))
    (nauticalDawn, nauticalDusk) = (dawn(1), dusk(1))
    (astronomicalDawn, astronomicalDusk) = (dawn(2), dusk(2))
    solarNoon = Self.transit(from: start, to: end, longitude: longitude, hourAngle: 0)
    solarMidnight = Self.transit(from: start, to: end, longitude: longitude, hourAngle: 180)
  }

  /// The sun's altitude in degrees at a unix time (NOAA: declination and equation of time).
  static func altitude(at unixTime: Double, latitude: Double, longitude: Double) -> Double {
    let position = SolarDay.position(at: unixTime)
    return AltitudeCrossings.altitude(
      latitude: latitude, declination: position.declination * 180 / .pi,
      hourAngle: hourAngle(at: unixTime, longitude: longitude, equationOfTime: position.equationOfTime))
  }

  /// The sun's hour angle in degrees: true solar time from the UTC time of day, the equation of
  /// time (minutes) and the longitude, minus noon.
  static func hourAngle(at unixTime: Double, longitude: Double, equationOfTime: Double) -> Double {
    let minutes = unixTime.truncatingRemainder(dividingBy: 86_400) / 60
    return (minutes + equationOfTime + 4 * longitude) / 4 - 180
  }

  /// The first instant in the interval at which the sun's hour angle is `hourAngle` (0 noon,
  /// 180 midnight), iterating on the equation of time.
  static func transit(from start: Date, to end: Date, longitude: Double, hourAngle: Double) -> Date? {
    let first = (start.timeIntervalSince1970 / 86_400).rounded(.down)
    let offset = (720 + 4 * hourAngle - 4 * longitude).truncatingRemainder(dividingBy: 1440) * 60
    for day in [first - 1, first, first + 1] {
      var instant = day * 86_400 + offset
      for _ in 0..<3 {
        instant = day * 86_400 + offset - SolarDay.position(at: instant).equationOfTime * 60
      }
      let date = Date(timeIntervalSince1970: instant)
      if date >= start && date < end { return date }
    }
    return nil
  }
}
