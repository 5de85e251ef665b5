import Foundation
import Testing

@testable import WeatherProviders

struct OpenMeteoJSONDecoderTests {
  @Test func twoPlaceFixtureDecodesEverySection() throws {
    let payloads = try OpenMeteoJSONDecoder.decode(TestData.twoPlaces())
    #expect(payloads.count == 2)
    let berlin = payloads[0]
    #expect(berlin.timezone == "Europe/Berlin")
    #expect(berlin.utcOffsetSeconds == 7200)
    #expect(berlin.elevation == 38)
    let current = try #require(berlin.current)
    #expect(current.time == Date(timeIntervalSince1970: 1_792_843_200))
    #expect(current.interval == 900)
    #expect(current.values["temperature_2m"] == 13.9)
    #expect(berlin.hourly?.times.count == 96)
    #expect(berlin.minutely15?.times.count == 384)
    #expect(berlin.daily?.times.count == 4)
    // A JSON null inside a series is a missing value, not zero.
    #expect(berlin.hourly?.values["precipitation_probability"]?[30] == .some(nil))
    // sunrise/sunset land in `timestamps`, not in `values`.
    #expect(berlin.daily?.timestamp("sunrise", at: 0) == Date(timeIntervalSince1970: 1_792_734_000))
    #expect(berlin.daily?.values["sunrise"] == nil)
    #expect(payloads[1].timezone == "Atlantic/Reykjavik")
  }

  @Test func isoTimesAreShiftedByTheSingleOffset() throws {
    let body = """
      {"latitude":52.5,"longitude":13.4,"utc_offset_seconds":3600,"timezone":"Europe/Berlin",
       "hourly":{"time":["2026-01-10T00:00","2026-01-10T01:00"],"temperature_2m":[1.5,null]},
       "daily":{"time":["2026-01-10"],"sunrise":["2026-01-10T08:12"],"temperature_2m_max":[3]}}
      """
    let payload = try #require(try OpenMeteoJSONDecoder.decode(Data(body.utf8)).first)
    // 2026-01-10 00:00 at +01:00 = 2026-01-09 23:00 UTC = 1767999600.
    #expect(payload.hourly?.times == [1_767_999_600, 1_768_003_200].map(Date.init(timeIntervalSince1970:)))
    #expect(payload.hourly?.value("temperature_2m", at: 1) == nil)
    #expect(
      payload.daily?.timestamp("sunrise", at: 0) == Date(timeIntervalSince1970: 1_767_999_600 + 8 * 3600 + 12 * 60))
    #expect(payload.daily?.value("temperature_2m_max", at: 0) == 3)
    #expect(payload.current == nil)
    #expect(payload.minutely15 == nil)
  }

  @Test func missingKeysAndShortSeriesAreTolerated() throws {
    let body = #"{"latitude":1,"longitude":2,"hourly":{"time":[0,3600,7200],"temperature_2m":[1]}}"#
    let payload = try #require(try OpenMeteoJSONDecoder.decode(Data(body.utf8)).first)
    #expect(payload.utcOffsetSeconds == 0)
    #expect(payload.timezone == nil)
    #expect(payload.hourly?.values["temperature_2m"] == [1, nil, nil])
  }

  @Test(arguments: [
    "{\"latitude\":52.5,\"longitude\":13.4,\"hourly\":{\"time\":[1,2],\"temp\nUnexpected error while streaming data: timeout",
    "",
    "<html>502 Bad Gateway</html>",
    "{\"latitude\":52.5}",
    "42",
    "{\"latitude\":1,\"longitude\":2,\"hourly\":{\"time\":[\"yesterday\"]}}",
    "{\"latitude\":1,\"longitude\":2,\"utc_offset_seconds\":1e300}",
    "{\"error\":true,\"reason\":\"Something went wrong.\"}",
  ])
  func unreadableBodiesThrowMalformed(body: String) {
    #expect(throws: OpenMeteoError.self) { try OpenMeteoJSONDecoder.decode(Data(body.utf8)) }
  }

  @Test func absurdIntervalFallsBackToFifteenMinutes() throws {
    let body = #"{"latitude":1,"longitude":2,"current":{"time":0,"interval":1e300,"temperature_2m":"warm"}}"#
    let current = try #require(try OpenMeteoJSONDecoder.decode(Data(body.utf8)).first?.current)
    #expect(current.interval == 900)
    #expect(current.values["temperature_2m"] == .some(nil))
  }

  @Test func streamingFailureIsNamedInTheMessage() {
    let body = "{\"latitude\":52.5,\"hourly\":{\"time\":[1,2]Unexpected error while streaming data: disk"
    do {
      _ = try OpenMeteoJSONDecoder.decode(Data(body.utf8))
      Issue.record("expected an error")
    } catch let error as OpenMeteoError {
      #expect(error.message.contains("failed while sending"))
      #expect(error.message.hasSuffix("try again later"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func isoParserRejectsNonsense() {
    #expect(OpenMeteoISOTime.instant("2026-13-01", utcOffsetSeconds: 0) == nil)
    #expect(OpenMeteoISOTime.instant("2026-01-01T25:00", utcOffsetSeconds: 0) == nil)
    #expect(OpenMeteoISOTime.instant("2026-1-01", utcOffsetSeconds: 0) == nil)
    #expect(OpenMeteoISOTime.instant("1970-01-01", utcOffsetSeconds: 0) == Date(timeIntervalSince1970: 0))
    #expect(
      OpenMeteoISOTime.instant("2000-03-01T12:30", utcOffsetSeconds: -3600)
        == Date(timeIntervalSince1970: 951_913_800 + 3600))
  }
}
