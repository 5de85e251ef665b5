import FoundationEssentials
import WeatherCore

/// How a climate failure's next try is worded in a message: "at 14:05" today, else "on
/// 2026-11-29 at 08:00", in the place's own time.
enum ClimateFailureText {
  static func nextTry(_ date: Date, zone: ZoneRules, now: Date) -> String {
    let day = CalendarDay(date, timeZone: zone)
    let seconds = date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))
    guard seconds.isFinite, abs(seconds) < 1e12 else { return "later" }
    let minuteOfDay = (Int((seconds / 60).rounded(.down)) % 1440 + 1440) % 1440
    let time = CFormat.string("%02ld:%02ld", minuteOfDay / 60, minuteOfDay % 60)
    return day == CalendarDay(now, timeZone: zone) ? "at \(time)" : "on \(day) at \(time)"
  }
}
