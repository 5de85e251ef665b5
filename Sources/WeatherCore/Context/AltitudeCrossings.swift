import FoundationEssentials
import Glibc

/// Where a body's altitude crosses a threshold within an interval: sampled on a fixed step, each
/// change of sign refined by bisection to about a second. Rising and setting are found the same
/// way for the sun's twilights and the moon, so a day on which the body never reaches the
/// threshold (polar night, a moon that stays up) simply has no crossing.
enum AltitudeCrossings {
  /// The instants in `start..<end` at which `height` (degrees above the threshold, a function of
  /// a unix time) changes sign, earliest first, each marked rising (from below) or setting.
  /// Crossings closer together than `step` can be missed: a body grazing the threshold.
  static func crossings(
    from start: Date, to end: Date, step: TimeInterval, height: (Double) -> Double
  ) -> [(time: Date, rising: Bool)] {
    let first = start.timeIntervalSince1970
    let last = end.timeIntervalSince1970
    guard last > first, step > 0 else { return [] }
    var found: [(time: Date, rising: Bool)] = []
    var a = first
    var ha = height(a)
    while a < last {
      let b = min(a + step, last)
      let hb = height(b)
      // A crossing where the sign changes; exactly zero at the end belongs to this step.
      if (ha < 0) != (hb < 0) {
        found.append((Date(timeIntervalSince1970: refine(a, ha, b, height)), ha < 0))
      }
      a = b
      ha = hb
    }
    return found
  }

  /// The crossings of each of `levels` (degrees) by `altitude`, sampled once for all of them:
  /// the sun's three twilights from one pass over the day.
  static func crossings(
    from start: Date, to end: Date, step: TimeInterval, levels: [Double], altitude: (Double) -> Double
  ) -> [[(time: Date, rising: Bool)]] {
    let first = start.timeIntervalSince1970
    let last = end.timeIntervalSince1970
    var found = Array(repeating: [(time: Date, rising: Bool)](), count: levels.count)
    guard last > first, step > 0 else { return found }
    var a = first
    var ha = altitude(a)
    while a < last {
      let b = min(a + step, last)
      let hb = altitude(b)
      for (index, level) in levels.enumerated() where (ha < level) != (hb < level) {
        let time = refine(a, ha - level, b) { altitude($0) - level }
        found[index].append((Date(timeIntervalSince1970: time), ha < level))
      }
      a = b
      ha = hb
    }
    return found
  }

  /// Bisection of `lo..<hi`, where `height` changes sign, to a second.
  private static func refine(_ lo: Double, _ hLo: Double, _ hi: Double, _ height: (Double) -> Double) -> Double {
    var (lo, hi, below) = (lo, hi, hLo < 0)
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if (height(mid) < 0) == below { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }

  // MARK: - Shared astronomy

  /// Degrees to radians.
  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

  /// Julian centuries since J2000.0 at a unix time.
  static func centuries(_ unixTime: Double) -> Double {
    (unixTime / 86_400 + 2_440_587.5 - 2_451_545.0) / 36_525
  }

  /// The altitude in degrees of a body at `declination` whose hour angle is `hourAngle`
  /// (both degrees) for an observer at `latitude`.
  static func altitude(latitude: Double, declination: Double, hourAngle: Double) -> Double {
    let φ = radians(latitude)
    let δ = radians(declination)
    let sine = sin(φ) * sin(δ) + cos(φ) * cos(δ) * cos(radians(hourAngle))
    return asin(min(1, max(-1, sine))) * 180 / .pi
  }
}
