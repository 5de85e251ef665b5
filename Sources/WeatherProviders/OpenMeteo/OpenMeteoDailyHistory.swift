import FoundationEssentials
import WeatherCore

/// Reads the `daily` section of Open-Meteo answers (archive or forecast API, JSON or
/// FlatBuffers, one place or many) into daily summaries: nulls kept as nil, snowfall cm → mm,
/// implausible values dropped.
enum OpenMeteoDailyHistory {
  /// The daily variables asked for, in the order they are requested.
  static let variables = ["temperature_2m_max", "temperature_2m_min", "precipitation_sum", "snowfall_sum"]

  /// The one place of a JSON answer. Throws `OpenMeteoError.malformedBody` for anything else.
  static func decode(_ body: Data) throws -> [DailySummary] {
    let places = try decodePlaces(body, wire: .json)
    guard places.count == 1 else { throw DailyHistoryJSONReaderError.notOnePlace(places.count) }
    return places[0]
  }

  /// Each place of an answer, in the order of the answer (the request's order). Throws
  /// `OpenMeteoError.malformedBody` naming the problem.
  static func decodePlaces(_ body: Data, wire: OpenMeteoWireFormat) throws -> [[DailySummary]] {
    let places: [DailyHistoryColumns]
    switch wire {
    case .json:
      places = try DailyHistoryJSONReader.places(in: body, variables: variables)
    case .flatbuffers:
      do {
        places = try DailyHistoryFlatBuffersReader.places(in: body, variables: variables)
      } catch let error as FlatBufferError {
        throw OpenMeteoError.malformedBody(detail: "FlatBuffers: \(userFacingMessage(of: error))")
      }
    }
    return try places.map(summaries)
  }

  /// Units applied and values range-checked. Implausible values (outside `PlausibleRanges`)
  /// become missing values, so normals and comparisons are never computed from them; a day
  /// outside the plausible years is dropped with its values.
  private static func summaries(_ columns: DailyHistoryColumns) throws -> [DailySummary] {
    let count = columns.dayNumbers.count
    let scaled = try variables.map { name -> [Double?] in
      guard let values = columns.values[name] else { return Array(repeating: nil, count: count) }
      let factor = try self.factor(for: name, unit: columns.units[name])
      // Rounded so that 0.7 cm reads 7 mm, not 7.000000000000001.
      return factor == 1 ? values : values.map { $0.map { ($0 * factor).rounded(toPlaces: 3) } }
    }
    var check = PlausibilityCheck()
    var days: [DailySummary] = []
    days.reserveCapacity(count)
    for i in 0..<count {
      let day = CalendarDay(dayNumber: columns.dayNumbers[i])
      guard PlausibleRanges.calendarYear.contains(day.year) else {
        check.reject()
        continue
      }
      days.append(
        DailySummary(
          day: day, temperatureMax: scaled[0][i], temperatureMin: scaled[1][i], precipitationAmount: scaled[2][i],
          snowfallAmount: scaled[3][i]
        ).validated(&check))
    }
    return days
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

/// A JSON daily history that is not exactly one place where one was expected.
enum DailyHistoryJSONReaderError {
  static func notOnePlace(_ count: Int) -> OpenMeteoError {
    .malformedBody(detail: "the daily history holds \(count) places, expected one")
  }
}
