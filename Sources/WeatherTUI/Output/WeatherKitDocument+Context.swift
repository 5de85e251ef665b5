import Foundation
import WeatherCore

// MARK: - Context in WeatherKit's shapes (v2 names, apis.md §4.3 and §4.6)

extension WeatherKitDocument {
  struct WeatherChangesJSON: Encodable {
    var forecastStart: Date?
    var forecastEnd: Date?
    var changes: [ChangeJSON]

    init(_ changes: [WeatherChange]) {
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
    var comparisons: [ComparisonJSON]

    init(_ comparisons: [HistoricalComparison]) {
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
      baselineValue = comparison.baselineValue
      deviation = comparison.deviation.rawValue
      baselineType = comparison.baselineType
      baselineStartDate = comparison.baselineStartDate.description
      baselineEndYear = comparison.baselineEndYear
      baselineStandardDeviation = comparison.baselineSpread
      zScore = comparison.zScore
      sampleCount = comparison.sampleCount
    }
  }
}

extension WeatherKitDocument {
  /// v2 daily summary: `date`, `startDate`, `endDate` are days since 1970-01-01.
  struct DailySummaryJSON: Encodable {
    var startDate: Int?
    var endDate: Int?
    var days: [SummaryDayJSON]

    init(_ days: [DailySummary]) {
      startDate = days.first?.day.dayNumber
      endDate = days.last?.day.dayNumber
      self.days = days.map(SummaryDayJSON.init)
    }
  }

  struct SummaryDayJSON: Encodable {
    var date: Int
    var temperatureMax: Double?
    var temperatureMin: Double?
    var precipitationAmount: Double?
    var snowfallAmount: Double?

    init(_ day: DailySummary) {
      date = day.day.dayNumber
      temperatureMax = day.temperatureMax
      temperatureMin = day.temperatureMin
      precipitationAmount = day.precipitationAmount
      snowfallAmount = day.snowfallAmount
    }
  }

  /// Monthly averages. Not WeatherKit's percentile shape (which is unverified): the mean daily
  /// high and low, and the mean monthly precipitation and snowfall totals, °C and mm.
  struct MonthlyStatisticsJSON: Encodable {
    var baselineStart: Int
    var baselineEnd: Int
    var source: String
    var months: [MonthJSON]

    init(_ normals: ClimateNormals) {
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
      averageTemperatureMax = month.averageHigh
      averageTemperatureMin = month.averageLow
      averagePrecipitationAmount = month.averagePrecipitation
      averageSnowfallAmount = month.averageSnowfall
    }
  }
}
