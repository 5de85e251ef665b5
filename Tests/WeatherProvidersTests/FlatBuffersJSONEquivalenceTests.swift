import Foundation
import Testing

@testable import WeatherProviders

/// The same forecast as Open-Meteo JSON and as FlatBuffers decodes to equal payloads.
///
/// Both files come from scripts/flatbuffers/make_fixture.py: the JSON in the server's exact
/// shape and decimals, the FlatBuffers compiled by flatc from the same numbers.
@Suite struct FlatBuffersJSONEquivalenceTests {
  /// The JSON reading the FlatBuffers payloads must equal; swap in the app's JSON decoder
  /// (`OpenMeteoJSONDecoder.decode`) where both are built together.
  static let decodeJSON: @Sendable (Data) throws -> [OpenMeteoPayload] = FlatBuffersReferenceJSONReader.decode

  private func bothTransports() throws -> (json: [OpenMeteoPayload], flatBuffers: [OpenMeteoPayload]) {
    let json = try Self.decodeJSON(try FlatBuffersTestFiles.own("forecast_2places.json"))
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

  @Test func payloadsCarryTheWholeRequest() throws {
    let (_, flatBuffers) = try bothTransports()
    for payload in flatBuffers {
      #expect(Set(payload.current?.values.keys ?? [:].keys) == Set(OpenMeteoVariables.current))
      #expect(Set(payload.minutely15?.values.keys ?? [:].keys) == Set(OpenMeteoVariables.minutely15))
      #expect(Set(payload.hourly?.values.keys ?? [:].keys) == Set(OpenMeteoVariables.hourly))
      let daily = try #require(payload.daily)
      #expect(Set(daily.values.keys).union(daily.timestamps.keys) == Set(OpenMeteoVariables.daily))
      #expect(Set(daily.timestamps.keys) == OpenMeteoVariables.dailyTimestamps)
    }
  }
}
