import Foundation

/// How clock times are written: "14:05" or "2:05pm".
public enum HourCycle: String, Sendable, Hashable, Codable, CaseIterable {
  case twentyFourHour = "24h"
  case twelveHour = "12h"

  /// Picks the clock the POSIX locale variables ask for (`LC_ALL`, `LC_TIME`, `LANG`): 12-hour
  /// where the locale writes hours that way (en_US, en_AU, en_IN …), else 24-hour; "C" and
  /// "POSIX" are 24-hour.
  public static func fromLocale(environment: [String: String]) -> HourCycle {
    let value = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    // "en_US.UTF-8@euro" → "en_US"
    let identifier = String(value.prefix { $0 != "." && $0 != "@" })
    guard !identifier.isEmpty, identifier != "C", identifier != "POSIX" else { return .twentyFourHour }
    let pattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: Locale(identifier: identifier))
    // "h a" / "a h시" / "K" are 12-hour patterns; "HH", "H時", "HH 'Uhr'" 24-hour ones (quoted
    // text is literal, not a field).
    let fields = pattern.map { $0.split(separator: "'", omittingEmptySubsequences: false).enumerated() }
      .map { $0.filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined() }
    return fields.map { $0.contains("h") || $0.contains("K") } == true ? .twelveHour : .twentyFourHour
  }
}
