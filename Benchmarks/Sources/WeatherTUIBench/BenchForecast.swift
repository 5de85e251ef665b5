import Foundation
import WeatherCore

/// A deterministic, realistic-sized Open-Meteo forecast for many places, the benchmark input.
///
/// Values are rounded to the decimals Open-Meteo's JSON prints for each unit, so the JSON and
/// FlatBuffers bodies built from it carry the same numbers.
struct BenchForecast {
  /// One requested variable: its name, JSON unit string, FlatBuffers Unit enum value, decimals.
  struct Variable {
    var name: String
    var jsonUnit: String
    var wireUnit: UInt8
    var decimals: Int
    /// Typical value and swing, for plausible numbers.
    var base: Double
    var swing: Double
  }

  /// One section: variables with values[variable][step], and its time axis.
  struct Section {
    var start: Int64
    var interval: Int32
    var steps: Int
    var variables: [Variable]
    var values: [[Double?]]
  }

  struct Place {
    var latitude: Float
    var longitude: Float
    var elevation: Float
    var utcOffsetSeconds: Int32
    var timezone: String
    var abbreviation: String
    var current: Section
    var minutely15: Section
    var hourly: Section
    var daily: Section
    /// Daily sunrise/sunset unix seconds (nil: the sun does not rise/set that day).
    var sunrise: [Int64?]
    var sunset: [Int64?]
  }

  var places: [Place]

  /// 2026-11-22T00:00Z, the first forecast day.
  static let day0: Int64 = 1_795_305_600
  /// The bench's "now": 09:20 UTC on the first day, inside every section's range.
  static let now = Date(timeIntervalSince1970: TimeInterval(day0 + 9 * 3600 + 1200))

  /// Coordinates of place `index` (also what the Weather mapping is given as its location).
  /// Wrapped so that every place of a hundred or more is on Earth, and each in a cache entry of its own.
  static func coordinates(_ index: Int) -> (latitude: Float, longitude: Float) {
    (
      Float(rounded(40 + (Double(index) * 2.25).truncatingRemainder(dividingBy: 45), decimals: 2)),
      Float(rounded(-5 + (Double(index) * 3.5).truncatingRemainder(dividingBy: 180), decimals: 2))
    )
  }

  /// The locations the places stand for, without generating any weather.
  static func locations(places: Int) -> [Location] {
    (0..<places).map { index in
      let (latitude, longitude) = coordinates(index)
      return Location(
        name: "Place \(index + 1)", latitude: Double(latitude), longitude: Double(longitude))
    }
  }

  // MARK: - Variables (the dashboard's request, OpenMeteoVariables)

  static let current: [Variable] = [
    .init(name: "temperature_2m", jsonUnit: "°C", wireUnit: 1, decimals: 1, base: 8, swing: 6),
    .init(
      name: "apparent_temperature", jsonUnit: "°C", wireUnit: 1, decimals: 1, base: 5, swing: 7),
    .init(
      name: "relative_humidity_2m", jsonUnit: "%", wireUnit: 35, decimals: 0, base: 75, swing: 20),
    .init(name: "dew_point_2m", jsonUnit: "°C", wireUnit: 1, decimals: 1, base: 3, swing: 3),
    .init(name: "is_day", jsonUnit: "", wireUnit: 6, decimals: 0, base: 0.5, swing: 0.5),
    .init(name: "precipitation", jsonUnit: "mm", wireUnit: 32, decimals: 2, base: 0.3, swing: 0.6),
    .init(
      name: "weather_code", jsonUnit: "wmo code", wireUnit: 40, decimals: 0, base: 30, swing: 30),
    .init(name: "cloud_cover", jsonUnit: "%", wireUnit: 35, decimals: 0, base: 60, swing: 40),
    .init(name: "cloud_cover_low", jsonUnit: "%", wireUnit: 35, decimals: 0, base: 40, swing: 40),
    .init(name: "cloud_cover_mid", jsonUnit: "%", wireUnit: 35, decimals: 0, base: 30, swing: 30),
    .init(name: "cloud_cover_high", jsonUnit: "%", wireUnit: 35, decimals: 0, base: 20, swing: 20),
    .init(name: "pressure_msl", jsonUnit: "hPa", wireUnit: 16, decimals: 1, base: 1013, swing: 12),
    .init(name: "wind_speed_10m", jsonUnit: "km/h", wireUnit: 24, decimals: 1, base: 15, swing: 12),
    .init(
      name: "wind_direction_10m", jsonUnit: "°", wireUnit: 5, decimals: 0, base: 180, swing: 179),
    .init(name: "wind_gusts_10m", jsonUnit: "km/h", wireUnit: 24, decimals: 1, base: 30, swing: 20),
    .init(name: "visibility", jsonUnit: "m", wireUnit: 29, decimals: 2, base: 20000, swing: 15000),
    .init(name: "uv_index", jsonUnit: "", wireUnit: 7, decimals: 2, base: 1.5, swing: 1.5),
  ]

  static let minutely15: [Variable] = [current[5]]

  static let hourly: [Variable] = {
    let byName = Dictionary(uniqueKeysWithValues: current.map { ($0.name, $0) })
    let extra: [String: Variable] = [
      "precipitation_probability": .init(
        name: "precipitation_probability", jsonUnit: "%", wireUnit: 35, decimals: 0, base: 40,
        swing: 40),
      "snowfall": .init(
        name: "snowfall", jsonUnit: "cm", wireUnit: 2, decimals: 2, base: 0.1, swing: 0.3),
    ]
    return [
      "temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m",
      "precipitation_probability", "precipitation", "snowfall", "weather_code", "pressure_msl",
      "cloud_cover", "cloud_cover_low", "cloud_cover_mid", "cloud_cover_high", "visibility",
      "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "uv_index", "is_day",
    ].map { byName[$0] ?? extra[$0]! }
  }()

  /// Daily numbers (sunrise/sunset are separate: they travel as timestamps).
  static let daily: [Variable] = [
    .init(
      name: "weather_code", jsonUnit: "wmo code", wireUnit: 40, decimals: 0, base: 40, swing: 40),
    .init(name: "temperature_2m_max", jsonUnit: "°C", wireUnit: 1, decimals: 1, base: 12, swing: 6),
    .init(name: "temperature_2m_min", jsonUnit: "°C", wireUnit: 1, decimals: 1, base: 3, swing: 5),
    .init(
      name: "relative_humidity_2m_max", jsonUnit: "%", wireUnit: 35, decimals: 0, base: 90,
      swing: 10),
    .init(
      name: "relative_humidity_2m_min", jsonUnit: "%", wireUnit: 35, decimals: 0, base: 60,
      swing: 15),
    .init(name: "uv_index_max", jsonUnit: "", wireUnit: 7, decimals: 2, base: 2, swing: 2),
    .init(name: "precipitation_sum", jsonUnit: "mm", wireUnit: 32, decimals: 2, base: 3, swing: 3),
    .init(name: "rain_sum", jsonUnit: "mm", wireUnit: 32, decimals: 2, base: 2, swing: 2),
    .init(name: "showers_sum", jsonUnit: "mm", wireUnit: 32, decimals: 2, base: 1, swing: 1),
    .init(name: "snowfall_sum", jsonUnit: "cm", wireUnit: 2, decimals: 2, base: 0.5, swing: 0.5),
    .init(
      name: "precipitation_probability_max", jsonUnit: "%", wireUnit: 35, decimals: 0, base: 50,
      swing: 50),
    .init(
      name: "wind_speed_10m_max", jsonUnit: "km/h", wireUnit: 24, decimals: 1, base: 25, swing: 15),
    .init(
      name: "wind_gusts_10m_max", jsonUnit: "km/h", wireUnit: 24, decimals: 1, base: 50, swing: 25),
    .init(
      name: "wind_direction_10m_dominant", jsonUnit: "°", wireUnit: 5, decimals: 0, base: 180,
      swing: 179),
  ]

  // MARK: - Generation

  /// `places` places with 96 quarter-hours, `hours` hours and `days` days from 2026-11-22.
  init(places count: Int, hours: Int = 240, days: Int = 10, quarters: Int = 96) {
    var random = BenchRandom(seed: 2026)
    let day0 = Self.day0
    places = (0..<count).map { index in
      let offset = Int32(3600 * ((index % 5) - 1))
      let midnight = day0 - Int64(offset)
      let now = day0 + 9 * 3600
      func section(_ variables: [Variable], start: Int64, interval: Int32, steps: Int) -> Section {
        let values = variables.map { variable in
          (0..<steps).map { step -> Double? in
            if step % 97 == 13 { return nil }  // the odd model gap
            let wave = sin(Double(step) / 7) * 0.7 + random.unit() * 0.3
            return Self.rounded(variable.base + variable.swing * wave, decimals: variable.decimals)
          }
        }
        return Section(
          start: start, interval: interval, steps: steps, variables: variables, values: values)
      }
      let polar = index % 4 == 3  // every fourth place is in the polar night from day 5
      let sunrise: [Int64?] = (0..<days).map { day in
        polar && day >= 5
          ? nil : midnight + Int64(day) * 86_400 + 8 * 3600 + Int64(random.unit() * 600)
      }
      return Place(
        latitude: Self.coordinates(index).latitude, longitude: Self.coordinates(index).longitude,
        elevation: Float(20 * index + 38), utcOffsetSeconds: offset,
        timezone: "Etc/GMT\(offset > 0 ? "-" : "+")\(abs(offset) / 3600)",
        abbreviation: "GMT\(offset >= 0 ? "+" : "-")\(abs(offset) / 3600)",
        current: section(Self.current, start: now, interval: 900, steps: 1),
        minutely15: section(Self.minutely15, start: now, interval: 900, steps: quarters),
        hourly: section(Self.hourly, start: midnight, interval: 3600, steps: hours),
        daily: section(Self.daily, start: midnight, interval: 86_400, steps: days),
        sunrise: sunrise, sunset: sunrise.map { $0.map { $0 + 8 * 3600 } })
    }
  }

  /// The value as Open-Meteo prints it: fixed decimals for the unit.
  static func rounded(_ value: Double, decimals: Int) -> Double {
    let scale = pow(10, Double(decimals))
    return (value * scale).rounded() / scale
  }
}

/// SplitMix64: a tiny deterministic generator, so every run benchmarks identical bytes.
struct BenchRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in -1...1.
  mutating func unit() -> Double {
    Double(next() >> 11) / Double(1 << 52) - 1
  }
}
