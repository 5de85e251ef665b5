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

  static let path = "budget/open-meteo.json"
  /// Seconds a minute's spending is counted: the server's 60 s plus a margin for its timer.
  public static let minuteWindow: TimeInterval = 62

  /// - Parameter directory: where the ledger is kept; nil keeps it in memory for this process.
  public init(limits: OpenMeteoLimits = .standard, directory: CacheDirectory?) {
    self.limits = limits
    self.directory = directory
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
  public func nextSendTime(now: Date) -> Date? {
    lock.lock()
    defer { lock.unlock() }
    reload(now: now)
    return ledger.minuteClears(below: limits.perMinute, now: now, window: Self.minuteWindow)
  }

  /// How much weight climate requests may spend now: what the UTC hour leaves after its
  /// reserve, and what our day leaves after the forecasts' expected spending until midnight.
  public func climateAllowance(now: Date) -> Allowance {
    lock.lock()
    defer { lock.unlock() }
    reload(now: now)
    let hourLeft = limits.perHour - limits.hourlyReserve - ledger.hour.total
    let secondsLeftToday = Double(OpenMeteoBudgetLedger.dayStart(ledger.day + 1)) - now.timeIntervalSince1970
    // Forecasts keep refreshing until midnight: set aside the heaviest one seen today, per
    // refresh, and what other requests spent in the last hour, whichever is larger.
    let othersPerHour = max(
      ledger.largestOtherToday * limits.refreshesPerHour, ledger.hour.others, ledger.previousHourOthers)
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
  /// could have left in it, and drops windows now past.
  private func reload(now: Date) {
    if let directory, let data = directory.read(Self.path),
      let stored = try? JSONDecoder().decode(OpenMeteoBudgetLedger.self, from: data),
      stored.version == OpenMeteoBudgetLedger.formatVersion
    {
      ledger = stored
      if ledger.clamp(to: now) { store() }
    }
    ledger.roll(to: now, window: Self.minuteWindow)
  }

  private func store() {
    guard let directory, let data = try? JSONEncoder().encode(ledger) else { return }
    directory.write(data, to: Self.path)
  }
}
