import FoundationEssentials

/// A daily span of local time, e.g. 22:00–07:00, during which a wall display dims.
public struct QuietHours: Sendable, Equatable {
  /// Minutes after midnight; `start == end` means never.
  public var start: Int
  public var end: Int

  public init(start: Int, end: Int) {
    self.start = ((start % 1440) + 1440) % 1440
    self.end = ((end % 1440) + 1440) % 1440
  }

  /// Reads "HH:MM-HH:MM" (24-hour clock); nil when malformed.
  public init?(parsing text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = Self.minutes(parts[0]), let end = Self.minutes(parts[1]) else { return nil }
    self.init(start: start, end: end)
  }

  /// Whether `date` falls inside the span, read on the clock of `timeZone`. The span may wrap
  /// past midnight; the start minute is inside, the end minute is not.
  public func contains(_ date: Date, in timeZone: ZoneRules) -> Bool {
    let local = timeZone.local(date)
    let minute = local.hour * 60 + local.minute
    if start == end { return false }
    return start < end ? (start..<end).contains(minute) : minute >= start || minute < end
  }

  /// "22:00-07:00".
  public var description: String { "\(Self.clock(start))-\(Self.clock(end))" }

  // MARK: - Parsing

  private static func minutes(_ text: Substring) -> Int? {
    let pieces = text.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false)
    guard pieces.count == 2, pieces[1].count == 2, (1...2).contains(pieces[0].count),
      let hour = Int(pieces[0]), let minute = Int(pieces[1]), (0...23).contains(hour), (0...59).contains(minute)
    else { return nil }
    return hour * 60 + minute
  }

  private static func clock(_ minutes: Int) -> String {
    let hour = minutes / 60
    let minute = minutes % 60
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}
