import Foundation
internal import SystemFiles
internal import WeatherCore
internal import WeatherProviders

/// The providers, caches and batches behind a `WeatherService`, built once from its provider.
final class WeatherDataStore: Sendable {
  private struct Services: Sendable {
    var forecasts: ForecastService
    var climate: ClimateService
    var forecastBatch: RequestBatch<ForecastResult>
    var climateBatch: RequestBatch<ClimateResult>
    var client: HTTPClient
    var endpoints: ProviderEndpoints
    var isWeatherKit: Bool
  }

  private let services: Result<Services, WeatherError>
  /// Now; tests replay recorded answers at the time they were served.
  let clock: @Sendable () -> Date

  /// - Parameter batchWindow: how long the first uncached call waits for others to share its
  ///   request (tests lengthen it so a loaded machine cannot split a batch).
  init(
    provider: WeatherService.Provider, clock: @escaping @Sendable () -> Date = { Date() },
    batchWindow: Duration = .milliseconds(5)
  ) {
    self.clock = clock
    services = Result { try Self.build(provider, clock: clock, batchWindow: batchWindow) }.mapError(WeatherError.init)
  }

  private static func build(
    _ provider: WeatherService.Provider, clock: @escaping @Sendable () -> Date, batchWindow: Duration
  ) throws
    -> Services
  {
    if let problem = provider.endpoints.problem { throw WeatherError.configuration(problem) }
    // Local days and hours of any place need the tz database, as for the dashboard.
    ZoneDatabase.install()
    let endpoints = provider.endpoints.provider
    let environment = ProcessInfo.processInfo.environment
    let client = CurlHTTPClient()
    let cache = provider.cacheDirectory.map { CacheDirectory(url: $0) }
    let flatBuffers: Bool
    if case .openMeteo(let wantsFlatBuffers) = provider.source {
      flatBuffers = wantsFlatBuffers
    } else {
      flatBuffers = true
    }
    var credentials: WeatherKitCredentials?
    if case .weatherKit(let teamID, let serviceID, let keyID, let keyFile) = provider.source {
      credentials = try WeatherKitCredentials(teamID: teamID, serviceID: serviceID, keyID: keyID, keyFile: keyFile)
    }
    let built = try WeatherServices.make(
      client: client, endpoints: endpoints, cacheDirectory: cache, wire: flatBuffers ? .flatbuffers : .json,
      freshness: provider.refreshInterval, weatherKit: credentials,
      alertLanguage: AlertsService.language(environment: environment),
      alertAreaChoice: Self.alertAreaChoice)
    let forecasts = built.forecasts
    let climate = built.climate
    let isWeatherKit = credentials != nil
    return Services(
      forecasts: forecasts, climate: climate,
      forecastBatch: RequestBatch(window: batchWindow) { [forecasts] places in
        await forecasts.forecasts(for: places, now: clock())
      },
      climateBatch: RequestBatch(window: batchWindow) { [waits = provider.waitsForClimate] places in
        await climate.climates(for: places, now: clock(), waitingForTheMinute: waits)
      },
      client: client, endpoints: endpoints, isWeatherKit: isWeatherKit)
  }

  // MARK: - Forecast

  /// The forecast for `location` (fresh from the cache, else from one request shared with the
  /// places asked for meanwhile), with the climate record when asked.
  func snapshot(for location: CLLocation, needsClimate: Bool) async throws -> WeatherSnapshot {
    let services = try services.get()
    let place = try Self.place(location)
    let now = clock()
    let result: ForecastResult
    if let fresh = services.forecasts.freshCachedForecast(for: place, now: now) {
      result = fresh
    } else {
      result = await services.forecastBatch.answer(for: place)
    }
    // A failed refresh with an older answer in the cache returns that answer with its own date.
    guard let weather = result.weather, let fetchedAt = result.fetchedAt else {
      throw result.failure.map(WeatherError.init) ?? WeatherError.server(result.error ?? "No forecast came")
    }
    var climate: ClimateRecord?
    if needsClimate {
      climate = try await climateRecord(for: weather.location, services: services)
    }
    return WeatherSnapshot(weather: weather, fetchedAt: fetchedAt, climate: climate, location: location, now: now)
  }

  // MARK: - Climate

  /// The place's climate record with its zone (from the forecast, which names it).
  func climateSnapshot(for location: CLLocation) async throws -> ClimateSnapshot {
    let snapshot = try await snapshot(for: location, needsClimate: true)
    let services = try services.get()
    guard let record = snapshot.climate else { throw WeatherError.unknown }
    return ClimateSnapshot(
      record: record, zone: snapshot.zone, location: location, lifetime: services.climate.normalsLifetime)
  }

  /// The days of `interval` that are over: the last 30 from the climate record, older ones from
  /// one archive request.
  func pastDays(for location: CLLocation, in interval: DateInterval) async throws -> ([DailySummary], ClimateSnapshot) {
    let climate = try await climateSnapshot(for: location)
    let services = try services.get()
    let today = CalendarDay(clock(), timeZone: climate.zone)
    let wanted = climate.calendarDays(in: interval).filter { $0 < today }
    var byDay = Dictionary(climate.record.recentDays.map { ($0.day, $0) }, uniquingKeysWith: { _, last in last })
    if let first = wanted.first, let last = wanted.last, wanted.contains(where: { byDay[$0] == nil }) {
      let place = try Self.place(location, zone: climate.zone.identifier)
      do {
        for day in try await services.climate.archive.days(for: place, from: first, through: last, now: clock())
        where byDay[day.day] == nil {
          byDay[day.day] = day
        }
      } catch {
        throw WeatherError(error)
      }
    }
    return (wanted.compactMap { byDay[$0] }, climate)
  }

  private func climateRecord(for place: Location, services: Services) async throws -> ClimateRecord {
    switch await services.climateBatch.answer(for: place) {
    case .loaded(let record): return record
    case .deferred(let deferral): throw WeatherError.rateLimited(retryAt: deferral.retryAt, deferral.message)
    case .failed(let message): throw WeatherError.server(message)
    }
  }

  // MARK: - Attribution

  func attribution() async throws -> WeatherAttribution {
    let services = try services.get()
    guard services.isWeatherKit else {
      let credit = Attribution.openMeteo
      return WeatherAttribution(
        serviceName: credit.serviceName, legalPageURL: URL(string: credit.legalPageURL)!,
        legalAttributionText: credit.text)
    }
    return try await WeatherKitAttribution.fetch(client: services.client, base: services.endpoints.weatherKit)
  }

  // MARK: - Places

  /// What the alerts of a place in a MeteoAlarm country say when MeteoAlarm's outlines did not
  /// place it: a `CLLocation` has no name to match the feed's areas by either.
  static let alertAreaChoice =
    "MeteoAlarm's outlines here do not place it and a CLLocation has no place name to match its areas by, "
    + "so its alerts are not offered (the WeatherTUI dashboard lets a person choose the area)"

  /// The model's place for a location; a coordinate off Earth is refused before any request.
  static func place(_ location: CLLocation, zone: String? = nil) throws -> Location {
    let coordinate = location.coordinate
    guard CLLocationCoordinate2DIsValid(coordinate) else {
      throw WeatherError.unsupportedRegion(
        "Latitude \(coordinate.latitude), longitude \(coordinate.longitude) is not on Earth (−90…90, −180…180); fix the location"
      )
    }
    return Location(
      name: "", latitude: coordinate.latitude, longitude: coordinate.longitude, timeZoneIdentifier: zone,
      elevation: location.verticalAccuracy >= 0 && location.altitude.isFinite ? location.altitude : nil)
  }
}
