import FoundationEssentials
import Glibc
import WeatherCore

/// Everything the dashboard shows, as one value. Changed only by `DashboardState.reduce`.
public struct DashboardState: Sendable, Equatable {
  /// A line for the footer and the instant it stops being shown.
  public struct Notice: Sendable, Equatable {
    public var text: String
    public var until: Date
  }

  /// One entry of the notice log the status view lists: a warning or a failed refresh, in full.
  public struct LoggedNotice: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
      /// Something the user should fix or know (config, theme, cache).
      case warning
      /// A refresh that failed; the text is the reason, as the provider or network gave it.
      case refreshFailed
    }
    public var kind: Kind
    public var text: String
    /// When it was first logged, and last seen again (the same failure repeating).
    public var firstAt: Date
    public var lastAt: Date
    /// How many times in a row it happened.
    public var count: Int
  }

  /// Overlays drawn above the dashboard.
  public enum Overlay: Sendable, Equatable {
    case none
    case help
    /// The climate statistics view (`s`).
    case statistics
    /// The place search box (`/`); keys go to it, not to the dashboard.
    case search
    /// "Remove this place? y/n".
    case confirmRemove
    /// The full text of alert `index` (in display order), scrolled down `offset` lines.
    case alert(index: Int, offset: Int)
    /// The status view (`i`): every place's data age and last error in full, and the notices,
    /// scrolled down `offset` lines.
    case status(offset: Int)
    /// The warning-area box (`A`); keys go to it.
    case alertArea
  }

  /// The default time between automatic refreshes: ten minutes, Open-Meteo's update cadence.
  public static let defaultRefreshInterval: TimeInterval = 600
  /// How long any key pauses the rotation of places.
  public static let rotationPause: TimeInterval = 60
  /// A refresh in flight longer than this is presumed lost; a new one may start.
  public static let refreshTimeout: TimeInterval = 180

  public var places: [PlaceState]
  public var selectedIndex: Int
  /// First hour shown in the hourly strip, as an offset into the selected place's hours.
  public var hourScroll: Int
  public var units: UnitSystem
  /// Names of the available themes, in cycling order.
  public var themeNames: [String]
  public var themeIndex: Int
  public var overlay: Overlay
  /// The wall clock as of the last action that carried it.
  public var now: Date
  /// When the last refresh finished (successfully or not).
  public var lastRefresh: Date?
  /// When the next automatic refresh is due; nil until the first refresh has finished.
  public var nextRefreshAt: Date?
  /// When the refresh in flight started; nil when none is in flight.
  public var refreshStartedAt: Date?
  /// The places of the fetch in flight, in the order its outcomes will come back.
  public var refreshLocations: [Location] = []
  /// Whether the fetch in flight was asked for with `r`; such a fetch never moves the
  /// automatic schedule when it fails.
  public var refreshIsManual = false
  /// Until when the provider refuses requests (a 429's reset time), as of the last refresh.
  public var rateLimitedUntil: Date?
  /// Until when a request waits for this minute's Open-Meteo calls to clear, while one does.
  public var openMeteoWaitUntil: Date?
  /// Set when `r` was pressed during a rate limit: the footer says until when (cleared by the
  /// next key, or once the limit has passed).
  public var rateLimitNotice: Date?
  /// A warning the user must see while the dashboard runs (a damaged cache entry discarded, a
  /// theme file with a bad key), and until when the footer shows it.
  public var warningNotice: Notice?
  /// A short answer to a key that changed something not otherwise visible ("theme: light"):
  /// shown until the next key or until it runs out.
  public var flashNotice: Notice?
  /// Warnings and failed refreshes so far, oldest first, at most `noticeLogLimit`.
  public var noticeLog: [LoggedNotice] = []
  /// The alerts announced for each place, so each new or upgraded one is noticed once.
  public var alertWatch = AlertWatch()
  /// Places whose alerts could not be read, by place key, and when they are asked again.
  public var alertRetries: [String: AlertRetry] = [:]
  /// Seconds between refreshes as configured; `plannedRefreshInterval` is what is kept to.
  public var refreshInterval: TimeInterval
  /// What a refresh and a climate record cost against the provider's day; nil when there is no
  /// budget to plan around (WeatherKit, or limits off).
  public var refreshCosts: RefreshPlan.Costs?
  /// The stretched interval last announced on screen, so it is said once.
  public var announcedStretch: TimeInterval?
  /// The terminal size in cells, once known.
  public var screenColumns: Int?
  public var screenRows: Int?
  /// How many hours the hourly strip shows at the current width: the strip scrolls no further
  /// than to put its last hour at the right edge.
  public var visibleHourColumns: Int = 1
  public var quitRequested: Bool

  // MARK: - Places and the wall display

  /// The search box's state; meaningful while `overlay == .search`.
  public var search: PlaceSearch
  /// The warning-area box's state; meaningful while `overlay == .alertArea`.
  public var areaPicker: AlertAreaPicker?
  /// Failed refreshes in a row; drives the retry backoff. Zero after a success.
  public var consecutiveFailures: Int
  /// Seconds between place rotations; nil when places do not rotate.
  public var rotationInterval: TimeInterval?
  /// Rotation waits until then after a key press.
  public var rotationPausedUntil: Date?
  /// The dim span of the day, read on `localTimeZone`'s clock; nil for none.
  public var quietHours: QuietHours?
  /// The zone of the machine (and so of the room the display hangs in).
  public var localTimeZone: ZoneRules
  /// The air-quality index every place shows; nil for each place's own (`AirQualityScale.default`).
  public var airQualityScale: AirQualityScale?
  /// When air quality is next asked for; nil to ask with the next forecasts.
  public var airQualityDueAt: Date?
  /// When the air-quality request in flight started; nil when none is.
  public var airQualityStartedAt: Date?
  /// Whether every place's card is on screen instead of the selected place (`o`).
  public var showsOverview = false
  /// Whether the rotation comes back to the overview between places: a display started on
  /// the overview (`--overview`) treats it as home.
  public var overviewInRotation = false

  public init(
    places: [Location], units: UnitSystem, themeNames: [String] = [], themeIndex: Int = 0,
    now: Date, refreshInterval: TimeInterval = DashboardState.defaultRefreshInterval,
    rotationInterval: TimeInterval? = nil, quietHours: QuietHours? = nil, localTimeZone: ZoneRules = .current,
    startsOnOverview: Bool = false
  ) {
    self.places = places.map { PlaceState(location: $0) }
    self.selectedIndex = 0
    self.hourScroll = 0
    self.units = units
    self.themeNames = themeNames
    self.themeIndex = themeNames.indices.contains(themeIndex) ? themeIndex : 0
    self.overlay = .none
    self.now = now
    self.refreshInterval = max(60, refreshInterval)
    self.quitRequested = false
    self.search = PlaceSearch()
    self.consecutiveFailures = 0
    self.rotationInterval = rotationInterval.map { max(5, $0) }
    self.quietHours = quietHours
    self.localTimeZone = localTimeZone
    showsOverview = startsOnOverview
    overviewInRotation = startsOnOverview
    // With nothing saved, the first thing to do is to find a place.
    if places.isEmpty { overlay = .search }
  }

  // MARK: - Derived

  /// The place on screen; nil only when there are no places.
  public var selectedPlace: PlaceState? {
    places.indices.contains(selectedIndex) ? places[selectedIndex] : nil
  }

  public var themeCount: Int { themeNames.count }

  /// The current theme's name; nil when no themes were given.
  public var themeName: String? {
    themeNames.indices.contains(themeIndex) ? themeNames[themeIndex] : nil
  }

  /// The effect that keeps how the user left the view for the next start.
  var rememberedView: DashboardEffect {
    .rememberView(units: units, theme: themeName, place: selectedPlace?.location)
  }

  /// Whether a refresh is in flight.
  public var isRefreshing: Bool { refreshStartedAt != nil }

  /// How long a posted warning stays in the footer.
  public static let warningNoticeDuration: TimeInterval = 120

  /// The posted warning, while it is due to be shown.
  public var activeWarningNotice: String? {
    warningNotice.flatMap { now < $0.until ? $0.text : nil }
  }

  /// The reset time to name after `r` was refused, while the limit is still in force.
  public var activeRateLimitNotice: Date? {
    rateLimitNotice.flatMap { $0 > now ? $0 : nil }
  }

  /// `openMeteoWaitUntil` while it is still ahead.
  public var activeOpenMeteoWait: Date? {
    openMeteoWaitUntil.flatMap { $0 > now ? $0 : nil }
  }

  /// The index `place` shows: the configured one, else the one of its region.
  public func airQualityScale(for place: PlaceState) -> AirQualityScale {
    airQualityScale ?? .default(for: place.snapshot?.weather.location ?? place.location)
  }

  /// Whether the display is dimmed now.
  public var isQuietHours: Bool {
    quietHours?.contains(now, in: localTimeZone) ?? false
  }

  /// Alerts in force now for the selected place (expired ones drop out between refreshes).
  public var activeAlertCount: Int {
    selectedPlace?.snapshot?.weather.alerts.active(at: now).alerts.count ?? 0
  }

  /// The largest valid `hourScroll` for the selected place: the one that shows its last hour at
  /// the strip's right edge. Hours already past are not counted, as the strip does not show them.
  public var maximumHourScroll: Int {
    let hours = selectedPlace?.snapshot?.weather.hourlyForecast ?? []
    let upcoming = hours.count { $0.date.addingTimeInterval(3600) > now }
    return max(0, upcoming - max(1, visibleHourColumns))
  }

  // MARK: - Staleness

  /// Whether `place`'s data is past its expiry (`WeatherSnapshot.staleAt`); false without data.
  public func isStale(_ place: PlaceState) -> Bool {
    place.snapshot?.isStale(at: now, refreshInterval: plannedRefreshInterval) ?? false
  }

  // MARK: - The refresh plan

  /// The refresh plan for the places and climate records now; nil without `refreshCosts`.
  public var refreshPlan: RefreshPlan? {
    guard let refreshCosts else { return nil }
    let pending = places.count { Self.awaitsClimateRecord($0) }
    return RefreshPlan(
      places: places.count, pendingRecords: pending, configured: refreshInterval, costs: refreshCosts)
  }

  /// The places' indices in the order their climate is asked: the shown place first, so it is
  /// the one that gets its record when the request budget runs short.
  public var climateLoadOrder: [Int] {
    places.indices.contains(selectedIndex)
      ? [selectedIndex] + places.indices.filter { $0 != selectedIndex } : Array(places.indices)
  }

  /// Whether `place`'s climate record is still to come: not asked yet, loading or deferred (a
  /// failed one backs off for hours to days and is not planned for).
  public static func awaitsClimateRecord(_ place: PlaceState) -> Bool {
    switch place.climate {
    case .loaded?, .failed?: false
    case nil, .loading?, .deferred?: true
    }
  }

  /// Seconds between refreshes: the plan's (stretched while it must be) or the configured one.
  public var plannedRefreshInterval: TimeInterval {
    refreshPlan?.interval ?? refreshInterval
  }

  /// When the last refresh of `place` failed, while its failure is the latest news of it.
  public func refreshFailedAt(_ place: PlaceState) -> Date? {
    place.forecast.failureMessage == nil ? nil : lastRefresh
  }

  // MARK: - Notices

  /// How many entries the notice log keeps.
  public static let noticeLogLimit = 30
  /// How long an answer to a key ("theme: light") stays in the footer.
  public static let flashNoticeDuration: TimeInterval = 60

  /// The answer to the last key, while it is due to be shown.
  public var activeFlashNotice: String? {
    flashNotice.flatMap { now < $0.until ? $0.text : nil }
  }

  /// Until when a key press holds the rotation of places, while it does.
  public var activeRotationPause: Date? {
    guard rotationInterval != nil, places.count > 1 else { return nil }
    return rotationPausedUntil.flatMap { $0 > now ? $0 : nil }
  }

  /// Adds `text` to the notice log; the same text as the newest entry counts as a repeat.
  mutating func log(_ kind: LoggedNotice.Kind, _ text: String, at date: Date) {
    if var last = noticeLog.last, last.kind == kind, last.text == text {
      last.lastAt = date
      last.count += 1
      noticeLog[noticeLog.count - 1] = last
      return
    }
    noticeLog.append(LoggedNotice(kind: kind, text: text, firstAt: date, lastAt: date, count: 1))
    if noticeLog.count > Self.noticeLogLimit { noticeLog.removeFirst(noticeLog.count - Self.noticeLogLimit) }
  }
}

// MARK: - New alerts

extension DashboardState {
  /// Notices the alerts in force not announced before for each place, or raised since
  /// (`AlertWatch`); the effect announces them (bell, `on_alert`), all of one answer together.
  /// Nil when there are none.
  mutating func watchAlerts() -> DashboardEffect? {
    var news: [AlertAnnouncement] = []
    let names = Location.distinctNames(places.map(\.location))
    for (index, place) in places.enumerated() {
      guard let weather = place.snapshot?.weather, case .covered = weather.alerts else { continue }
      let active = weather.alerts.active(at: now).alerts
      for (alert, upgraded) in alertWatch.observe(placeKey: place.location.roundedKey, alerts: active, now: now) {
        news.append(
          AlertAnnouncement(placeName: names[index], location: place.location, alert: alert, upgraded: upgraded))
      }
    }
    return news.isEmpty ? nil : .announceAlerts(news)
  }

  /// Whether the place's newest alert stands out now (its tab badge, its alert line).
  public func hasNewAlert(_ place: PlaceState) -> Bool {
    guard let weather = place.snapshot?.weather else { return false }
    return weather.alerts.active(at: now).alerts.contains { alertWatch.isHighlighted($0.id, at: now) }
  }
}
