import Foundation
import WeatherCore
import WeatherProviders

// MARK: - Building the document from WeatherCore values

extension WeatherKitDocument.Place {
  /// - Parameters:
  ///   - climate: the place's climate; comparisons are included when it is loaded.
  ///   - now: the instant "today" is taken from (default: when the data was read).
  init(weather: Weather, isStale: Bool, refreshError: String? = nil, climate: ClimateStatus? = nil, now: Date? = nil) {
    let location = weather.location
    self.location = .init(
      name: location.name, region: location.region.isEmpty ? nil : location.region,
      latitude: location.latitude, longitude: location.longitude,
      timezone: location.timeZoneIdentifier)
    currentWeather = weather.currentWeather.map { .init(.init($0), conditions: .init($0)) }
    forecastHourly = .init()
    forecastHourly.name = "HourlyForecast"
    forecastHourly.hours = weather.hourlyForecast.map { .init(.init($0), conditions: .init($0)) }
    let zone = location.timeZone
    let context = WeatherContext(weather: weather, climate: climate?.record, now: now ?? weather.metadata.readTime)
    forecastDaily = .init()
    forecastDaily.name = "DailyForecast"
    forecastDaily.days = weather.dailyForecast.indices.map { index in
      var day = WeatherKitREST.DayWeather(weather.dailyForecast[index], zone: zone)
      day.add(context, at: index)
      return day
    }
    weatherChanges = .init(context.changes)
    historicalComparisons = climate?.record.map { _ in .init(context.comparisons) }
    let today = CalendarDay(now ?? weather.metadata.readTime, timeZone: zone)
    dailySummary = climate?.record.map { .init($0.history(before: today)) }
    monthlyStatistics = climate?.record.map { .init($0.normals) }
    if case .failed(let reason)? = climate { climateUnavailableReason = reason }
    forecastNextHour = WeatherKitREST.NextHourForecast(weather.minuteForecast)
    weatherAlerts = .init()
    weatherAlerts.name = "WeatherAlertCollection"
    switch weather.alerts {
    case .covered(let alerts):
      weatherAlerts.alerts = alerts.map(WeatherKitREST.WeatherAlert.init)
    case .noSource(let reason):
      weatherAlerts.unavailableReason = reason
      weatherAlerts.alerts = []
    }
    attribution = .init(
      serviceName: weather.attribution.serviceName, legalPageURL: weather.attribution.legalPageURL,
      text: weather.attribution.text)
    metadata = .init()
    metadata.providerName = weather.metadata.providerName
    metadata.readTime = weather.metadata.readTime
    metadata.expireTime = weather.metadata.expireTime
    metadata.stale = isStale
    metadata.refreshError = refreshError
    metadata.implausibleValues = weather.metadata.implausibleValueCount
    metadata.latitude = location.latitude
    metadata.longitude = location.longitude
    metadata.units = "m"
    metadata.version = 1
  }
}

/// What WeatherCore's current weather and hour both carry, so one conversion writes the
/// conditions of either.
protocol ReportedConditions {
  var cloudCover: Double? { get }
  var cloudCoverLow: Double? { get }
  var cloudCoverMid: Double? { get }
  var cloudCoverHigh: Double? { get }
  var condition: WeatherCondition { get }
  var isDaylight: Bool { get }
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

extension CurrentWeather: ReportedConditions {}
extension HourWeather: ReportedConditions {}

extension WeatherKitREST.Conditions {
  init(_ source: some ReportedConditions) {
    self.init()
    cloudCover = source.cloudCover
    cloudCoverLowAltPct = source.cloudCoverLow
    cloudCoverMidAltPct = source.cloudCoverMid
    cloudCoverHighAltPct = source.cloudCoverHigh
    conditionCode = source.condition.conditionCode
    daylight = source.isDaylight
    humidity = source.humidity
    precipitationIntensity = source.precipitationIntensity
    pressure = source.pressure
    temperature = source.temperature
    temperatureApparent = source.apparentTemperature
    temperatureDewPoint = source.dewPoint
    uvIndex = wholeNumber(source.uvIndex)
    visibility = source.visibility
    windDirection = wholeNumber(source.windDirection)
    windGust = source.windGust
    windSpeed = source.windSpeed
  }
}

/// WeatherKit's integer fields, rounded as `Int` rounds so that -0.4 writes 0 rather than -0;
/// absent when the value is beyond an integer.
private func wholeNumber(_ value: Double?, modulo: Int? = nil) -> Double? {
  value?.roundedInteger().map { whole in Double(modulo.map { whole % $0 } ?? whole) }
}

extension WeatherKitREST.CurrentWeatherFields {
  init(_ current: WeatherCore.CurrentWeather) {
    self.init()
    name = "CurrentWeather"
    asOf = current.date
    pressureTrend = current.pressureTrend.rawValue
  }
}

extension WeatherKitREST.HourWeatherFields {
  init(_ hour: WeatherCore.HourWeather) {
    self.init()
    forecastStart = hour.date
    precipitationAmount = hour.precipitationAmount
    precipitationChance = hour.precipitationChance
    precipitationType = hour.condition.precipitationType
    snowfallAmount = hour.snowfallAmount
  }
}

extension WeatherKitREST.DayWeather {
  init(_ day: WeatherCore.DayWeather, zone: TimeZone) {
    self.init()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    forecastStart = day.date
    // The next local midnight, so a 23- or 25-hour DST day ends where it really ends.
    forecastEnd = calendar.date(byAdding: .day, value: 1, to: day.date) ?? day.date.addingTimeInterval(86_400)
    conditionCode = day.condition.conditionCode
    humidityMax = day.humidityMax
    humidityMin = day.humidityMin
    maxUvIndex = wholeNumber(day.uvIndexMax)
    precipitationAmount = day.precipitationAmount
    var byType: [String: Double] = [:]
    if let rain = day.rainAmount { byType["rain"] = rain }
    if let showers = day.showersAmount { byType["showers"] = showers }
    if let snow = day.snowfallAmount { byType["snow"] = snow }
    precipitationAmountByType = .init(byType)
    precipitationChance = day.precipitationChance
    precipitationType = day.condition.precipitationType
    snowfallAmount = day.snowfallAmount
    sunrise = day.sunrise
    sunset = day.sunset
    temperatureMax = day.temperatureMax
    temperatureMin = day.temperatureMin
    windDirection = wholeNumber(day.windDirectionDominant)
    windGustSpeedMax = day.windGustMax
    windSpeedMax = day.windSpeedMax
    moonPhase =
      MoonPhase(day: CalendarDay(day.date.addingTimeInterval(12 * 3600), timeZone: zone), timeZone: zone).rawValue
  }

  /// Adds the day's parts from `context` (index = position in the daily forecast).
  mutating func add(_ context: WeatherContext, at index: Int) {
    guard context.dayParts.indices.contains(index) else { return }
    daytimeForecast = context.dayParts[index].daytime.map(WeatherKitREST.DayPartForecast.init)
    overnightForecast = context.dayParts[index].overnight.map(WeatherKitREST.DayPartForecast.init)
  }
}

extension WeatherKitREST.DayPartForecast {
  init(_ part: WeatherCore.DayPartForecast) {
    self.init()
    forecastStart = part.forecastStart
    forecastEnd = part.forecastEnd
    cloudCover = part.cloudCover
    conditionCode = part.condition?.conditionCode
    humidity = part.humidity
    precipitationAmount = part.precipitationAmount
    precipitationChance = part.precipitationChance
    precipitationType = part.condition?.precipitationType
    snowfallAmount = part.snowfallAmount
    temperatureMax = part.temperatureMax
    temperatureMin = part.temperatureMin
    windDirection = wholeNumber(part.windDirection, modulo: 360)
    windSpeed = part.windSpeed
    windSpeedMax = part.windSpeedMax
    windGustSpeedMax = part.windGustSpeedMax
    hourCount = part.hourCount
  }
}

extension WeatherKitREST.NextHourForecast {
  /// Nil when there is no minute forecast, so the document leaves the dataset out.
  init?(_ minutes: [WeatherCore.MinuteWeather]) {
    guard let first = minutes.first, let last = minutes.last else { return nil }
    self.init()
    name = "NextHourForecast"
    forecastStart = first.date
    forecastEnd = last.date.addingTimeInterval(last.duration)
    self.minutes = minutes.map { minute in
      var entry = WeatherKitREST.MinuteWeather()
      entry.startTime = minute.date
      entry.precipitationChance = minute.precipitationChance
      entry.precipitationIntensity = minute.precipitationIntensity
      return entry
    }
  }
}

extension WeatherKitREST.WeatherAlert {
  init(_ alert: WeatherCore.WeatherAlert) {
    self.init()
    id = alert.id
    description = alert.event
    headline = alert.headline
    severity = alert.severity.rawValue
    urgency = alert.urgency
    certainty = alert.certainty
    areaName = alert.areaDescription
    effectiveTime = alert.effective
    expireTime = alert.expires
    source = alert.source
    detailsUrl = alert.detailsURL
  }
}

extension WeatherCondition {
  /// WeatherKit's `precipitationType` token for this condition.
  var precipitationType: String {
    switch family {
    case .rain: "rain"
    case .snow: "snow"
    case .sleet: "sleet"
    case .thunderstorm: self == .thunderstorm ? "rain" : "hail"
    default: "clear"
    }
  }
}

extension WeatherKitDocument {
  /// Pretty-printed, sorted-key JSON with ISO-8601 instants.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(self)
  }
}
