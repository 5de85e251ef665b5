import FoundationEssentials

/// How far a current value is from its historical baseline (WeatherKit's `Deviation`).
public enum Deviation: String, Sendable, Hashable, Codable, CaseIterable {
  case muchLower, lower, normal, higher, muchHigher

  /// |z| below this is normal …
  public static let normalLimit = 0.5
  /// … and from this on "much" higher or lower (z in standard deviations of the baseline).
  public static let muchLimit = 1.5

  /// How today is compared with the climate, in words for `metadata` (made from the limits
  /// above, so the words cannot drift from the code).
  public static var method: String {
    "today's forecast against the mean and standard deviation for the date: z-score classes at "
      + "\(normalLimit.methodText) and \(muchLimit.methodText)"
  }

  /// The class of a z-score: z ≤ −1.5 much lower, −1.5 < z ≤ −0.5 lower, |z| < 0.5 normal,
  /// 0.5 ≤ z < 1.5 higher, z ≥ 1.5 much higher.
  public init(zScore z: Double) {
    if z <= -Self.muchLimit {
      self = .muchLower
    } else if z <= -Self.normalLimit {
      self = .lower
    } else if z < Self.normalLimit {
      self = .normal
    } else if z < Self.muchLimit {
      self = .higher
    } else {
      self = .muchHigher
    }
  }
}

/// Today's weather against what is usual for the date, shaped after WeatherKit's historical
/// comparison (`condition`, `currentValue`, `baselineValue`, `deviation`, `baselineType`,
/// `baselineStartDate`).
public struct HistoricalComparison: Sendable, Hashable, Codable {
  /// What is compared; raw values are WeatherKit's JSON tokens.
  public enum Condition: String, Sendable, Hashable, Codable {
    /// Today's forecast high against the daily highs within ±7 days of the date, over the baseline years.
    case temperatureMax = "temperature_max"
    case temperatureMin = "temperature_min"
    /// Precipitation of the 30 days before today against the same 30 days of every year.
    case precipitation
    case snowfall

    /// Whether the baseline is of 30-day sums (one sample a year) rather than pooled days.
    public var isSum: Bool { self == .precipitation || self == .snowfall }
  }

  public var condition: Condition
  /// °C for temperatures, mm for precipitation and snowfall (snow depth).
  public var currentValue: Double
  /// The baseline's mean.
  public var baselineValue: Double
  /// The baseline's standard deviation as used (floored, see `minimumSpread`).
  public var baselineSpread: Double
  /// (current − mean) / spread.
  public var zScore: Double
  public var deviation: Deviation
  /// Always "mean": the baseline is an average.
  public var baselineType: String
  /// First day of the data behind the baseline (1991-01-01 for the standard 1991–2020 normals).
  public var baselineStartDate: CalendarDay
  /// Last year in the baseline.
  public var baselineEndYear: Int
  /// Samples behind the baseline: pooled days for temperatures, years for sums.
  public var sampleCount: Int

  public init(
    condition: Condition, currentValue: Double, baselineValue: Double, baselineSpread: Double,
    zScore: Double, deviation: Deviation, baselineType: String = "mean",
    baselineStartDate: CalendarDay, baselineEndYear: Int, sampleCount: Int
  ) {
    self.condition = condition
    self.currentValue = currentValue
    self.baselineValue = baselineValue
    self.baselineSpread = baselineSpread
    self.zScore = zScore
    self.deviation = deviation
    self.baselineType = baselineType
    self.baselineStartDate = baselineStartDate
    self.baselineEndYear = baselineEndYear
    self.sampleCount = sampleCount
  }

  /// Smallest standard deviation used, so a place that never sees snow does not turn 0.2 mm
  /// into "much higher": 0.5 °C for temperatures, 1 mm for sums.
  public static func minimumSpread(_ condition: Condition) -> Double {
    switch condition {
    case .temperatureMax, .temperatureMin: 0.5
    case .precipitation, .snowfall: 1
    }
  }

  /// The comparison of `current` with `baseline`; nil when there is no baseline.
  public init?(_ condition: Condition, current: Double?, baseline: SampleStatistics?, normals: ClimateNormals) {
    guard let current, current.isFinite, let baseline else { return nil }
    let spread = max(baseline.standardDeviation, Self.minimumSpread(condition))
    let z = (current - baseline.mean) / spread
    self.init(
      condition: condition, currentValue: current, baselineValue: baseline.mean, baselineSpread: spread,
      zScore: z, deviation: Deviation(zScore: z), baselineStartDate: normals.firstDay,
      baselineEndYear: normals.lastDay.year, sampleCount: baseline.count)
  }
}
