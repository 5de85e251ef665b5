import Foundation
import Testing
import WeatherCore

/// `climate_baseline`: a span of whole years, fixed or growing with the years.
struct ClimateBaselineTests {
  @Test func spansAreReadAsWrittenAndBadOnesRefused() {
    #expect(ClimateBaseline(parsing: "1991-2020") == .standard)
    #expect(ClimateBaseline(parsing: " 1991–2020 ") == .standard, "an en dash, as the docs print it")
    #expect(ClimateBaseline(parsing: "1970-latest") == ClimateBaseline(firstYear: 1970, lastYear: nil))
    #expect(ClimateBaseline(parsing: "1970-LATEST")?.lastYear == nil)
    for bad in ["", "1991", "1991-", "1939-2020", "2015-2020", "91-2020", "1991-2020-2030", "abcd-efgh", "1e3-2020"] {
      #expect(ClimateBaseline(parsing: bad) == nil, "\(bad)")
    }
  }

  @Test func theLastYearIsNeverTheYearUnderWay() {
    #expect(ClimateBaseline.standard.lastYear(inLocalYear: 2026) == 2020)
    #expect(ClimateBaseline(firstYear: 1970, lastYear: nil).lastYear(inLocalYear: 2026) == 2025)
    #expect(ClimateBaseline(firstYear: 2000, lastYear: 2030).lastYear(inLocalYear: 2026) == 2025)
    let (first, last) = ClimateBaseline.standard.days(inLocalYear: 2026)
    #expect(first.description == "1991-01-01" && last.description == "2020-12-31")
    #expect(ClimateBaseline.standard.description == "1991–2020" && ClimateBaseline.standard.setting == "1991-2020")
    #expect(ClimateBaseline(firstYear: 1970, lastYear: nil).description == "1970–last year")
  }
}
