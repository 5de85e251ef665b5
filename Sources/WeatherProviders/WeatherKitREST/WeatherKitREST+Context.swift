import FoundationEssentials
import WeatherCore

// MARK: - Context in WeatherKit's shapes (v2 names, apis.md §4.3 and §4.6), computed by WeatherTUI

extension WeatherKitREST {
  /// How WeatherTUI computes the datasets no provider serves it (docs/context.md has more).
  public enum Method {
    /// Made from `WeatherChange`'s thresholds (a stated 1 °C once contradicted the 2 °C used).
    public static var weatherChanges: String { WeatherChange.method }
    /// Made from `Deviation`'s z-score limits.
    public static var historicalComparisons: String { Deviation.method }
    public static let monthlyStatistics =
      "means of the daily highs and lows and of the monthly totals, per calendar month"
  }
}

extension WeatherKitREST {
  public struct WeatherChanges: Encodable, Sendable {
    public var metadata: Metadata
    public var forecastStart: Date?
    public var forecastEnd: Date?
    public var changes: [Change]

    public init(_ changes: [WeatherChange], metadata: Metadata) {
      self.metadata = metadata
      forecastStart = changes.first?.forecastStart
      forecastEnd = changes.last?.forecastEnd
      self.changes = changes.map(Change.init)
    }
  }

  /// Directions are `increase`, `decrease` or `steady`; absent when a day lacks the value.
  public struct Change: Encodable, Sendable {
    public var forecastStart: Date
    public var forecastEnd: Date
    public var maxTemperatureChange: String?
    public var minTemperatureChange: String?
    public var dayPrecipitationChange: String?
    public var nightPrecipitationChange: String?

    public init(_ change: WeatherChange) {
      forecastStart = change.forecastStart
      forecastEnd = change.forecastEnd
      maxTemperatureChange = change.maxTemperatureChange?.rawValue
      minTemperatureChange = change.minTemperatureChange?.rawValue
      dayPrecipitationChange = change.dayPrecipitationChange?.rawValue
      nightPrecipitationChange = change.nightPrecipitationChange?.rawValue
    }
  }

  public struct HistoricalComparisons: Encodable, Sendable {
    public var metadata: Metadata
    public var comparisons: [Comparison]

    public init(_ comparisons: [HistoricalComparison], metadata: Metadata) {
      self.metadata = metadata
      self.comparisons = comparisons.map(Comparison.init)
    }
  }

  /// `condition` ∈ temperature_max, temperature_min, precipitation, snowfall; values in °C or mm;
  /// `deviation` ∈ muchLower, lower, normal, higher, muchHigher.
  public struct Comparison: Encodable, Sendable {
    public var condition: String
    public var currentValue: Double
    public var baselineValue: Double
    public var deviation: String
    public var baselineType: String
    /// "yyyy-mm-dd".
    public var baselineStartDate: String
    /// Not WeatherKit's, so the numbers can be checked (docs/context.md): the baseline's last
    /// year, its standard deviation as used, the z-score and the samples behind the mean.
    public var baselineEndYear: Int
    public var baselineStandardDeviation: Double
    public var zScore: Double
    public var sampleCount: Int

    public init(_ comparison: HistoricalComparison) {
      condition = comparison.condition.rawValue
      currentValue = comparison.currentValue
      // Computed statistics to two decimals: more would be noise of the arithmetic.
      baselineValue = comparison.baselineValue.rounded(toPlaces: 2)
      deviation = comparison.deviation.rawValue
      baselineType = comparison.baselineType
      baselineStartDate = comparison.baselineStartDate.description
      baselineEndYear = comparison.baselineEndYear
      baselineStandardDeviation = comparison.baselineSpread.rounded(toPlaces: 2)
      zScore = comparison.zScore.rounded(toPlaces: 2)
      sampleCount = comparison.sampleCount
    }
  }
}

extension WeatherKitREST {
  /// v2 daily summary, with `date`, `startDate`, `endDate` as ISO-8601 dates ("2026-11-22")
  /// rather than WeatherKit v2's days since 1970, so a reader need not know that convention.
  public struct DailySummaryDocument: Encodable, Sendable {
    public var metadata: Metadata
    public var startDate: String?
    public var endDate: String?
    public var days: [SummaryDay]

    public init(_ days: [DailySummary], metadata: Metadata) {
      self.metadata = metadata
      startDate = days.first?.day.description
      endDate = days.last?.day.description
      self.days = days.map(SummaryDay.init)
    }
  }

  public struct SummaryDay: Encodable, Sendable {
    public var date: String
    public var temperatureMax: Double?
    public var temperatureMin: Double?
    public var precipitationAmount: Double?
    public var snowfallAmount: Double?

    public init(_ day: DailySummary) {
      date = day.day.description
      temperatureMax = day.temperatureMax
      temperatureMin = day.temperatureMin
      precipitationAmount = day.precipitationAmount
      snowfallAmount = day.snowfallAmount
    }
  }

  /// Monthly averages. Not WeatherKit's percentile shape (which is unverified): the mean daily
  /// high and low, and the mean monthly precipitation and snowfall totals, °C and mm.
  public struct MonthlyStatistics: Encodable, Sendable {
    public var metadata: Metadata
    public var baselineStart: Int
    public var baselineEnd: Int
    public var source: String
    public var months: [MonthStatistics]

    public init(_ normals: ClimateNormals, fetchedAt: Date) {
      metadata = .computed(from: normals.source, at: fetchedAt, method: Method.monthlyStatistics)
      baselineStart = normals.firstDay.year
      baselineEnd = normals.lastDay.year
      source = normals.source
      months = normals.months.map(MonthStatistics.init)
    }
  }

  public struct MonthStatistics: Encodable, Sendable {
    public var month: Int
    public var averageTemperatureMax: Double?
    public var averageTemperatureMin: Double?
    public var averagePrecipitationAmount: Double?
    public var averageSnowfallAmount: Double?

    public init(_ month: ClimateNormals.MonthNormal) {
      self.month = month.month
      averageTemperatureMax = month.averageHigh?.rounded(toPlaces: 2)
      averageTemperatureMin = month.averageLow?.rounded(toPlaces: 2)
      averagePrecipitationAmount = month.averagePrecipitation?.rounded(toPlaces: 2)
      averageSnowfallAmount = month.averageSnowfall?.rounded(toPlaces: 2)
    }
  }
}

extension WeatherKitREST.Metadata {
  /// Who computed what no provider served.
  public static let computedBy = "WeatherTUI"

  /// The metadata of a dataset WeatherTUI computed entirely.
  public static func computed(from source: String, at readTime: Date, method: String) -> WeatherKitREST.Metadata {
    var metadata = WeatherKitREST.Metadata()
    metadata.providerName = computedBy
    metadata.derivedFrom = source
    metadata.method = method
    metadata.readTime = readTime
    return metadata
  }
}
