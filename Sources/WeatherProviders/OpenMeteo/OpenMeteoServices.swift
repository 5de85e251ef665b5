import FoundationEssentials
import WeatherCore

/// Everything the app needs from Open-Meteo, wired once: one HTTP client, one request gate
/// shared by forecast and geocoding (never two requests in flight), one cache folder.
///
/// ```swift
/// let services = OpenMeteoServices(
///   endpoints: try ProviderEndpoints(), cacheDirectory: CacheDirectory())
/// let place = try await services.geocoder.resolve(try LocationQuery.parse("Berlin"))
/// let results = await services.forecasts.forecasts(for: [place], refresh: false, now: Date())
/// // In the background, once the forecast is on screen:
/// let climate = await services.climate.climates(for: [place], now: Date())
/// let warnings = services.cacheDirectory?.warnings ?? []
/// ```
public struct OpenMeteoServices: Sendable {
  public let forecasts: ForecastService
  public let geocoder: OpenMeteoGeocoder
  /// Climate normals (ERA5 archive, cached a year) and the last 30 days, per place.
  public let climate: ClimateService
  /// Air quality (CAMS), per place, cached an hour.
  public let airQuality: AirQualityService
  /// Nil when running without a cache.
  public let cacheDirectory: CacheDirectory?
  /// The shared gate; its `retryAt` tells when a rate limit resets.
  public let gate: OpenMeteoGate

  /// - Parameters:
  ///   - cacheDirectory: nil to run without any cache.
  ///   - freshness: how long a cached forecast is used without asking (default 10 minutes).
  ///   - alerts: official alerts added after each fetch, e.g.
  ///     `AlertsService(nws: NWSAlertSource(client: client, baseURL: endpoints.nws))`;
  ///     nil leaves every place with "no official alert source".
  ///   - sharing: `.perPlace` behind a cache several displays share (`ProviderEndpoints.sharedUpstream`).
  ///   - limits: the weighted-call limits kept to; what was spent is stored in the cache folder
  ///     (in memory without one). Its `refreshesPerHour` is taken from `freshness`.
  ///   - climateBaseline: the years the climate normals average (WMO's 1991–2020 by default).
  ///   - alertsUsingGeocoder: makes the alerts, when `alerts` is nil, from this services'
  ///     geocoder (MeteoAlarm looks a place's local names up with it).
  public init(
    endpoints: ProviderEndpoints, cacheDirectory: CacheDirectory?,
    wire: OpenMeteoWireFormat = .flatbuffers, client: HTTPClient = CurlHTTPClient(),
    freshness: TimeInterval = 600, alerts: AlertsService? = nil, limits: OpenMeteoLimits = .standard,
    sharing: OpenMeteoRequestSharing = .batched, climateBaseline: ClimateBaseline = .standard,
    alertsUsingGeocoder: (OpenMeteoGeocoder) -> AlertsService? = { _ in nil }
  ) {
    // The day's reserve for forecasts follows the refresh interval actually configured.
    var limits = limits
    limits.refreshesPerHour = 3600 / max(60, freshness)
    let budget = OpenMeteoBudget(limits: limits, directory: cacheDirectory)
    let gate = OpenMeteoGate(budget: budget)
    let provider = OpenMeteoProvider(
      client: client, baseURL: endpoints.openMeteo, wire: wire, gate: gate, sharing: sharing)
    let geocoder = OpenMeteoGeocoder(
      client: client, baseURL: endpoints.geocoding,
      cache: cacheDirectory.map { GeocodingCache(directory: $0) }, gate: gate)
    self.geocoder = geocoder
    forecasts = ForecastService(
      provider: provider, cache: cacheDirectory.map(ForecastCache.init(directory:)),
      freshness: freshness, alerts: alerts ?? alertsUsingGeocoder(geocoder))
    climate = ClimateService(
      provider: OpenMeteoArchiveProvider(
        client: client, archiveURL: endpoints.archive, forecastURL: endpoints.openMeteo, gate: gate, wire: wire,
        sharing: sharing),
      cache: cacheDirectory.map(ClimateCache.init(directory:)), budget: budget, baseline: climateBaseline)
    airQuality = AirQualityService(
      client: client, baseURL: endpoints.airQuality, wire: wire, gate: gate,
      cache: cacheDirectory.map(AirQualityCache.init(directory:)), sharing: sharing)
    self.cacheDirectory = cacheDirectory
    self.gate = gate
  }
}
