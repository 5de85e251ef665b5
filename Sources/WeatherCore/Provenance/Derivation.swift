import FoundationEssentials

/// A value WeatherTUI computed because the provider did not serve it: which field, from what,
/// and how, so that every output can say so (`metadata.derived` in the JSON).
public struct Derivation: Sendable, Hashable, Codable {
  public var dataset: WeatherDataset
  /// The field's path inside the dataset, e.g. "days[].moonPhase".
  public var field: String
  /// The data it was computed from, e.g. "Open-Meteo hourly forecast".
  public var derivedFrom: String
  /// How, in a phrase a reader can check (docs/context.md has the details).
  public var method: String

  public init(dataset: WeatherDataset, field: String, derivedFrom: String, method: String) {
    self.dataset = dataset
    self.field = field
    self.derivedFrom = derivedFrom
    self.method = method
  }
}

extension Weather {
  /// Whether WeatherTUI computed `field` of `dataset` (it is listed in `metadata.derived`),
  /// so that the screen can mark it as computed.
  public func isComputed(_ dataset: WeatherDataset, _ field: String) -> Bool {
    metadata.derived.contains { $0.dataset == dataset && $0.field == field }
  }

  /// The next-hour summary as the provider served it; empty when there was none (ours is then
  /// in `nextHourSummary`, listed in `metadata.derived`).
  public var servedNextHourSummary: [NextHourPeriod] {
    isComputed(.forecastNextHour, "summary") ? [] : nextHourSummary
  }
}
