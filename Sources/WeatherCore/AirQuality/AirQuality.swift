import FoundationEssentials

/// The air at a place, as Open-Meteo's air-quality API served it (CAMS forecasts): the hour in
/// force now and the hours ahead. WeatherKit has no such dataset, so it is kept beside
/// `Weather`, never inside it.
public struct AirQuality: Sendable, Equatable, Codable {
  /// The hour in force when the answer was read (the API's `current` block); nil when absent.
  public var current: AirQualityHour?
  /// Hour by hour, oldest first.
  public var hourly: [AirQualityHour]
  /// When the answer was read.
  public var fetchedAt: Date
  /// The CAMS domain that served it ("cams_europe", "cams_global"), when the answer says.
  public var domain: String?

  public init(current: AirQualityHour?, hourly: [AirQualityHour], fetchedAt: Date, domain: String? = nil) {
    self.current = current
    self.hourly = hourly
    self.fetchedAt = fetchedAt
    self.domain = domain
  }

  /// The hour in force at `date`: the `current` block when it is that hour, else the hourly
  /// entry whose hour holds `date`; nil beyond the data (never another hour's values).
  public func hour(at date: Date) -> AirQualityHour? {
    if let current, current.date <= date, date < current.date.addingTimeInterval(3600) { return current }
    return hourly.last { $0.date <= date && date < $0.date.addingTimeInterval(3600) }
  }

  /// The credit Open-Meteo's terms ask for air-quality data, at three widths: Open-Meteo (CC BY
  /// 4.0) and the CAMS data it serves ("All users of Open-Meteo data must provide a clear
  /// attribution to CAMS ENSEMBLE data provider as well as a reference to Open-Meteo", its
  /// air-quality page; Copernicus's licence asks "Contains modified Copernicus Atmosphere
  /// Monitoring Service information" of derived data). Sources in docs/air-quality.md.
  public static let attribution = Attribution(
    // Its own name, so a screen with Open-Meteo's forecast still credits the air's source.
    serviceName: "CAMS",
    text:
      "Air quality: CAMS via Open-Meteo.com (CC BY 4.0); contains modified Copernicus Atmosphere Monitoring Service information",
    legalPageURL: "https://open-meteo.com/en/docs/air-quality-api",
    shortText: "Air: CAMS via Open-Meteo")
}

/// One hour of air quality. Every value is optional: the model serves none for some places
/// (pollen outside Europe, or out of season) and a missing value is never shown as zero.
public struct AirQualityHour: Sendable, Equatable, Codable {
  /// The start of the hour.
  public var date: Date
  /// The European Air Quality Index (`european_aqi`, 0 … 100+).
  public var europeanIndex: Double?
  /// The United States AQI (`us_aqi`, 0 … 500).
  public var usIndex: Double?
  /// Concentrations in µg/m³, as served.
  public var concentrations: [Pollutant: Double]
  /// The European index of each pollutant (`european_aqi_pm2_5` …), to name the dominant one.
  public var europeanSubIndices: [Pollutant: Double]
  /// The US index of each pollutant (`us_aqi_pm2_5` …).
  public var usSubIndices: [Pollutant: Double]
  /// Pollen in grains/m³ (Europe, in season); absent kinds were not served.
  public var pollen: [PollenKind: Double]

  public init(
    date: Date, europeanIndex: Double? = nil, usIndex: Double? = nil, concentrations: [Pollutant: Double] = [:],
    europeanSubIndices: [Pollutant: Double] = [:], usSubIndices: [Pollutant: Double] = [:],
    pollen: [PollenKind: Double] = [:]
  ) {
    self.date = date
    self.europeanIndex = europeanIndex
    self.usIndex = usIndex
    self.concentrations = concentrations
    self.europeanSubIndices = europeanSubIndices
    self.usSubIndices = usSubIndices
    self.pollen = pollen
  }

  /// The index on `scale`, when served.
  public func index(on scale: AirQualityScale) -> Double? {
    switch scale {
    case .european: europeanIndex
    case .us: usIndex
    }
  }

  /// The pollutant whose sub-index on `scale` is highest: the one that sets the index.
  public func dominantPollutant(on scale: AirQualityScale) -> Pollutant? {
    let subIndices = scale == .european ? europeanSubIndices : usSubIndices
    // Ties go to the pollutant listed first, so the answer does not depend on hashing.
    return Pollutant.allCases.compactMap { kind in subIndices[kind].map { (kind, $0) } }
      .max { $0.1 < $1.1 }?.0
  }
}

/// The pollutants the indices are made of, named as the API's JSON names them.
public enum Pollutant: String, Sendable, Hashable, CaseIterable, Codable {
  case pm2_5
  case pm10
  case nitrogenDioxide = "nitrogen_dioxide"
  case ozone
  case sulphurDioxide = "sulphur_dioxide"
  case carbonMonoxide = "carbon_monoxide"

  /// The short name a person reads: "PM2.5", "NO₂"… in ASCII.
  public var symbol: String {
    switch self {
    case .pm2_5: "PM2.5"
    case .pm10: "PM10"
    case .nitrogenDioxide: "NO2"
    case .ozone: "O3"
    case .sulphurDioxide: "SO2"
    case .carbonMonoxide: "CO"
    }
  }
}

/// The pollen kinds Open-Meteo serves for Europe, named as its JSON names them (without
/// `_pollen`).
public enum PollenKind: String, Sendable, Hashable, CaseIterable, Codable {
  case alder, birch, grass, mugwort, olive, ragweed

  /// The English name, capitalised.
  public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
