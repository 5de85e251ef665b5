import FoundationEssentials

/// What a place's weather usually is, derived once from decades of daily data (ERA5): a
/// baseline for every calendar date and an average for every month.
public struct ClimateNormals: Sendable, Hashable, Codable {
  /// The usual values around one calendar date (index = `CalendarDay.leapYearIndex`).
  public struct DateNormal: Sendable, Hashable, Codable {
    /// Daily highs and lows of every day within ±`windowHalfWidth` days of the date, all years.
    public var high: SampleStatistics?
    public var low: SampleStatistics?
    /// Per year, the precipitation and snowfall summed over the 30 days before the date
    /// (years with a missing day are left out).
    public var precipitation30: SampleStatistics?
    public var snowfall30: SampleStatistics?

    public init(
      high: SampleStatistics?, low: SampleStatistics?, precipitation30: SampleStatistics?, snowfall30: SampleStatistics?
    ) {
      self.high = high
      self.low = low
      self.precipitation30 = precipitation30
      self.snowfall30 = snowfall30
    }
  }

  /// A day counts as wet from this much precipitation, mm (WMO's "precipitation day" is 0.1 mm
  /// or more, also Open-Meteo's threshold for a precipitation probability).
  public static let wetDayThreshold = 0.1

  /// Averages of one calendar month over all years.
  public struct MonthNormal: Sendable, Hashable, Codable {
    /// 1…12.
    public var month: Int
    /// Mean daily high and low, °C.
    public var averageHigh: Double?
    public var averageLow: Double?
    /// Mean monthly total, mm, over the years with every day of the month present.
    public var averagePrecipitation: Double?
    public var averageSnowfall: Double?
    /// Years that went into the totals.
    public var years: Int
    /// Share of the month's days with at least `wetDayThreshold` of precipitation, all years;
    /// nil in normals computed before it was kept.
    public var wetDayFraction: Double?

    public init(
      month: Int, averageHigh: Double?, averageLow: Double?, averagePrecipitation: Double?, averageSnowfall: Double?,
      years: Int, wetDayFraction: Double? = nil
    ) {
      self.wetDayFraction = wetDayFraction
      self.month = month
      self.averageHigh = averageHigh
      self.averageLow = averageLow
      self.averagePrecipitation = averagePrecipitation
      self.averageSnowfall = averageSnowfall
      self.years = years
    }
  }

  /// First and last day of the data the normals were computed from.
  public var firstDay: CalendarDay
  public var lastDay: CalendarDay
  /// Days in the data, and how many of them lacked a value (null in the archive).
  public var dayCount: Int
  public var missingDayCount: Int
  /// Where the data came from, e.g. "ERA5 reanalysis via Open-Meteo's archive API".
  public var source: String
  /// 366 entries, one per calendar date (29 February included).
  public var dates: [DateNormal]
  /// 12 entries, January first.
  public var months: [MonthNormal]
  /// Daily precipitation around each date; nil in normals computed before it was kept (it
  /// comes with the next archive fetch).
  public var dailyPrecipitation: DailyPrecipitationNormals?

  /// Days on either side of a date that count towards its temperature baseline.
  public static let windowHalfWidth = 7
  /// Days summed for the precipitation and snowfall comparisons.
  public static let accumulationDays = 30
  /// Fewest samples a baseline needs (pooled days for temperature, years for sums).
  public static let minimumTemperatureSamples = 30
  public static let minimumYears = 10

  public init(
    firstDay: CalendarDay, lastDay: CalendarDay, dayCount: Int, missingDayCount: Int, source: String,
    dates: [DateNormal], months: [MonthNormal], dailyPrecipitation: DailyPrecipitationNormals? = nil
  ) {
    self.dailyPrecipitation = dailyPrecipitation
    self.firstDay = firstDay
    self.lastDay = lastDay
    self.dayCount = dayCount
    self.missingDayCount = missingDayCount
    self.source = source
    self.dates = dates
    self.months = months
  }

  /// The baseline for the calendar date of `day` (29 February has its own).
  public func normal(for day: CalendarDay) -> DateNormal? {
    dates.indices.contains(day.leapYearIndex) ? dates[day.leapYearIndex] : nil
  }

  /// Years covered, e.g. "1970–2025".
  public var period: String { "\(firstDay.year)–\(lastDay.year)" }
}
