/// A forecast: a collection of minutes, hours or days with the metadata of the answer.
public struct Forecast<Element: Sendable & Hashable>: RandomAccessCollection, Hashable, Sendable {
  /// The forecast's elements: its minute steps, hours or days.
  public var forecast: [Element]
  /// When and for which place the forecast was read, and until when it holds.
  public var metadata: WeatherMetadata
  /// The next hour in words, for a minute forecast (see `summary`).
  var minuteSummary = ""

  init(_ forecast: [Element], metadata: WeatherMetadata, minuteSummary: String = "") {
    self.forecast = forecast
    self.metadata = metadata
    self.minuteSummary = minuteSummary
  }

  public var startIndex: Int { forecast.startIndex }
  public var endIndex: Int { forecast.endIndex }
  public subscript(position: Int) -> Element { forecast[position] }
}

extension Forecast where Element == MinuteWeather {
  /// The next hour in words, e.g. "Rain starting in 20 min", as WeatherKit's `summary` (served by
  /// WeatherKit, else computed by WeatherTUI from the steps).
  public var summary: String { minuteSummary }
}

// MARK: - Archiving

extension Forecast: Codable where Element: Codable {
  private enum CodingKeys: String, CodingKey {
    case forecast, metadata, summary
  }

  /// Writes the elements and the metadata (and a minute forecast's summary).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(forecast, forKey: .forecast)
    try container.encode(metadata, forKey: .metadata)
    if !minuteSummary.isEmpty { try container.encode(minuteSummary, forKey: .summary) }
  }

  /// Reads a forecast `encode(to:)` wrote.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode([Element].self, forKey: .forecast),
      metadata: try container.decode(WeatherMetadata.self, forKey: .metadata),
      minuteSummary: try container.decodeIfPresent(String.self, forKey: .summary) ?? "")
  }
}
