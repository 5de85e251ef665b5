import FoundationEssentials
import Render
import WeatherCore

/// Everything the dashboard shows, as plain values: the executable fills it from the view
/// model's state each frame.
public struct DashboardContent: Sendable {
  /// What is drawn over the dashboard.
  public enum Overlay: Sendable {
    case none
    /// The key table's rows, and how to close the help (shown on its bottom edge).
    case help([KeyHint], closing: [KeyHint])
    /// The place search box.
    case search(PlaceSearchBox)
    /// A yes/no question, e.g. "Remove Berlin?", and its answers from the key table.
    case confirm(String, answers: [KeyHint])
  }

  /// The last good data for the place; nil while the first load runs or after it failed.
  public var weather: Weather?
  /// The place's display name (from the configuration); the location's name when empty.
  public var placeName: String
  public var placeIndex: Int
  public var placeCount: Int
  public var units: UnitSystem
  public var now: Date
  /// Hours the strip is scrolled past the current one.
  public var hourScroll: Int
  /// The data is past its expiry (`WeatherSnapshot.isStale`), however the last refresh went.
  public var isStale: Bool
  /// A request is in flight.
  public var isLoading: Bool
  /// The last error, one line, already phrased for the user.
  public var errorText: String?
  public var fetchedAt: Date?
  public var nextRefresh: Date?
  /// When the place's alerts, which could not be read, are asked again (on their own, or with
  /// the next refresh); nil for the next refresh.
  public var alertRetryAt: Date?
  public var overlay: Overlay
  public var glyphs: GlyphSet
  /// Colours for the temperature bars; nil when the terminal or theme shows no colour.
  public var gradient: TemperatureGradient?
  /// The data is the built-in demo, not a forecast: the header says so.
  public var isDemo: Bool
  /// The zone for times when there is no weather (and so no place zone) yet.
  public var localTimeZone: ZoneRules
  /// The place's climate for the context line and the statistics view; nil when none was asked
  /// for (the context line then shows only forecast changes).
  public var climate: ClimateStatus?
  /// How many of the saved places have climate normals ("climate for 12 of 100 places").
  public var climateCoverage: ClimateCoverage?
  /// Every saved place for the tab row (shown with two or more places, when there is room).
  public var placeTabs: [PlaceTab]
  /// A state the footer names, e.g. "quiet hours".
  public var notice: String?
  /// 24-hour or 12-hour clock times.
  public var hourCycle: HourCycle = .twentyFourHour
  /// When the last refresh of this place failed; the footer then says so and when it retries.
  public var refreshFailedAt: Date?
  /// Why requests are held ("waiting for Open-Meteo's per-minute limit until 06:31"), shown
  /// under "Loading weather…" as well as in the footer.
  public var waitNotice: String?
  /// The ids of alerts new within the last minute: their lines stand out.
  public var newAlertIDs: Set<String> = []
  /// The air at the place, when Open-Meteo's air-quality API served it.
  public var airQuality: AirQuality?
  /// The index the place shows.
  public var airQualityScale: AirQualityScale = .european
  /// Every place at a glance, shown instead of the selected place when set.
  public var overview: [PlaceCard]?
  /// Big type wherever it fits (`--big`), not only on large screens and cards.
  public var prefersBigFigures = false
  /// What sets big type: a font on this machine (the composition root passes one in), else the
  /// dot font's figures.
  public var lettering: any Lettering = DotFont()

  public init(
    weather: Weather?, placeName: String, placeIndex: Int = 0, placeCount: Int = 1,
    units: UnitSystem, now: Date, hourScroll: Int = 0, isStale: Bool = false,
    isLoading: Bool = false, errorText: String? = nil, fetchedAt: Date? = nil,
    nextRefresh: Date? = nil, overlay: Overlay = .none, glyphs: GlyphSet = .unicode,
    gradient: TemperatureGradient? = .standard, isDemo: Bool = false,
    localTimeZone: ZoneRules = .current, climate: ClimateStatus? = nil, placeTabs: [PlaceTab] = [],
    notice: String? = nil, hourCycle: HourCycle = .twentyFourHour, refreshFailedAt: Date? = nil,
    climateCoverage: ClimateCoverage? = nil
  ) {
    self.climateCoverage = climateCoverage
    self.hourCycle = hourCycle
    self.refreshFailedAt = refreshFailedAt
    self.weather = weather
    self.placeName = placeName
    self.placeIndex = placeIndex
    self.placeCount = placeCount
    self.units = units
    self.now = now
    self.hourScroll = hourScroll
    self.isStale = isStale
    self.isLoading = isLoading
    self.errorText = errorText
    self.fetchedAt = fetchedAt
    self.nextRefresh = nextRefresh
    self.overlay = overlay
    self.glyphs = glyphs
    self.gradient = gradient
    self.isDemo = isDemo
    self.localTimeZone = localTimeZone
    self.climate = climate
    self.placeTabs = placeTabs
    self.notice = notice
  }

  var style: PaneStyle { PaneStyle(glyphs: glyphs, units: units, hourCycle: hourCycle) }

  /// The name shown in the header.
  var displayName: String {
    if !placeName.isEmpty { return placeName }
    return weather?.location.fullName ?? ""
  }

  /// The place's zone, or the local one before data arrives.
  var timeZone: ZoneRules { weather?.location.timeZone ?? localTimeZone }
}
