/// How much pollen of one kind is in the air, in the words pollen services forecast with.
///
/// Open-Meteo serves concentrations only (grains/m³, CAMS); the words come from national pollen
/// services' classes (see `PollenKind.level(of:)` and docs/air-quality.md).
public enum PollenLevel: Int, Sendable, Hashable, CaseIterable, Comparable, Codable {
  case none, low, moderate, high, veryHigh

  /// The word a person reads: "none", "low", "moderate", "high", "very high".
  public var words: String {
    switch self {
    case .none: "none"
    case .low: "low"
    case .moderate: "moderate"
    case .high: "high"
    case .veryHigh: "very high"
    }
  }

  public static func < (lhs: PollenLevel, rhs: PollenLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension PollenKind {
  /// The level of `grains` per m³ of this pollen; nil for a value no concentration can take
  /// (negative, NaN, infinite).
  ///
  /// Classes of MeteoSwiss, the Swiss federal weather service ("Belastungsklassen der allergenen
  /// Pollenarten": schwach, mässig, stark, sehr stark, of the mean daily concentration) for
  /// alder, birch, grass, mugwort and ragweed; MeteoSwiss does not class olive, so olive takes
  /// the Italian aerobiology classes for Oleaceae (UNI 11108:2004, as ARPA Umbria publishes
  /// them: bassa, media, alta), which have no "very high". Below a class's first value the level
  /// is `.none`. The classes were set for daily means measured at stations; applied here to
  /// CAMS's hourly model values, they are a guide, not a health threshold.
  public func level(of grains: Double) -> PollenLevel? {
    guard grains.isFinite, grains >= 0 else { return nil }
    let bounds = lowerBounds
    var level = PollenLevel.none
    for (candidate, bound) in zip(PollenLevel.allCases.dropFirst(), bounds) where grains >= bound {
      level = candidate
    }
    return level
  }

  /// The lowest concentration of `.low`, `.moderate`, `.high` and `.veryHigh` (fewer where the
  /// source has fewer classes), grains/m³.
  var lowerBounds: [Double] {
    switch self {
    // MeteoSwiss: Erle 1–10, 11–69, 70–249, ≥ 250.
    case .alder: [1, 11, 70, 250]
    // MeteoSwiss: Birke 1–10, 11–69, 70–299, ≥ 300.
    case .birch: [1, 11, 70, 300]
    // MeteoSwiss: Gräser 1–19, 20–49, 50–149, ≥ 150.
    case .grass: [1, 20, 50, 150]
    // MeteoSwiss: Beifuss 1–5, 6–14, 15–49, ≥ 50.
    case .mugwort: [1, 6, 15, 50]
    // MeteoSwiss: Ambrosia 1–5, 6–10, 11–39, ≥ 40.
    case .ragweed: [1, 6, 11, 40]
    // UNI 11108 (ARPA Umbria), Oleaceae: 0.6–4.9, 5.0–24.9, ≥ 25.0.
    case .olive: [0.6, 5, 25]
    }
  }
}
