import Foundation
import WeatherCore

/// One place's weather as fetched: the data, when it was fetched, and whether it is older than
/// it should be (served from cache past its lifetime, or kept after a failed refresh).
public struct WeatherSnapshot: Sendable, Equatable {
  public var weather: Weather
  /// When the provider produced this data (not when it was read from a cache).
  public var fetchedAt: Date
  public var isStale: Bool

  public init(weather: Weather, fetchedAt: Date, isStale: Bool = false) {
    self.weather = weather
    self.fetchedAt = fetchedAt
    self.isStale = isStale
  }

  /// Seconds since the data was fetched; never negative (a clock step backwards reads 0).
  public func age(at now: Date) -> TimeInterval {
    max(0, now.timeIntervalSince(fetchedAt))
  }

  /// The same data flagged stale, keeping its true fetch time so its age stays honest.
  public var markedStale: WeatherSnapshot {
    var copy = self
    copy.isStale = true
    return copy
  }
}
