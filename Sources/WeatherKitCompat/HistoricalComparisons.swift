import Foundation
internal import WeatherCore

/// Today against what is usual for the date, most significant first, WeatherKit's
/// `HistoricalComparisons`: computed by WeatherTUI from the ERA5 record of 1991–2020 (Open-Meteo's
/// archive, fetched once per place and kept) and the last 30 days.
public struct HistoricalComparisons: RandomAccessCollection, Hashable, Sendable {
  public var comparisons: [HistoricalComparison]
  public var metadata: WeatherMetadata

  public var startIndex: Int { comparisons.startIndex }
  public var endIndex: Int { comparisons.endIndex }
  public subscript(position: Int) -> HistoricalComparison { comparisons[position] }
}

/// One comparison: today's high or low against the date's mean over 1991–2020, or the last 30 days'
/// precipitation or snowfall against the same 30 days of every year.
public enum HistoricalComparison: Hashable, Sendable {
  case highTemperature(Trend<UnitTemperature>)
  case lowTemperature(Trend<UnitTemperature>)
  case precipitationAmount(Trend<UnitLength>)
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
public struct Trend<Dimension: Foundation.Dimension>: Hashable, Sendable {
  public var baseline: TrendBaseline<Dimension>
  public var currentValue: Measurement<Dimension>
  public var deviation: Deviation
}

/// The value a trend is measured against.
public struct TrendBaseline<Dimension: Foundation.Dimension>: Hashable, Sendable {
  public let kind: Kind
  /// When the data behind the baseline begins (1991-01-01 for the WMO standard period).
  public let startDate: Date
  public let value: Measurement<Dimension>

  /// What kind of statistic the baseline is.
  public enum Kind: Codable, Hashable, Sendable {
    case mean
  }
}

/// How far a value is from its baseline, in standard deviations of the baseline: below 0.5
/// normal, from 1.5 "much".
public enum Deviation: Codable, Hashable, Sendable {
  case muchHigher, higher, normal, lower, muchLower

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
