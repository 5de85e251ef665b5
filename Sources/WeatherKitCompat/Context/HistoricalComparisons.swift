import Foundation
internal import WeatherCore

/// Today against what is usual for the date, most significant first, WeatherKit's
/// `HistoricalComparisons`: computed by WeatherTUI from the ERA5 record of 1991–2020 (Open-Meteo's
/// archive, fetched once per place and kept) and the last 30 days.
public struct HistoricalComparisons: RandomAccessCollection, Codable, Hashable, Sendable {
  /// The comparisons, the one furthest from usual (in standard deviations) first.
  public var comparisons: [HistoricalComparison]
  /// When and for which place the forecast behind the comparisons was read, and until when it holds.
  public var metadata: WeatherMetadata

  public var startIndex: Int { comparisons.startIndex }
  public var endIndex: Int { comparisons.endIndex }
  public subscript(position: Int) -> HistoricalComparison { comparisons[position] }
}

/// One comparison: today's high or low against the date's mean over 1991–2020, or the last 30 days'
/// precipitation or snowfall against the same 30 days of every year.
public enum HistoricalComparison: Codable, Hashable, Sendable {
  /// Today's forecast high against the mean daily high within ±7 days of the date.
  case highTemperature(Trend<UnitTemperature>)
  /// Today's forecast low against the mean daily low within ±7 days of the date.
  case lowTemperature(Trend<UnitTemperature>)
  /// The last 30 days' precipitation against the mean of the same 30 days of every year.
  case precipitationAmount(Trend<UnitLength>)
  /// The last 30 days' snowfall (snow depth) against the same 30 days' mean; only where snow fell or is usual.
  case snowfallAmount(Trend<UnitLength>)

  init(_ comparison: WeatherCore.HistoricalComparison, zone: ZoneRules) {
    let start = comparison.baselineStartDate.start(in: zone)
    let deviation = Deviation(comparison.deviation)
    func temperature() -> Trend<UnitTemperature> {
      Trend(
        baseline: TrendBaseline(kind: .mean, startDate: start, value: Measure.celsius(comparison.baselineValue)),
        currentValue: Measure.celsius(comparison.currentValue), deviation: deviation)
    }
    func length() -> Trend<UnitLength> {
      Trend(
        baseline: TrendBaseline(kind: .mean, startDate: start, value: Measure.millimeters(comparison.baselineValue)),
        currentValue: Measure.millimeters(comparison.currentValue), deviation: deviation)
    }
    switch comparison.condition {
    case .temperatureMax: self = .highTemperature(temperature())
    case .temperatureMin: self = .lowTemperature(temperature())
    case .precipitation: self = .precipitationAmount(length())
    case .snowfall: self = .snowfallAmount(length())
    }
  }
}

/// A current value, its baseline, and how far apart they are.
public struct Trend<Dimension: Foundation.Dimension>: Codable, Hashable, Sendable {
  /// What the current value is compared with: the mean for the date or for the 30 days.
  public var baseline: TrendBaseline<Dimension>
  /// The value now: today's forecast high or low, or the last 30 days' total.
  public var currentValue: Measurement<Dimension>
  /// How far the current value is from the baseline, in its standard deviations (floored at 0.5 °C or 1 mm).
  public var deviation: Deviation
}

/// The value a trend is measured against.
public struct TrendBaseline<Dimension: Foundation.Dimension>: Codable, Hashable, Sendable {
  /// What statistic the baseline is: always the mean.
  public let kind: Kind
  /// When the data behind the baseline begins (1991-01-01 for the WMO standard period).
  public let startDate: Date
  /// The baseline's value: the mean high or low around the date, or the mean 30-day total.
  public let value: Measurement<Dimension>

  /// What kind of statistic the baseline is.
  public enum Kind: Codable, Hashable, Sendable {
    /// The average of the samples over the baseline's years.
    case mean
  }
}

/// How far a value is from its baseline, in standard deviations of the baseline: below 0.5
/// normal, from 1.5 "much".
public enum Deviation: Codable, Hashable, Sendable {
  /// 1.5 standard deviations or more above the baseline.
  case muchHigher
  /// From 0.5 up to 1.5 standard deviations above the baseline.
  case higher
  /// Less than 0.5 standard deviations from the baseline.
  case normal
  /// From 0.5 up to 1.5 standard deviations below the baseline.
  case lower
  /// 1.5 standard deviations or more below the baseline.
  case muchLower

  init(_ deviation: WeatherCore.Deviation) {
    switch deviation {
    case .muchHigher: self = .muchHigher
    case .higher: self = .higher
    case .normal: self = .normal
    case .lower: self = .lower
    case .muchLower: self = .muchLower
    }
  }
}
