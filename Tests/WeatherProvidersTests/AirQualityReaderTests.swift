import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The air-quality readers against real recordings (Fixtures/AirQuality/README.md) and against
/// flatc-built messages from the official schema.
@Suite struct AirQualityReaderTests {
  private static let fetchedAt = Date(timeIntervalSince1970: 1_790_860_000)

  private func json(_ name: String) throws -> AirQuality {
    let answers = try AirQualityReader.decode(
      try TestData.own("AirQuality/" + name), format: .json, fetchedAt: Self.fetchedAt)
    try #require(answers.count == 1)
    return answers[0]
  }

  // MARK: - Real recordings (JSON)

  @Test func brnoRecordingDecodesEveryHourWithPollen() throws {
    let air = try json("air_brno_2026-10-01.json")
    #expect(air.hourly.count == 72)
    #expect(air.current == nil, "the recording asked for hourly values only")
    let first = try #require(air.hourly.first)
    // Unix times (timeformat=unixtime): 2026-09-30 22:00 UTC, local midnight in Brno.
    #expect(first.date == Date(timeIntervalSince1970: 1_790_805_600))
    #expect(first.europeanIndex == 28)
    #expect(first.concentrations[.pm2_5] == 8.8)
    #expect(first.concentrations[.pm10] == 11.9)
    #expect(first.concentrations[.ozone] == nil, "not asked for: absent, not zero")
    #expect(first.usIndex == nil)
    #expect(first.pollen[.mugwort] == 4.3)
    #expect(first.pollen[.birch] == 0, "a served zero stays a zero")
    #expect(first.pollen.count == 6)
    #expect(air.hourly.last?.date == Date(timeIntervalSince1970: 1_791_061_200))
    #expect(air.hourly.last?.europeanIndex == 41)
    #expect(zip(air.hourly, air.hourly.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 3600 })
  }

  @Test func newYorkRecordingHasNoPollenAtAll() throws {
    let air = try json("air_new_york_2026-10-01.json")
    #expect(air.hourly.count == 72)
    #expect(air.hourly.allSatisfy { $0.pollen.isEmpty }, "null pollen outside Europe is absent, never 0")
    #expect(air.hourly.compactMap(\.europeanIndex).max() == 92)
    #expect(air.hourly[38].europeanIndex == 92)
    #expect(air.hourly[0].concentrations[.pm2_5] == 20)
  }

  static let beijing = "tpisel-openmeteo/air-quality-api.open-meteo.com/v1/air-quality-28475d.json"
  static let homeAssistant = "home-assistant/open_meteo_air_quality.json"

  @Test(TestData.needsShared(beijing, homeAssistant))
  func sharedRecordingsDecode() throws {
    // CO in µg/m³ for Beijing (tpisel-openmeteo), ISO times; uv_index and ozone current (HA).
    let beijing = try AirQualityReader.decode(
      try TestData.shared(Self.beijing), format: .json, fetchedAt: Self.fetchedAt)
    #expect(beijing.first?.hourly.count == 48)
    #expect(beijing.first?.hourly.first?.concentrations[.carbonMonoxide] == 4048)
    // "2023-01-01T00:00" at +08:00.
    #expect(beijing.first?.hourly.first?.date == Date(timeIntervalSince1970: 1_672_502_400))
    let berlin = try AirQualityReader.decode(
      try TestData.shared(Self.homeAssistant), format: .json, fetchedAt: Self.fetchedAt)
    let current = try #require(berlin.first?.current)
    #expect(current.concentrations[.ozone] == 82)
    #expect(current.date == Date(timeIntervalSince1970: 1_637_794_800))
  }

  // MARK: - FlatBuffers from the official schema

  @Test func flatcBuiltRecordingsReadAsTheirJSON() throws {
    let flat = try AirQualityReader.decode(
      try TestData.own("AirQuality/air_brno_new_york.flatbuffers.bin"), format: .flatbuffers,
      fetchedAt: Self.fetchedAt)
    let fromJSON = [try json("air_brno_2026-10-01.json"), try json("air_new_york_2026-10-01.json")]
    #expect(flat.count == 2)
    // Exactly equal: every series found by its schema identity, every float widened to the
    // decimal the JSON printed, NaN back to absent.
    #expect(flat == fromJSON)
  }

  @Test func flatcBuiltCurrentSectionReadsAsItsJSON() throws {
    let flat = try AirQualityReader.decode(
      try TestData.own("AirQuality/current_made_up.flatbuffers.bin"), format: .flatbuffers, fetchedAt: Self.fetchedAt)
    let fromJSON = try json("current_made_up.json")
    #expect(flat == [fromJSON])
    let current = try #require(fromJSON.current)
    #expect(current.europeanIndex == 32 && current.usIndex == 55)
    #expect(current.europeanSubIndices[.pm2_5] == 30 && current.europeanSubIndices.count == 5)
    #expect(current.usSubIndices[.carbonMonoxide] == 2 && current.usSubIndices.count == 6)
    #expect(current.concentrations.count == 6 && current.concentrations[.carbonMonoxide] == 220)
    #expect(current.pollen[.mugwort] == nil, "null")
    #expect(current.pollen[.ragweed] == nil, "negative: dropped")
    #expect(current.pollen[.birch] == 43)
    #expect(current.dominantPollutant(on: .european) == .ozone)
    #expect(current.dominantPollutant(on: .us) == .pm2_5)
    #expect(fromJSON.hourly[1].europeanIndex == nil)
    #expect(fromJSON.hourly[2].usIndex == nil, "1e19: dropped")
  }

  // MARK: - Hostile input

  @Test func malformedBodiesThrowAndNeverTrap() {
    for body in ["", "{", "[1]", "{\"latitude\":1}", "{\"error\":true,\"reason\":\"x\"}"] {
      #expect(throws: OpenMeteoError.self) {
        try AirQualityReader.decode(Data(body.utf8), format: .json, fetchedAt: Self.fetchedAt)
      }
    }
    for bytes: [UInt8] in [[], [1, 0, 0], [4, 0, 0, 0, 255, 255, 255, 255]] {
      #expect(throws: OpenMeteoError.self) {
        try AirQualityReader.decode(Data(bytes), format: .flatbuffers, fetchedAt: Self.fetchedAt)
      }
    }
  }

  @Test func hoursAreCappedOrderedAndChecked() throws {
    let count = AirQuality.maximumHours + 50
    let times = (0..<count).map { String(1_790_805_600 + 3600 * $0) }.joined(separator: ",")
    let values = (0..<count).map { $0 == 3 ? "-5" : $0 == 4 ? "1e19" : "20" }.joined(separator: ",")
    let body = """
      {"latitude":1,"longitude":2,"utc_offset_seconds":0,
       "hourly":{"time":[\(times)],"european_aqi":[\(values)],"birch_pollen":[1e19]}}
      """
    let air = try #require(try AirQualityReader.decode(Data(body.utf8), format: .json, fetchedAt: Self.fetchedAt).first)
    #expect(air.hourly.count == AirQuality.maximumHours)
    #expect(air.hourly[3].europeanIndex == nil && air.hourly[4].europeanIndex == nil)
    #expect(air.hourly[0].pollen.isEmpty)
  }

  // MARK: - Request

  @Test func requestAsksForEveryPlaceAtOnceWithItsWeight() throws {
    let places = [
      Location(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin"),
      Location(name: "Tucson", latitude: 32.22, longitude: -110.93),
    ]
    let url = AirQualityRequest.url(
      base: URL(string: "https://air-quality-api.open-meteo.com")!, locations: places, wire: .flatbuffers)
    let query = OpenMeteoCallWeight.queryItems(of: url)
    #expect(url.path == "/v1/air-quality")
    #expect(query["latitude"] == "52.52,32.22" && query["longitude"] == "13.41,-110.93")
    #expect(query["timezone"] == "Europe/Berlin,auto")
    #expect(query["current"]?.split(separator: ",").count == 25)
    #expect(query["current"]?.hasPrefix("european_aqi,us_aqi,pm2_5,") == true)
    #expect(
      query["hourly"] == "european_aqi,us_aqi,alder_pollen,birch_pollen,grass_pollen,mugwort_pollen,"
        + "olive_pollen,ragweed_pollen")
    #expect(query["forecast_days"] == "2" && query["timeformat"] == "unixtime" && query["format"] == "flatbuffers")
    // 33 variables over 2 days: 3.3 calls a place.
    #expect(abs(OpenMeteoCallWeight.of(url: url) - 6.6) < 1e-9)
  }
}
