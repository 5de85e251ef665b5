import Foundation
import Testing
import WeatherCore

@Suite struct HourCycleTests {
  @Test(
    arguments: [
      (["LANG": "en_US.UTF-8"], HourCycle.twelveHour),
      (["LANG": "en_AU.UTF-8"], .twelveHour),
      (["LANG": "en_GB.UTF-8"], .twentyFourHour),
      (["LANG": "de_DE.UTF-8"], .twentyFourHour),
      (["LC_TIME": "en_GB.UTF-8", "LANG": "en_US.UTF-8"], .twentyFourHour),
      (["LC_ALL": "en_US.UTF-8", "LC_TIME": "de_DE.UTF-8"], .twelveHour),
      (["LANG": "ko_KR.UTF-8"], .twelveHour),
      (["LANG": "ja_JP.UTF-8"], .twentyFourHour),
      (["LANG": "en_US.UTF-8@euro"], .twelveHour),
      (["LANG": "C.UTF-8"], .twentyFourHour),
      (["LANG": "POSIX"], .twentyFourHour),
      ([:], .twentyFourHour),
    ] as [([String: String], HourCycle)])
  func clockFollowsTheLocale(environment: [String: String], expected: HourCycle) {
    #expect(HourCycle.fromLocale(environment: environment) == expected)
  }
}

/// The table in `HourCycle` against ICU itself (Foundation's DateFormatter, which the program
/// no longer links): every locale ICU knows, with and without a region.
@Suite struct HourCycleICUTests {
  @Test func everyLocaleICUKnowsAgrees() {
    var mismatches: [String] = []
    var checked = 0
    for identifier in Locale.availableIdentifiers.sorted() {
      // POSIX names have letter regions; UN M.49 areas ("es_419") do not occur there.
      guard identifier.allSatisfy({ $0.isLetter || $0 == "_" }) else { continue }
      let pattern =
        DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: Locale(identifier: identifier)) ?? ""
      let fields = pattern.split(separator: "'", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
      let icu: HourCycle = fields.contains("h") || fields.contains("K") ? .twelveHour : .twentyFourHour
      checked += 1
      if HourCycle.forLocale(identifier) != icu { mismatches.append("\(identifier): ICU \(icu.rawValue)") }
    }
    #expect(checked > 500)
    #expect(mismatches.isEmpty, "\(mismatches.count) of \(checked): \(mismatches.prefix(20))")
  }
}
