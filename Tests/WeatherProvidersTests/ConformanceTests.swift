import Foundation
import SystemFiles
import TestSupport
import Testing

@testable import WeatherProviders

/// Decodes every recorded Open-Meteo response under ../shared/fixtures.
struct ConformanceTests {
  static let forecasts = "tpisel-openmeteo/api.open-meteo.com/v1"
  static let geocoding = "tpisel-openmeteo/geocoding-api.open-meteo.com/v1"

  @Test(TestData.needsShared(forecasts))
  func everyRecordedForecastDecodes() throws {
    let files = try TestData.sharedJSONFiles(Self.forecasts)
    #expect(files.count >= 5)
    for file in files {
      let payloads = try OpenMeteoJSONDecoder.decode(Data(contentsOf: file))
      #expect(payloads.count == 1, "\(file.lastPathComponent)")
      #expect(payloads[0].timezone != nil, "\(file.lastPathComponent)")
    }
  }

  @Test(TestData.needsShared(forecasts + "/forecast-4418bd.json"))
  func brasiliaHourlyIsoTimesUseTheUTCOffset() throws {
    let body = try TestData.shared(Self.forecasts + "/forecast-4418bd.json")
    let payload = try #require(try OpenMeteoJSONDecoder.decode(body).first)
    #expect(payload.utcOffsetSeconds == -10800)
    #expect(payload.timezone == "America/Sao_Paulo")
    let hourly = try #require(payload.hourly)
    // "2023-10-25T00:00" at −03:00 is 03:00 UTC.
    #expect(hourly.times.first == Date(timeIntervalSince1970: 1_698_202_800))
    #expect(hourly.times[1].timeIntervalSince(hourly.times[0]) == 3600)
    #expect(hourly.values["temperature_2m"]?.count == hourly.times.count)
  }

  @Test(TestData.needsShared(forecasts + "/forecast-073b9d.json"))
  func allNullDailySeriesDecodesAsMissing() throws {
    let body = try TestData.shared(Self.forecasts + "/forecast-073b9d.json")
    let payload = try #require(try OpenMeteoJSONDecoder.decode(body).first)
    let daily = try #require(payload.daily)
    #expect(daily.times.count == 11)
    #expect(daily.values["temperature_2m_max"]?.allSatisfy { $0 == nil } == true)
    #expect(payload.elevation == 0)
  }

  @Test(TestData.needsShared("open-meteo-server-golden"))
  func serverGoldenFilesDecode() throws {
    let folder = "open-meteo-server-golden"
    let expected = [
      "single_location_iso8601.json": 1, "single_location_unixtime.json": 1,
      "two_locations_iso8601.json": 2, "two_locations_unixtime.json": 2,
    ]
    let files = try TestData.sharedJSONFiles(folder)
    #expect(files.count == expected.count)
    var decoded: [String: [OpenMeteoPayload]] = [:]
    for file in files {
      let payloads = try OpenMeteoJSONDecoder.decode(Data(contentsOf: file))
      #expect(payloads.count == expected[file.lastPathComponent], "\(file.lastPathComponent)")
      decoded[file.lastPathComponent] = payloads
    }
    // The iso8601 and unixtime goldens describe the same instants.
    let iso = try #require(decoded["single_location_iso8601.json"]?.first)
    let unix = try #require(decoded["single_location_unixtime.json"]?.first)
    #expect(iso.hourly?.times == unix.hourly?.times)
    // The dummy writer's daily unix times ignore the offset; the ISO dates are local midnights.
    #expect(iso.daily?.times.first == Date(timeIntervalSince1970: 1_657_584_000 - 3600))
    #expect(unix.hourly?.times.first == Date(timeIntervalSince1970: 1_657_584_000))
    #expect(unix.hourly?.value("temperature_2m", at: 0) == 20.0)
  }

  @Test(TestData.needsShared(geocoding))
  func geocodingRecordingsDecode() throws {
    let files = try TestData.sharedJSONFiles(Self.geocoding)
    #expect(files.count >= 10)
    var empty = 0
    for file in files {
      let places = try OpenMeteoGeocoder.decode(Data(contentsOf: file))
      if places.isEmpty { empty += 1 }
      for place in places {
        #expect(!place.name.isEmpty)
        #expect(place.timezone != nil, "\(file.lastPathComponent)")
      }
    }
    #expect(empty == 4)
    let berlin = try OpenMeteoGeocoder.decode(
      try TestData.shared(Self.geocoding + "/search-4200be.json"))
    let location = try #require(berlin.first).location
    #expect(location.name == "Berlin")
    #expect(location.region == "Land Berlin, Germany")
    #expect(location.timeZoneIdentifier == "Europe/Berlin")
    #expect(location.countryCode == "DE")
    #expect(berlin.first?.population == 3_426_354)
  }
}
