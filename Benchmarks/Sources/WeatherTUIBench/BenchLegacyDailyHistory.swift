import Foundation
import WeatherCore

/// The daily-history decoder the app used before the in-place reader (commit 6b02f7b,
/// OpenMeteoDailyHistory.decode): `JSONSerialization` and `NSNumber` casts. Kept here only as
/// the baseline the archive figures are measured against.
enum BenchLegacyDailyHistory {
  static let variables = ["temperature_2m_max", "temperature_2m_min", "precipitation_sum", "snowfall_sum"]

  struct Malformed: Error {}

  /// Non-missing values of every place, like `OpenMeteoBodyDecoding.dailyHistoryValues`.
  static func values(_ body: Data) throws -> Int {
    let object = try JSONSerialization.jsonObject(with: body)
    let places = (object as? [Any]) ?? [object]
    var count = 0
    for place in places {
      guard let place = place as? [String: Any] else { throw Malformed() }
      for day in try decode(place) {
        count += [day.temperatureMax, day.temperatureMin, day.precipitationAmount, day.snowfallAmount]
          .reduce(0) { $0 + ($1 == nil ? 0 : 1) }
      }
    }
    return count
  }

  private static func decode(_ object: [String: Any]) throws -> [DailySummary] {
    guard let daily = object["daily"] as? [String: Any], let times = daily["time"] as? [Any] else {
      throw Malformed()
    }
    let units = object["daily_units"] as? [String: Any] ?? [:]
    var days: [CalendarDay] = []
    days.reserveCapacity(times.count)
    for time in times {
      guard let text = time as? String, let day = CalendarDay(iso: text) else { throw Malformed() }
      days.append(day)
    }
    let columns = try variables.map { name -> [Double?] in
      guard let raw = daily[name] else { return Array(repeating: nil, count: days.count) }
      guard let list = raw as? [Any], list.count == days.count else { throw Malformed() }
      let factor = name == "snowfall_sum" && (units[name] as? String ?? "cm") == "cm" ? 10.0 : 1.0
      return list.map { value in number(value).map { ($0 * factor * 1000).rounded() / 1000 } }
    }
    var check = PlausibilityCheck()
    return days.indices.compactMap { i in
      guard PlausibleRanges.calendarYear.contains(days[i].year) else { return nil }
      return DailySummary(
        day: days[i], temperatureMax: columns[0][i], temperatureMin: columns[1][i],
        precipitationAmount: columns[2][i], snowfallAmount: columns[3][i]
      ).validated(&check)
    }
  }

  /// The old `OpenMeteoJSONDecoder.number`: Double, Int or NSNumber casts, finite only.
  private static func number(_ value: Any?) -> Double? {
    guard let value, !(value is NSNull), !(value is String) else { return nil }
    let double: Double
    if let value = value as? Double {
      double = value
    } else if let value = value as? Int {
      double = Double(value)
    } else if let value = value as? NSNumber {
      double = value.doubleValue
    } else {
      return nil
    }
    return double.isFinite ? double : nil
  }
}
