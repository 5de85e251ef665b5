import FoundationEssentials
import WeatherCore
import WeatherProviders

/// `--once --format json`'s top-level `airQuality` block: not WeatherKit's (WeatherKit has no
/// air quality) but WeatherTUI's, beside the WeatherKit-shaped `places`. Every value carries its
/// unit as Open-Meteo names it; a value the API did not serve is absent, never 0.
struct AirQualityDocument: Encodable {
  var source = "CAMS (Copernicus Atmosphere Monitoring Service) via Open-Meteo"
  var attribution = WeatherKitDocument.AttributionJSON(
    serviceName: AirQuality.attribution.serviceName, legalPageURL: AirQuality.attribution.legalPageURL,
    text: AirQuality.attribution.text)
  /// What WeatherTUI computed from the served values, and how: nothing else here is ours.
  var derived: [Derived] = [
    Derived(
      field: "category", derivedFrom: "value",
      method: "the EEA's European AQI bands (0–20 good … above 100 extremely poor) or the EPA's AQI bands"),
    Derived(
      field: "dominantPollutant", derivedFrom: "europeanSubIndices / usSubIndices",
      method: "the pollutant with the highest sub-index"),
    Derived(
      field: "level", derivedFrom: "pollen value",
      method: "MeteoSwiss's pollen classes (UNI 11108 for olive); see docs/air-quality.md"),
  ]
  var places: [Place]

  /// One computed field.
  struct Derived: Encodable {
    var field: String
    var derivedFrom: String
    var method: String
  }

  struct Place: Encodable {
    var name: String
    var latitude: Double
    var longitude: Double
    /// "served", "stale" (older data after a failed fetch) or "failed".
    var state: String
    var fetchedAt: Date?
    /// Why the fetch failed, when it did.
    var error: String?
    /// The index this place shows: "european" or "us" (`aqi` in config.toml, else by region).
    var scale: String
    var current: Hour?
    var hourly: [Hour]
  }

  struct Hour: Encodable {
    var time: Date
    var europeanAqi: Index?
    var usAqi: Index?
    /// µg/m³ by pollutant (`pm2_5`, `pm10`, `nitrogen_dioxide`, `ozone`, `sulphur_dioxide`, `carbon_monoxide`).
    var concentrations: [String: Value]
    var europeanSubIndices: [String: Value]
    var usSubIndices: [String: Value]
    /// grains/m³ by kind (`alder`, `birch`…), with the level; absent outside Europe.
    var pollen: [String: Pollen]
  }

  struct Index: Encodable {
    var value: Double
    var unit: String
    var category: String
    var dominantPollutant: String?
  }

  struct Value: Encodable {
    var value: Double
    var unit: String
  }

  struct Pollen: Encodable {
    var value: Double
    var unit = "grains/m³"
    var level: String
  }

  init(results: [(Location, AirQualityResult)], scale: AirQualityScale?) {
    places = results.map { location, result in
      var place = Place(
        name: location.name, latitude: location.latitude, longitude: location.longitude, state: "failed",
        scale: (scale ?? AirQualityScale.default(for: location)).rawValue, hourly: [])
      switch result {
      case .served(let air, let fetchedAt):
        place.state = "served"
        place.fetchedAt = fetchedAt
        place.current = air.current.map(Self.hour)
        place.hourly = air.hourly.map(Self.hour)
      case .stale(let air, let fetchedAt, let message):
        place.state = "stale"
        place.fetchedAt = fetchedAt
        place.error = message
        place.current = air.current.map(Self.hour)
        place.hourly = air.hourly.map(Self.hour)
      case .failed(let message):
        place.error = message
      }
      return place
    }
  }

  private static func hour(_ hour: AirQualityHour) -> Hour {
    func index(_ scale: AirQualityScale, unit: String) -> Index? {
      guard let value = hour.index(on: scale), let category = scale.category(of: value) else { return nil }
      return Index(
        value: value, unit: unit, category: category.words,
        dominantPollutant: hour.dominantPollutant(on: scale)?.rawValue)
    }
    func values(_ map: [Pollutant: Double], unit: String) -> [String: Value] {
      Dictionary(uniqueKeysWithValues: map.map { ($0.key.rawValue, Value(value: $0.value, unit: unit)) })
    }
    return Hour(
      time: hour.date, europeanAqi: index(.european, unit: "EAQI"), usAqi: index(.us, unit: "USAQI"),
      concentrations: values(hour.concentrations, unit: "μg/m³"),
      europeanSubIndices: values(hour.europeanSubIndices, unit: "EAQI"),
      usSubIndices: values(hour.usSubIndices, unit: "USAQI"),
      pollen: Dictionary(
        uniqueKeysWithValues: hour.pollen.compactMap { kind, grains in
          kind.level(of: grains).map { (kind.rawValue, Pollen(value: grains, level: $0.words)) }
        }))
  }
}
