import FoundationEssentials
import WeatherCore

/// What this machine has spent of Open-Meteo's weighted-call limits, kept in the cache folder
/// (`budget/open-meteo.json`) so that a restart, or a second process, does not spend it again.
///
/// Every request through the `OpenMeteoGate` is recorded with its weight
/// (`OpenMeteoCallWeight`). Windows follow the server's: a rolling minute (checked
/// conservatively: the server clears its minute count every 60 s), the UTC hour and the UTC
/// day. The file is re-read before every decision and replaced atomically after every record.
public final class OpenMeteoBudget: @unchecked Sendable {
  /// What a request is for: climate requests plan around everything else.
  public enum Purpose: String, Sendable, Codable {
    case climate, other
  }

  /// How much of a budget is left for climate requests now, and if none, until when and why.
  public struct Allowance: Sendable, Equatable {
    public var weight: Double
    /// When more becomes available (the next UTC hour or day); nil when nothing limits.
    public var renewsAt: Date?
    /// Which limit binds, in words: "today's budget" or "this hour's budget".
    public var limit: String
    /// Of today's budget, what is set aside for the forecasts' refreshes until midnight (0 when
    /// the hour binds).
    public var forecastReserve: Double = 0
  }

  public let limits: OpenMeteoLimits
  private let directory: CacheDirectory?
  private let lock = ThreadLock()
  private var ledger = OpenMeteoBudgetLedger()
  /// The forecasts' calls an hour as the refresh plan expects them; nil until told, when the
  /// heaviest request today times `limits.refreshesPerHour` stands in.
  private var plannedForecastsPerHour: Double?

  static let path = "budget/open-meteo.json"
  /// Seconds a minute's spending is counted: the server's 60 s plus a margin for its timer.
  public static let minuteWindow: TimeInterval = 62

  /// - Parameter directory: where the ledger is kept; nil keeps it in memory for this process.
  public init(limits: OpenMeteoLimits = .standard, directory: CacheDirectory?) {
    self.limits = limits
    self.directory = directory
  }

  /// Follows the refresh plan (`RefreshPlan.forecastPerDay` / 24): a stretched interval, or
  /// refreshes of the current conditions alone, set less aside for the forecasts, so the climate
  /// records get the room the plan made for them.
  public func planForecasts(callsPerHour: Double) {
    lock.lock()
    defer { lock.unlock() }
    plannedForecastsPerHour = callsPerHour.isFinite && callsPerHour >= 0 ? callsPerHour : nil
  }

  /// What the forecasts are expected to spend an hour.
  private func forecastsPerHour(_ ledger: OpenMeteoBudgetLedger) -> Double {
    plannedForecastsPerHour ?? ledger.largestOtherToday * limits.refreshesPerHour
  }

  // MARK: - Recording

  /// Adds `weight` spent at `now` and stores the ledger.
  public func record(_ weight: Double, purpose: Purpose, now: Date) {
    lock.lock()
    defer { lock.unlock() }
    reload(now: now)
    ledger.add(weight, purpose: purpose, at: now)
    store()
  }

  // MARK: - Reading

  /// What has been spent in the rolling minute, this UTC hour and this UTC day.
  public func spent(now: Date) -> (minute: Double, hour: Double, day: Double) {
    lock.lock()
    defer { lock.unlock() }
    reload(now: now)
    return (ledger.minuteTotal(now: now, window: Self.minuteWindow), ledger.hour.total, ledger.dayTotal)
  }

  /// When the next request may go: nil at once; else the instant the minute's count falls below
  /// the limit (after a heavy request the server refuses everything else in that minute).
  ///
  /// A climate request of `weight` goes only when the minute keeps its reserve with it
  /// (`OpenMeteoLimits.minuteReserve`), so it never holds up a forecast; one heavier than the
  /// minute's share waits for an empty minute.
  public func nextSendTime(now: Date, purpose: Purpose = .other, weight: Double = 0) -> Date? {
    lock.lock()
    defer { lock.unlock() }
    reload(now: now)
    let below: Double
    switch purpose {
    case .other:
      below = limits.perMinute
    case .climate:
      let share = limits.perMinute - limits.minuteReserve
      below = weight <= share ? share - weight + 0.001 : min(1, limits.perMinute)
    }
    return ledger.minuteClears(below: below, now: now, window: Self.minuteWindow)
  }

  /// How much weight climate requests may spend now: what the UTC hour leaves after its
  /// reserve, and what our day leaves after the forecasts' expected spending until midnight.
  public func climateAllowance(now: Date) -> Allowance {
    lock.lock()
    defer { lock.unlock() }
    reload(now: now)
    return Self.allowance(ledger, limits: limits, forecastsPerHour: forecastsPerHour(ledger), now: now)
  }

  /// When each of `count` climate records weighing `weight` can go, as the budget stands and
  /// with the forecasts spending as they do: hour by hour, what the allowance leaves, one record
  /// a minute (each keeps the minute's reserve). A week at most; records beyond it are left out.
  public func recordTimes(count: Int, weight: Double, now: Date) -> [Date] {
    lock.lock()
    defer { lock.unlock() }
    reload(now: now)
    guard count > 0, weight > 0, weight.isFinite else { return [] }
    var ledger = self.ledger
    // Forecasts keep refreshing at the rate seen now, whatever day it is.
    let planned = forecastsPerHour(ledger)
    let forecastsPerHour = max(planned, ledger.hour.others, ledger.previousHourOthers)
    let largestOther = ledger.largestOtherToday
    var times: [Date] = []
    var clock = now
    // Records go one after another, a minute apart, whatever hour's budget they are counted in.
    var nextFree = now
    let end = now.addingTimeInterval(7 * 86_400)
    while times.count < count && clock < end {
      var left = Self.allowance(ledger, limits: limits, forecastsPerHour: planned, now: clock).weight
      while times.count < count && left >= weight {
        let at = max(clock, nextFree)
        times.append(at)
        ledger.add(weight, purpose: .climate, at: at)
        left -= weight
        nextFree = at.addingTimeInterval(Self.minuteWindow)
      }
      let nextHour = Date(timeIntervalSince1970: (clock.timeIntervalSince1970 / 3600).rounded(.down) * 3600 + 3600)
      let forecasts = forecastsPerHour * nextHour.timeIntervalSince(clock) / 3600
      ledger.dayTotal += forecasts
      ledger.hour.total += forecasts
      ledger.hour.others += forecasts
      ledger.roll(to: nextHour, window: Self.minuteWindow)
      ledger.largestOtherToday = max(ledger.largestOtherToday, largestOther)
      clock = nextHour
    }
    return times
  }

  /// `climateAllowance` for `ledger` at `now`.
  private static func allowance(
    _ ledger: OpenMeteoBudgetLedger, limits: OpenMeteoLimits, forecastsPerHour: Double, now: Date
  ) -> Allowance {
    let hourLeft = limits.perHour - limits.hourlyReserve - ledger.hour.total
    let secondsLeftToday = Double(OpenMeteoBudgetLedger.dayStart(ledger.day + 1)) - now.timeIntervalSince1970
    // Forecasts keep refreshing until midnight: set aside what the plan expects of them an hour
    // (else the heaviest one seen today, per refresh), or what other requests spent in the last
    // hour, whichever is larger.
    let othersPerHour = max(forecastsPerHour, ledger.hour.others, ledger.previousHourOthers)
    let dayLeft = limits.perDay - ledger.dayTotal - othersPerHour * max(0, secondsLeftToday) / 3600
    let nextHour = Date(timeIntervalSince1970: Double((ledger.hour.index + 1) * 3600))
    let nextDay = Date(timeIntervalSince1970: Double(OpenMeteoBudgetLedger.dayStart(ledger.day + 1)))
    if dayLeft <= hourLeft {
      return Allowance(
        weight: max(0, dayLeft), renewsAt: nextDay, limit: "today's budget",
        forecastReserve: othersPerHour * max(0, secondsLeftToday) / 3600)
    }
    return Allowance(weight: max(0, hourLeft), renewsAt: nextHour, limit: "this hour's budget")
  }

  // MARK: - Storage

  /// Reads the file (another process may have spent meanwhile), corrects what no real spending
  /// could have left in it (with a warning for each kind of spend dropped), and drops windows
  /// now past.
  private func reload(now: Date) {
    if let directory, let data = directory.read(Self.path),
      let stored = try? JSONDecoder().decode(OpenMeteoBudgetLedger.self, from: data),
      stored.version == OpenMeteoBudgetLedger.formatVersion
    {
      ledger = stored
      let correction = ledger.clamp(to: now, heaviestRequest: heaviestRequest)
      if correction.changed { store() }
      if correction.dropped > 0 {
        directory.warn(
          "\(directory.url.path)/\(Self.path): dropped \(correction.dropped == 1 ? "a spend" : "\(correction.dropped) spends") "
            + "no request could have made (a weight above the minute's limit of \(heaviestRequest.groupedThousands), "
            + "or a time more than \(Int(OpenMeteoBudgetLedger.clockSkew)) s ahead of the clock); the rest of the ledger stands"
        )
      }
    }
    ledger.roll(to: now, window: Self.minuteWindow)
  }

  /// The most one request can weigh: the minute's limit, the free tier's when the user set a
  /// lower one (a forecast of 50 places may weigh 230 and is sent whole, after an empty minute).
  private var heaviestRequest: Double { max(limits.perMinute, OpenMeteoLimits.standard.perMinute) }

  private func store() {
    guard let directory, let data = try? JSONEncoder().encode(ledger) else { return }
    directory.write(data, to: Self.path)
  }
}
