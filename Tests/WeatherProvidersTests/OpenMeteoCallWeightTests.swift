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

  @Test func theNormalsCostAbout585CallsAPlace() {
    // 1970-01-01 … 2025-12-31 is 20,454 days; four daily variables.
    let one = OpenMeteoArchiveProvider.archiveWeight(places: 1, lastYear: 2025)
    #expect(abs(one - 0.4 * 20_454 / 14) < 0.0001)
    #expect(one > 584 && one < 585)
    #expect(OpenMeteoArchiveProvider.archiveWeight(places: 6, lastYear: 2025) == 6 * one)
  }

  @Test func theWeightOfARequestIsReadFromItsQuery() throws {
    let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.405, timeZoneIdentifier: "Europe/Berlin")
    let base = URL(string: "https://archive-api.open-meteo.com")!
    let archive = OpenMeteoArchiveProvider.archiveRequest(
      base: base, locations: [berlin, berlin, berlin], lastYear: 2025, wire: .flatbuffers)
    #expect(OpenMeteoCallWeight.of(url: archive) == OpenMeteoArchiveProvider.archiveWeight(places: 3, lastYear: 2025))
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
