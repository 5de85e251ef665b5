import FoundationEssentials
import WeatherCore

/// What the status view (`i`) lists, as plain values: how old each place's data is and why its
/// last refresh failed, in full, the refresh schedule, and every warning since start.
public struct StatusReport: Sendable {
  /// One saved place's data.
  public struct Place: Sendable {
    public var name: String
    /// When its data was fetched; nil when it has none.
    public var fetchedAt: Date?
    /// When that data turns stale.
    public var staleAt: Date?
    public var isStale: Bool
    public var isUpdating: Bool
    /// Why its last refresh failed, as the provider or network said; nil when it did not.
    public var failure: String?
    public var failedAt: Date?
    /// Why its climate record could not be had, in full; nil when nothing went wrong.
    public var climateFailure: String?
    /// When its climate record, still to come, is expected by (the refresh plan's promise).
    public var climateExpectedBy: Date?
    /// Why its alert source could not be read, in full; nil when alerts are in hand or no source
    /// covers it.
    public var alertsFailure: String?
    /// When those alerts are asked again; nil for the next refresh.
    public var alertsRetryAt: Date?

    public init(
      name: String, fetchedAt: Date?, staleAt: Date?, isStale: Bool, isUpdating: Bool = false,
      failure: String? = nil, failedAt: Date? = nil, climateFailure: String? = nil, climateExpectedBy: Date? = nil
    ) {
      self.climateExpectedBy = climateExpectedBy
      self.name = name
      self.fetchedAt = fetchedAt
      self.staleAt = staleAt
      self.isStale = isStale
      self.isUpdating = isUpdating
      self.failure = failure
      self.failedAt = failedAt
      self.climateFailure = climateFailure
    }
  }

  /// One logged notice: a warning, or a refresh failure (repeats counted).
  public struct Notice: Sendable {
    public var isWarning: Bool
    public var text: String
    public var firstAt: Date
    public var lastAt: Date
    public var count: Int

    public init(isWarning: Bool, text: String, firstAt: Date, lastAt: Date, count: Int = 1) {
      self.isWarning = isWarning
      self.text = text
      self.firstAt = firstAt
      self.lastAt = lastAt
      self.count = count
    }
  }

  public var places: [Place]
  /// Oldest first, as logged.
  public var notices: [Notice]
  public var providerName: String
  public var refreshInterval: TimeInterval
  public var nextRefresh: Date?
  public var rateLimitedUntil: Date?
  public var now: Date
  /// The machine's zone: the status view speaks of the room's clock.
  public var timeZone: ZoneRules
  /// How many places have climate normals; nil when no climate was asked for.
  public var climateCoverage: ClimateCoverage?
  /// When the next deferred place is asked for again.
  public var climateRetryAt: Date?
  /// How often forecasts refresh within the provider's day, and what that leaves for climate;
  /// nil when there is no budget to plan around.
  public var plan: RefreshPlan?
  /// What one place's climate record costs, in words ("30 years of daily data (1991–2020) cost
  /// about 313 calls a place").
  public var climateCost: String?
  /// Until when a request waits for Open-Meteo's per-minute limit, while one does.
  public var minuteWaitUntil: Date?
  /// The theme on screen and the terminal background it was chosen for, in words; nil to leave
  /// it out.
  public var display: String?

  public init(
    places: [Place], notices: [Notice], providerName: String, refreshInterval: TimeInterval,
    nextRefresh: Date?, rateLimitedUntil: Date? = nil, now: Date, timeZone: ZoneRules,
    climateCoverage: ClimateCoverage? = nil, climateRetryAt: Date? = nil
  ) {
    self.climateCoverage = climateCoverage
    self.climateRetryAt = climateRetryAt
    self.places = places
    self.notices = notices
    self.providerName = providerName
    self.refreshInterval = refreshInterval
    self.nextRefresh = nextRefresh
    self.rateLimitedUntil = rateLimitedUntil
    self.now = now
    self.timeZone = timeZone
  }
}
