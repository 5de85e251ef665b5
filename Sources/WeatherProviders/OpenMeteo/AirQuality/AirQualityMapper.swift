import FoundationEssentials
import WeatherCore

/// Turns one place's decoded answer (JSON or FlatBuffers, the same `OpenMeteoPayload`) into
/// `AirQuality`: a null or absent value stays absent, never zero, and every value is checked
/// (`AirQuality.validated()`).
enum AirQualityMapper {
  static func airQuality(from payload: OpenMeteoPayload, fetchedAt: Date) -> AirQuality {
    var hourly: [AirQualityHour] = []
    if let series = payload.hourly {
      let count = min(series.times.count, AirQuality.maximumHours)
      hourly.reserveCapacity(count)
      let columns = Dictionary(uniqueKeysWithValues: series.values.map { ($0.key, series.column($0.key)) })
      for index in 0..<count {
        hourly.append(hour(at: series.times[index]) { columns[$0]?[index] })
      }
    }
    let current = payload.current.map { snapshot in
      hour(at: snapshot.time) { snapshot.values[$0] ?? nil }
    }
    return AirQuality(current: current, hourly: hourly, fetchedAt: fetchedAt).validated()
  }

  /// One hour from `value(name)`, the value of each variable by its JSON name.
  private static func hour(at date: Date, _ value: (String) -> Double?) -> AirQualityHour {
    var hour = AirQualityHour(date: date, europeanIndex: value("european_aqi"), usIndex: value("us_aqi"))
    for pollutant in Pollutant.allCases {
      hour.concentrations[pollutant] = value(pollutant.rawValue)
      hour.europeanSubIndices[pollutant] = value(AirQualityVariableNames.europeanSubIndex(pollutant))
      hour.usSubIndices[pollutant] = value(AirQualityVariableNames.usSubIndex(pollutant))
    }
    for kind in PollenKind.allCases {
      hour.pollen[kind] = value(AirQualityVariableNames.pollen(kind))
    }
    return hour
  }
}
