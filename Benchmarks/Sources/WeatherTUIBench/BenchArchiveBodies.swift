import Foundation
import WeatherCore
import WeatherProviders

/// Daily-history bodies as the archive API sends them for the climate normals: every day from
/// 1970-01-01 to 2025-12-31 (20,454 days) of the four daily variables, per place, in JSON
/// (ISO dates, Open-Meteo's decimals) and in FlatBuffers (one size-prefixed message a place).
struct BenchArchiveBodies {
  static let first = CalendarDay(year: 1970, month: 1, day: 1)
  static let last = CalendarDay(year: 2025, month: 12, day: 31)
  /// Berlin's offset in winter, as the server stamps one offset on the whole series.
  static let utcOffset = 3600

  let places: Int
  let json: Data
  let flatBuffers: Data

  init(places: Int) {
    self.places = places
    let days = (Self.first.dayNumber...Self.last.dayNumber).map(CalendarDay.init(dayNumber:))
    let columns = (0..<places).map { Self.columns(days: days, place: $0) }
    json = Self.json(days: days, columns: columns)
    flatBuffers = Self.flatBuffers(days: days, columns: columns)
  }

  /// A seasonal curve with day-to-day noise; snowfall (cm) on cold days; the last five days
  /// missing like ERA5's delay.
  private static func columns(days: [CalendarDay], place: Int) -> [[Double?]] {
    var high: [Double?] = []
    var low: [Double?] = []
    var rain: [Double?] = []
    var snow: [Double?] = []
    for (index, day) in days.enumerated() {
      guard index < days.count - 5 else {
        high.append(nil)
        low.append(nil)
        rain.append(nil)
        snow.append(nil)
        continue
      }
      let season = -cos(Double(day.dayNumber % 365) / 365 * 2 * .pi)
      let noise = sin(Double(day.dayNumber) * 0.7 + Double(place))
      let max = ((14 - Double(place % 20) * 0.3 + 9 * season + 3 * noise) * 10).rounded() / 10
      high.append(max)
      low.append(((max - 8 + noise) * 10).rounded() / 10)
      let wet = Swift.max(0, 4 * sin(Double(day.dayNumber) * 1.3 + Double(place)))
      rain.append((wet * 100).rounded() / 100)
      snow.append(max < 2 ? (wet * 70).rounded() / 100 : 0)
    }
    return [high, low, rain, snow]
  }

  private static func json(days: [CalendarDay], columns: [[[Double?]]]) -> Data {
    let names = OpenMeteoBodyDecoding.dailyHistoryVariables
    let decimals = [1, 1, 2, 2]
    let units = ["°C", "°C", "mm", "cm"]
    let times = days.map { "\"\($0)\"" }.joined(separator: ",")
    var objects: [String] = []
    for (place, series) in columns.enumerated() {
      var text =
        "{\"latitude\":\(52.5 + Double(place) * 0.25),\"longitude\":13.25,\"generationtime_ms\":51.3,"
        + "\"utc_offset_seconds\":\(utcOffset),\"timezone\":\"Europe/Berlin\",\"timezone_abbreviation\":\"GMT+1\","
        + "\"elevation\":38.0,"
      if place > 0 { text += "\"location_id\":\(place)," }
      text += "\"daily_units\":{\"time\":\"iso8601\","
      text += zip(names, units).map { "\"\($0)\":\"\($1)\"" }.joined(separator: ",") + "},"
      text += "\"daily\":{\"time\":[\(times)]"
      for (index, name) in names.enumerated() {
        let values = series[index].map { value in
          value.map { String(format: "%.\(decimals[index])f", $0) } ?? "null"
        }
        text += ",\"\(name)\":[" + values.joined(separator: ",") + "]"
      }
      objects.append(text + "}}")
    }
    return Data((objects.count == 1 ? objects[0] : "[" + objects.joined(separator: ",") + "]").utf8)
  }

  private static func flatBuffers(days: [CalendarDay], columns: [[[Double?]]]) -> Data {
    let names = OpenMeteoBodyDecoding.dailyHistoryVariables
    // Unit enum: celsius 1, millimetre 32, centimetre 2.
    let units: [UInt8] = [1, 1, 32, 2]
    let start = Int64(days[0].dayNumber) * 86_400 - Int64(utcOffset)
    let end = start + Int64(days.count) * 86_400
    var body = Data()
    for (place, series) in columns.enumerated() {
      body += FlatBufferWriter.sizePrefixedMessage { writer in
        writer.table([
          (0, .float32(Float(52.5 + Double(place) * 0.25))), (1, .float32(13.25)), (2, .float32(38)),
          (4, .int64(Int64(place))), (6, .int32(Int32(utcOffset))),
          (7, .reference { $0.string("Europe/Berlin") }), (8, .reference { $0.string("GMT+1") }),
          (
            10,
            .reference { writer in
              writer.table([
                (0, .int64(start)), (1, .int64(end)), (2, .int32(86_400)),
                (
                  3,
                  .reference { writer in
                    writer.vector(
                      tables: names.indices.map { index in
                        { writer in
                          let identity = OpenMeteoBodyDecoding.flatBuffersIdentity(of: names[index])!
                          let floats = series[index].map { $0.map(Float.init) ?? .nan }
                          return writer.table([
                            (0, .uint8(identity.variable)), (1, .uint8(units[index])),
                            (3, .reference { $0.vector(floats) }), (5, .int16(identity.altitude)),
                            (6, .uint8(identity.aggregation)),
                          ])
                        }
                      })
                  }
                ),
              ])
            }
          ),
        ])
      }
    }
    return body
  }
}
