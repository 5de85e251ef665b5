import FoundationEssentials

/// Why a place has no normals yet although nothing failed: asking for decades of daily data
/// costs hundreds of Open-Meteo's weighted calls a place, so places are asked for in order
/// (the shown one first) as long as the request budget lasts, and the rest on later hours or
/// days.
public struct ClimateDeferral: Sendable, Hashable {
  /// When the budget renews and the place is asked for again.
  public var retryAt: Date
  /// Which budget is spent, e.g. "today's budget of 8,000 Open-Meteo calls is spent".
  public var reason: String
  /// Whether it waits for another day (not just a later hour).
  public var isNextDay: Bool

  public init(retryAt: Date, reason: String, isNextDay: Bool) {
    self.retryAt = retryAt
    self.reason = reason
    self.isNextDay = isNextDay
  }

  /// One line for the place: "normals come tomorrow: today's budget … is spent".
  public var message: String {
    "normals come \(isNextDay ? "on a later day" : "later today"): \(reason)"
  }
}

/// How many places have climate normals, for "climate for 12 of 100 places".
public struct ClimateCoverage: Sendable, Hashable {
  public var loaded: Int
  public var total: Int
  /// Places waiting for budget.
  public var deferred: Int

  public init(loaded: Int, total: Int, deferred: Int) {
    self.loaded = loaded
    self.total = total
    self.deferred = deferred
  }

  /// The coverage of `statuses` (nil entries are places not asked yet).
  public init(_ statuses: [ClimateStatus?]) {
    self.init(
      loaded: statuses.filter { $0?.record != nil }.count, total: statuses.count,
      deferred: statuses.filter { $0?.deferral != nil }.count)
  }

  /// "climate for 12 of 100 places".
  public var text: String {
    "climate for \(loaded) of \(total) place\(total == 1 ? "" : "s")"
  }
}
