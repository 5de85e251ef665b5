import FoundationEssentials

/// The stored spending behind `OpenMeteoBudget`: one UTC day, its current and previous UTC
/// hour, and the requests of the last minute. Times are Unix seconds.
struct OpenMeteoBudgetLedger: Codable, Equatable {
  static let formatVersion = 1

  /// Weight spent in one UTC hour, and how much of it was not climate.
  struct Hour: Codable, Equatable {
    /// Hours since 1970-01-01 00:00 UTC.
    var index: Int
    var total: Double = 0
    var others: Double = 0
  }

  struct Spend: Codable, Equatable {
    var at: Double
    var weight: Double
  }

  var version = Self.formatVersion
  /// Days since 1970-01-01 (UTC).
  var day = 0
  var dayTotal = 0.0
  /// The heaviest single request other than climate today (a forecast refresh, usually).
  var largestOtherToday = 0.0
  var hour = Hour(index: 0)
  /// What other requests spent in the hour before `hour`.
  var previousHourOthers = 0.0
  var recent: [Spend] = []

  static func dayStart(_ day: Int) -> Int { day * 86_400 }

  /// Moves the windows to `now`: a new UTC day or hour starts from zero.
  mutating func roll(to now: Date, window: TimeInterval) {
    let seconds = now.timeIntervalSince1970
    let today = Int((seconds / 86_400).rounded(.down))
    let thisHour = Int((seconds / 3600).rounded(.down))
    if today != day {
      day = today
      dayTotal = 0
      largestOtherToday = 0
    }
    if thisHour != hour.index {
      previousHourOthers = thisHour == hour.index + 1 ? hour.others : 0
      hour = Hour(index: thisHour)
    }
    // A clock set back leaves spends "in the future": they still count until they age out.
    recent.removeAll { $0.at <= seconds - window }
  }

  mutating func add(_ weight: Double, purpose: OpenMeteoBudget.Purpose, at now: Date) {
    guard weight > 0, weight.isFinite else { return }
    dayTotal += weight
    hour.total += weight
    if purpose == .other {
      hour.others += weight
      largestOtherToday = max(largestOtherToday, weight)
    }
    recent.append(Spend(at: now.timeIntervalSince1970, weight: weight))
  }

  func minuteTotal(now: Date, window: TimeInterval) -> Double {
    recent.reduce(0) { $0 + $1.weight }
  }

  /// The first instant the minute's total is below `limit`; nil when it already is.
  func minuteClears(below limit: Double, now: Date, window: TimeInterval) -> Date? {
    var total = recent.reduce(0) { $0 + $1.weight }
    guard total >= limit else { return nil }
    for spend in recent.sorted(by: { $0.at < $1.at }) {
      total -= spend.weight
      if total < limit { return Date(timeIntervalSince1970: spend.at + window) }
    }
    return now
  }
}
