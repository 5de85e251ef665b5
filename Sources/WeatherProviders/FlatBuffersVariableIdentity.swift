/// What a `VariableWithValues` measures, as weather_api.fbs identifies it.
///
/// FlatBuffers responses carry no variable names: a series is recognised by this tuple, never
/// by its position. Enum fields keep their raw numbers so values our schema copy does not know
/// (appended by newer servers) are tolerated and simply match no name.
struct FlatBuffersVariableIdentity: Hashable, Sendable {
  var variable: UInt8
  var altitude: Int16 = 0
  var aggregation: UInt8 = 0
  var pressureLevel: Int16 = 0
  var depth: Int16 = 0
  var depthTo: Int16 = 0
  var ensembleMember: Int16 = 0
  var previousDay: Int16 = 0
  var probability: UInt8 = 0
}

/// The Open-Meteo variable names the decoder knows, with their FlatBuffers identities.
///
/// Every enum number is stored next to its schema member name; a test parses
/// weather_api.fbs and checks each number, so a typo here cannot go unnoticed.
enum FlatBuffersVariableNames {
  /// One name ↔ identity row: `variable` and `aggregation` are schema enum member names.
  struct Entry: Sendable {
    var name: String
    var variable: (member: String, value: UInt8)
    var altitude: Int16
    var aggregation: (member: String, value: UInt8)

    var identity: FlatBuffersVariableIdentity {
      FlatBuffersVariableIdentity(variable: variable.value, altitude: altitude, aggregation: aggregation.value)
    }
  }

  // MARK: - Schema enum numbers (position in weather_api.fbs, first = 0)

  private static let none = ("none", UInt8(0))
  private static let minimum = ("minimum", UInt8(1))
  private static let maximum = ("maximum", UInt8(2))
  private static let mean = ("mean", UInt8(3))
  private static let dominant = ("dominant", UInt8(9))
  private static let sum = ("sum", UInt8(10))

  // MARK: - Table

  static let entries: [Entry] = [
    // Instant and hourly values.
    Entry(name: "temperature_2m", variable: ("temperature", 47), altitude: 2, aggregation: none),
    Entry(name: "apparent_temperature", variable: ("apparent_temperature", 1), altitude: 0, aggregation: none),
    Entry(name: "relative_humidity_2m", variable: ("relative_humidity", 29), altitude: 2, aggregation: none),
    Entry(name: "dew_point_2m", variable: ("dew_point", 8), altitude: 2, aggregation: none),
    Entry(name: "is_day", variable: ("is_day", 19), altitude: 0, aggregation: none),
    Entry(name: "precipitation", variable: ("precipitation", 24), altitude: 0, aggregation: none),
    Entry(name: "precipitation_probability", variable: ("precipitation_probability", 26), altitude: 0, aggregation: none),
    Entry(name: "rain", variable: ("rain", 28), altitude: 0, aggregation: none),
    Entry(name: "showers", variable: ("showers", 34), altitude: 0, aggregation: none),
    Entry(name: "snowfall", variable: ("snowfall", 37), altitude: 0, aggregation: none),
    Entry(name: "weather_code", variable: ("weather_code", 56), altitude: 0, aggregation: none),
    Entry(name: "cloud_cover", variable: ("cloud_cover", 3), altitude: 0, aggregation: none),
    Entry(name: "cloud_cover_low", variable: ("cloud_cover_low", 5), altitude: 0, aggregation: none),
    Entry(name: "cloud_cover_mid", variable: ("cloud_cover_mid", 6), altitude: 0, aggregation: none),
    Entry(name: "cloud_cover_high", variable: ("cloud_cover_high", 4), altitude: 0, aggregation: none),
    Entry(name: "pressure_msl", variable: ("pressure_msl", 27), altitude: 0, aggregation: none),
    Entry(name: "surface_pressure", variable: ("surface_pressure", 45), altitude: 0, aggregation: none),
    Entry(name: "visibility", variable: ("visibility", 55), altitude: 0, aggregation: none),
    Entry(name: "wind_speed_10m", variable: ("wind_speed", 59), altitude: 10, aggregation: none),
    Entry(name: "wind_direction_10m", variable: ("wind_direction", 57), altitude: 10, aggregation: none),
    Entry(name: "wind_gusts_10m", variable: ("wind_gusts", 58), altitude: 10, aggregation: none),
    Entry(name: "uv_index", variable: ("uv_index", 52), altitude: 0, aggregation: none),
    Entry(name: "uv_index_clear_sky", variable: ("uv_index_clear_sky", 53), altitude: 0, aggregation: none),
    Entry(name: "sunshine_duration", variable: ("sunshine_duration", 103), altitude: 0, aggregation: none),
    // Daily aggregates.
    Entry(name: "temperature_2m_max", variable: ("temperature", 47), altitude: 2, aggregation: maximum),
    Entry(name: "temperature_2m_min", variable: ("temperature", 47), altitude: 2, aggregation: minimum),
    Entry(name: "temperature_2m_mean", variable: ("temperature", 47), altitude: 2, aggregation: mean),
    Entry(name: "apparent_temperature_max", variable: ("apparent_temperature", 1), altitude: 0, aggregation: maximum),
    Entry(name: "apparent_temperature_min", variable: ("apparent_temperature", 1), altitude: 0, aggregation: minimum),
    Entry(name: "relative_humidity_2m_max", variable: ("relative_humidity", 29), altitude: 2, aggregation: maximum),
    Entry(name: "relative_humidity_2m_min", variable: ("relative_humidity", 29), altitude: 2, aggregation: minimum),
    Entry(name: "relative_humidity_2m_mean", variable: ("relative_humidity", 29), altitude: 2, aggregation: mean),
    Entry(name: "sunrise", variable: ("sunrise", 40), altitude: 0, aggregation: none),
    Entry(name: "sunset", variable: ("sunset", 41), altitude: 0, aggregation: none),
    Entry(name: "daylight_duration", variable: ("daylight_duration", 7), altitude: 0, aggregation: none),
    Entry(name: "uv_index_max", variable: ("uv_index", 52), altitude: 0, aggregation: maximum),
    Entry(name: "uv_index_clear_sky_max", variable: ("uv_index_clear_sky", 53), altitude: 0, aggregation: maximum),
    Entry(name: "precipitation_sum", variable: ("precipitation", 24), altitude: 0, aggregation: sum),
    Entry(name: "precipitation_hours", variable: ("precipitation_hours", 25), altitude: 0, aggregation: none),
    Entry(name: "rain_sum", variable: ("rain", 28), altitude: 0, aggregation: sum),
    Entry(name: "showers_sum", variable: ("showers", 34), altitude: 0, aggregation: sum),
    Entry(name: "snowfall_sum", variable: ("snowfall", 37), altitude: 0, aggregation: sum),
    Entry(name: "precipitation_probability_max", variable: ("precipitation_probability", 26), altitude: 0, aggregation: maximum),
    Entry(name: "cloud_cover_mean", variable: ("cloud_cover", 3), altitude: 0, aggregation: mean),
    Entry(name: "pressure_msl_mean", variable: ("pressure_msl", 27), altitude: 0, aggregation: mean),
    Entry(name: "wind_speed_10m_max", variable: ("wind_speed", 59), altitude: 10, aggregation: maximum),
    Entry(name: "wind_gusts_10m_max", variable: ("wind_gusts", 58), altitude: 10, aggregation: maximum),
    Entry(name: "wind_direction_10m_dominant", variable: ("wind_direction", 57), altitude: 10, aggregation: dominant),
  ]

  /// Name by identity, for decoding.
  static let nameByIdentity: [FlatBuffersVariableIdentity: String] = Dictionary(
    entries.map { ($0.identity, $0.name) }, uniquingKeysWith: { first, _ in first })

  /// Identity by name, for writing test and benchmark messages.
  static let identityByName: [String: FlatBuffersVariableIdentity] = Dictionary(
    entries.map { ($0.name, $0.identity) }, uniquingKeysWith: { first, _ in first })
}
