import FoundationEssentials

/// A wall-clock reading in one zone: what a Gregorian calendar set to that zone would show.
public struct LocalDateTime: Sendable, Hashable {
  public var day: CalendarDay
  public var hour: Int
  public var minute: Int
  public var second: Int
  /// 1 = Sunday … 7 = Saturday, as Foundation's `Calendar` counts.
  public var weekday: Int
}

extension ZoneRules {
  // MARK: - Instant to wall clock

  /// The wall-clock reading of `date` in this zone.
  public func local(_ date: Date) -> LocalDateTime {
    let seconds = Self.seconds(date)
    let local = seconds + Int64(type(at: date).offset)
    let dayNumber = floorDivide(local, 86_400)
    let second = Int(local - dayNumber * 86_400)
    return LocalDateTime(
      day: CalendarDay(dayNumber: Int(dayNumber)), hour: second / 3600, minute: second / 60 % 60,
      second: second % 60, weekday: Int(floorModulo(dayNumber + 4, 7)) + 1)
  }

  /// The local calendar day of `date`.
  public func day(of date: Date) -> CalendarDay { local(date).day }

  /// Whether two instants fall on the same local calendar day.
  public func isSameDay(_ a: Date, _ b: Date) -> Bool { day(of: a) == day(of: b) }

  // MARK: - Wall clock to instant

  /// The first instant of `day` (local midnight, or the moment the clock jumps past it).
  public func start(of day: CalendarDay) -> Date { instant(localSeconds: Int64(day.dayNumber) * 86_400) }

  /// Local midnight starting the day of `date`.
  public func startOfDay(_ date: Date) -> Date { start(of: day(of: date)) }

  /// `hour`:00 on `day`; a wall time skipped by a daylight-saving jump resolves later, as
  /// Foundation's `Calendar` does.
  public func instant(of day: CalendarDay, hour: Int) -> Date {
    instant(localSeconds: Int64(day.dayNumber) * 86_400 + Int64(hour) * 3600)
  }

  /// The same wall-clock time `count` days later (earlier when negative).
  public func date(byAddingDays count: Int, to date: Date) -> Date {
    let seconds = Self.seconds(date)
    let local = seconds + Int64(type(at: date).offset)
    let fraction = date.timeIntervalSince1970 - Double(seconds)
    return instant(localSeconds: local + Int64(count) * 86_400).addingTimeInterval(fraction.isFinite ? fraction : 0)
  }

  /// The instant whose wall clock reads `localSeconds`: the earlier one when the reading occurs
  /// twice (clocks set back), the reading moved forward by the jump when it never occurs.
  func instant(localSeconds: Int64) -> Date {
    let before = offset(atSeconds: localSeconds - 86_400)
    let after = offset(atSeconds: localSeconds + 86_400)
    for candidate in [max(before, after), min(before, after)] {
      if offset(atSeconds: localSeconds - Int64(candidate)) == candidate {
        return Date(timeIntervalSince1970: Double(localSeconds - Int64(candidate)))
      }
    }
    return Date(timeIntervalSince1970: Double(localSeconds - Int64(before)))
  }

  private func offset(atSeconds seconds: Int64) -> Int {
    type(at: Date(timeIntervalSince1970: Double(seconds))).offset
  }
}
