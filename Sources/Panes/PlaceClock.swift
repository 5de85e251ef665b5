import FoundationEssentials
import Glibc
import WeatherCore

/// Formats instants as wall-clock text in one place's time zone. English names, on the 24-hour
/// or 12-hour clock as asked (`HourCycle`, from the locale or the config), and otherwise
/// independent of the process locale.
public struct PlaceClock: Sendable {
  public let timeZone: ZoneRules
  public let hourCycle: HourCycle

  public init(timeZone: ZoneRules, hourCycle: HourCycle = .twentyFourHour) {
    self.timeZone = timeZone
    self.hourCycle = hourCycle
  }

  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// "14:05", or "2:05pm" on the 12-hour clock.
  public func time(_ date: Date) -> String {
    let local = timeZone.local(date)
    let hour = local.hour
    let minute = CFormat.string("%02ld", local.minute)
    switch hourCycle {
    case .twentyFourHour: return CFormat.string("%02ld", hour) + ":" + minute
    case .twelveHour: return "\(Self.twelveHourNumber(hour)):\(minute)\(hour < 12 ? "am" : "pm")"
    }
  }

  /// "15" (the hour, 24-hour clock), or "3pm".
  public func hour(_ date: Date) -> String {
    let hour = timeZone.local(date).hour
    switch hourCycle {
    case .twentyFourHour: return CFormat.string("%02ld", hour)
    case .twelveHour: return "\(Self.twelveHourNumber(hour))\(hour < 12 ? "am" : "pm")"
    }
  }

  /// "15h", or "3pm": the hour of the day alone, which moves once an hour, not every minute.
  public func hourOfDay(_ date: Date) -> String {
    hourCycle == .twentyFourHour ? hour(date) + "h" : hour(date)
  }

  /// 0 → 12, 13 → 1: the hour's number on a 12-hour dial.
  static func twelveHourNumber(_ hour: Int) -> Int {
    let number = hour % 12
    return number == 0 ? 12 : number
  }

  /// The hour as a number, 0–23.
  public func hourNumber(_ date: Date) -> Int { timeZone.local(date).hour }

  /// "Mon".
  public func weekday(_ date: Date) -> String {
    Self.weekdays[(timeZone.local(date).weekday - 1) % 7]
  }

  /// "Mon 23".
  public func weekdayAndDay(_ date: Date) -> String {
    "\(weekday(date)) \(timeZone.local(date).day.day)"
  }

  /// "Sun 22 Nov 14:05 CET" with the zone's abbreviation at that instant.
  public func dateTime(_ date: Date, includeZone: Bool = true) -> String {
    let day = timeZone.local(date).day
    let base = "\(weekday(date)) \(day.day) \(Self.months[(day.month - 1) % 12]) \(time(date))"
    guard includeZone else { return base }
    return "\(base) \(timeZone.abbreviation(for: date))"
  }

  /// Whether two instants fall on the same local calendar day.
  public func isSameDay(_ a: Date, _ b: Date) -> Bool {
    timeZone.isSameDay(a, b)
  }

  /// Local midnight starting the day of `date`.
  public func startOfDay(_ date: Date) -> Date { timeZone.startOfDay(date) }

  /// The days either side of today whose weekday alone says which day is meant.
  public static let weekdayReach = 6

  /// A time as seen from `now`, the one rule for every time shown beside the present (alerts,
  /// the footer, the status view): "14:05" today; "Mon 14:05" within `weekdayReach` days either
  /// way, where a weekday names one day only; else with its date, "Sun 14 Mar 00:00", and its
  /// year when that is not this one, "Sun 14 Mar 2027 00:00", so a warning three months ahead
  /// never reads as tomorrow.
  public func timeOrDayTime(_ date: Date, now: Date) -> String {
    let day = timeZone.day(of: date)
    let today = timeZone.day(of: now)
    if day == today { return time(date) }
    if abs(day.dayNumber - today.dayNumber) <= Self.weekdayReach { return "\(weekday(date)) \(time(date))" }
    let year = day.year == today.year ? "" : " \(day.year)"
    return "\(weekday(date)) \(day.day) \(Self.months[(day.month - 1) % 12])\(year) \(time(date))"
  }
}
