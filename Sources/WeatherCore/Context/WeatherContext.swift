import FoundationEssentials

/// The context for one place at one moment, computed together: day parts (as the model holds
/// them), changes and their headline, and (with a climate record)
/// today's historical comparisons.
public struct WeatherContext: Sendable, Hashable {
  /// One per `weather.dailyForecast` entry.
  public var dayParts: [DayParts]
  /// Tomorrow against today, the day after against tomorrow, …
  public var changes: [WeatherChange]
  public var headline: WeatherChangeHeadline?
  /// Most significant first; empty without a climate record.
  public var comparisons: [HistoricalComparison]

  public init(weather: Weather, climate: ClimateRecord?, now: Date) {
    dayParts = DayParts.forecast(for: weather)
    changes = WeatherChange.changes(for: weather)
    headline = WeatherChangeHeadline.mostSignificant(changes)
    comparisons = climate.map { HistoricalComparison.comparisons(for: weather, record: $0, now: now) } ?? []
  }

  /// The comparison worth a line: the most significant one, if it is not normal.
  public var notableComparison: HistoricalComparison? {
    comparisons.first { $0.deviation != .normal }
  }
}
