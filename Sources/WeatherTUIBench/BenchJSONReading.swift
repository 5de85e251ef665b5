import Foundation

/// Reads an Open-Meteo JSON body into per-variable arrays, the work the provider's JSON decoder
/// does (JSONSerialization, then numbers and times by key), for the bench's JSON column.
///
/// `BenchDecoders` lists which decoders are timed; where the app's own JSON decoder is public
/// to this executable it is listed there beside this one.
enum BenchJSONReading {
  struct Place {
    var latitude: Double
    var current: [String: Double?] = [:]
    var series: [String: (times: [Date], values: [String: [Double?]], stamps: [String: [Date?]])] = [:]
  }

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  static let timestampNames: Set<String> = ["sunrise", "sunset"]

  static func decode(_ body: Data) throws -> [Place] {
    guard let places = try JSONSerialization.jsonObject(with: body) as? [[String: Any]] else {
      throw Malformed(description: "weathertui-bench: the JSON body is not an array of places")
    }
    return try places.map { object in
      guard let latitude = number(object["latitude"]) else {
        throw Malformed(description: "weathertui-bench: a place has no latitude")
      }
      var place = Place(latitude: latitude)
      if let current = object["current"] as? [String: Any] {
        for (key, value) in current where key != "time" && key != "interval" { place.current[key] = number(value) }
      }
      for key in ["minutely_15", "hourly", "daily"] {
        guard let section = object[key] as? [String: Any], let times = section["time"] as? [Any] else { continue }
        var values: [String: [Double?]] = [:]
        var stamps: [String: [Date?]] = [:]
        for (name, list) in section where name != "time" {
          guard let list = list as? [Any] else { continue }
          if timestampNames.contains(name) {
            stamps[name] = list.map { number($0).map(Date.init(timeIntervalSince1970:)) }
          } else {
            values[name] = list.map(number)
          }
        }
        place.series[key] = (times.map { Date(timeIntervalSince1970: number($0) ?? 0) }, values, stamps)
      }
      return place
    }
  }

  /// Non-missing numbers and timestamps, counted like `FlatBuffersBodyDecoding.Summary.values`.
  static func valueCount(_ places: [Place]) -> Int {
    places.reduce(0) { total, place in
      var count = place.current.values.filter { $0 != nil }.count
      for (_, values, stamps) in place.series.values {
        count += values.values.reduce(0) { $0 + $1.filter { $0 != nil }.count }
        count += stamps.values.reduce(0) { $0 + $1.filter { $0 != nil }.count }
      }
      return total + count
    }
  }

  private static func number(_ value: Any?) -> Double? {
    guard let value, !(value is NSNull), !(value is String) else { return nil }
    return (value as? NSNumber)?.doubleValue
  }
}
