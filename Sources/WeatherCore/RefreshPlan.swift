import FoundationEssentials

/// How often the forecasts can be refreshed within a provider's daily budget while leaving room
/// for the places' climate records: the configured interval when it fits, else the next longer
/// step that does ("stretched"), so climate is never starved in silence.
///
/// While any record is missing, forecasts may take at most `Costs.forecastShareWhileRecordsWait`
/// of the day; once all are in, up to `Costs.forecastShare`. Weather still comes first: a forecast
/// never waits for a climate request (`OpenMeteoGate`), only the interval between refreshes grows.
public struct RefreshPlan: Sendable, Equatable {
  /// A provider's weighted costs and budget (Open-Meteo's by `OpenMeteoLimits`).
  public struct Costs: Sendable, Equatable {
    /// Weighted calls of one refresh of the whole forecast, per place.
    public var forecastPerPlace: Double
    /// Weighted calls of a refresh of the current conditions alone, per place, asked between
    /// whole forecasts (at most one an hour); nil when every refresh asks for everything.
    public var currentPerPlace: Double?
    /// The least time between whole forecasts when `currentPerPlace` is set.
    public var wholeForecastInterval: TimeInterval = 3600
    /// Weighted calls of one place's air quality, asked hourly (or with each forecast when the
    /// interval is longer); 0 when none is asked.
    public var airPerPlace: Double = 0
    /// Weighted calls of one place's climate record.
    public var recordPerPlace: Double
    /// The day's budget this machine keeps to.
    public var perDay: Double
    /// What one hour allows climate records (the hour's limit less its reserve).
    public var climatePerHour: Double
    /// Of the day, the most forecasts take while records wait.
    public var forecastShareWhileRecordsWait = 0.5
    /// Of the day, the most forecasts take otherwise (the rest for searches and recent days).
    public var forecastShare = 0.9

    public init(
      forecastPerPlace: Double, currentPerPlace: Double? = nil, recordPerPlace: Double, perDay: Double,
      climatePerHour: Double
    ) {
      self.forecastPerPlace = forecastPerPlace
      self.currentPerPlace = currentPerPlace
      self.recordPerPlace = recordPerPlace
      self.perDay = perDay
      self.climatePerHour = climatePerHour
    }
  }

  /// Minutes between refreshes the plan may stretch to, after the configured interval.
  public static let steps: [TimeInterval] = [15, 20, 30, 40, 60, 90, 120, 180, 240, 360, 720, 1440].map { $0 * 60 }

  /// Seconds between refreshes.
  public var interval: TimeInterval
  /// Seconds between refreshes the user configured.
  public var configured: TimeInterval
  public var places: Int
  /// Records not yet in.
  public var pendingRecords: Int
  /// Weighted calls the forecasts (and the air asked with them) take a day at `interval`.
  public var forecastPerDay: Double
  /// The day's budget.
  public var perDay: Double
  /// Records that fit in a day beside the forecasts (the hour's limit counted too).
  public var recordsPerDay: Int

  /// Whether the interval is longer than configured, to leave the climate records room.
  public var isStretched: Bool { interval > configured }

  /// The plan for `places` places of which `pendingRecords` lack their record.
  public init(places: Int, pendingRecords: Int, configured: TimeInterval, costs: Costs) {
    let configured = max(60, configured)
    let share = pendingRecords > 0 ? costs.forecastShareWhileRecordsWait : costs.forecastShare
    func perDay(_ interval: TimeInterval) -> Double {
      let refreshes = 86_400 / interval
      // The air is asked after the forecasts, once an hour at most.
      let air = Double(places) * costs.airPerPlace * 86_400 / max(interval, 3600)
      guard let current = costs.currentPerPlace else {
        return Double(places) * costs.forecastPerPlace * refreshes + air
      }
      let whole = 86_400 / max(interval, costs.wholeForecastInterval)
      return Double(places) * (whole * costs.forecastPerPlace + (refreshes - whole) * current) + air
    }
    let candidates = [configured] + Self.steps.filter { $0 > configured }
    let interval = candidates.first { perDay($0) <= costs.perDay * share } ?? candidates.last!
    self.interval = interval
    self.configured = configured
    self.places = places
    self.pendingRecords = pendingRecords
    forecastPerDay = perDay(interval)
    self.perDay = costs.perDay
    let room = max(0, costs.perDay - forecastPerDay)
    let byDay = costs.recordPerPlace > 0 ? room / costs.recordPerPlace : 0
    let byHour = costs.recordPerPlace > 0 ? 24 * (costs.climatePerHour / costs.recordPerPlace).rounded(.down) : 0
    recordsPerDay = Int(min(byDay, byHour, 1e6).rounded(.down))
  }

  /// "every 40 min for 20 places (stretched from 10 min while 8 climate records wait): about
  /// 3,816 of the day's 8,000 calls; room for 13 records a day".
  public var summary: String {
    var text = "every \(Self.minutes(interval)) for \(places) \(places == 1 ? "place" : "places")"
    if isStretched {
      text +=
        pendingRecords > 0
        ? " (stretched from \(Self.minutes(configured)) while \(pendingRecords) climate "
          + "\(pendingRecords == 1 ? "record waits" : "records wait"))"
        : " (stretched from \(Self.minutes(configured)): more would pass the free tier's day)"
    }
    text += ": about \(forecastPerDay.groupedThousands) of the day's \(perDay.groupedThousands) calls"
    if pendingRecords > 0 { text += "; room for \(recordsPerDay) climate records a day" }
    return text
  }

  /// "40 min", "2 h", "1 h 30 min".
  static func minutes(_ interval: TimeInterval) -> String {
    let minutes = Int((interval / 60).rounded())
    if minutes < 60 { return "\(minutes) min" }
    return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
  }
}
