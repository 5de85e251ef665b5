import Foundation
import WeatherCore

/// Formats instants as wall-clock text in one place's time zone. English, 24-hour and
/// independent of the process locale, so labels are the same on every machine.
public struct PlaceClock: Sendable {
  public let timeZone: TimeZone
  private let calendar: Calendar

  public init(timeZone: TimeZone) {
    self.timeZone = timeZone
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    self.calendar = calendar
  }

  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// "14:05".
  public func time(_ date: Date) -> String {
    let c = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
  }

  /// "15" (the hour, 24-hour clock).
  public func hour(_ date: Date) -> String {
    String(format: "%02d", calendar.component(.hour, from: date))
  }

  /// The hour as a number, 0–23.
  public func hourNumber(_ date: Date) -> Int { calendar.component(.hour, from: date) }

  /// "Mon".
  public func weekday(_ date: Date) -> String {
    Self.weekdays[(calendar.component(.weekday, from: date) - 1) % 7]
  }

  /// "Mon 23".
  public func weekdayAndDay(_ date: Date) -> String {
    "\(weekday(date)) \(calendar.component(.day, from: date))"
  }

  /// "Sun 22 Nov 14:05 CET" with the zone's abbreviation at that instant.
  public func dateTime(_ date: Date, includeZone: Bool = true) -> String {
    let c = calendar.dateComponents([.day, .month], from: date)
    let base = "\(weekday(date)) \(c.day ?? 0) \(Self.months[((c.month ?? 1) - 1) % 12]) \(time(date))"
    guard includeZone, let zone = ZoneAbbreviation.abbreviation(for: timeZone, at: date) else { return base }
    return "\(base) \(zone)"
  }

  /// Whether two instants fall on the same local calendar day.
  public func isSameDay(_ a: Date, _ b: Date) -> Bool {
    calendar.isDate(a, inSameDayAs: b)
  }

  /// Local midnight starting the day of `date`.
  public func startOfDay(_ date: Date) -> Date { calendar.startOfDay(for: date) }

  /// "14:05" for today, "Mon 14:05" for another day, as seen from `now`.
  public func timeOrDayTime(_ date: Date, now: Date) -> String {
    isSameDay(date, now) ? time(date) : "\(weekday(date)) \(time(date))"
  }
}
