import FoundationEssentials

/// A date on the proleptic Gregorian calendar without a time or zone: how Open-Meteo names
/// daily rows ("2024-02-29") and how baselines line up the same date across years.
public struct CalendarDay: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  public var year: Int
  public var month: Int
  public var day: Int

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The local calendar day of `date` in `timeZone`.
  public init(_ date: Date, timeZone: ZoneRules) {
    self = timeZone.day(of: date)
  }

  /// The day `dayNumber` days after 1970-01-01 (Hinnant's civil-from-days).
  public init(dayNumber: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    self.init(year: yoe + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  /// Parses "yyyy-mm-dd"; nil for anything else or an impossible date.
  public init?(iso text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), (1...Self.length(ofMonth: month, year: year)).contains(day)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  // MARK: - Arithmetic

  /// Days since 1970-01-01 (negative before); WeatherKit's daily summaries count dates this way.
  public var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + count) }

  /// Local midnight starting this day in `timeZone` (the first instant of the day on a DST day).
  public func start(in timeZone: ZoneRules) -> Date { timeZone.start(of: self) }

  /// The instant of `hour`:00 local time on this day; a wall time skipped by DST resolves later.
  public func instant(hour: Int, in timeZone: ZoneRules) -> Date { timeZone.instant(of: self, hour: hour) }

  // MARK: - Calendar facts

  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  public static func length(ofMonth month: Int, year: Int) -> Int {
    [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  }

  /// 0…365: the position of this month and day in a leap year, so that 29 February has its own
  /// slot and 1 March is 60 in every year.
  public var leapYearIndex: Int {
    [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335][month - 1] + day - 1
  }

  /// The same month and day in `year`; 29 February becomes 28 February in a common year.
  public func sameDate(inYear year: Int) -> CalendarDay {
    if month == 2 && day == 29 && !Self.isLeapYear(year) {
      return CalendarDay(year: year, month: 2, day: 28)
    }
    return CalendarDay(year: year, month: month, day: day)
  }

  /// "2024-02-29".
  public var description: String { CFormat.string("%04ld-%02ld-%02ld", year, month, day) }

  public static func < (a: CalendarDay, b: CalendarDay) -> Bool { a.dayNumber < b.dayNumber }
}
