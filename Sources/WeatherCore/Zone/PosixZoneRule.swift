/// A POSIX TZ rule, the footer of every version 2+ TZif file: "CET-1CEST,M3.5.0,M10.5.0/3".
///
/// It says how a zone keeps time after its last listed transition, so a zone file with few or no
/// transitions (zic's "slim" output) still answers for every future year.
public struct PosixZoneRule: Sendable, Hashable {
  /// Standard time: its name and its offset from UTC in seconds (east positive).
  public var standard: ZoneRules.LocalTimeType
  /// Daylight time and when it starts and ends; nil for a zone without it.
  public var daylight: Daylight?

  /// Daylight time's type and the two moments, each in the local time that precedes it.
  public struct Daylight: Sendable, Hashable {
    public var type: ZoneRules.LocalTimeType
    public var start: Moment
    public var end: Moment
  }

  /// A day of the year (three POSIX forms) and a local time of day in seconds (may be negative
  /// or past 24 h since TZif version 3).
  public struct Moment: Sendable, Hashable {
    public enum Day: Sendable, Hashable {
      /// `Jn`: day 1–365, never counting 29 February.
      case julianNoLeap(Int)
      /// `n`: day 0–365, counting 29 February.
      case zeroBased(Int)
      /// `Mm.w.d`: weekday d (0 = Sunday) of week w (1–4, 5 = last) of month m.
      case monthWeekDay(month: Int, week: Int, weekday: Int)
    }
    public var day: Day
    public var time: Int
  }

  // MARK: - Parsing

  /// Parses a rule; nil for anything POSIX (with RFC 8536's extensions) does not allow.
  public init?(_ text: String) {
    var scanner = RuleScanner(Array(text.utf8))
    guard let standardName = scanner.name(), let standardOffset = scanner.offset() else { return nil }
    standard = .init(offset: -standardOffset, isDaylight: false, abbreviation: standardName)
    if scanner.atEnd {
      daylight = nil
      return
    }
    guard let daylightName = scanner.name() else { return nil }
    var daylightOffset = standardOffset - 3600
    if !scanner.peek(","), let explicit = scanner.offset() { daylightOffset = explicit }
    guard scanner.take(","), let start = scanner.moment(), scanner.take(","), let end = scanner.moment(),
      scanner.atEnd
    else { return nil }
    daylight = Daylight(
      type: .init(offset: -daylightOffset, isDaylight: true, abbreviation: daylightName), start: start, end: end)
  }

  // MARK: - Answering

  /// The local time type in force at `seconds` since 1970 UTC.
  public func type(at seconds: Int64) -> ZoneRules.LocalTimeType {
    guard let daylight else { return standard }
    let year = CalendarDay(dayNumber: Int(floorDivide(seconds + Int64(standard.offset), 86_400))).year
    // The start is reckoned in standard time, the end in daylight time.
    let start = instant(of: daylight.start, year: year) - Int64(standard.offset)
    let end = instant(of: daylight.end, year: year) - Int64(daylight.type.offset)
    let inDaylight = start <= end ? (start <= seconds && seconds < end) : !(end <= seconds && seconds < start)
    return inDaylight ? daylight.type : standard
  }

  /// Seconds since 1970 of `moment` in `year`, counted as if the local clock were UTC.
  private func instant(of moment: Moment, year: Int) -> Int64 {
    let yearStart = CalendarDay(year: year, month: 1, day: 1).dayNumber
    let dayNumber: Int
    switch moment.day {
    case .julianNoLeap(let n):
      let afterFebruary = n > 59 && CalendarDay.isLeapYear(year)
      dayNumber = yearStart + n - 1 + (afterFebruary ? 1 : 0)
    case .zeroBased(let n):
      dayNumber = yearStart + n
    case .monthWeekDay(let month, let week, let weekday):
      let first = CalendarDay(year: year, month: month, day: 1).dayNumber
      // 1970-01-01 was a Thursday (4).
      let firstWeekday = Int(floorModulo(Int64(first) + 4, 7))
      var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
      let length = CalendarDay.length(ofMonth: month, year: year)
      while day >= first + length { day -= 7 }
      dayNumber = day
    }
    return Int64(dayNumber) * 86_400 + Int64(moment.time)
  }
}

// MARK: - Scanning

/// Reads a rule's pieces left to right.
private struct RuleScanner {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { index == bytes.count }

  func peek(_ character: Character) -> Bool { index < bytes.count && bytes[index] == character.asciiValue }

  mutating func take(_ character: Character) -> Bool {
    guard peek(character) else { return false }
    index += 1
    return true
  }

  /// Three or more letters, or anything of letters, digits, + and - between < and >.
  mutating func name() -> String? {
    let start = index
    if take("<") {
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        let byte = bytes[index]
        guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else {
          return nil
        }
        index += 1
      }
      guard index > start + 1, take(">") else { return nil }
      return String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)
    }
    while index < bytes.count, isLetter(bytes[index]) { index += 1 }
    guard index - start >= 3 else { return nil }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// [+-]hh[:mm[:ss]], hours up to 24; positive means west of Greenwich, as POSIX has it.
  mutating func offset() -> Int? { signedTime(maximumHours: 24) }

  /// A day form and an optional /time (default 02:00), hours up to ±167 as RFC 8536 allows.
  mutating func moment() -> PosixZoneRule.Moment? {
    let day: PosixZoneRule.Moment.Day
    if take("J") {
      guard let n = number(), (1...365).contains(n) else { return nil }
      day = .julianNoLeap(n)
    } else if take("M") {
      guard let month = number(), (1...12).contains(month), take("."), let week = number(), (1...5).contains(week),
        take("."), let weekday = number(), (0...6).contains(weekday)
      else { return nil }
      day = .monthWeekDay(month: month, week: week, weekday: weekday)
    } else {
      guard let n = number(), (0...365).contains(n) else { return nil }
      day = .zeroBased(n)
    }
    var time = 7200
    if take("/") {
      guard let value = signedTime(maximumHours: 167) else { return nil }
      time = value
    }
    return .init(day: day, time: time)
  }

  private mutating func signedTime(maximumHours: Int) -> Int? {
    var sign = 1
    if take("-") {
      sign = -1
    } else {
      _ = take("+")
    }
    guard let hours = number(), hours <= maximumHours else { return nil }
    var seconds = hours * 3600
    if take(":") {
      guard let minutes = number(), minutes < 60 else { return nil }
      seconds += minutes * 60
      if take(":") {
        guard let secs = number(), secs < 60 else { return nil }
        seconds += secs
      }
    }
    return sign * seconds
  }

  /// One to three decimal digits.
  private mutating func number() -> Int? {
    let start = index
    var value = 0
    while index < bytes.count, isDigit(bytes[index]), index - start < 3 {
      value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    return index > start ? value : nil
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}

/// Division rounding toward minus infinity (dates before 1970 stay on the right day).
func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
  let quotient = a / b
  return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
}

/// The remainder that goes with `floorDivide`: always in 0..<b for positive b.
func floorModulo(_ a: Int64, _ b: Int64) -> Int64 { a - floorDivide(a, b) * b }
