import Foundation
import WeatherCore

// MARK: - Building the document from WeatherCore values

extension WeatherKitDocument.Place {
  /// - Parameters:
  ///   - climate: the place's climate; comparisons are included when it is loaded.
  ///   - now: the instant "today" is taken from (default: when the data was read).
  init(weather: Weather, isStale: Bool, climate: ClimateStatus? = nil, now: Date? = nil) {
    let location = weather.location
    self.location = .init(
      name: location.name, region: location.region.isEmpty ? nil : location.region,
      latitude: location.latitude, longitude: location.longitude,
      timezone: location.timeZoneIdentifier)
    currentWeather = weather.currentWeather.map(WeatherKitDocument.CurrentJSON.init)
    forecastHourly = .init(hours: weather.hourlyForecast.map(WeatherKitDocument.HourJSON.init))
    let zone = location.timeZone
    let context = WeatherContext(weather: weather, climate: climate?.record, now: now ?? weather.metadata.readTime)
    forecastDaily = .init(
      days: weather.dailyForecast.indices.map { index in
        var day = WeatherKitDocument.DayJSON(weather.dailyForecast[index], zone: zone)
        day.add(context, at: index)
        return day
      })
    weatherChanges = .init(context.changes)
    historicalComparisons = climate?.record.map { _ in .init(context.comparisons) }
    let today = CalendarDay(now ?? weather.metadata.readTime, timeZone: zone)
    dailySummary = climate?.record.map { .init($0.history(before: today)) }
    monthlyStatistics = climate?.record.map { .init($0.normals) }
    if case .failed(let reason)? = climate { climateUnavailableReason = reason }
    if let first = weather.minuteForecast.first, let last = weather.minuteForecast.last {
      forecastNextHour = .init(
        forecastStart: first.date, forecastEnd: last.date.addingTimeInterval(last.duration),
        minutes: weather.minuteForecast.map {
          .init(
            startTime: $0.date, precipitationChance: $0.precipitationChance,
            precipitationIntensity: $0.precipitationIntensity)
        })
    }
    switch weather.alerts {
    case .covered(let alerts):
      weatherAlerts = .init(unavailableReason: nil, alerts: alerts.map(WeatherKitDocument.AlertJSON.init))
    case .noSource(let reason):
      weatherAlerts = .init(unavailableReason: reason, alerts: [])
    }
    attribution = .init(
      serviceName: weather.attribution.serviceName, legalPageURL: weather.attribution.legalPageURL,
      text: weather.attribution.text)
    metadata = .init(
      providerName: weather.metadata.providerName, readTime: weather.metadata.readTime,
      expireTime: weather.metadata.expireTime, stale: isStale, latitude: location.latitude,
      longitude: location.longitude)
  }
}

extension WeatherKitDocument.CurrentJSON {
  init(_ current: CurrentWeather) {
    asOf = current.date
    cloudCover = current.cloudCover
    cloudCoverLowAltPct = current.cloudCoverLow
    cloudCoverMidAltPct = current.cloudCoverMid
    cloudCoverHighAltPct = current.cloudCoverHigh
    conditionCode = current.condition.conditionCode
    daylight = current.isDaylight
    humidity = current.humidity
    precipitationIntensity = current.precipitationIntensity
    pressure = current.pressure
    pressureTrend = current.pressureTrend.rawValue
    temperature = current.temperature
    temperatureApparent = current.apparentTemperature
    temperatureDewPoint = current.dewPoint
    uvIndex = current.uvIndex.map { Int($0.rounded()) }
    visibility = current.visibility
    windDirection = current.windDirection.map { Int($0.rounded()) }
    windGust = current.windGust
    windSpeed = current.windSpeed
  }
}

extension WeatherKitDocument.HourJSON {
  init(_ hour: HourWeather) {
    forecastStart = hour.date
    cloudCover = hour.cloudCover
    cloudCoverLowAltPct = hour.cloudCoverLow
    cloudCoverMidAltPct = hour.cloudCoverMid
    cloudCoverHighAltPct = hour.cloudCoverHigh
    conditionCode = hour.condition.conditionCode
    daylight = hour.isDaylight
    humidity = hour.humidity
    precipitationAmount = hour.precipitationAmount
    precipitationChance = hour.precipitationChance
    precipitationIntensity = hour.precipitationIntensity
    precipitationType = hour.condition.precipitationType
    pressure = hour.pressure
    snowfallAmount = hour.snowfallAmount
    temperature = hour.temperature
    temperatureApparent = hour.apparentTemperature
    temperatureDewPoint = hour.dewPoint
    uvIndex = hour.uvIndex.map { Int($0.rounded()) }
    visibility = hour.visibility
    windDirection = hour.windDirection.map { Int($0.rounded()) }
    windGust = hour.windGust
    windSpeed = hour.windSpeed
  }
}

extension WeatherKitDocument.DayJSON {
  init(_ day: DayWeather, zone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    forecastStart = day.date
    // The next local midnight, so a 23- or 25-hour DST day ends where it really ends.
    forecastEnd = calendar.date(byAdding: .day, value: 1, to: day.date) ?? day.date.addingTimeInterval(86_400)
    conditionCode = day.condition.conditionCode
    humidityMax = day.humidityMax
    humidityMin = day.humidityMin
    maxUvIndex = day.uvIndexMax.map { Int($0.rounded()) }
    precipitationAmount = day.precipitationAmount
    var byType: [String: Double] = [:]
    if let rain = day.rainAmount { byType["rain"] = rain }
    if let showers = day.showersAmount { byType["showers"] = showers }
    if let snow = day.snowfallAmount { byType["snow"] = snow }
    precipitationAmountByType = byType
    precipitationChance = day.precipitationChance
    precipitationType = day.condition.precipitationType
    snowfallAmount = day.snowfallAmount
    sunrise = day.sunrise
    sunset = day.sunset
    temperatureMax = day.temperatureMax
    temperatureMin = day.temperatureMin
    windDirection = day.windDirectionDominant.map { Int($0.rounded()) }
    windGustSpeedMax = day.windGustMax
    windSpeedMax = day.windSpeedMax
    moonPhase =
      MoonPhase(day: CalendarDay(day.date.addingTimeInterval(12 * 3600), timeZone: zone), timeZone: zone).rawValue
  }
}

extension WeatherKitDocument.AlertJSON {
  init(_ alert: WeatherAlert) {
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
