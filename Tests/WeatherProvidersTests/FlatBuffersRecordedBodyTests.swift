import Foundation
import Testing

@testable import WeatherProviders

/// The real recorded body (two places, hourly temperature_2m) decodes to the values documented
/// in ../shared/fixtures/SOURCES.md.
@Suite(FlatBuffersTestFiles.needsRecordedBody)
struct FlatBuffersRecordedBodyTests {
  @Test func framesTwoMessagesWithRootOffset32() throws {
    let body = try FlatBuffersTestFiles.recordedBody()
    #expect(body.count == 1656)
    let messages = try FlatBufferReader.sizePrefixedMessages(in: [UInt8](body))
    #expect(messages.map(\.message.count) == [820, 828])
    for message in messages {
      #expect(try message.uint32("root", at: message.message.lowerBound) == 32)
    }
  }

  @Test func decodesBothPlaces() throws {
    let body = try FlatBuffersTestFiles.recordedBody()
    let payloads = try OpenMeteoFlatBuffersDecoder.decode(body)
    try #require(payloads.count == 2)

    let berlin = payloads[0]
    #expect(berlin.latitude == 52.52)
    #expect(berlin.longitude == 13.419998)
    #expect(berlin.elevation == 38)
    #expect(berlin.utcOffsetSeconds == 0)
    #expect(berlin.timezone == nil)
    #expect(berlin.timezoneAbbreviation == nil)
    #expect(berlin.current == nil && berlin.daily == nil && berlin.minutely15 == nil)
    let hourly = try #require(berlin.hourly)
    #expect(hourly.times.count == 168)
    #expect(hourly.times.first == Date(timeIntervalSince1970: 1_698_883_200))
    #expect(hourly.times.last == Date(timeIntervalSince1970: 1_699_488_000 - 3600))
    #expect(
      zip(hourly.times, hourly.times.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 3600 })
    #expect(Array(hourly.values.keys) == ["temperature_2m"])
    let berlinTemperatures = try #require(hourly.values["temperature_2m"])
    #expect(berlinTemperatures.count == 168)
    #expect(berlinTemperatures.first == 10.6455)
    #expect(berlinTemperatures.last == 7.3195)
    #expect(berlinTemperatures.allSatisfy { $0 != nil })
    #expect(hourly.timestamps.isEmpty)

    let sardinia = payloads[1]
    #expect(sardinia.latitude == 40.1)
    #expect(sardinia.longitude == 8.1)
    #expect(sardinia.elevation == 0)
    let sardiniaHourly = try #require(sardinia.hourly)
    #expect(sardiniaHourly.times == hourly.times)
    let sardiniaTemperatures = try #require(sardiniaHourly.values["temperature_2m"])
    #expect(sardiniaTemperatures.count == 168)
    #expect(sardiniaTemperatures.first == 22.45)
    #expect(sardiniaTemperatures.last == 18.15)
  }

  @Test func readsLocationIdAndModelThroughTheRawReader() throws {
    let body = try FlatBuffersTestFiles.recordedBody()
    let messages = try FlatBufferReader.sizePrefixedMessages(in: [UInt8](body))
    let ids = try messages.map {
      try $0.rootTable("WeatherApiResponse").int64(slot: 4, "location_id")
    }
    let models = try messages.map { try $0.rootTable("WeatherApiResponse").uint8(slot: 5, "model") }
    #expect(ids == [0, 1])
    #expect(models == [1, 1])  // best_match
  }
}
