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
      // Not `hour.index + 1`: a stored index near Int.max would overflow.
      previousHourOthers = thisHour - 1 == hour.index ? hour.others : 0
      hour = Hour(index: thisHour)
    }
    // A clock set back leaves spends "in the future": they still count until they age out.
    recent.removeAll { $0.at <= seconds - window }
  }

  /// More weight than any total can reach (50 places' 56-year archive weighs about 30,000,
  /// however high a user sets the limits): a stored total above a thousand times it, below zero
  /// or not a number is no spending we made.
  static let largestWeight = 1_000_000.0

  /// How far after the clock a spend may be dated and still be believed (it then counts as spent
  /// now). Processes on one machine share its clock, but a caller's `now` may be a minute old:
  /// taken before it waited for the minute, while another task recorded a spend when it sent
  /// (5 s let two of ClimateBatchTests' requests through in one minute, 626 weight against a
  /// limit of 500). Only a clock stepped back, or a forged file, dates one later by more.
  static let clockSkew: TimeInterval = 120

  /// What `clamp` found: whether anything changed, and how many spends it dropped as no request
  /// could have made them.
  struct Correction: Equatable {
    var changed = false
    var dropped = 0
  }

  /// Makes a ledger read from disk fit to plan with, as every number from the network is
  /// checked. A spend no request could have made is dropped: a weight not finite, not above
  /// zero or above `heaviestRequest` (the minute's limit: the program cuts every request to fit
  /// in one minute, a climate record into parts a minute apart), or a date more than
  /// `clockSkew` after `now`; one dated after `now` by less counts as spent now. Totals beyond
  /// what any spending reaches are dropped too. The caller stores the corrected ledger once,
  /// and says what was dropped.
  mutating func clamp(to now: Date, heaviestRequest: Double) -> Correction {
    let before = self
    let seconds = now.timeIntervalSince1970
    let heaviest = heaviestRequest.isNaN ? Self.largestWeight : min(heaviestRequest, Self.largestWeight)
    let count = recent.count
    recent = recent.compactMap { spend in
      guard spend.at.isFinite, spend.at <= seconds + Self.clockSkew, spend.weight.isFinite, spend.weight > 0,
        spend.weight <= heaviest
      else {
        return nil
      }
      return Spend(at: min(spend.at, seconds), weight: spend.weight)
    }
    let plausible = { (total: Double) in total.isFinite && total >= 0 && total <= 1_000 * Self.largestWeight }
    for total in [
      \Self.dayTotal, \Self.largestOtherToday, \Self.previousHourOthers, \Self.hour.total, \Self.hour.others,
    ]
    where !plausible(self[keyPath: total]) {
      self[keyPath: total] = 0
    }
    return Correction(changed: self != before, dropped: count - recent.count)
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
