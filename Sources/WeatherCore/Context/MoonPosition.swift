import FoundationEssentials
import Glibc

/// The moon's geocentric position from the series of Meeus, "Astronomical Algorithms" (2nd ed.,
/// ch. 47, tables 47.A and 47.B, after ELP-2000/82): about 10″ in longitude, 4″ in latitude,
/// which puts moonrise and moonset within a few seconds of what the position alone decides.
struct MoonPosition: Sendable, Hashable {
  /// Apparent right ascension and declination (degrees; nutation in longitude left out, < 0.005°).
  var rightAscension: Double
  var declination: Double
  /// Centre of the earth to centre of the moon, kilometres.
  var distance: Double
  /// Geocentric ecliptic longitude and latitude, degrees.
  var longitude: Double
  var latitude: Double

  /// The position at a unix time (UT; the ~70 s of ΔT moves the moon by 0.01°, which is left out).
  init(at unixTime: Double) {
    let t = AltitudeCrossings.centuries(unixTime)
    let t2 = t * t
    let t3 = t2 * t
    let t4 = t3 * t
    func angle(_ degrees: Double) -> Double {
      AltitudeCrossings.radians(degrees.truncatingRemainder(dividingBy: 360))
    }
    let lp = 218.3164477 + 481_267.88123421 * t - 0.0015786 * t2 + t3 / 538_841 - t4 / 65_194_000
    let d = angle(297.8501921 + 445_267.1114034 * t - 0.0018819 * t2 + t3 / 545_868 - t4 / 113_065_000)
    let m = angle(357.5291092 + 35_999.0502909 * t - 0.0001536 * t2 + t3 / 24_490_000)
    let mp = angle(134.9633964 + 477_198.8675055 * t + 0.0087414 * t2 + t3 / 69_699 - t4 / 14_712_000)
    let f = angle(93.2720950 + 483_202.0175233 * t - 0.0036539 * t2 - t3 / 3_526_000 + t4 / 863_310_000)
    let a1 = angle(119.75 + 131.849 * t)
    let a2 = angle(53.09 + 479_264.290 * t)
    let a3 = angle(313.45 + 481_266.484 * t)
    // The sun's eccentricity shrinks the terms with its anomaly M.
    let e = 1 - 0.002516 * t - 0.0000074 * t2
    func eccentricity(_ mCount: Int) -> Double { abs(mCount) == 2 ? e * e : abs(mCount) == 1 ? e : 1 }

    var sumL = 0.0
    var sumR = 0.0
    for term in Self.longitudeAndDistance {
      let argument = term.d * d + Double(term.m) * m + term.mp * mp + term.f * f
      let factor = eccentricity(term.m)
      sumL += factor * term.l * sin(argument)
      sumR += factor * term.r * cos(argument)
    }
    var sumB = 0.0
    for term in Self.latitudeTerms {
      let argument = term.d * d + Double(term.m) * m + term.mp * mp + term.f * f
      sumB += eccentricity(term.m) * term.b * sin(argument)
    }
    let lpr = angle(lp)
    sumL += 3958 * sin(a1) + 1962 * sin(lpr - f) + 318 * sin(a2)
    sumB +=
      -2235 * sin(lpr) + 382 * sin(a3) + 175 * sin(a1 - f) + 175 * sin(a1 + f) + 127 * sin(lpr - mp)
      - 115 * sin(lpr + mp)

    longitude = (lp + sumL / 1_000_000).truncatingRemainder(dividingBy: 360)
    if longitude < 0 { longitude += 360 }
    latitude = sumB / 1_000_000
    distance = 385_000.56 + sumR / 1000

    let ε = AltitudeCrossings.radians(23.439_291_1 - 0.013_004_2 * t)
    let λ = AltitudeCrossings.radians(longitude)
    let β = AltitudeCrossings.radians(latitude)
    var ra = atan2(sin(λ) * cos(ε) - tan(β) * sin(ε), cos(λ)) * 180 / .pi
    if ra < 0 { ra += 360 }
    rightAscension = ra
    declination = asin(sin(β) * cos(ε) + cos(β) * sin(ε) * sin(λ)) * 180 / .pi
  }

  /// The moon's equatorial horizontal parallax, degrees.
  var parallax: Double { asin(6378.14 / distance) * 180 / .pi }

  /// Greenwich mean sidereal time in degrees at a unix time (Meeus 12.4).
  static func siderealTime(at unixTime: Double) -> Double {
    let days = unixTime / 86_400 + 2_440_587.5 - 2_451_545.0
    let t = days / 36_525
    let degrees = 280.460_618_37 + 360.985_647_366_29 * days + 0.000_387_933 * t * t - t * t * t / 38_710_000
    let reduced = degrees.truncatingRemainder(dividingBy: 360)
    return reduced < 0 ? reduced + 360 : reduced
  }

  // MARK: - Periodic terms (Meeus table 47.A: D, M, M′, F; Σl in 1e-6°, Σr in 1e-3 km)

  static let longitudeAndDistance: [(d: Double, m: Int, mp: Double, f: Double, l: Double, r: Double)] = [
    (0, 0, 1, 0, 6_288_774, -20_905_355), (2, 0, -1, 0, 1_274_027, -3_699_111), (2, 0, 0, 0, 658_314, -2_955_968),
    (0, 0, 2, 0, 213_618, -569_925), (0, 1, 0, 0, -185_116, 48_888), (0, 0, 0, 2, -114_332, -3_149),
    (2, 0, -2, 0, 58_793, 246_158), (2, -1, -1, 0, 57_066, -152_138), (2, 0, 1, 0, 53_322, -170_733),
    (2, -1, 0, 0, 45_758, -204_586), (0, 1, -1, 0, -40_923, -129_620), (1, 0, 0, 0, -34_720, 108_743),
    (0, 1, 1, 0, -30_383, 104_755), (2, 0, 0, -2, 15_327, 10_321), (0, 0, 1, 2, -12_528, 0),
    (0, 0, 1, -2, 10_980, 79_661), (4, 0, -1, 0, 10_675, -34_782), (0, 0, 3, 0, 10_034, -23_210),
    (4, 0, -2, 0, 8_548, -21_636), (2, 1, -1, 0, -7_888, 24_208), (2, 1, 0, 0, -6_766, 30_824),
    (1, 0, -1, 0, -5_163, -8_379), (1, 1, 0, 0, 4_987, -16_675), (2, -1, 1, 0, 4_036, -12_831),
    (2, 0, 2, 0, 3_994, -10_445), (4, 0, 0, 0, 3_861, -11_650), (2, 0, -3, 0, 3_665, 14_403),
    (0, 1, -2, 0, -2_689, -7_003), (2, 0, -1, 2, -2_602, 0), (2, -1, -2, 0, 2_390, 10_056),
    (1, 0, 1, 0, -2_348, 6_322), (2, -2, 0, 0, 2_236, -9_884), (0, 1, 2, 0, -2_120, 5_751),
    (0, 2, 0, 0, -2_069, 0), (2, -2, -1, 0, 2_048, -4_950), (2, 0, 1, -2, -1_773, 4_130),
    (2, 0, 0, 2, -1_595, 0), (4, -1, -1, 0, 1_215, -3_958), (0, 0, 2, 2, -1_110, 0),
    (3, 0, -1, 0, -892, 3_258), (2, 1, 1, 0, -810, 2_616), (4, -1, -2, 0, 759, -1_897),
    (0, 2, -1, 0, -713, -2_117), (2, 2, -1, 0, -700, 2_354), (2, 1, -2, 0, 691, 0),
    (2, -1, 0, -2, 596, 0), (4, 0, 1, 0, 549, -1_423), (0, 0, 4, 0, 537, -1_117),
    (4, -1, 0, 0, 520, -1_571), (1, 0, -2, 0, -487, -1_739), (2, 1, 0, -2, -399, 0),
    (0, 0, 2, -2, -381, -4_421), (1, 1, 1, 0, 351, 0), (3, 0, -2, 0, -340, 0),
    (4, 0, -3, 0, 330, 0), (2, -1, 2, 0, 327, 0), (0, 2, 1, 0, -323, 1_165),
    (1, 1, -1, 0, 299, 0), (2, 0, 3, 0, 294, 0), (2, 0, -1, -2, 0, 8_752),
  ]

  // Meeus table 47.B: D, M, M′, F; Σb in 1e-6°.
  static let latitudeTerms: [(d: Double, m: Int, mp: Double, f: Double, b: Double)] = [
    (0, 0, 0, 1, 5_128_122), (0, 0, 1, 1, 280_602), (0, 0, 1, -1, 277_693), (2, 0, 0, -1, 173_237),
    (2, 0, -1, 1, 55_413), (2, 0, -1, -1, 46_271), (2, 0, 0, 1, 32_573), (0, 0, 2, 1, 17_198),
    (2, 0, 1, -1, 9_266), (0, 0, 2, -1, 8_822), (2, -1, 0, -1, 8_216), (2, 0, -2, -1, 4_324),
    (2, 0, 1, 1, 4_200), (2, 1, 0, -1, -3_359), (2, -1, -1, 1, 2_463), (2, -1, 0, 1, 2_211),
    (2, -1, -1, -1, 2_065), (0, 1, -1, -1, -1_870), (4, 0, -1, -1, 1_828), (0, 1, 0, 1, -1_794),
    (0, 0, 0, 3, -1_749), (0, 1, -1, 1, -1_565), (1, 0, 0, 1, -1_491), (0, 1, 1, 1, -1_475),
    (0, 1, 1, -1, -1_410), (0, 1, 0, -1, -1_344), (1, 0, 0, -1, -1_335), (0, 0, 3, 1, 1_107),
    (4, 0, 0, -1, 1_021), (4, 0, -1, 1, 833), (0, 0, 1, -3, 777), (4, 0, -2, 1, 671),
    (2, 0, 0, -3, 607), (2, 0, 2, -1, 596), (2, -1, 1, -1, 491), (2, 0, -2, 1, -451),
    (0, 0, 3, -1, 439), (2, 0, 2, 1, 422), (2, 0, -3, -1, 421), (2, 1, -1, 1, -366),
    (2, 1, 0, 1, -351), (4, 0, 0, 1, 331), (2, -1, 1, 1, 315), (2, -2, 0, -1, 302),
    (0, 0, 1, 3, -283), (2, 1, 1, -1, -229), (1, 1, 0, -1, 223), (1, 1, 0, 1, 223),
    (0, 1, -2, -1, -220), (2, 1, -1, -1, -220), (1, 0, 1, 1, -185), (2, -1, -2, -1, 181),
    (0, 1, 2, 1, -177), (4, 0, -2, -1, 176), (4, -1, -1, -1, 166), (1, 0, 1, -1, -164),
    (4, 0, 1, -1, 132), (1, 0, -1, -1, -119), (4, -1, 0, -1, 115), (2, -2, 0, 1, 107),
  ]
}
