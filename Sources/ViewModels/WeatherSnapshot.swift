import FoundationEssentials
import WeatherCore

/// One place's weather as fetched: the data and when it was fetched. Whether it is stale is a
/// matter of time (`isStale(at:refreshInterval:)`), not of whether the last refresh failed.
public struct WeatherSnapshot: Sendable, Equatable {
  public var weather: Weather
  /// When the provider produced this data (not when it was read from a cache).
  public var fetchedAt: Date

  public init(weather: Weather, fetchedAt: Date) {
    self.weather = weather
    self.fetchedAt = fetchedAt
  }

  /// How far past its expiry data may go before it is called stale: the minute tick that
  /// starts a due refresh, the request and a first retry all fit in it, so STALE never flashes
  /// up during an ordinary refresh or after one failed attempt.
  public static let staleGrace: TimeInterval = 300

  /// Seconds since the data was fetched; never negative (a clock step backwards reads 0).
  public func age(at now: Date) -> TimeInterval {
    max(0, now.timeIntervalSince(fetchedAt))
  }

  /// When the data expires: the provider's own expiry or the next scheduled refresh, whichever
  /// is later (a user who refreshes every 30 minutes has not got stale data at minute 11).
  public func expiresAt(refreshInterval: TimeInterval) -> Date {
    max(weather.metadata.expireTime, fetchedAt.addingTimeInterval(refreshInterval))
  }

  /// The instant the data turns stale: its expiry plus `staleGrace`.
  public func staleAt(refreshInterval: TimeInterval) -> Date {
    expiresAt(refreshInterval: refreshInterval).addingTimeInterval(Self.staleGrace)
  }

  /// Whether the data is older than it may be at `now`.
  public func isStale(at now: Date, refreshInterval: TimeInterval) -> Bool {
    now >= staleAt(refreshInterval: refreshInterval)
  }
}
