import FoundationEssentials
import WeatherCore

// MARK: - The one WeatherKit conversion, both directions: current weather, hours, minutes

// Every field WeatherKit serves has a home in WeatherCore and comes back out unchanged; the
// provider reads answers with the `WeatherCore` initialisers and `--format json` writes with the
// `WeatherKitREST` ones, so the two directions cannot drift apart.

extension WeatherCore.CurrentWeather {
  /// The served current weather; `now` stands in for a missing `asOf` (the caller lists it in
  /// `metadata.derived`).
  init(_ c: WeatherKitREST.CurrentWeather, now: Date) {
    self.init(
      date: c.asOf ?? now, temperature: c.temperature, apparentTemperature: c.temperatureApparent,
      dewPoint: c.temperatureDewPoint, humidity: c.humidity, pressure: c.pressure,
      pressureTrend: c.pressureTrend.flatMap(PressureTrend.init(rawValue:)) ?? .unknown,
      windSpeed: c.windSpeed, windDirection: c.windDirection, windGust: c.windGust,
      uvIndex: c.uvIndex, visibility: c.visibility, cloudCover: c.cloudCover,
      cloudCoverLow: c.cloudCoverLowAltPct, cloudCoverMid: c.cloudCoverMidAltPct,
      cloudCoverHigh: c.cloudCoverHighAltPct, condition: WeatherCondition(servedCode: c.conditionCode),
      isDaylight: c.daylight, precipitationIntensity: c.precipitationIntensity)
    conditionCode = c.conditionCode
  }
}

extension WeatherCore.HourWeather {
  /// Nil without `forecastStart`: an hour that does not say when it is cannot be placed.
  init?(_ h: WeatherKitREST.HourWeather) {
    guard let date = h.forecastStart else { return nil }
    self.init(
      date: date, temperature: h.temperature, apparentTemperature: h.temperatureApparent,
      dewPoint: h.temperatureDewPoint, humidity: h.humidity, pressure: h.pressure,
      windSpeed: h.windSpeed, windDirection: h.windDirection, windGust: h.windGust,
      uvIndex: h.uvIndex, visibility: h.visibility, cloudCover: h.cloudCover,
      cloudCoverLow: h.cloudCoverLowAltPct, cloudCoverMid: h.cloudCoverMidAltPct,
      cloudCoverHigh: h.cloudCoverHighAltPct, condition: WeatherCondition(servedCode: h.conditionCode),
      isDaylight: h.daylight, precipitationChance: h.precipitationChance,
      precipitationAmount: h.precipitationAmount, snowfallAmount: h.snowfallAmount,
      precipitationIntensity: h.precipitationIntensity)
    conditionCode = h.conditionCode
    precipitationType = h.precipitationType
    pressureTrend = h.pressureTrend.flatMap(PressureTrend.init(rawValue:))
    snowfallIntensity = h.snowfallIntensity
    perceivedPrecipitationIntensity = h.perceivedPrecipitationIntensity
  }
}

extension WeatherCore.MinuteWeather {
  init?(_ m: WeatherKitREST.MinuteWeather) {
    guard let date = m.startTime else { return nil }
    self.init(
      date: date, duration: 60, precipitationIntensity: m.precipitationIntensity,
      precipitationChance: m.precipitationChance)
    perceivedPrecipitationIntensity = m.perceivedPrecipitationIntensity
  }
}

extension NextHourPeriod {
  init?(_ p: WeatherKitREST.ForecastPeriodSummary) {
    guard let start = p.startTime, let condition = p.condition else { return nil }
    self.init(
      startTime: start, endTime: p.endTime, condition: condition, precipitationChance: p.precipitationChance,
      precipitationIntensity: p.precipitationIntensity)
  }
}

extension DatasetMetadata {
  init(_ m: WeatherKitREST.Metadata) {
    self.init(
      providerName: m.providerName, providerLogo: m.providerLogo, attributionURL: m.attributionURL,
      readTime: m.readTime, reportedTime: m.reportedTime, expireTime: m.expireTime, latitude: m.latitude,
      longitude: m.longitude, units: m.units, version: m.version, language: m.language,
      temporarilyUnavailable: m.temporarilyUnavailable)
  }
}

extension WeatherCondition {
  /// The nearest case to a served `conditionCode`; `.unknown(-1)` when there is none.
  init(servedCode code: String?) {
    self = code.map(WeatherCondition.init(weatherKitCode:)) ?? .unknown(-1)
  }
}

// MARK: - WeatherCore to WeatherKit

/// What WeatherCore's current weather and hour both carry, so one conversion writes the
/// conditions of either.
public protocol ReportedConditions {
  var cloudCover: Double? { get }
  var cloudCoverLow: Double? { get }
  var cloudCoverMid: Double? { get }
  var cloudCoverHigh: Double? { get }
  var condition: WeatherCondition { get }
  var conditionCode: String? { get }
  var isDaylight: Bool? { get }
  var humidity: Double? { get }
  var precipitationIntensity: Double? { get }
  var pressure: Double? { get }
  var temperature: Double? { get }
  var apparentTemperature: Double? { get }
  var dewPoint: Double? { get }
  var uvIndex: Double? { get }
  var visibility: Double? { get }
  var windDirection: Double? { get }
  var windGust: Double? { get }
  var windSpeed: Double? { get }
}

extension WeatherCore.CurrentWeather: ReportedConditions {}
extension WeatherCore.HourWeather: ReportedConditions {}

extension WeatherKitREST.Conditions {
  public init(_ source: some ReportedConditions) {
    self.init()
    cloudCover = source.cloudCover
    cloudCoverLowAltPct = source.cloudCoverLow
    cloudCoverMidAltPct = source.cloudCoverMid
    cloudCoverHighAltPct = source.cloudCoverHigh
    conditionCode = source.conditionCode ?? source.condition.servedCode
    wmoCode = source.conditionCode == nil ? source.condition.servedWMOCode : nil
    daylight = source.isDaylight
    humidity = source.humidity
    precipitationIntensity = source.precipitationIntensity
    pressure = source.pressure
    temperature = source.temperature
    temperatureApparent = source.apparentTemperature
    temperatureDewPoint = source.dewPoint
    // As served: WeatherKit's are whole numbers already, Open-Meteo's have a decimal (2.5).
    uvIndex = source.uvIndex
    visibility = source.visibility
    windDirection = WeatherKitREST.wholeNumber(source.windDirection)
    windGust = source.windGust
    windSpeed = source.windSpeed
  }
}

extension WeatherKitREST {
  /// The current weather as WeatherKit writes it.
  public static func currentWeather(_ current: WeatherCore.CurrentWeather) -> CurrentWeather {
    var fields = CurrentWeatherFields()
    fields.name = "CurrentWeather"
    fields.asOf = current.date
    fields.pressureTrend = current.pressureTrend == .unknown ? nil : current.pressureTrend.rawValue
    return CurrentWeather(fields, conditions: Conditions(current))
  }

  /// One hour as WeatherKit writes it.
  public static func hourWeather(_ hour: WeatherCore.HourWeather) -> HourWeather {
    var fields = HourWeatherFields()
    fields.forecastStart = hour.date
    fields.precipitationAmount = hour.precipitationAmount
    fields.precipitationChance = hour.precipitationChance
    fields.precipitationType = hour.precipitationType
    fields.pressureTrend = hour.pressureTrend?.rawValue
    fields.snowfallAmount = hour.snowfallAmount
    fields.snowfallIntensity = hour.snowfallIntensity
    fields.perceivedPrecipitationIntensity = hour.perceivedPrecipitationIntensity
    return HourWeather(fields, conditions: Conditions(hour))
  }

  /// WeatherKit's integer fields, rounded as `Int` rounds so that -0.4 writes 0 rather than -0;
  /// absent when the value is beyond an integer. Served integers pass unchanged.
  static func wholeNumber(_ value: Double?, modulo: Int? = nil) -> Double? {
    value?.roundedInteger().map { whole in Double(modulo.map { whole % $0 } ?? whole) }
  }
}

extension WeatherKitREST.MinuteWeather {
  public init(_ minute: WeatherCore.MinuteWeather) {
    self.init()
    startTime = minute.date
    precipitationChance = minute.precipitationChance
    precipitationIntensity = minute.precipitationIntensity
    perceivedPrecipitationIntensity = minute.perceivedPrecipitationIntensity
  }
}

extension WeatherKitREST.ForecastPeriodSummary {
  public init(_ period: NextHourPeriod) {
    self.init()
    startTime = period.startTime
    endTime = period.endTime
    condition = period.condition
    precipitationChance = period.precipitationChance
    precipitationIntensity = period.precipitationIntensity
  }
}

extension WeatherKitREST.Metadata {
  public init(_ m: DatasetMetadata) {
    self.init()
    providerName = m.providerName
    providerLogo = m.providerLogo
    attributionURL = m.attributionURL
    readTime = m.readTime
    reportedTime = m.reportedTime
    expireTime = m.expireTime
    latitude = m.latitude
    longitude = m.longitude
    units = m.units
    version = m.version
    language = m.language
    temporarilyUnavailable = m.temporarilyUnavailable
  }
}

extension WeatherCondition {
  /// The WMO code to write beside a `conditionCode` made from it; nil when none was served
  /// (`.unknown(-1)`), the code itself for a number we cannot name.
  var servedWMOCode: Int? { self == .unknown(-1) ? nil : wmoCode }

  /// The `conditionCode` to write when none was served; nil for an unknown condition.
  var servedCode: String? {
    if case .unknown = self { return nil }
    return conditionCode
  }
}
