import FoundationEssentials

/// Conditions now. SI inside: °C, km/h, hPa, metres, millimetres, fractions 0–1.
/// A value the provider did not deliver is nil, never invented.
public struct CurrentWeather: Sendable, Hashable, Codable {
  /// The instant these conditions are valid for.
  public var date: Date
  public var temperature: Double?
  public var apparentTemperature: Double?
  public var dewPoint: Double?
  /// Relative humidity, 0–1.
  public var humidity: Double?
  /// Mean-sea-level pressure, hPa.
  public var pressure: Double?
  public var pressureTrend: PressureTrend
  /// Wind speed at 10 m, km/h.
  public var windSpeed: Double?
  /// Direction the wind comes from, degrees (0 = north).
  public var windDirection: Double?
  /// Gust speed, km/h.
  public var windGust: Double?
  public var uvIndex: Double?
  /// Visibility, metres.
  public var visibility: Double?
  /// Cloud cover, 0–1: total and by altitude (low ≤3 km, mid 3–8 km, high ≥8 km).
  public var cloudCover: Double?
  public var cloudCoverLow: Double?
  public var cloudCoverMid: Double?
  public var cloudCoverHigh: Double?
  public var condition: WeatherCondition
  /// Whether the sun is up, as served; where the provider served none, computed from the sun's
  /// position and listed in `metadata.derived` (nil only before `deriveMissingValues`).
  public var isDaylight: Bool?
  /// Precipitation intensity, mm/h.
  public var precipitationIntensity: Double?
  /// WeatherKit's `conditionCode` as served ("MostlyCloudy"); `condition` is its nearest case.
  public var conditionCode: String?

  public init(
    date: Date, temperature: Double? = nil, apparentTemperature: Double? = nil,
    dewPoint: Double? = nil, humidity: Double? = nil, pressure: Double? = nil,
    pressureTrend: PressureTrend = .unknown, windSpeed: Double? = nil,
    windDirection: Double? = nil, windGust: Double? = nil, uvIndex: Double? = nil,
    visibility: Double? = nil, cloudCover: Double? = nil, cloudCoverLow: Double? = nil,
    cloudCoverMid: Double? = nil, cloudCoverHigh: Double? = nil,
    condition: WeatherCondition = .unknown(-1), isDaylight: Bool? = nil,
    precipitationIntensity: Double? = nil
  ) {
    self.date = date
    self.temperature = temperature
    self.apparentTemperature = apparentTemperature
    self.dewPoint = dewPoint
    self.humidity = humidity
    self.pressure = pressure
    self.pressureTrend = pressureTrend
    self.windSpeed = windSpeed
    self.windDirection = windDirection
    self.windGust = windGust
    self.uvIndex = uvIndex
    self.visibility = visibility
    self.cloudCover = cloudCover
    self.cloudCoverLow = cloudCoverLow
    self.cloudCoverMid = cloudCoverMid
    self.cloudCoverHigh = cloudCoverHigh
    self.condition = condition
    self.isDaylight = isDaylight
    self.precipitationIntensity = precipitationIntensity
  }
}

/// Whether pressure is rising, falling or steady over the last hours.
public enum PressureTrend: String, Sendable, Hashable, Codable {
  case rising, falling, steady, unknown

  /// The change in hPa over three hours from which pressure is rising or falling: ±1 hPa/3 h
  /// is the usual meteorological threshold for "steady".
  public static let threshold = 1.0

  /// How the trend is computed, in words for `metadata.derived` (made from `threshold`, so the
  /// words cannot drift from the code).
  public static var method: String {
    let hPa = threshold.methodText
    return "change over the last three hours: rising at +\(hPa) hPa or more, falling at -\(hPa) hPa or less"
  }

  /// Classifies a change in hPa over about three hours (`threshold`), counted in tenths of a
  /// hectopascal as served (1014.2 − 1013.2 is 1.0000000000000909 in binary).
  public init(changeOverThreeHours change: Double?) {
    guard let change, change.isFinite else {
      self = .unknown
      return
    }
    let delta = change.shownTenths
    if delta >= Self.threshold {
      self = .rising
    } else if delta <= -Self.threshold {
      self = .falling
    } else {
      self = .steady
    }
  }
}
