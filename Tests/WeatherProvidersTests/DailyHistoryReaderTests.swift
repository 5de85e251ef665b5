import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The daily-history readers behind the climate: JSON read in place (one place or the array of a
/// multi-location answer) and FlatBuffers, checked against the real archive recordings.
struct DailyHistoryReaderTests {
  static let recording = "tpisel-openmeteo/archive-api.open-meteo.com/v1/archive-466132.json"

  @Test func aMultiLocationAnswerGivesEveryPlaceInOrder() throws {
    let one = ArchiveAnswers.daily(
      from: CalendarDay(year: 2024, month: 2, day: 28), to: CalendarDay(year: 2024, month: 3, day: 1), snowCm: 0.5)
    let two = one.replacingOccurrences(of: "[10.0,10.0,10.0]", with: "[-1.5,2e1,null]")
    let body = "[\(one),\n \(two.replacingOccurrences(of: "\"latitude\"", with: "\"location_id\":1,\"latitude\""))]"
    let places = try OpenMeteoDailyHistory.decodePlaces(Data(body.utf8), wire: .json)
    #expect(places.count == 2)
    #expect(places[0].map(\.temperatureMax) == [10, 10, 10])
    #expect(places[1].map(\.temperatureMax) == [-1.5, 20, nil])
    #expect(places[1].first?.snowfallAmount == 5)
    #expect(try OpenMeteoDailyHistory.decodePlaces(Data("[]".utf8), wire: .json).isEmpty)
  }

  @Test(arguments: [
    ("0", 0.0), ("-0.0", -0.0), ("26.4", 26.4), ("-12.25", -12.25), ("1e3", 1000), ("1.5E-2", 0.015),
    ("123456789012345678901234", 123_456_789_012_345_678_901_234.0), ("0.1234567890123456789", 0.1234567890123456789),
    ("2.2250738585072014e-308", 2.2250738585072014e-308),
  ])
  func numbersParseToTheDoubleStrtodGives(text: String, value: Double) throws {
    let parsed = Array(text.utf8).withUnsafeBufferPointer { bytes -> Double? in
      var index = 0
      let value = JSONNumberText.parse(bytes, from: &index)
      return index == bytes.count ? value : nil
    }
    #expect(parsed == value)
    #expect(parsed?.sign == value.sign)
  }

  @Test(arguments: ["", "-", "01", "1.", ".5", "1e", "+1", "--1"])
  func notNumbers(text: String) {
    let parsed = Array(text.utf8).withUnsafeBufferPointer { bytes -> Double? in
      var index = 0
      let value = JSONNumberText.parse(bytes, from: &index)
      return index == bytes.count ? value : nil
    }
    #expect(parsed == nil)
  }

  @Test(arguments: [
    #"{"daily":{"time":["2024-02-01"],"temperature_2m_max":[1]}} trailing"#,
    #"{"daily":{"time":["2024-02-01"],"temperature_2m_max":[1]}"#,
    #"{"daily":{"time":["2024-02-01"],"temperature_2m_max":[1,]}}"#,
    #"{"a":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],"daily":{"time":[]}}"#,
    "Unexpected error while streaming data: timeout",
    #"{"daily":{"time":["2024-02-01"]},"x":"unterminated"#,
  ])
  func malformedBodiesAreRefused(body: String) {
    #expect(throws: OpenMeteoError.self) { try OpenMeteoDailyHistory.decodePlaces(Data(body.utf8), wire: .json) }
  }

  @Test func skippedValuesMayBeAnything() throws {
    let body = #"""
      {"generationtime_ms":0.5,"nested":{"a":[1,{"b":"\"}]\\"},true,false,null,-2.5e-3]},"daily_units":
      {"temperature_2m_max":"\u00b0C"},"daily":{"weather_code":[3],"time":["2024-02-01"],"temperature_2m_max":[ 7.5 ]}}
      """#
    let days = try OpenMeteoDailyHistory.decode(Data(body.utf8))
    #expect(days == [DailySummary(day: CalendarDay(year: 2024, month: 2, day: 1), temperatureMax: 7.5)])
  }

  // MARK: - FlatBuffers

  /// The real archive recording compiled by flatc with the official schema into the message the
  /// server sends for `format=flatbuffers` (daily time = local midnight in UTC seconds).
  static func flatBuffersOfRecording() throws -> Data {
    let script = """
      import base64, json, sys
      from datetime import datetime, timezone
      sys.path.insert(0, "scripts/flatbuffers")
      import openmeteo_flatbuffers as omfb
      place = json.load(open(\(Self.pythonPath)))
      offset = place["utc_offset_seconds"]
      place["daily"]["time"] = [int(datetime.strptime(d, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp()) - offset
                                for d in place["daily"]["time"]]
      del place["daily_units"]
      sys.stdout.write(base64.b64encode(omfb.flatbuffers_body([place], schema=\(Self.pythonSchema))).decode())
      """
    let text = try FlatBuffersTestFiles.python(script)
    return try #require(Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  static var pythonPath: String { "\"" + SharedFolder.url("fixtures/" + recording).path + "\"" }
  static var pythonSchema: String { "\"" + FlatBuffersTestFiles.schemaURL.path + "\"" }

  @Test(
    TestData.needsShared(recording),
    .enabled(if: ProcessInfoFlatc.available, "flatc is not installed (scripts/bootstrap --test installs it)"))
  func theRecordedArchiveDecodesTheSameFromFlatBuffersAndJSON() throws {
    let json = try OpenMeteoDailyHistory.decodePlaces(try TestData.shared(Self.recording), wire: .json)
    let flat = try OpenMeteoDailyHistory.decodePlaces(try Self.flatBuffersOfRecording(), wire: .flatbuffers)
    #expect(flat.count == 1 && json.count == 1)
    #expect(flat == json)
    // The recording: Brasília, 2022-12-29 … 2023-01-08, highs 26.4 … 23.5 °C.
    #expect(flat[0].count == 11)
    #expect(flat[0].first?.day == CalendarDay(year: 2022, month: 12, day: 29))
    #expect(flat[0].first?.temperatureMax == 26.4 && flat[0].last?.temperatureMax == 23.5)
  }

  @Test(
    TestData.needsShared(recording),
    .enabled(if: ProcessInfoFlatc.available, "flatc is not installed (scripts/bootstrap --test installs it)"))
  func everyCutOfTheMessageIsRefusedCleanly() throws {
    let body = try Self.flatBuffersOfRecording()
    for length in stride(from: 0, to: body.count, by: 7) {
      #expect(throws: OpenMeteoError.self) {
        try OpenMeteoDailyHistory.decodePlaces(body.prefix(length), wire: .flatbuffers)
      }
    }
  }
}

/// Whether Debian's `flatc` is installed (scripts/bootstrap --test), found on PATH.
enum ProcessInfoFlatc {
  static let available = ProcessRunner.which("flatc") != nil
}
