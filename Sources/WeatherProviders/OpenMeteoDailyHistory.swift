import Foundation
import WeatherCore

/// Reads the `daily` section of an Open-Meteo JSON answer (archive or forecast API) into
/// daily summaries: `time` as "yyyy-mm-dd" rows, nulls kept as nil, snowfall cm → mm.
enum OpenMeteoDailyHistory {
  /// The daily variables asked for, in the order they are requested.
  static let variables = ["temperature_2m_max", "temperature_2m_min", "precipitation_sum", "snowfall_sum"]

  /// Throws `OpenMeteoError.malformedBody` for anything that is not such an answer.
  static func decode(_ body: Data) throws -> [DailySummary] {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      throw OpenMeteoError.malformedBody(detail: "the daily history is not a JSON object")
    }
    guard let daily = object["daily"] as? [String: Any], let times = daily["time"] as? [Any] else {
      throw OpenMeteoError.malformedBody(detail: "the daily history has no 'daily.time' list")
    }
    let units = object["daily_units"] as? [String: Any] ?? [:]
    var days: [CalendarDay] = []
    days.reserveCapacity(times.count)
    for time in times {
      guard let text = time as? String, let day = CalendarDay(iso: text) else {
        throw OpenMeteoError.malformedBody(
          detail: "daily time '\(UntrustedText.clean(String(describing: time), limit: 40))' is not a yyyy-mm-dd date")
      }
      days.append(day)
    }
    let columns = try variables.map { name in try column(name, in: daily, units: units, count: days.count) }
    // Implausible values (outside `PlausibleRanges`) become missing days' values here, so the
    // normals and comparisons are never computed from them.
    // A day outside the plausible years is dropped with its values.
    var check = PlausibilityCheck()
    return days.indices.compactMap { i in
      guard PlausibleRanges.calendarYear.contains(days[i].year) else {
        check.reject()
        return nil
      }
      return DailySummary(
        day: days[i], temperatureMax: columns[0][i], temperatureMin: columns[1][i],
        precipitationAmount: columns[2][i], snowfallAmount: columns[3][i]
      ).validated(&check)
    }
  }

  /// One variable's values in SI units (°C, mm); all nil when the answer lacks the variable.
  private static func column(_ name: String, in daily: [String: Any], units: [String: Any], count: Int) throws
    -> [Double?]
  {
    guard let raw = daily[name] else { return Array(repeating: nil, count: count) }
    guard let list = raw as? [Any], list.count == count else {
      throw OpenMeteoError.malformedBody(detail: "daily '\(name)' is not a list as long as 'time'")
    }
    let factor = try self.factor(for: name, unit: units[name] as? String)
    // Rounded so that 0.7 cm reads 7 mm, not 7.000000000000001.
    return list.map { value in OpenMeteoJSONDecoder.number(value).map { ($0 * factor).rounded(toPlaces: 3) } }
  }

  /// Multiplier into °C or mm for the unit the server says it used.
  private static func factor(for name: String, unit: String?) throws -> Double {
    let metric = name.hasPrefix("temperature") ? "°C" : "mm"
    // Open-Meteo's default snowfall unit is cm (also when the units object is absent).
    if name == "snowfall_sum" && (unit == nil || unit == "cm") { return 10 }
    if unit == nil || unit == metric { return 1 }
    throw OpenMeteoError.malformedBody(
      detail: "daily '\(name)' came in '\(UntrustedText.clean(unit ?? "", limit: 20))', expected \(metric)")
  }
}
