import FoundationEssentials
import Glibc

/// The moon's phase, computed (not fetched) from the elongation of the moon from the sun.
/// Raw values are WeatherKit's JSON tokens.
public enum MoonPhase: String, Sendable, Hashable, Codable, CaseIterable {
  case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, thirdQuarter, waningCrescent

  /// The phase at `date`: eight equal 45° sectors of elongation centred on 0° (new), 90° (first
  /// quarter), 180° (full) and 270° (third quarter), so each named phase spans about 3.7 days.
  public init(at date: Date) {
    // Elongation is NaN for an instant beyond any calendar; such a date has no phase to show,
    // and "new" (nothing drawn) is the least misleading answer.
    let sector = ((Self.elongation(at: date) + 22.5) / 45).roundedInteger(.down).map { ($0 % 8 + 8) % 8 } ?? 0
    self = Self.allCases[sector]
  }

  /// The phase at local noon of `day` in `timeZone`, the value shown for a forecast day.
  public init(day: CalendarDay, timeZone: ZoneRules) {
    self.init(at: day.instant(hour: 12, in: timeZone))
  }

  /// "Waxing crescent".
  public var description: String {
    switch self {
    case .new: "New moon"
    case .waxingCrescent: "Waxing crescent"
    case .firstQuarter: "First quarter"
    case .waxingGibbous: "Waxing gibbous"
    case .full: "Full moon"
    case .waningGibbous: "Waning gibbous"
    case .thirdQuarter: "Third quarter"
    case .waningCrescent: "Waning crescent"
    }
  }

  // MARK: - Astronomy

  /// Geocentric elongation of the moon east of the sun, 0…360° (0 new, 180 full), from the
  /// low-precision series in Meeus, "Astronomical Algorithms" (ch. 25 sun, ch. 47 moon's main
  /// terms): good to about 0.3°, i.e. the phase instants to within an hour.
  public static func elongation(at date: Date) -> Double {
    let d = date.timeIntervalSince1970 / 86_400 + 2_440_587.5 - 2_451_545.0
    let t = d / 36_525
    // Sun: mean longitude, mean anomaly, equation of centre.
    let l0 = 280.46646 + 36_000.76983 * t
    let m = 357.52911 + 35_999.05029 * t
    let sun = l0 + 1.914602 * sin(radians(m)) + 0.019993 * sin(radians(2 * m))
    // Moon: mean longitude, mean elongation, anomaly, argument of latitude.
    let lm = 218.3164477 + 481_267.88123421 * t
    let dm = 297.8501921 + 445_267.1114034 * t
    let mm = 134.9633964 + 477_198.8675055 * t
    let f = 93.2720950 + 483_202.0175233 * t
    let moon =
      lm + 6.288774 * sin(radians(mm)) + 1.274027 * sin(radians(2 * dm - mm))
      + 0.658314 * sin(radians(2 * dm)) + 0.213618 * sin(radians(2 * mm))
      - 0.185116 * sin(radians(m)) - 0.114332 * sin(radians(2 * f))
      + 0.058793 * sin(radians(2 * dm - 2 * mm)) + 0.057066 * sin(radians(2 * dm - m - mm))
      + 0.053322 * sin(radians(2 * dm + mm)) + 0.045758 * sin(radians(2 * dm - m))
    let e = (moon - sun).truncatingRemainder(dividingBy: 360)
    return e < 0 ? e + 360 : e
  }

  /// Illuminated fraction of the disc, 0…1 (phase angle ≈ 180° − elongation).
  public static func illumination(at date: Date) -> Double {
    (1 - cos(radians(elongation(at: date)))) / 2
  }

  private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
