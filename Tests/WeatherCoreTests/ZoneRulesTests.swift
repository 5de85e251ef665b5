import Foundation
import SystemFiles
import Testing

@testable import WeatherCore

/// Zones read from the tz database by our own TZif reader, checked against Foundation's
/// ICU-backed `TimeZone` and `Calendar` (an independent implementation with its own copy of the
/// database) over seventy years of instants.
struct ZoneRulesTests {
  // MARK: - POSIX rules

  @Test(arguments: [
    ("CET-1CEST,M3.5.0,M10.5.0/3", "CET", "CEST", 3600),
    ("AEST-10AEDT,M10.1.0,M4.1.0/3", "AEST", "AEDT", 36000),
    ("EST5EDT,M3.2.0,M11.1.0", "EST", "EDT", -18000),
    ("<-03>3", "-03", nil, -10800),
    ("<+0545>-5:45", "+0545", nil, 20700),
    ("<-01>1<+00>,M3.5.0/0,M10.5.0/1", "-01", "+00", -3600),
    ("UTC0", "UTC", nil, 0),
  ])
  func rulesNameTheirZones(rule: String, standard: String, daylight: String?, offset: Int) throws {
    let parsed = try #require(PosixZoneRule(rule))
    #expect(parsed.standard.abbreviation == standard)
    #expect(parsed.standard.offset == offset)
    #expect(parsed.daylight?.type.abbreviation == daylight)
  }

  @Test(arguments: [
    "", "X1", "<>0", "<-03", "<\u{1B}[2J>0", "<a b>1", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.5.0",
    "CET-1CEST,J0,J365", "CET-99", "CET-1CEST,M3.5.0/200,M10.5.0",
  ])
  func malformedRulesAreRefused(rule: String) {
    #expect(PosixZoneRule(rule) == nil)
  }

  @Test func aRuleAloneKeepsDaylightTime() throws {
    let zone = ZoneRules(identifier: "rule", rule: try #require(PosixZoneRule("CET-1CEST,M3.5.0,M10.5.0/3")))
    // 2026: daylight time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    #expect(zone.secondsFromGMT(for: Self.utc(2026, 3, 29, 0, 59)) == 3600)
    #expect(zone.secondsFromGMT(for: Self.utc(2026, 3, 29, 1, 0)) == 7200)
    #expect(zone.secondsFromGMT(for: Self.utc(2026, 10, 25, 0, 59)) == 7200)
    #expect(zone.secondsFromGMT(for: Self.utc(2026, 10, 25, 1, 0)) == 3600)
    #expect(zone.abbreviation(for: Self.utc(2026, 7, 1)) == "CEST")
  }

  // MARK: - Reading files

  @Test func damagedFilesAreRefused() throws {
    let berlin = try Self.file("Europe/Berlin")
    #expect(ZoneRules(identifier: "x", tzif: berlin) != nil)
    for length in [0, 4, 44, 100, berlin.count / 2, berlin.count - 1] {
      #expect(ZoneRules(identifier: "x", tzif: Array(berlin.prefix(length))) == nil, "cut at \(length)")
    }
    var huge = berlin
    huge[32...35] = [0x7F, 0xFF, 0xFF, 0xFF]  // the transition count
    #expect(ZoneRules(identifier: "x", tzif: huge) == nil)
    #expect(ZoneRules(identifier: "x", tzif: Array("not a zone file at all, not at all, no\nCET\n".utf8)) == nil)
  }

  @Test func namesCannotLeaveTheDatabase() {
    #expect(ZoneDatabase.zone("../../etc/passwd") == nil)
    #expect(ZoneDatabase.zone("/etc/localtime") == nil)
    #expect(ZoneDatabase.zone("Europe/Nowhere") == nil)
    #expect(ZoneDatabase.zone("UTC")?.secondsFromGMT(for: Date()) == 0)
  }

  // MARK: - Against Foundation

  /// Zones with every kind of history: both hemispheres, half and quarter hours, zones that
  /// dropped or adopted daylight time, midnight transitions, a negative DST (Dublin).
  static let zones = [
    "Europe/Berlin", "Europe/London", "Europe/Dublin", "Europe/Moscow", "America/New_York", "America/Chicago",
    "America/Denver", "America/Phoenix", "America/Los_Angeles", "America/Anchorage", "America/St_Johns",
    "America/Havana", "America/Santiago", "America/Sao_Paulo", "America/Asuncion", "Pacific/Honolulu",
    "Pacific/Auckland", "Pacific/Chatham", "Pacific/Apia", "Australia/Sydney", "Australia/Adelaide",
    "Australia/Lord_Howe", "Australia/Perth", "Australia/Hobart", "Asia/Tokyo", "Asia/Kolkata",
    "Asia/Kathmandu", "Asia/Tehran", "Asia/Jerusalem", "Africa/Casablanca", "Africa/Cairo", "Atlantic/Azores",
    "Atlantic/Reykjavik", "Arctic/Longyearbyen", "Antarctica/Troll", "UTC",
  ]

  @Test(.enabled(if: hasDatabase, "needs the tz database (Debian's tzdata)"), arguments: zones)
  func offsetsMatchFoundation(identifier: String) throws {
    let ours = try #require(ZoneDatabase.zone(identifier))
    let theirs = try #require(TimeZone(identifier: identifier))
    var mismatches: [String] = []
    // Every 5 days and 7 hours from 1971 to 2060: past the last listed transition, the footer rule.
    var seconds: Double = 31_536_000
    while seconds < 2_840_000_000 {
      let date = Date(timeIntervalSince1970: seconds)
      if ours.secondsFromGMT(for: date) != theirs.secondsFromGMT(for: date) {
        mismatches.append("\(date): \(ours.secondsFromGMT(for: date)) vs \(theirs.secondsFromGMT(for: date))")
      }
      seconds += 5 * 86_400 + 7 * 3600
    }
    // The two databases may differ by a release on a recent change; nothing more.
    #expect(mismatches.count <= 6, "\(identifier): \(mismatches.prefix(6))")
  }

  @Test(.enabled(if: hasDatabase, "needs the tz database (Debian's tzdata)"), arguments: zones)
  func wallClockMathMatchesFoundationsCalendar(identifier: String) throws {
    let ours = try #require(ZoneDatabase.zone(identifier))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: identifier))
    var mismatches: [String] = []
    // Every day of 2019–2026 in this zone: start of day, 02:00 and 12:00, day and weekday.
    for dayNumber in CalendarDay(year: 2019, month: 1, day: 1)
      .dayNumber...CalendarDay(year: 2026, month: 12, day: 31)
      .dayNumber
    {
      let day = CalendarDay(dayNumber: dayNumber)
      let noon = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!
      let start = calendar.startOfDay(for: noon)
      if ours.start(of: day) != start { mismatches.append("\(day) start \(ours.start(of: day)) vs \(start)") }
      for hour in [2, 12] {
        let theirs = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour))!
        if ours.instant(of: day, hour: hour) != theirs { mismatches.append("\(day) \(hour):00") }
      }
      let local = ours.local(noon)
      let components = calendar.dateComponents([.year, .month, .day, .hour, .weekday], from: noon)
      if local.day != day || local.hour != components.hour || local.weekday != components.weekday {
        mismatches.append("\(day) reading")
      }
      let next = calendar.date(byAdding: .day, value: 1, to: start)!
      if ours.date(byAddingDays: 1, to: start) != next { mismatches.append("\(day) +1 day") }
    }
    #expect(mismatches.count <= 8, "\(identifier): \(mismatches.prefix(8))")
  }

  @Test(.enabled(if: hasDatabase, "needs the tz database (Debian's tzdata)"))
  func abbreviationsAreTheDatabasesOwn() throws {
    let january = Self.utc(2026, 1, 15, 12)
    let july = Self.utc(2026, 7, 15, 12)
    let zone = { (name: String) in try #require(ZoneDatabase.zone(name)) }
    #expect(try zone("Europe/Berlin").abbreviation(for: january) == "CET")
    #expect(try zone("Europe/Berlin").abbreviation(for: july) == "CEST")
    #expect(try zone("Australia/Hobart").abbreviation(for: january) == "AEDT")
    #expect(try zone("Australia/Hobart").abbreviation(for: july) == "AEST")
    #expect(try zone("America/Sao_Paulo").abbreviation(for: july) == "-03")
  }

  @Test func absurdInstantsDoNotTrap() throws {
    let zone = try #require(ZoneDatabase.zone("UTC"))
    for value in [Double.nan, .infinity, -.infinity, 1e19, -1e19] {
      _ = zone.local(Date(timeIntervalSince1970: value))
      _ = zone.date(byAddingDays: 1, to: Date(timeIntervalSince1970: value))
    }
  }

  // MARK: - Support

  static let hasDatabase = FileManager.default.fileExists(atPath: ZoneDatabase.directory + "/Europe/Berlin")

  static func file(_ identifier: String) throws -> [UInt8] {
    let path = ZoneDatabase.directory + "/" + identifier
    let data = try #require(FileManager.default.contents(atPath: path), "no \(path): install tzdata")
    return [UInt8](data)
  }

  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    CalendarDay(year: year, month: month, day: day).start(in: .utc).addingTimeInterval(
      Double(hour * 3600 + minute * 60))
  }
}
