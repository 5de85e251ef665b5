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
