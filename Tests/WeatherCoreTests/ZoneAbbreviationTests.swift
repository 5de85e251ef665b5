import Foundation
import Testing

@testable import WeatherCore

/// Zone abbreviations from the tz database's POSIX rules, not Foundation's "GMT+1".
struct ZoneAbbreviationTests {
  @Test(arguments: [
    ("CET-1CEST,M3.5.0,M10.5.0/3", ZoneAbbreviation.Names(standard: "CET", daylight: "CEST")),
    ("AEST-10AEDT,M10.1.0,M4.1.0/3", ZoneAbbreviation.Names(standard: "AEST", daylight: "AEDT")),
    ("EST5EDT,M3.2.0,M11.1.0", ZoneAbbreviation.Names(standard: "EST", daylight: "EDT")),
    ("<-03>3", ZoneAbbreviation.Names(standard: "-03")),
    ("<+0545>-5:45", ZoneAbbreviation.Names(standard: "+0545")),
    ("<-01>1<+00>,M3.5.0/0,M10.5.0/1", ZoneAbbreviation.Names(standard: "-01", daylight: "+00")),
    ("UTC0", ZoneAbbreviation.Names(standard: "UTC")),
  ])
  func rulesNameTheirZones(rule: String, names: ZoneAbbreviation.Names) {
    #expect(ZoneAbbreviation.names(inRule: rule) == names)
  }

  @Test(arguments: ["", "X1", "<>0", "<-03", "<\u{1B}[2J>0", "<a b>1"])
  func malformedRulesHaveNoNames(rule: String) {
    #expect(ZoneAbbreviation.names(inRule: rule) == nil)
  }

  @Test func theFooterOfAVersion2FileIsRead() {
    let header = Data("TZif2".utf8) + Data(repeating: 0, count: 39)
    let file = header + Data("\nCET-1CEST,M3.5.0,M10.5.0/3\n".utf8)
    #expect(ZoneAbbreviation.names(inTZif: file) == .init(standard: "CET", daylight: "CEST"))
    // Version 1 files have no footer; truncated or foreign files are nothing.
    var version1 = file
    version1[4] = 0
    #expect(ZoneAbbreviation.names(inTZif: version1) == nil)
    #expect(ZoneAbbreviation.names(inTZif: file.prefix(30)) == nil)
    #expect(ZoneAbbreviation.names(inTZif: Data("not a zone file at all, not at all, no\nCET\n".utf8)) == nil)
  }

  static let hasZoneinfo = FileManager.default.fileExists(atPath: ZoneAbbreviation.directory + "/Europe/Berlin")

  @Test(.enabled(if: hasZoneinfo, "needs the tz database (Debian's tzdata)"))
  func daylightTimeFollowsTheInstant() throws {
    let january = Date(timeIntervalSince1970: 1_768_478_400)  // 2026-01-15 12:00 UTC
    let july = Date(timeIntervalSince1970: 1_784_116_800)  // 2026-07-15 12:00 UTC
    let zone = { (name: String) in try #require(TimeZone(identifier: name)) }
    #expect(ZoneAbbreviation.abbreviation(for: try zone("Europe/Berlin"), at: january) == "CET")
    #expect(ZoneAbbreviation.abbreviation(for: try zone("Europe/Berlin"), at: july) == "CEST")
    #expect(ZoneAbbreviation.abbreviation(for: try zone("Australia/Hobart"), at: january) == "AEDT")
    #expect(ZoneAbbreviation.abbreviation(for: try zone("Australia/Hobart"), at: july) == "AEST")
    #expect(ZoneAbbreviation.abbreviation(for: try zone("America/Sao_Paulo"), at: july) == "-03")
  }

  @Test func unknownZonesFallBackToFoundation() throws {
    let offset = try #require(TimeZone(secondsFromGMT: 3600))
    #expect(ZoneAbbreviation.names(for: "../../etc/passwd") == nil)
    #expect(ZoneAbbreviation.abbreviation(for: offset, at: Date()) == offset.abbreviation(for: Date()))
  }
}
