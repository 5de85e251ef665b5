import Foundation
import SystemFiles
import Testing
import WeatherCore

@testable import WeatherProviders

/// The project's own flatc-compiled body decodes to exactly the numbers of its flatc source JSON.
///
/// Exact equality (not Float equality) also proves the float32 widening: "10.6" on the way in
/// must come back as the Double 10.6, the value JSON parsing gives.
@Suite struct FlatBuffersOwnBodyTests {
  private func decoded() throws -> [OpenMeteoPayload] {
    try OpenMeteoFlatBuffersDecoder.decode(
      try FlatBuffersTestFiles.own("forecast_2places.flatbuffers.bin"))
  }

  private func source(_ index: Int) throws -> [String: Any] {
    let data = try FlatBuffersTestFiles.own("place\(index).json")
    // flatc accepts a bare `nan`; JSONSerialization does not, so make it a null first.
    let text = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: "\\bnan\\b", with: "null", options: .regularExpression)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The name our table gives a flatc-JSON variable (enum members are spelled out there).
  private func variableName(of variable: [String: Any]) -> String? {
    let member = variable["variable"] as? String
    let aggregation = variable["aggregation"] as? String ?? "none"
    let altitude = Int16(variable["altitude"] as? Int ?? 0)
    return FlatBuffersVariableNames.entries.first {
      $0.variable.member == member && $0.aggregation.member == aggregation
        && $0.altitude == altitude
    }?.name
  }

  @Test func headersMatchTheSource() throws {
    let payloads = try decoded()
    try #require(payloads.count == 2)
    for (index, payload) in payloads.enumerated() {
      let source = try source(index)
      #expect(payload.latitude == source["latitude"] as? Double)
      #expect(payload.longitude == source["longitude"] as? Double)
      #expect(payload.elevation == source["elevation"] as? Double)
      #expect(payload.utcOffsetSeconds == source["utc_offset_seconds"] as? Int)
      #expect(payload.timezone == source["timezone"] as? String)
      #expect(payload.timezoneAbbreviation == source["timezone_abbreviation"] as? String)
    }
    #expect(payloads[0].timezone == "Europe/Berlin" && payloads[1].timezone == "Europe/Oslo")
  }

  @Test func everyVariableMatchesTheSourceExactly() throws {
    let payloads = try decoded()
    for (index, payload) in payloads.enumerated() {
      let source = try source(index)
      let sections: [(String, OpenMeteoPayload.Series?)] = [
        ("minutely_15", payload.minutely15), ("hourly", payload.hourly), ("daily", payload.daily),
      ]
      let current = try #require(source["current"] as? [String: Any])
      let currentVariables = try #require(current["variables"] as? [[String: Any]])
      #expect(payload.current?.values.count == currentVariables.count)
      for variable in currentVariables {
        let name = try #require(variableName(of: variable), "unknown \(variable)")
        #expect(
          payload.current?.values[name] == .some(variable["value"] as? Double ?? 0),
          "current \(name)")
      }
      for (key, series) in sections {
        let section = try #require(source[key] as? [String: Any])
        let ours = try #require(series, "\(key) missing")
        let start = try #require(section["time"] as? Int)
        let interval = try #require(section["interval"] as? Int)
        let variables = try #require(section["variables"] as? [[String: Any]])
        #expect(ours.times.first == Date(timeIntervalSince1970: Double(start)))
        #expect(ours.times.count == ((section["time_end"] as? Int ?? 0) - start) / interval)
        #expect(
          ours.values.count + ours.timestamps.count == variables.count, "\(key) variable count")
        for variable in variables {
          let name = try #require(variableName(of: variable), "unknown \(variable)")
          if let values = variable["values"] as? [Any] {
            #expect(ours.values[name] == values.map { $0 as? Double }, "\(key) \(name)")
          } else if let stamps = variable["values_int64"] as? [Int64] {
            let expected = stamps.map {
              $0 == Int64.max ? nil : Date(timeIntervalSince1970: Double($0))
            }
            #expect(ours.timestamps[name] == expected, "\(key) \(name)")
          }
        }
      }
    }
  }

  @Test func polarNightIsTheServersPlaceholderAndGapsStayMissing() throws {
    let payloads = try decoded()
    try #require(payloads.count == 2)
    let tromso = try #require(payloads[1].daily)
    let sunrise = try #require(tromso.timestamps["sunrise"])
    let sunset = try #require(tromso.timestamps["sunset"])
    #expect(sunrise.count == 10 && sunset.count == 10)
    #expect(sunrise.allSatisfy { $0 != nil } && sunset.allSatisfy { $0 != nil })
    // From the 27th the server's polar-night placeholder: sunrise = sunset = local midnight,
    // which the mapper turns into a day without sun times that says "polar night".
    #expect(zip(sunrise.suffix(5), sunset.suffix(5)).allSatisfy { $0 == $1 })
    let days = OpenMeteoWeatherMapper.dailyForecast(
      tromso, now: tromso.times[0], offset: payloads[1].utcOffsetSeconds,
      zone: ZoneDatabase.zone("Europe/Oslo")!)
    #expect(days.prefix(5).allSatisfy { $0.sunrise != nil && $0.sunAllDay == nil })
    #expect(days.suffix(5).allSatisfy { $0.sunrise == nil && $0.sunset == nil && $0.sunAllDay == .polarNight })
    #expect(payloads[0].daily?.timestamps["sunrise"]?.allSatisfy { $0 != nil } == true)
    #expect(payloads[1].hourly?.value("visibility", at: 5) == nil)
    #expect(payloads[1].hourly?.values["visibility"]?[5] == .some(nil))
    #expect(payloads[1].hourly?.value("visibility", at: 4) != nil)
  }
}
