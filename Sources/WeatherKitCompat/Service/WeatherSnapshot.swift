import Foundation
internal import WeatherCore

/// What one `weather(for:including:)` call fetched for a place, from which every query of the
/// call takes its answer: the forecast (one provider request, or the cache), and the climate
/// record when a query needs it.
struct WeatherSnapshot: Sendable {
  var weather: WeatherCore.Weather
  var climate: ClimateRecord?
  var location: CLLocation
  var now: Date
  var metadata: WeatherMetadata

  init(weather: WeatherCore.Weather, fetchedAt: Date, climate: ClimateRecord?, location: CLLocation, now: Date) {
    self.weather = weather
    self.climate = climate
    self.location = location
    self.now = now
    metadata = WeatherMetadata(date: fetchedAt, expirationDate: weather.metadata.expireTime, location: location)
  }

  var zone: ZoneRules { weather.location.timeZone }

  /// The metadata of one dataset: what the provider layer computed in it (the model's
  /// `metadata.derived`) and what the library put in place of a value not served.
  func datasetMetadata(_ dataset: WeatherDataset, _ standIns: StandIns = StandIns()) -> WeatherMetadata {
    var metadata = self.metadata
    metadata.derived =
      weather.metadata.derived.filter { $0.dataset == dataset }.map {
        WeatherMetadata.DerivedValue(field: $0.field, derivedFrom: $0.derivedFrom, method: $0.method)
      } + standIns.notes
    return metadata
  }

  // MARK: - Datasets

  func current() throws -> CurrentWeather {
    guard let now = weather.currentWeather else {
      throw WeatherError.server("\(weather.metadata.providerName) served no current conditions for this place")
    }
    var standIns = StandIns()
    var current = CurrentWeather(now, metadata: metadata, standIns: &standIns)
    current.metadata = datasetMetadata(.currentWeather, standIns)
    return current
  }

  func minutes() -> Forecast<MinuteWeather>? {
    guard weather.availability.forecastNextHour, !weather.minuteForecast.isEmpty else { return nil }
    let current = weather.currentWeather
    let kind = PrecipitationKind(condition: current?.condition, temperature: current?.temperature)
    // The steps carry an intensity only; what falls is what the hour's condition or the
    // temperature says ("precipitation" when neither tells: `.none` kind, intensity still set).
    let precipitation = Precipitation(token: kind.rawValue)
    let summary = NextHourSummary(minutes: weather.minuteForecast, now: now, kind: kind).text
    return Forecast(
      weather.minuteForecast.map { MinuteWeather($0, kind: precipitation) },
      metadata: datasetMetadata(.forecastNextHour),
      minuteSummary: summary)
  }

  /// Hours from `start` (inclusive) to `end` (exclusive), at most 240; nil bounds: 25 hours
  /// from the current hour.
  func hours(from start: Date? = nil, to end: Date? = nil) -> Forecast<HourWeather> {
    let hours = weather.hourlyForecast
    let chosen: [WeatherCore.HourWeather]
    if let start, let end {
      chosen = Array(hours.filter { $0.date >= start && $0.date < end }.prefix(240))
    } else {
      chosen = Array(hours.drop { $0.date.addingTimeInterval(3600) <= now }.prefix(25))
    }
    var standIns = StandIns()
    let mapped = chosen.map { HourWeather($0, standIns: &standIns) }
    return Forecast(mapped, metadata: datasetMetadata(.forecastHourly, standIns))
  }

  /// Days whose local midnight is in `start` (inclusive) to `end` (exclusive), at most 10; nil
  /// bounds: 10 days from today.
  func days(from start: Date? = nil, to end: Date? = nil) -> Forecast<DayWeather> {
    let parts = Dictionary(
      DayParts.forecast(for: weather).map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
    let zone = zone
    var chosen = weather.dailyForecast
    if let start, let end { chosen = chosen.filter { $0.date >= start && $0.date < end } }
    var standIns = StandIns()
    let mapped = chosen.prefix(10).map {
      DayWeather($0, parts: parts[CalendarDay($0.date, timeZone: zone)], zone: zone, standIns: &standIns)
    }
    return Forecast(mapped, metadata: datasetMetadata(.forecastDaily, standIns))
  }

  func alerts() -> [WeatherAlert]? {
    guard case .covered = weather.alerts else { return nil }
    return weather.alerts.active(at: now).alerts.map {
      WeatherAlert($0, listURL: weather.alertsDetailsURL, metadata: datasetMetadata(.weatherAlerts))
    }
  }

  func availability() -> WeatherAvailability { WeatherAvailability(weather) }

  func changes() -> WeatherChanges? {
    let changes = WeatherCore.WeatherChange.changes(for: weather)
    guard !changes.isEmpty else { return nil }
    var standIns = StandIns()
    let mapped = changes.map { WeatherChange($0, standIns: &standIns) }
    return WeatherChanges(changes: mapped, metadata: datasetMetadata(.forecastDaily, standIns))
  }

  func historicalComparisons() -> HistoricalComparisons? {
    guard let climate else { return nil }
    let comparisons = WeatherCore.HistoricalComparison.comparisons(for: weather, record: climate, now: now)
    guard !comparisons.isEmpty else { return nil }
    let zone = zone
    return HistoricalComparisons(
      comparisons: comparisons.map { HistoricalComparison($0, zone: zone) }, metadata: metadata)
  }

  func whole() throws -> Weather {
    Weather(
      currentWeather: try current(), minuteForecast: minutes(), hourlyForecast: hours(), dailyForecast: days(),
      weatherAlerts: alerts(), availability: availability())
  }
}
