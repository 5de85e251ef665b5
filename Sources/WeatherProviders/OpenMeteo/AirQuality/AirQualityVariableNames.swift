import WeatherCore

/// The air-quality variables WeatherTUI asks for: their JSON names, their FlatBuffers
/// identities, and where each lands in `AirQualityHour`.
///
/// The identities are the real server's (open-meteo/open-meteo,
/// `FlatBuffers+WeatherApi.swift` `getFlatBuffersMeta()`: `pm2_5` → `.pm2p5`,
/// `european_aqi_pm2_5` → `.europeanAqiPm2p5`, none with an altitude or aggregation); the
/// numbers are the members' positions in weather_api.fbs (a test parses the schema and checks
/// them). `scripts/flatbuffers/openmeteo_flatbuffers.py` reads the `Entry` rows below for the
/// stand-in, so keep each row on one line in this form.
enum AirQualityVariableNames {
  typealias Entry = FlatBuffersVariableNames.Entry

  static let entries: [Entry] = [
    Entry("european_aqi", ("european_aqi", 90)),
    Entry("us_aqi", ("us_aqi", 96)),
    Entry("pm2_5", ("pm2p5", 76)),
    Entry("pm10", ("pm10", 75)),
    Entry("nitrogen_dioxide", ("nitrogen_dioxide", 80)),
    Entry("ozone", ("ozone", 82)),
    Entry("sulphur_dioxide", ("sulphur_dioxide", 83)),
    Entry("carbon_monoxide", ("carbon_monoxide", 79)),
    Entry("european_aqi_pm2_5", ("european_aqi_pm2p5", 91)),
    Entry("european_aqi_pm10", ("european_aqi_pm10", 92)),
    Entry("european_aqi_nitrogen_dioxide", ("european_aqi_nitrogen_dioxide", 93)),
    Entry("european_aqi_ozone", ("european_aqi_ozone", 94)),
    Entry("european_aqi_sulphur_dioxide", ("european_aqi_sulphur_dioxide", 95)),
    Entry("us_aqi_pm2_5", ("us_aqi_pm2p5", 97)),
    Entry("us_aqi_pm10", ("us_aqi_pm10", 98)),
    Entry("us_aqi_nitrogen_dioxide", ("us_aqi_nitrogen_dioxide", 99)),
    Entry("us_aqi_ozone", ("us_aqi_ozone", 100)),
    Entry("us_aqi_sulphur_dioxide", ("us_aqi_sulphur_dioxide", 101)),
    Entry("us_aqi_carbon_monoxide", ("us_aqi_carbon_monoxide", 102)),
    Entry("alder_pollen", ("alder_pollen", 84)),
    Entry("birch_pollen", ("birch_pollen", 85)),
    Entry("grass_pollen", ("grass_pollen", 86)),
    Entry("mugwort_pollen", ("mugwort_pollen", 87)),
    Entry("olive_pollen", ("olive_pollen", 88)),
    Entry("ragweed_pollen", ("ragweed_pollen", 89)),
  ]

  /// The table the FlatBuffers decoder reads air-quality answers by.
  static let table = FlatBuffersNameTable(entries: entries)

  // MARK: - Requested sets

  /// The `current` section: both indices, the six pollutants, every sub-index (to name the
  /// pollutant that sets the index) and the six pollens.
  static let current = entries.map(\.name)

  /// The `hourly` section, kept light for the strip: the two indices and the pollens.
  static let hourly =
    ["european_aqi", "us_aqi"] + PollenKind.allCases.map { $0.rawValue + "_pollen" }

  /// Days asked for: today and tomorrow, enough for the hours ahead.
  static let forecastDays = 2

  // MARK: - Names of the model's fields

  static func europeanSubIndex(_ pollutant: Pollutant) -> String { "european_aqi_" + pollutant.rawValue }
  static func usSubIndex(_ pollutant: Pollutant) -> String { "us_aqi_" + pollutant.rawValue }
  static func pollen(_ kind: PollenKind) -> String { kind.rawValue + "_pollen" }

}
