import Foundation
import TestSupport
import Testing

@testable import WeatherProviders

/// Our decoder against the official `openmeteo-sdk` Python reader, on the same bytes.
///
/// `scripts/flatbuffers/run-crosscheck.sh` writes `<name>.flatbuffers.bin` + `<name>.sdk.json`
/// pairs into a temporary folder and passes it as WEATHERTUI_FLATBUFFERS_CROSSCHECK_DIR.
@Suite struct FlatBuffersCrosscheckTests {
  static let environmentKey = "WEATHERTUI_FLATBUFFERS_CROSSCHECK_DIR"

  static var folder: String? { ProcessInfo.processInfo.environment[environmentKey] }

  /// Runs when scripts/test prepared the dumps (it always does), or when ../shared is required.
  static let prepared = ConditionTrait.enabled(
    if: folder != nil || SharedFolder.isRequired,
    "WEATHERTUI_FLATBUFFERS_CROSSCHECK_DIR is not set: run scripts/flatbuffers/run-crosscheck.sh (scripts/test does)")

  /// Messages flatc built from the project's own answers.
  @Test(prepared, arguments: ["forecast_2places", "air_brno_new_york"])
  func matchesTheOfficialReader(_ name: String) throws {
    try compare(name)
  }

  /// The real recorded body, dumped by the official reader when ../shared holds it.
  @Test(prepared, FlatBuffersTestFiles.needsRecordedBody)
  func theRecordedBodyMatchesTheOfficialReader() throws {
    try compare("recorded")
  }

  private func compare(_ name: String) throws {
    let folder = try #require(
      Self.folder, "\(Self.environmentKey) is not set although ../shared is present: scripts/test prepares it")
    let directory = URL(fileURLWithPath: folder)
    let body = try Data(contentsOf: directory.appendingPathComponent("\(name).flatbuffers.bin"))
    let dumpData = try Data(contentsOf: directory.appendingPathComponent("\(name).sdk.json"))
    let dump = try #require(try JSONSerialization.jsonObject(with: dumpData) as? [[String: Any]])
    // The air-quality answer (flatc-built from two real JSON recordings) by its own names.
    let names = name.hasPrefix("air_") ? AirQualityVariableNames.table : FlatBuffersVariableNames.table
    let payloads = try OpenMeteoFlatBuffersDecoder.decode(body, names: names)
    try #require(payloads.count == dump.count)

    for (index, (payload, message)) in zip(payloads, dump).enumerated() {
      let label = "\(name) message \(index)"
      #expect(
        Float(payload.latitude) == Float(FlatBuffersSDKDump.double(message["latitude"]) ?? .nan),
        "\(label)")
      #expect(
        Float(payload.longitude) == Float(FlatBuffersSDKDump.double(message["longitude"]) ?? .nan),
        "\(label)")
      #expect(
        payload.elevation.map(Float.init)
          == FlatBuffersSDKDump.double(message["elevation"]).map(Float.init))
      #expect(payload.utcOffsetSeconds == (message["utc_offset_seconds"] as? Int))
      #expect(payload.timezone == message["timezone"] as? String)
      #expect(payload.timezoneAbbreviation == message["timezone_abbreviation"] as? String)
      #expect(
        FlatBuffersSDKDump.int64(message["location_id"]) == Int64(index),
        "messages come in place order")

      try checkCurrent(payload.current, message["current"] as? [String: Any], label: label, names: names)
      for (key, series) in [
        ("minutely_15", payload.minutely15), ("hourly", payload.hourly), ("daily", payload.daily),
      ] {
        try checkSeries(series, message[key] as? [String: Any], label: "\(label) \(key)", names: names)
      }
    }
  }

  // MARK: - Sections

  private func variables(_ section: [String: Any]) throws -> [FlatBuffersSDKDump.Variable] {
    let list = try #require(section["variables"] as? [[String: Any]])
    return list.map { variable in
      func int(_ key: String) -> Int { (variable[key] as? Int) ?? 0 }
      return FlatBuffersSDKDump.Variable(
        identity: FlatBuffersVariableIdentity(
          variable: UInt8(int("variable")), altitude: Int16(int("altitude")),
          aggregation: UInt8(int("aggregation")), pressureLevel: Int16(int("pressure_level")),
          depth: Int16(int("depth")), depthTo: Int16(int("depth_to")),
          ensembleMember: Int16(int("ensemble_member")), previousDay: Int16(int("previous_day")),
          probability: UInt8(int("probability"))),
        value: FlatBuffersSDKDump.double(variable["value"]),
        values: (variable["values"] as? [Any]).map { $0.map(FlatBuffersSDKDump.double) },
        stamps: (variable["values_int64"] as? [Any]).map { $0.compactMap(FlatBuffersSDKDump.int64) }
      )
    }
  }

  private func checkCurrent(
    _ current: OpenMeteoPayload.Snapshot?, _ section: [String: Any]?, label: String, names: FlatBuffersNameTable
  ) throws {
    guard let section else { return #expect(current == nil, "\(label) current") }
    let snapshot = try #require(current, "\(label) current missing")
    #expect(
      snapshot.time
        == Date(timeIntervalSince1970: Double(FlatBuffersSDKDump.int64(section["time"]) ?? 0)))
    #expect(snapshot.interval == section["interval"] as? Int)
    FlatBuffersSDKDump.expectSection(
      try variables(section), current: snapshot, series: nil, label: label, names: names)
  }

  private func checkSeries(
    _ series: OpenMeteoPayload.Series?, _ section: [String: Any]?, label: String, names: FlatBuffersNameTable
  ) throws {
    guard let section else { return #expect(series == nil, "\(label)") }
    let ours = try #require(series, "\(label) missing")
    let time = try #require(FlatBuffersSDKDump.int64(section["time"]))
    let end = try #require(FlatBuffersSDKDump.int64(section["time_end"]))
    let interval = Int64(try #require(section["interval"] as? Int))
    let expected = stride(from: time, to: end, by: Int(interval)).map {
      Date(timeIntervalSince1970: Double($0))
    }
    #expect(ours.times == expected, "\(label) times")
    FlatBuffersSDKDump.expectSection(
      try variables(section), current: nil, series: ours, label: label, names: names)
  }
}
