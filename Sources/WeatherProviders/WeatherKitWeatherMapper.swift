import Foundation
import WeatherCore

/// Turns a WeatherKit `Weather` object into a WeatherCore `Weather`, so every pane works as it
/// does with Open-Meteo. Units already match (°C, km/h, hPa, mm, m, fractions 0…1).
/// The result has passed `Weather.validated()`: no implausible number or instant gets further.
enum WeatherKitWeatherMapper {
  static let providerName = "WeatherKit"
  static let maxHours = 240
  /// Used when the response names no legal page (it always has so far).
  static let defaultLegalPage = "https://developer.apple.com/weatherkit/data-source-attribution/"
  /// Bounds on the cache lifetime taken from `metadata.expireTime`: the next-hour dataset
  /// expires after about three minutes, which must not spend the monthly quota (a place
  /// refreshed every 5 minutes costs about 8,600 of the 500,000 calls a month), and a far
  /// future time must not freeze the screen.
  static let lifetimeBounds: ClosedRange<TimeInterval> = 300...3600
  static let defaultLifetime: TimeInterval = 600

  static let noCountry =
    "WeatherKit only returns alerts for places with a country code; search the place by name to add it"
  static let noAlertsHere = "WeatherKit has no official alert source for this place"

  /// - Parameter offered: the dataset names `availability` listed for the place.
  static func weather(
    from response: WeatherKitResponse, location: Location, offered: Set<String>, now: Date,
    fetchedAt: Date
  ) -> Weather {
    let minutes = (response.forecastNextHour?.minutes ?? []).compactMap(minute)
    let hours = Array(
      (response.forecastHourly?.hours ?? []).compactMap(hour)
        .filter { $0.date.addingTimeInterval(3600) > now }.prefix(maxHours))
    let days = (response.forecastDaily?.days ?? []).compactMap(day)
    let availability = Availability(
      currentWeather: response.currentWeather != nil, forecastNextHour: !minutes.isEmpty,
      forecastHourly: !hours.isEmpty, forecastDaily: !days.isEmpty,
      weatherAlerts: response.weatherAlerts != nil)
    let weather = Weather(
      location: location, currentWeather: response.currentWeather.map { current($0, now: now) },
      minuteForecast: minutes, hourlyForecast: hours, dailyForecast: days,
      alerts: alerts(response.weatherAlerts, location: location, offered: offered),
      availability: availability, attribution: .weatherKit(legalPageURL: legalPage(response)),
      metadata: WeatherMetadata(
        providerName: providerName, readTime: fetchedAt,
        expireTime: expireTime(response, fetchedAt: fetchedAt)))
    return CachedWeatherTrim.trimmed(weather.validated(), now: now)
  }

  // MARK: - Metadata

  /// The earliest `expireTime` of the datasets, kept within `lifetimeBounds` of the fetch.
  static func expireTime(_ response: WeatherKitResponse, fetchedAt: Date) -> Date {
    guard let earliest = response.allMetadata.compactMap(\.expireTime).min() else {
      return fetchedAt.addingTimeInterval(defaultLifetime)
    }
    let lifetime = earliest.timeIntervalSince(fetchedAt)
    return fetchedAt.addingTimeInterval(
      min(max(lifetime, lifetimeBounds.lowerBound), lifetimeBounds.upperBound))
  }

  /// The legal page from the metadata when it is an https URL, else Apple's current one.
  static func legalPage(_ response: WeatherKitResponse) -> String {
    for metadata in response.allMetadata {
      guard let text = metadata.attributionURL else { continue }
      let clean = UntrustedText.clean(text, limit: 120)
      if clean.hasPrefix("https://"), !clean.contains(" "), URL(string: clean) != nil {
        return clean
      }
    }
    return defaultLegalPage
  }

  // MARK: - Datasets

  static func current(_ c: WeatherKitREST.CurrentWeather, now: Date) -> CurrentWeather {
    CurrentWeather(
      date: c.asOf ?? now, temperature: c.temperature, apparentTemperature: c.temperatureApparent,
      dewPoint: c.temperatureDewPoint, humidity: c.humidity, pressure: c.pressure,
      pressureTrend: c.pressureTrend.flatMap(PressureTrend.init(rawValue:)) ?? .unknown,
      windSpeed: c.windSpeed, windDirection: c.windDirection, windGust: c.windGust,
      uvIndex: c.uvIndex, visibility: c.visibility, cloudCover: c.cloudCover,
      cloudCoverLow: c.cloudCoverLowAltPct, cloudCoverMid: c.cloudCoverMidAltPct,
      cloudCoverHigh: c.cloudCoverHighAltPct, condition: condition(c.conditionCode),
      isDaylight: c.daylight ?? true, precipitationIntensity: c.precipitationIntensity)
  }

  static func hour(_ h: WeatherKitREST.HourWeather) -> HourWeather? {
    guard let date = h.forecastStart else { return nil }
    return HourWeather(
      date: date, temperature: h.temperature, apparentTemperature: h.temperatureApparent,
      dewPoint: h.temperatureDewPoint, humidity: h.humidity, pressure: h.pressure,
      windSpeed: h.windSpeed, windDirection: h.windDirection, windGust: h.windGust,
      uvIndex: h.uvIndex, visibility: h.visibility, cloudCover: h.cloudCover,
      cloudCoverLow: h.cloudCoverLowAltPct, cloudCoverMid: h.cloudCoverMidAltPct,
      cloudCoverHigh: h.cloudCoverHighAltPct, condition: condition(h.conditionCode),
      isDaylight: h.daylight ?? true, precipitationChance: h.precipitationChance,
      precipitationAmount: h.precipitationAmount, snowfallAmount: h.snowfallAmount,
      precipitationIntensity: h.precipitationIntensity)
  }

  /// `forecastStart` is the place's local midnight (WeatherKit rolls days up in the `timezone`
  /// we send), which is what `DayWeather.date` means.
  static func day(_ d: WeatherKitREST.DayWeather) -> DayWeather? {
    guard let date = d.forecastStart else { return nil }
    return DayWeather(
      date: date, temperatureMax: d.temperatureMax, temperatureMin: d.temperatureMin,
      humidityMax: d.humidityMax, humidityMin: d.humidityMin,
      precipitationAmount: d.precipitationAmount, snowfallAmount: d.snowfallAmount,
      precipitationChance: d.precipitationChance, windSpeedMax: d.windSpeedMax,
      windGustMax: d.windGustSpeedMax, uvIndexMax: d.maxUvIndex, sunrise: d.sunrise,
      sunset: d.sunset, condition: condition(d.conditionCode))
  }

  static func minute(_ m: WeatherKitREST.MinuteWeather) -> MinuteWeather? {
    guard let date = m.startTime else { return nil }
    return MinuteWeather(
      date: date, duration: 60, precipitationIntensity: m.precipitationIntensity,
      precipitationChance: m.precipitationChance)
  }

  static func condition(_ code: String?) -> WeatherCondition {
    code.map(WeatherCondition.init(weatherKitCode:)) ?? .unknown(-1)
  }

  // MARK: - Alerts

  /// Alerts need the country code and a place WeatherKit covers; an answer without the
  /// dataset for a covered place means none are in force.
  static func alerts(
    _ collection: WeatherKitREST.AlertCollection?, location: Location, offered: Set<String>
  ) -> AlertStatus {
    guard location.countryCode?.isEmpty == false else { return .noSource(reason: noCountry) }
    guard offered.contains("weatherAlerts") || collection != nil else {
      return .noSource(reason: noAlertsHere)
    }
    let list = (collection?.alerts ?? []).enumerated().map { index, alert in
      WeatherAlert(
        id: alert.id ?? "weatherkit-\(index)", event: alert.description ?? "Weather alert",
        headline: alert.description,
        severity: alert.severity.flatMap { WeatherAlert.Severity(rawValue: $0.lowercased()) }
          ?? .unknown,
        urgency: alert.urgency, certainty: alert.certainty, areaDescription: alert.areaName,
        effective: alert.effectiveTime, onset: alert.eventOnsetTime, expires: alert.expireTime,
        ends: alert.eventEndTime, source: alert.source ?? "", detailsURL: alert.detailsUrl)
    }
    return .covered(list)
  }
}
