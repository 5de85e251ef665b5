import FoundationEssentials
import WeatherCore
import WeatherProviders

// MARK: - Context in WeatherKit's shapes (v2 names, apis.md §4.3 and §4.6)

extension WeatherKitDocument {
  /// How WeatherTUI computes the datasets no provider serves it (docs/context.md has more).
  enum Method {
    static let weatherChanges =
      "each day against the day before: highs and lows (steady within 1 °C), daytime and overnight precipitation sums"
    static let historicalComparisons =
      "today's forecast against the mean and standard deviation for the date: z-score classes at 0.5 and 1.5"
    static let monthlyStatistics = "means of the daily highs and lows and of the monthly totals, per calendar month"
  }
}

extension WeatherKitDocument {
  struct WeatherChangesJSON: Encodable {
    var metadata: WeatherKitREST.Metadata
    var forecastStart: Date?
    var forecastEnd: Date?
    var changes: [ChangeJSON]

    init(_ changes: [WeatherChange], metadata: WeatherKitREST.Metadata) {
      self.metadata = metadata
      forecastStart = changes.first?.forecastStart
      forecastEnd = changes.last?.forecastEnd
      self.changes = changes.map(ChangeJSON.init)
    }
  }

  /// Directions are `increase`, `decrease` or `steady`; absent when a day lacks the value.
  struct ChangeJSON: Encodable {
    var forecastStart: Date
    var forecastEnd: Date
    var maxTemperatureChange: String?
    var minTemperatureChange: String?
    var dayPrecipitationChange: String?
    var nightPrecipitationChange: String?

    init(_ change: WeatherChange) {
      forecastStart = change.forecastStart
      forecastEnd = change.forecastEnd
      maxTemperatureChange = change.maxTemperatureChange?.rawValue
      minTemperatureChange = change.minTemperatureChange?.rawValue
      dayPrecipitationChange = change.dayPrecipitationChange?.rawValue
      nightPrecipitationChange = change.nightPrecipitationChange?.rawValue
    }
  }

  struct HistoricalComparisonsJSON: Encodable {
    var metadata: WeatherKitREST.Metadata
    var comparisons: [ComparisonJSON]

    init(_ comparisons: [HistoricalComparison], metadata: WeatherKitREST.Metadata) {
      self.metadata = metadata
      self.comparisons = comparisons.map(ComparisonJSON.init)
    }
  }

  /// `condition` ∈ temperature_max, temperature_min, precipitation, snowfall; values in °C or mm;
  /// `deviation` ∈ muchLower, lower, normal, higher, muchHigher.
  struct ComparisonJSON: Encodable {
    var condition: String
    var currentValue: Double
    var baselineValue: Double
    var deviation: String
    var baselineType: String
    /// "yyyy-mm-dd".
    var baselineStartDate: String
    /// Not WeatherKit's, so the numbers can be checked (docs/context.md): the baseline's last
    /// year, its standard deviation as used, the z-score and the samples behind the mean.
    var baselineEndYear: Int
    var baselineStandardDeviation: Double
    var zScore: Double
    var sampleCount: Int

    init(_ comparison: HistoricalComparison) {
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

extension WeatherKitDocument {
  /// v2 daily summary, with `date`, `startDate`, `endDate` as ISO-8601 dates ("2026-11-22")
  /// rather than WeatherKit v2's days since 1970, so a reader need not know that convention.
  struct DailySummaryJSON: Encodable {
    var metadata: WeatherKitREST.Metadata
    var startDate: String?
    var endDate: String?
    var days: [SummaryDayJSON]

    init(_ days: [DailySummary], metadata: WeatherKitREST.Metadata) {
      self.metadata = metadata
      startDate = days.first?.day.description
      endDate = days.last?.day.description
      self.days = days.map(SummaryDayJSON.init)
    }
  }

  struct SummaryDayJSON: Encodable {
    var date: String
    var temperatureMax: Double?
    var temperatureMin: Double?
    var precipitationAmount: Double?
    var snowfallAmount: Double?

    init(_ day: DailySummary) {
      date = day.day.description
      temperatureMax = day.temperatureMax
      temperatureMin = day.temperatureMin
      precipitationAmount = day.precipitationAmount
      snowfallAmount = day.snowfallAmount
    }
  }

  /// Monthly averages. Not WeatherKit's percentile shape (which is unverified): the mean daily
  /// high and low, and the mean monthly precipitation and snowfall totals, °C and mm.
  struct MonthlyStatisticsJSON: Encodable {
    var metadata: WeatherKitREST.Metadata
    var baselineStart: Int
    var baselineEnd: Int
    var source: String
    var months: [MonthJSON]

    init(_ normals: ClimateNormals, fetchedAt: Date) {
      metadata = .computed(from: normals.source, at: fetchedAt, method: Method.monthlyStatistics)
      baselineStart = normals.firstDay.year
      baselineEnd = normals.lastDay.year
      source = normals.source
      months = normals.months.map(MonthJSON.init)
    }
  }

  struct MonthJSON: Encodable {
    var month: Int
    var averageTemperatureMax: Double?
    var averageTemperatureMin: Double?
    var averagePrecipitationAmount: Double?
    var averageSnowfallAmount: Double?

    init(_ month: ClimateNormals.MonthNormal) {
      self.month = month.month
      averageTemperatureMax = month.averageHigh?.rounded(toPlaces: 2)
      averageTemperatureMin = month.averageLow?.rounded(toPlaces: 2)
      averagePrecipitationAmount = month.averagePrecipitation?.rounded(toPlaces: 2)
      averageSnowfallAmount = month.averageSnowfall?.rounded(toPlaces: 2)
    }
  }
}
