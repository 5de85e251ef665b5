import Foundation
import WeatherProviders

/// Writes a `BenchForecast` as the two bodies Open-Meteo would send for it.
enum BenchBodies {
  // MARK: - JSON (timeformat=unixtime, the server's key order and decimals)

  static func json(_ forecast: BenchForecast) -> Data {
    var out = "["
    for (index, place) in forecast.places.enumerated() {
      if index > 0 { out += "," }
      out += "{\"latitude\":\(place.latitude),\"longitude\":\(place.longitude),"
      out += "\"generationtime_ms\":0.5,\"utc_offset_seconds\":\(place.utcOffsetSeconds),"
      out +=
        "\"timezone\":\"\(place.timezone)\",\"timezone_abbreviation\":\"\(place.abbreviation)\","
      out += "\"elevation\":\(place.elevation)"
      if index > 0 { out += ",\"location_id\":\(index)" }
      // current
      out += ",\"current_units\":{\"time\":\"unixtime\",\"interval\":\"seconds\""
      for variable in place.current.variables {
        out += ",\"\(variable.name)\":\"\(variable.jsonUnit)\""
      }
      out += "},\"current\":{\"time\":\(place.current.start),\"interval\":\(place.current.interval)"
      for (variable, values) in zip(place.current.variables, place.current.values) {
        out += ",\"\(variable.name)\":" + number(values[0], decimals: variable.decimals)
      }
      out += "}"
      appendSeries("minutely_15", place.minutely15, timestamps: [], to: &out)
      appendSeries("hourly", place.hourly, timestamps: [], to: &out)
      appendSeries(
        "daily", place.daily, timestamps: [("sunrise", place.sunrise), ("sunset", place.sunset)],
        to: &out)
      out += "}"
    }
    out += "]"
    return Data(out.utf8)
  }

  private static func appendSeries(
    _ key: String, _ section: BenchForecast.Section, timestamps: [(String, [Int64?])],
    to out: inout String
  ) {
    // Daily sunrise/sunset follow relative_humidity_2m_min, as the dashboard requests them.
    var columns: [(name: String, unit: String, text: [String])] = zip(
      section.variables, section.values
    ).map {
      variable, values in
      (variable.name, variable.jsonUnit, values.map { number($0, decimals: variable.decimals) })
    }
    let stampColumns = timestamps.map { name, values in
      (name: name, unit: "unixtime", text: values.map { $0.map(String.init) ?? "null" })
    }
    columns.insert(contentsOf: stampColumns, at: min(5, columns.count))
    out += ",\"\(key)_units\":{\"time\":\"unixtime\""
    for column in columns { out += ",\"\(column.name)\":\"\(column.unit)\"" }
    out += "},\"\(key)\":{\"time\":["
    out += (0..<section.steps).map { String(section.start + Int64($0) * Int64(section.interval)) }
      .joined(separator: ",")
    out += "]"
    for column in columns {
      out += ",\"\(column.name)\":[" + column.text.joined(separator: ",") + "]"
    }
    out += "}"
  }

  private static func number(_ value: Double?, decimals: Int) -> String {
    guard let value else { return "null" }
    return decimals == 0 ? String(Int(value)) : String(format: "%.\(decimals)f", value)
  }

  // MARK: - FlatBuffers (one size-prefixed WeatherApiResponse per place)

  static func flatBuffers(_ forecast: BenchForecast) -> Data {
    var body: [UInt8] = []
    for (index, place) in forecast.places.enumerated() {
      body += FlatBufferWriter.sizePrefixedMessage { writer in
        var fields: [(slot: Int, field: FlatBufferWriter.Field)] = [
          (0, .float32(place.latitude)), (1, .float32(place.longitude)),
          (2, .float32(place.elevation)),
          (3, .float32(0.5)), (5, .uint8(1)),
          (7, .reference { $0.string(place.timezone) }),
          (8, .reference { $0.string(place.abbreviation) }),
          (9, .reference { section(&$0, place.current, timestamps: [], isCurrent: true) }),
          (
            10,
            .reference {
              section(
                &$0, place.daily,
                timestamps: [("sunrise", place.sunrise), ("sunset", place.sunset)])
            }
          ),
          (11, .reference { section(&$0, place.hourly, timestamps: []) }),
          (12, .reference { section(&$0, place.minutely15, timestamps: []) }),
        ]
        if index != 0 { fields.append((4, .int64(Int64(index)))) }
        if place.utcOffsetSeconds != 0 { fields.append((6, .int32(place.utcOffsetSeconds))) }
        return writer.table(fields)
      }
    }
    return Data(body)
  }

  /// A VariablesWithTime table; scalar fields equal to their default are left out, as the server does.
  private static func section(
    _ writer: inout FlatBufferWriter, _ section: BenchForecast.Section,
    timestamps: [(String, [Int64?])],
    isCurrent: Bool = false
  ) -> Int {
    var variables: [(inout FlatBufferWriter) -> Int] = zip(section.variables, section.values).map {
      variable, values in
      { writer in
        var fields =
          identityFields(variable.name) + [(1, FlatBufferWriter.Field.uint8(variable.wireUnit))]
        if isCurrent {
          let value = Float(values[0] ?? .nan)
          if value != 0 { fields.append((2, .float32(value))) }
        } else {
          let floats = values.map { Float($0 ?? .nan) }
          fields.append((3, .reference { $0.vector(floats) }))
        }
        return writer.table(fields)
      }
    }
    for (name, values) in timestamps {
      variables.append { writer in
        let stamps = values.map { $0 ?? Int64.max }
        return writer.table(
          identityFields(name) + [(1, .uint8(37)), (4, .reference { $0.vector(stamps) })])
      }
    }
    let end = section.start + Int64(section.steps) * Int64(section.interval)
    return writer.table([
      (0, .int64(section.start)), (1, .int64(end)), (2, .int32(section.interval)),
      (3, .reference { $0.vector(tables: variables) }),
    ])
  }

  private static func identityFields(_ name: String) -> [(slot: Int, field: FlatBufferWriter.Field)] {
    guard let identity = OpenMeteoBodyDecoding.flatBuffersIdentity(of: name) else {
      fatalError("weathertui-bench: no FlatBuffers identity for \(name)")
    }
    var fields: [(slot: Int, field: FlatBufferWriter.Field)] = [(0, .uint8(identity.variable))]
    if identity.altitude != 0 { fields.append((5, .int16(identity.altitude))) }
    if identity.aggregation != 0 { fields.append((6, .uint8(identity.aggregation))) }
    return fields
  }
}
