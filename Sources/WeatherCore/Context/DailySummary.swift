import FoundationEssentials

/// One past day's totals, shaped after WeatherKit's daily summary: high, low, precipitation and
/// snowfall of a local calendar day. Missing values (e.g. ERA5's last days) stay nil.
public struct DailySummary: Sendable, Hashable, Codable {
  public var day: CalendarDay
  /// °C.
  public var temperatureMax: Double?
  public var temperatureMin: Double?
  /// mm (liquid equivalent).
  public var precipitationAmount: Double?
  /// mm of snow depth.
  public var snowfallAmount: Double?

  public init(
    day: CalendarDay, temperatureMax: Double? = nil, temperatureMin: Double? = nil,
    precipitationAmount: Double? = nil, snowfallAmount: Double? = nil
  ) {
    self.day = day
    self.temperatureMax = temperatureMax
    self.temperatureMin = temperatureMin
    self.precipitationAmount = precipitationAmount
    self.snowfallAmount = snowfallAmount
  }
}

/// Mean, sample standard deviation and size of a set of values.
public struct SampleStatistics: Sendable, Hashable, Codable {
  public var mean: Double
  public var standardDeviation: Double
  public var count: Int

  public init(mean: Double, standardDeviation: Double, count: Int) {
    self.mean = mean
    self.standardDeviation = standardDeviation
    self.count = count
  }

  /// Statistics of `values` (non-finite ones skipped); nil with fewer than `minimumCount`.
  public init?(_ values: [Double], minimumCount: Int = 2) {
    let finite = values.filter(\.isFinite)
    guard finite.count >= max(minimumCount, 1) else { return nil }
    let mean = finite.reduce(0, +) / Double(finite.count)
    let squares = finite.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    let sd = finite.count > 1 ? (squares / Double(finite.count - 1)).squareRoot() : 0
    self.init(mean: mean, standardDeviation: sd, count: finite.count)
  }
}
