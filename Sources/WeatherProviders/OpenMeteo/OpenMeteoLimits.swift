import FoundationEssentials

/// The weighted-call limits this machine keeps to (reference/apis.md §1.7).
///
/// Open-Meteo's free tier refuses a request (429) once a client's count reaches 600 in the
/// current minute, 5,000 in the UTC hour or 10,000 in the UTC day; the count is checked
/// *before* a request and its weight added after it (RateLimiter.swift), so a single heavy
/// request is served but everything after it in that minute is refused. Our own day is
/// smaller than the server's, and climate requests leave room for forecasts and searches.
public struct OpenMeteoLimits: Sendable, Equatable {
  public var perMinute: Double
  public var perHour: Double
  /// This machine's own budget for a UTC day (the server allows 10,000).
  public var perDay: Double
  /// Left free in every hour when planning climate requests: forecasts and searches come first.
  public var hourlyReserve: Double
  /// Left free in every minute when sending climate requests: a climate request goes only
  /// while the minute's count stays below `perMinute - minuteReserve` with it, so the server's
  /// count never reaches its limit because of climate, and a forecast or search asked meanwhile
  /// is served at once.
  public var minuteReserve: Double
  /// Forecast refreshes per hour, for reserving the rest of the day for them (`OpenMeteoServices`
  /// sets it from the refresh interval; 6 for the default 10 minutes).
  public var refreshesPerHour: Double

  public init(
    perMinute: Double = 600, perHour: Double = 5_000, perDay: Double = 8_000, hourlyReserve: Double = 1_000,
    minuteReserve: Double = 100, refreshesPerHour: Double = 6
  ) {
    self.perMinute = perMinute
    self.perHour = perHour
    self.perDay = perDay
    self.hourlyReserve = hourlyReserve
    self.minuteReserve = minuteReserve
    self.refreshesPerHour = refreshesPerHour
  }

  /// The free tier's limits and an 8,000-call day.
  public static let standard = OpenMeteoLimits()

  /// The most one climate request may weigh: what a minute leaves after its reserve. Heavier
  /// records are asked in parts (`OpenMeteoArchiveProvider`), one part a minute at most.
  public var climateRequestCap: Double { max(1, perMinute - minuteReserve) }
}
