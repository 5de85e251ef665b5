import FoundationEssentials
import WeatherCore

/// The provider graph, built in one place for the dashboard, `--once` and the library: one HTTP
/// client, one cache folder, forecasts from Open-Meteo or WeatherKit (with official alerts),
/// and place search, climate and air quality from Open-Meteo whatever the forecast provider.
///
/// ```swift
/// let services = try WeatherServices.make(
///   client: CurlHTTPClient(), endpoints: try ProviderEndpoints(), cacheDirectory: CacheDirectory())
/// let place = try await services.geocoder.resolve(try LocationQuery.parse("Berlin"))
/// let results = await services.forecasts.forecasts(for: [place], refresh: false, now: Date())
/// ```
public struct WeatherServices: Sendable {
  public var forecasts: ForecastService
  public var geocoder: OpenMeteoGeocoder
  /// Climate normals (ERA5 archive) and the last 30 days, per place.
  public var climate: ClimateService
  /// Air quality (CAMS via Open-Meteo), per place; kept with WeatherKit forecasts too.
  public var airQuality: AirQualityService
  /// Nil when running without a cache.
  public var cacheDirectory: CacheDirectory?
  /// Open-Meteo's request gate, whose `retryAt` tells when a 429 limit resets; nil when the
  /// forecasts come from WeatherKit.
  public var openMeteoGate: OpenMeteoGate?
  /// The source whose alerts come by a chosen area (MeteoAlarm); nil when the forecast
  /// provider brings its own alerts (WeatherKit).
  public var alertAreas: MeteoAlarmAlertSource?

  /// Builds every service over `client`.
  /// - Parameters:
  ///   - cacheDirectory: nil to run without any cache.
  ///   - freshness: how long a cached forecast is used without asking.
  ///   - weatherKit: credentials to take forecasts (and their alerts) from WeatherKit; nil for
  ///     Open-Meteo with the keyless alert sources.
  ///   - userAgent: what NWS is told (it refuses requests that name no contact).
  ///   - alertLanguage: the language asked of alert sources that serve several (`en`, `fr`…).
  ///   - climateBaseline: the years the climate normals average.
  ///   - alertAreaChoice: how the user chooses a MeteoAlarm area that a place's names do not
  ///     settle, for the message shown in place of its alerts.
  /// - Throws: `WeatherKitError` when WeatherKit's key cannot be read.
  public static func make(
    client: HTTPClient, endpoints: ProviderEndpoints, cacheDirectory: CacheDirectory?,
    wire: OpenMeteoWireFormat = .flatbuffers, freshness: TimeInterval = 600, limits: OpenMeteoLimits = .standard,
    weatherKit: WeatherKitCredentials? = nil, userAgent: String = NWSAlertSource.userAgent(),
    alertLanguage: String = "en", climateBaseline: ClimateBaseline = .standard,
    alertAreaChoice: String = MeteoAlarmAlertSource.dashboardAreaChoice
  ) throws -> WeatherServices {
    var meteoAlarm: MeteoAlarmAlertSource?
    let openMeteo = OpenMeteoServices(
      endpoints: endpoints, cacheDirectory: cacheDirectory, wire: wire, client: client, freshness: freshness,
      limits: limits, sharing: endpoints.sharedUpstream ? .perPlace : .batched, climateBaseline: climateBaseline
    ) { geocoder in
      let keyless = AlertsService.keyless(
        client: client, endpoints: endpoints, cache: cacheDirectory, userAgent: userAgent, language: alertLanguage,
        localNames: { place, language in try await geocoder.localNames(of: place, language: language) },
        areaChoice: alertAreaChoice)
      meteoAlarm = keyless.meteoAlarm
      return keyless.alerts
    }
    var services = WeatherServices(
      forecasts: openMeteo.forecasts, geocoder: openMeteo.geocoder, climate: openMeteo.climate,
      airQuality: openMeteo.airQuality, cacheDirectory: cacheDirectory, openMeteoGate: openMeteo.gate,
      alertAreas: meteoAlarm)
    if let weatherKit {
      let zones = CoordinateZones(
        client: client, baseURL: endpoints.openMeteo, gate: openMeteo.gate,
        cache: cacheDirectory.map { GeocodingCache(directory: $0) })
      let provider = try WeatherKitProvider(
        credentials: weatherKit, client: client, baseURL: endpoints.weatherKit, zones: zones)
      services.forecasts = ForecastService(
        provider: provider, cache: cacheDirectory.map(ForecastCache.init(directory:)), freshness: freshness)
      services.openMeteoGate = nil
      services.alertAreas = nil
    }
    return services
  }
}
