import FoundationEssentials
import WeatherCore

/// One place's outcome of a refresh.
///
/// `weather` is nil only when the place has neither fresh data nor anything cached (or its
/// coordinates are off Earth); then `error` says why. Stale data (`isStale`) comes with the
/// error that prevented a refresh; its true age is `now - fetchedAt`. Cached weather has its
/// past hours, quarter-hours and days removed; `currentWeather` keeps its own `date`.
public struct ForecastResult: Sendable, Equatable {
  public var weather: Weather?
  /// When `weather` was fetched from the provider (nil without weather).
  public var fetchedAt: Date?
  /// True when a refresh was needed and failed, so older cached data is shown.
  public var isStale: Bool
  /// The one-line message of the failure, if any.
  public var error: String?
  /// The provider's failure behind `error` as thrown, for callers that act on its kind (a rate
  /// limit's reset time); nil when `error` is not from the forecast request.
  public var failure: (any Error)?

  public init(weather: Weather?, fetchedAt: Date?, isStale: Bool, error: String?, failure: (any Error)? = nil) {
    self.weather = weather
    self.fetchedAt = fetchedAt
    self.isStale = isStale
    self.error = error
    self.failure = failure
  }

  /// Equal when what is shown is equal: the failure's message is compared, not its value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.weather == rhs.weather && lhs.fetchedAt == rhs.fetchedAt && lhs.isStale == rhs.isStale
      && lhs.error == rhs.error
  }
}

/// What the app calls to get forecasts: cache first, then ONE provider request for every
/// place that needs new data, falling back to cached data (marked stale) when that fails.
public final class ForecastService: Sendable {
  private let provider: WeatherProvider
  private let cache: ForecastCache?
  private let alerts: AlertsService?
  /// Cached data younger than this (and not past its `metadata.expireTime`) is used without
  /// asking the provider.
  public let freshness: TimeInterval
  /// While the whole forecast on disk is younger than this, a refresh asks only what changes
  /// within the hour (`CurrentConditionsProvider`), where the provider can; models publish new
  /// hours at most hourly.
  public static let wholeForecastInterval: TimeInterval = 3600

  /// - Parameter alerts: fills in official alerts after each fetch (NWS for US places) where
  ///   the provider has none of its own; nil leaves the provider's alert status alone.
  public init(
    provider: WeatherProvider, cache: ForecastCache?, freshness: TimeInterval = 600,
    alerts: AlertsService? = nil
  ) {
    self.provider = provider
    self.cache = cache
    self.freshness = freshness
    self.alerts = alerts
  }

  /// The provider's name, as messages use it ("Open-Meteo").
  public var providerName: String { provider.name }

  /// One result per place, in order. `refresh` asks the provider even for fresh cache entries,
  /// and then reads no cache entry unless the request fails: what is about to be replaced is not
  /// read. Otherwise only the entries' headers are read to tell which are fresh, and only fresh
  /// ones are decoded. Never throws: failures are in the results.
  public func forecasts(for places: [Location], refresh: Bool = false, now: Date) async
    -> [ForecastResult]
  {
    var entries: [CacheEntry?] = Array(repeating: nil, count: places.count)
    var results: [ForecastResult?] = Array(repeating: nil, count: places.count)
    var pending: [Int] = []
    for (index, place) in places.enumerated() {
      if !place.hasValidCoordinates {
        results[index] = ForecastResult(weather: nil, fetchedAt: nil, isStale: false, error: Self.offEarth(place))
        continue
      }
      if !refresh, let entry = cache?.entry(provider: provider.name, location: place) {
        entries[index] = entry
        if let fresh = fresh(entry, for: place, now: now) {
          // A failure is never kept as the answer: alerts that could not be read are asked
          // again, the forecast kept.
          results[index] = await askingFailedAlertsAgain(fresh, entry: entry, for: place)
          continue
        }
      }
      pending.append(index)
    }
    // Between whole forecasts, only what changes within the hour (never for `refresh`: `r`
    // asks for everything).
    var light: [(index: Int, weather: Weather)] = []
    if !refresh, provider is CurrentConditionsProvider {
      for index in pending {
        guard let entry = entries[index], entry.location.asksSameAlertSource(as: places[index]) else { continue }
        let age = now.timeIntervalSince(entry.fetchedAt)
        guard age >= 0, age < Self.wholeForecastInterval,
          let cached = cache?.forecast(from: entry, provider: provider)
        else { continue }
        var weather = merge(cached.weather, into: places[index], now: now)
        // Alerts from a second source are asked at every refresh, not with the whole forecast
        // only: a warning must not wait an hour. The stored ones stand in if the source fails.
        if entry.alerts != nil { Self.clearAlerts(of: &weather) }
        light.append((index, weather))
      }
      pending.removeAll { index in light.contains { $0.index == index } }
    }
    if let updater = provider as? CurrentConditionsProvider, !light.isEmpty {
      do {
        let updated = try await updater.updatingCurrentConditions(
          of: light.map(\.weather), for: light.map { places[$0.index] }, now: now)
        guard updated.count == light.count else {
          throw OpenMeteoError.locationCountMismatch(expected: light.count, received: updated.count)
        }
        for (entry, weather) in zip(light, updated) {
          // Not stored: the disk keeps the whole forecast, whose age decides the next request.
          results[entry.index] = await accept(
            ProviderForecast(weather: weather, answer: nil), for: places[entry.index], cached: entries[entry.index],
            now: now)
        }
      } catch {
        fail(light.map(\.index), with: error, places: places, entries: entries, into: &results, now: now)
      }
    }
    if !pending.isEmpty {
      do {
        let fetched = try await provider.answers(for: pending.map { places[$0] }, now: now)
        guard fetched.count == pending.count else {
          throw OpenMeteoError.locationCountMismatch(expected: pending.count, received: fetched.count)
        }
        for (index, forecast) in zip(pending, fetched) {
          results[index] = await accept(forecast, for: places[index], cached: entries[index], now: now)
        }
      } catch {
        fail(pending, with: error, places: places, entries: entries, into: &results, now: now)
      }
    }
    return results.map { $0! }
  }

  /// The results of places whose request failed: the cached forecast, marked stale, with why.
  private func fail(
    _ indices: [Int], with error: any Error, places: [Location], entries: [CacheEntry?],
    into results: inout [ForecastResult?], now: Date
  ) {
    let message = userFacingMessage(of: error)
    for index in indices {
      // Read only now: the request that would have replaced it failed.
      let entry = entries[index] ?? cache?.entry(provider: provider.name, location: places[index])
      let cached = entry.flatMap { cache?.forecast(from: $0, provider: provider) }
      results[index] = ForecastResult(
        weather: cached.map { merge($0.weather, into: places[index], now: now) },
        fetchedAt: cached?.fetchedAt, isStale: cached != nil, error: message, failure: error)
    }
  }

  /// `weather` with the official alerts of `place` asked again (its warning area changed), the
  /// forecast not fetched; with the one-line message of a failed alert fetch. Unchanged where
  /// the provider brings its own alerts.
  public func refreshingAlerts(of weather: Weather, for place: Location) async -> (weather: Weather, error: String?) {
    guard let alerts else { return (weather, nil) }
    var weather = weather
    weather.location.alertArea = place.alertArea
    Self.clearAlerts(of: &weather)
    let (answered, error) = await alerts.addingAlerts(to: weather) { nil }
    var checked = answered
    checked.validateAlerts()
    return (checked, error)
  }

  /// `result`, from the cache, with its alerts asked again when the stored ones are a failure
  /// (`.unavailable`), and the entry stored again with the new ones.
  private func askingFailedAlertsAgain(_ result: ForecastResult, entry: CacheEntry, for place: Location) async
    -> ForecastResult
  {
    guard let alerts, var weather = result.weather, case .unavailable = weather.alerts else { return result }
    Self.clearAlerts(of: &weather)
    var error: String?
    (weather, error) = await alerts.addingAlerts(to: weather) { nil }
    weather.validateAlerts()
    cache?.store(
      entry.answer, provider: provider.name, location: entry.location, fetchedAt: entry.fetchedAt, weather: weather,
      secondSourceAlerts: true)
    var answered = result
    answered.weather = weather
    answered.error = error
    return answered
  }

  /// `weather` without alerts, so that `AlertsService` asks them.
  private static func clearAlerts(of weather: inout Weather) {
    weather.alerts = .noSource(reason: "")
    weather.datasetMetadata[.weatherAlerts] = nil
  }

  /// A fetched forecast with official alerts filled in (from the cached entry's alerts when the
  /// alert source fails), stored with its answer.
  private func accept(_ forecast: ProviderForecast, for place: Location, cached: CacheEntry?, now: Date) async
    -> ForecastResult
  {
    var weather = forecast.weather
    var alertError: String?
    var secondSource = false
    if let alerts {
      let before = weather.alerts
      (weather, alertError) = await alerts.addingAlerts(to: weather) {
        // The alerts the cache had, read only when the alert source failed.
        let entry = cached ?? self.cache?.entry(provider: self.provider.name, location: place)
        return entry.flatMap { $0.alerts }
      }
      secondSource = weather.alerts != before
      // The alerts came from a second source; their instants enter the model here.
      weather.validateAlerts()
    }
    if let answer = forecast.answer {
      cache?.store(
        answer, provider: provider.name, location: place, fetchedAt: now, weather: weather,
        secondSourceAlerts: secondSource)
    }
    return ForecastResult(weather: weather, fetchedAt: now, isStale: false, error: alertError)
  }

  /// The place's forecast as the disk cache has it (past hours trimmed), fresh or not; nil when
  /// there is none. Fast enough for before the first frame: one file, no network.
  public func cachedWeather(for place: Location, now: Date) -> (weather: Weather, fetchedAt: Date)? {
    guard place.hasValidCoordinates, let entry = cache?.load(from: provider, location: place) else {
      return nil
    }
    return (merge(entry.weather, into: place, now: now), entry.fetchedAt)
  }

  /// The place's forecast from the disk cache when it is fresh, as `forecasts(for:now:)` would
  /// return it without asking the provider; nil otherwise. One file, no network.
  public func freshCachedForecast(for place: Location, now: Date) -> ForecastResult? {
    guard place.hasValidCoordinates, let entry = cache?.entry(provider: provider.name, location: place) else {
      return nil
    }
    return fresh(entry, for: place, now: now)
  }

  /// `entry` as a result when it is fresh; alerts stored for another warning area (the user just
  /// chose one) or another country (the same cell asked by coordinates, then by name) are not.
  private func fresh(_ entry: CacheEntry, for place: Location, now: Date) -> ForecastResult? {
    guard isFresh(entry, now: now), entry.location.asksSameAlertSource(as: place),
      let cached = cache?.forecast(from: entry, provider: provider)
    else { return nil }
    return ForecastResult(
      weather: merge(cached.weather, into: place, now: now), fetchedAt: cached.fetchedAt, isStale: false, error: nil)
  }

  /// `cachedWeather(for:now:)` for the dashboard's first frame, guarded against a crash loop:
  /// an entry a previous run was drawing when it ended is discarded first (with a warning),
  /// and the entry returned is marked until `firstFrameDrawn()`.
  public func cachedWeatherForFirstFrame(for place: Location, now: Date) -> (weather: Weather, fetchedAt: Date)? {
    cache?.discardEntryLeftMarked()
    guard let cached = cachedWeather(for: place, now: now) else { return nil }
    cache?.markDrawing(provider: provider.name, location: place)
    return cached
  }

  /// Ends the guard of `cachedWeatherForFirstFrame`: its data is on screen.
  public func firstFrameDrawn() {
    cache?.unmarkDrawing()
  }

  /// Fresh while younger than `freshness` and not past the provider's own expiry
  /// (`metadata.expireTime`, e.g. WeatherKit's); whichever comes first ends it.
  private func isFresh(_ entry: CacheEntry, now: Date) -> Bool {
    let age = now.timeIntervalSince(entry.fetchedAt)
    return age >= 0 && age < freshness && now < entry.expireTime
  }

  private static func offEarth(_ place: Location) -> String {
    "\(place.name) has latitude \(place.latitude), longitude \(place.longitude), which is not on "
      + "Earth (−90…90, −180…180); fix the place's coordinates"
  }

  /// Cached weather shown under the place's current name; what the provider resolved
  /// (zone, elevation) is kept where the place has none.
  /// Past hours, quarter-hours and days are dropped (`CachedWeatherTrim`).
  private func merge(_ weather: Weather, into place: Location, now: Date) -> Weather {
    var weather = weather
    let resolved = weather.location
    weather.location = place
    weather.location.timeZoneIdentifier = place.timeZoneIdentifier ?? resolved.timeZoneIdentifier
    weather.location.elevation = place.elevation ?? resolved.elevation
    weather.location.countryCode = place.countryCode ?? resolved.countryCode
    return CachedWeatherTrim.trimmed(weather, now: now)
  }
}

extension Location {
  /// Whether alerts asked for `other` go to the same source as for this place: the same
  /// warning area and country. A cached answer is keyed by the place's cell, so without this a
  /// place asked by coordinates (no country, perhaps no source) would answer for the same place
  /// found by name.
  func asksSameAlertSource(as other: Location) -> Bool {
    let code = { (location: Location) in location.countryCode?.trimmingWhitespace().uppercased() ?? "" }
    return alertArea == other.alertArea && code(self) == code(other)
  }
}
