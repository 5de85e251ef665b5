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

/// The Open-Meteo variable names the decoder knows, with their FlatBuffers identities: the one
/// table the reader, the stand-in API and the fixture builder all use
/// (`scripts/flatbuffers/openmeteo_flatbuffers.py` reads the `Entry` rows below, so keep each
/// row on one line in this form).
///
/// Every enum number is stored next to its schema member name; a test parses
/// weather_api.fbs and checks each number, and another checks each requested variable against
/// the identities the real server writes (shared/reference/openmeteo-flatbuffers-identities.md).
enum FlatBuffersVariableNames {
  /// One name ↔ identity row: `variable` and `aggregation` are schema enum member names.
  struct Entry: Sendable {
    var name: String
    var variable: (member: String, value: UInt8)
    var altitude: Int16
    /// An altitude some models write instead (the seasonal models label apparent temperature
    /// without one); read only when the documented identity is absent.
    var alternativeAltitude: Int16?
    var aggregation: (member: String, value: UInt8)

    init(
      _ name: String, _ variable: (member: String, value: UInt8), altitude: Int16 = 0,
      alternativeAltitude: Int16? = nil, _ aggregation: (member: String, value: UInt8) = ("none", 0)
    ) {
      self.name = name
      self.variable = variable
      self.altitude = altitude
      self.alternativeAltitude = alternativeAltitude
      self.aggregation = aggregation
    }

    var identity: FlatBuffersVariableIdentity {
      FlatBuffersVariableIdentity(
        variable: variable.value, altitude: altitude, aggregation: aggregation.value)
    }

    var alternativeIdentity: FlatBuffersVariableIdentity? {
      alternativeAltitude.map {
        FlatBuffersVariableIdentity(variable: variable.value, altitude: $0, aggregation: aggregation.value)
      }
    }
  }

  // MARK: - Schema enum numbers (position in weather_api.fbs, first = 0)

  private static let minimum = ("minimum", UInt8(1))
  private static let maximum = ("maximum", UInt8(2))
  private static let mean = ("mean", UInt8(3))
  private static let dominant = ("dominant", UInt8(9))
  private static let sum = ("sum", UInt8(10))

  // MARK: - Table

  static let entries: [Entry] = [
    // Instant and hourly values.
    Entry("temperature_2m", ("temperature", 47), altitude: 2),
    Entry("apparent_temperature", ("apparent_temperature", 1), altitude: 2, alternativeAltitude: 0),
    Entry("relative_humidity_2m", ("relative_humidity", 29), altitude: 2),
    Entry("dew_point_2m", ("dew_point", 8), altitude: 2),
    Entry("is_day", ("is_day", 19)),
    Entry("precipitation", ("precipitation", 24)),
    Entry("precipitation_probability", ("precipitation_probability", 26)),
    Entry("rain", ("rain", 28)),
    Entry("showers", ("showers", 34)),
    Entry("snowfall", ("snowfall", 37)),
    Entry("weather_code", ("weather_code", 56)),
    Entry("cloud_cover", ("cloud_cover", 3)),
    Entry("cloud_cover_low", ("cloud_cover_low", 5)),
    Entry("cloud_cover_mid", ("cloud_cover_mid", 6)),
    Entry("cloud_cover_high", ("cloud_cover_high", 4)),
    Entry("pressure_msl", ("pressure_msl", 27)),
    Entry("surface_pressure", ("surface_pressure", 45)),
    Entry("visibility", ("visibility", 55)),
    Entry("wind_speed_10m", ("wind_speed", 59), altitude: 10),
    Entry("wind_direction_10m", ("wind_direction", 57), altitude: 10),
    Entry("wind_gusts_10m", ("wind_gusts", 58), altitude: 10),
    Entry("uv_index", ("uv_index", 52)),
    Entry("uv_index_clear_sky", ("uv_index_clear_sky", 53)),
    Entry("sunshine_duration", ("sunshine_duration", 103)),
    // Daily aggregates.
    Entry("temperature_2m_max", ("temperature", 47), altitude: 2, maximum),
    Entry("temperature_2m_min", ("temperature", 47), altitude: 2, minimum),
    Entry("temperature_2m_mean", ("temperature", 47), altitude: 2, mean),
    Entry("apparent_temperature_max", ("apparent_temperature", 1), altitude: 2, alternativeAltitude: 0, maximum),
    Entry("apparent_temperature_min", ("apparent_temperature", 1), altitude: 2, alternativeAltitude: 0, minimum),
    Entry("apparent_temperature_mean", ("apparent_temperature", 1), altitude: 2, alternativeAltitude: 0, mean),
    Entry("dew_point_2m_max", ("dew_point", 8), altitude: 2, maximum),
    Entry("dew_point_2m_min", ("dew_point", 8), altitude: 2, minimum),
    Entry("dew_point_2m_mean", ("dew_point", 8), altitude: 2, mean),
    Entry("relative_humidity_2m_max", ("relative_humidity", 29), altitude: 2, maximum),
    Entry("relative_humidity_2m_min", ("relative_humidity", 29), altitude: 2, minimum),
    Entry("relative_humidity_2m_mean", ("relative_humidity", 29), altitude: 2, mean),
    Entry("sunrise", ("sunrise", 40)),
    Entry("sunset", ("sunset", 41)),
    Entry("daylight_duration", ("daylight_duration", 7)),
    Entry("uv_index_max", ("uv_index", 52), maximum),
    Entry("uv_index_clear_sky_max", ("uv_index_clear_sky", 53), maximum),
    Entry("precipitation_sum", ("precipitation", 24), sum),
    Entry("precipitation_hours", ("precipitation_hours", 25)),
    Entry("rain_sum", ("rain", 28), sum),
    Entry("showers_sum", ("showers", 34), sum),
    Entry("snowfall_sum", ("snowfall", 37), sum),
    Entry("precipitation_probability_max", ("precipitation_probability", 26), maximum),
    Entry("cloud_cover_mean", ("cloud_cover", 3), mean),
    Entry("pressure_msl_mean", ("pressure_msl", 27), mean),
    Entry("wind_speed_10m_max", ("wind_speed", 59), altitude: 10, maximum),
    Entry("wind_gusts_10m_max", ("wind_gusts", 58), altitude: 10, maximum),
    Entry("wind_direction_10m_dominant", ("wind_direction", 57), altitude: 10, dominant),
  ]

  /// Position in `entries` by identity, for decoding (a position fits a 64-bit "seen" mask).
  static let indexByIdentity: [FlatBuffersVariableIdentity: Int] = {
    precondition(entries.count <= 64, "the decoder tracks seen variables in a UInt64")
    return Dictionary(
      entries.enumerated().map { ($1.identity, $0) }, uniquingKeysWith: { first, _ in first })
  }()

  /// Position in `entries` by alternative identity, read when the documented one is absent.
  static let indexByAlternativeIdentity: [FlatBuffersVariableIdentity: Int] = Dictionary(
    entries.enumerated().compactMap { index, entry in entry.alternativeIdentity.map { ($0, index) } },
    uniquingKeysWith: { first, _ in first })

  /// Name by identity.
  static let nameByIdentity: [FlatBuffersVariableIdentity: String] = Dictionary(
    entries.map { ($0.identity, $0.name) }, uniquingKeysWith: { first, _ in first })

  /// Identity by name, for writing test and benchmark messages.
  static let identityByName: [String: FlatBuffersVariableIdentity] = Dictionary(
    entries.map { ($0.name, $0.identity) }, uniquingKeysWith: { first, _ in first })

  /// The forecast's table, as the decoder reads it.
  static let table = FlatBuffersNameTable(entries: entries)
}

/// The names one decoder knows, by identity: the forecast's (`FlatBuffersVariableNames`) or the
/// air quality's (`AirQualityVariableNames`).
struct FlatBuffersNameTable: Sendable {
  /// Names in table order; a position fits the decoder's 64-bit "seen" mask.
  let names: [String]
  let indexByIdentity: [FlatBuffersVariableIdentity: Int]
  /// Position by alternative identity, read when the documented one is absent.
  let indexByAlternativeIdentity: [FlatBuffersVariableIdentity: Int]

  init(entries: [FlatBuffersVariableNames.Entry]) {
    precondition(entries.count <= 64, "the decoder tracks seen variables in a UInt64")
    names = entries.map(\.name)
    indexByIdentity = Dictionary(
      entries.enumerated().map { ($1.identity, $0) }, uniquingKeysWith: { first, _ in first })
    indexByAlternativeIdentity = Dictionary(
      entries.enumerated().compactMap { index, entry in entry.alternativeIdentity.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
  }
}
