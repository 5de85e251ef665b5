import Foundation
import WeatherCore

/// Everything the dashboard shows, as one value. Changed only by `DashboardState.reduce`.
public struct DashboardState: Sendable, Equatable {
  /// A line for the footer and the instant it stops being shown.
  public struct Notice: Sendable, Equatable {
    public var text: String
    public var until: Date
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
  /// Set when `r` was pressed during a rate limit: the footer says until when (cleared by the
  /// next key, or once the limit has passed).
  public var rateLimitNotice: Date?
  /// A warning the user must see while the dashboard runs (a damaged cache entry discarded, a
  /// theme file with a bad key), and until when the footer shows it.
  public var warningNotice: Notice?
  public var refreshInterval: TimeInterval
  /// The terminal size in cells, once known.
  public var screenColumns: Int?
  public var screenRows: Int?
  public var quitRequested: Bool

  // MARK: - Places and the wall display

  /// The search box's state; meaningful while `overlay == .search`.
  public var search: PlaceSearch
  /// Failed refreshes in a row; drives the retry backoff. Zero after a success.
  public var consecutiveFailures: Int
  /// Seconds between place rotations; nil when places do not rotate.
  public var rotationInterval: TimeInterval?
  /// Rotation waits until then after a key press.
  public var rotationPausedUntil: Date?
  /// The dim span of the day, read on `localTimeZone`'s clock; nil for none.
  public var quietHours: QuietHours?
  /// The zone of the machine (and so of the room the display hangs in).
  public var localTimeZone: TimeZone

  public init(
    places: [Location], units: UnitSystem, themeNames: [String] = [], themeIndex: Int = 0,
    now: Date, refreshInterval: TimeInterval = DashboardState.defaultRefreshInterval,
    rotationInterval: TimeInterval? = nil, quietHours: QuietHours? = nil, localTimeZone: TimeZone = .current
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

  /// Whether the display is dimmed now.
  public var isQuietHours: Bool {
    quietHours?.contains(now, in: localTimeZone) ?? false
  }

  /// Alerts in force now for the selected place (expired ones drop out between refreshes).
  public var activeAlertCount: Int {
    selectedPlace?.snapshot?.weather.alerts.active(at: now).alerts.count ?? 0
  }

  /// The largest valid `hourScroll` for the selected place.
  public var maximumHourScroll: Int {
    max(0, (selectedPlace?.snapshot?.weather.hourlyForecast.count ?? 0) - 1)
  }
}
