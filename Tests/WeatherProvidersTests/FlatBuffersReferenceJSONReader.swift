import Foundation

@testable import WeatherProviders

/// A deliberately plain reader of Open-Meteo JSON (`timeformat=unixtime`) into payloads.
///
/// It exists so the FlatBuffers decoder can be held against an independent reading of the same
/// forecast; it reads by key name, maps `null` to nil and treats `sunrise`/`sunset` as
/// timestamps, exactly as the documented JSON shape (reference/apis.md §1.3) says.
enum FlatBuffersReferenceJSONReader {
  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  static func decode(_ data: Data) throws -> [OpenMeteoPayload] {
    let root = try JSONSerialization.jsonObject(with: data)
    let places = root as? [[String: Any]] ?? (root as? [String: Any]).map { [$0] }
    guard let places else { throw Malformed(description: "neither an object nor an array of objects") }
    return try places.map(payload)
  }

  private static func payload(_ object: [String: Any]) throws -> OpenMeteoPayload {
    guard let latitude = number(object["latitude"]), let longitude = number(object["longitude"]) else {
      throw Malformed(description: "a place has no latitude/longitude")
    }
    var payload = OpenMeteoPayload(
      latitude: latitude, longitude: longitude, elevation: number(object["elevation"]),
      utcOffsetSeconds: Int(number(object["utc_offset_seconds"]) ?? 0),
      timezone: object["timezone"] as? String,
      timezoneAbbreviation: object["timezone_abbreviation"] as? String)
    if let current = object["current"] as? [String: Any] {
      var values: [String: Double?] = [:]
      for (key, value) in current where key != "time" && key != "interval" {
        values[key] = number(value)
      }
      payload.current = OpenMeteoPayload.Snapshot(
        time: Date(timeIntervalSince1970: number(current["time"]) ?? 0),
        interval: Int(number(current["interval"]) ?? 0), values: values)
    }
    payload.minutely15 = try (object["minutely_15"] as? [String: Any]).map(series)
    payload.hourly = try (object["hourly"] as? [String: Any]).map(series)
    payload.daily = try (object["daily"] as? [String: Any]).map(series)
    return payload
  }

  private static func series(_ section: [String: Any]) throws -> OpenMeteoPayload.Series {
    guard let times = section["time"] as? [Any] else { throw Malformed(description: "a section has no time list") }
    var result = OpenMeteoPayload.Series(times: times.map { Date(timeIntervalSince1970: number($0) ?? 0) })
    for (key, value) in section where key != "time" {
      guard let list = value as? [Any] else { continue }
      if OpenMeteoVariables.dailyTimestamps.contains(key) {
        result.timestamps[key] = list.map { number($0).map(Date.init(timeIntervalSince1970:)) }
      } else {
        result.values[key] = list.map(number)
      }
    }
    return result
  }

  private static func number(_ value: Any?) -> Double? {
    guard let value, !(value is NSNull) else { return nil }
    return (value as? NSNumber)?.doubleValue
  }
}
