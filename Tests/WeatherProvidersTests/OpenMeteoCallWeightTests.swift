import Foundation
import Testing
import WeatherCore

@testable import WeatherProviders

/// The weight function against the numbers of reference/apis.md §1.7 and Open-Meteo's own test
/// (OutputformatTests.swift: 2000-01-01 ..< 2021-01-01 is 7,671 days).
struct OpenMeteoCallWeightTests {
  @Test func sevenDaysOfUpToTenVariablesCostOne() {
    for variables in 1...10 {
      #expect(OpenMeteoCallWeight.of(variables: variables, days: 7, places: 1) == 1)
    }
    #expect(OpenMeteoCallWeight.of(variables: 15, days: 7, places: 1) == 1.5)
    #expect(OpenMeteoCallWeight.of(variables: 30, days: 7, places: 1) == 3)
  }

  @Test func twentyYearsOfOneVariableCostAbout55() {
    let weight = OpenMeteoCallWeight.of(variables: 1, days: 7_671, places: 1)
    #expect(abs(weight - 54.79286) < 0.0001)
    #expect(abs(OpenMeteoCallWeight.of(variables: 2, days: 7_671, places: 1) - 109.58572) < 0.0001)
  }

  @Test func placesAddUp() {
    #expect(OpenMeteoCallWeight.of(variables: 4, days: 31, places: 100) == 100)
    #expect(OpenMeteoCallWeight.of(variables: 1, days: 7, places: 0) == 0)
  }

  @Test func theStandardNormalsCostAbout313CallsAPlaceAndTheLongRecord585() throws {
    // 1991-01-01 … 2020-12-31 is 10,958 days; four daily variables.
    let one = OpenMeteoArchiveProvider.archiveWeight(.standard, inLocalYear: 2026)
    #expect(abs(one - 0.4 * 10_958 / 14) < 0.0001)
    #expect(one > 313 && one < 314)
    let (first, last) = ClimateBaseline.standard.days(inLocalYear: 2026)
    #expect(OpenMeteoArchiveProvider.archiveWeight(places: 6, from: first, through: last) == 6 * one)
    // 1970-01-01 … 2025-12-31 is 20,454 days.
    let long = try #require(ClimateBaseline(parsing: "1970-latest"))
    let longWeight = OpenMeteoArchiveProvider.archiveWeight(long, inLocalYear: 2026)
    #expect(longWeight > 584 && longWeight < 585)
  }

  @Test func aRecordHeavierThanTheMinutesShareIsAskedInPartsOfWholeYears() throws {
    let long = try #require(ClimateBaseline(parsing: "1970-latest"))
    let (first, last) = long.days(inLocalYear: 2026)
    let parts = OpenMeteoArchiveProvider.parts(from: first, through: last, places: 1, cap: 500)
    #expect(parts.map { "\($0.0)…\($0.1)" } == ["1970-01-01…1997-12-31", "1998-01-01…2025-12-31"])
    #expect(parts.allSatisfy { OpenMeteoArchiveProvider.archiveWeight(places: 1, from: $0.0, through: $0.1) <= 500 })
    let (standardFirst, standardLast) = ClimateBaseline.standard.days(inLocalYear: 2026)
    #expect(OpenMeteoArchiveProvider.parts(from: standardFirst, through: standardLast, places: 1, cap: 500).count == 1)
    // Three places of the long record: 1,755 calls, in four parts of 14 years.
    #expect(OpenMeteoArchiveProvider.parts(from: first, through: last, places: 3, cap: 500).count == 4)
  }

  @Test func theWeightOfARequestIsReadFromItsQuery() throws {
    let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.405, timeZoneIdentifier: "Europe/Berlin")
    let base = URL(string: "https://archive-api.open-meteo.com")!
    let (first, last) = ClimateBaseline.standard.days(inLocalYear: 2026)
    let archive = OpenMeteoArchiveProvider.archiveRequest(
      base: base, locations: [berlin, berlin, berlin], from: first, through: last, wire: .flatbuffers)
    #expect(
      OpenMeteoCallWeight.of(url: archive)
        == OpenMeteoArchiveProvider.archiveWeight(places: 3, from: first, through: last))
    let recent = OpenMeteoArchiveProvider.recentRequest(base: base, locations: [berlin, berlin], wire: .json)
    #expect(OpenMeteoCallWeight.of(url: recent) == 2)
    // The dashboard's forecast: 53 variables over 16 + 1 days (apis.md §6: about 6.4 a place).
    let forecast = OpenMeteoForecastRequest.url(base: base, locations: [berlin], wire: .json)
    let weight = OpenMeteoCallWeight.of(url: forecast)
    #expect(weight > 5 && weight < 8)
    // Geocoding has no coordinates: one call.
    #expect(
      OpenMeteoCallWeight.of(url: URL(string: "https://geocoding-api.open-meteo.com/v1/search?name=Berlin")!) == 1)
  }

  @Test(arguments: [
    "https://api.open-meteo.com/v1/forecast?latitude=52.52,48.1&longitude=13.4,11.6&hourly=a,b&models=x",
    "https://api.open-meteo.com/v1/forecast?latitude=52.52%2C48.1&hourly=temperature_2m%2Cis_day",
    "https://h/p?a=1&a=2&b=&c&=d&e=%41%zz%4&f=x%2",
    "https://h/p?name=S%C3%A3o+Paulo&count=10",
    "https://h/p?",
    "https://h/p",
    "https://h/p?latitude",
    "https://h/p?a=1&&b=2&",
  ])
  func theQueryIsReadAsURLComponentsReadsIt(_ text: String) throws {
    let url = try #require(URL(string: text))
    var expected: [String: String] = [:]
    for item in URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? [] {
      expected[item.name] = item.value ?? ""
    }
    #expect(OpenMeteoCallWeight.queryItems(of: url) == expected)
  }
}
