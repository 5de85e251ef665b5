import Foundation
import Testing
import WeatherCore

@testable import WeatherProviders

/// The same forecast as Open-Meteo JSON and as FlatBuffers decodes to equal payloads, and so to
/// equal `Weather` values: switching the transport changes nothing a user can see.
///
/// Both files come from scripts/flatbuffers/make_fixture.py: the JSON in the server's exact
/// shape and decimals (timeformat=unixtime), the FlatBuffers compiled by flatc from the same numbers.
@Suite struct FlatBuffersJSONEquivalenceTests {
  private func bothTransports() throws -> (
    json: [OpenMeteoPayload], flatBuffers: [OpenMeteoPayload]
  ) {
    let json = try OpenMeteoJSONDecoder.decode(
      try FlatBuffersTestFiles.own("forecast_2places.json"))
    let flatBuffers = try OpenMeteoFlatBuffersDecoder.decode(
      try FlatBuffersTestFiles.own("forecast_2places.flatbuffers.bin"))
    return (json, flatBuffers)
  }

  @Test func sameForecastGivesEqualPayloads() throws {
    let (json, flatBuffers) = try bothTransports()
    try #require(json.count == 2 && flatBuffers.count == 2)
    for index in 0..<2 {
      // Section by section first, so a difference points at its section.
      #expect(flatBuffers[index].current == json[index].current, "place \(index) current")
      #expect(flatBuffers[index].minutely15 == json[index].minutely15, "place \(index) minutely_15")
      #expect(flatBuffers[index].hourly == json[index].hourly, "place \(index) hourly")
      #expect(flatBuffers[index].daily == json[index].daily, "place \(index) daily")
    }
    #expect(flatBuffers == json)
  }

  @Test func sameForecastGivesEqualWeather() throws {
    let (json, flatBuffers) = try bothTransports()
    let places = [
      Location(name: "Berlin", latitude: 52.52, longitude: 13.41),
      Location(name: "Tromsø", latitude: 69.65, longitude: 18.96),
    ]
    // 2026-11-22T09:20Z: inside the fixture's current, 15-minute, hourly and daily ranges.
    let now = Date(timeIntervalSince1970: 1_795_338_000 + 1200)
    func weather(_ payloads: [OpenMeteoPayload]) -> [Weather] {
      zip(payloads, places).map {
        OpenMeteoWeatherMapper.weather(from: $0, location: $1, now: now, fetchedAt: now)
      }
    }
    let fromJSON = weather(json)
    let fromFlatBuffers = weather(flatBuffers)
    try #require(fromJSON.count == 2)
    for index in 0..<2 {
      #expect(
        fromFlatBuffers[index].currentWeather == fromJSON[index].currentWeather,
        "place \(index) current")
      #expect(
        fromFlatBuffers[index].minuteForecast == fromJSON[index].minuteForecast,
        "place \(index) minutes")
      #expect(
        fromFlatBuffers[index].hourlyForecast == fromJSON[index].hourlyForecast,
        "place \(index) hours")
      #expect(
        fromFlatBuffers[index].dailyForecast == fromJSON[index].dailyForecast, "place \(index) days"
      )
    }
    #expect(fromFlatBuffers == fromJSON)
    // Not vacuous: the mapped forecast holds data, including the polar night's missing sunrise.
    #expect(fromFlatBuffers[0].currentWeather?.temperature != nil)
    #expect(!fromFlatBuffers[0].hourlyForecast.isEmpty && !fromFlatBuffers[1].dailyForecast.isEmpty)
    #expect(fromFlatBuffers[1].dailyForecast.contains { $0.sunrise == nil })
    #expect(fromFlatBuffers[1].location.timeZoneIdentifier == "Europe/Oslo")
  }

  @Test func payloadsCarryTheWholeRequest() throws {
    let (_, flatBuffers) = try bothTransports()
    for payload in flatBuffers {
      #expect(Set(payload.current?.values.keys ?? [:].keys) == Set(OpenMeteoVariables.current))
      #expect(
        Set(payload.minutely15?.values.keys ?? [:].keys) == Set(OpenMeteoVariables.minutely15))
      #expect(Set(payload.hourly?.values.keys ?? [:].keys) == Set(OpenMeteoVariables.hourly))
      let daily = try #require(payload.daily)
      #expect(Set(daily.values.keys).union(daily.timestamps.keys) == Set(OpenMeteoVariables.daily))
      #expect(Set(daily.timestamps.keys) == OpenMeteoVariables.dailyTimestamps)
    }
  }
}
