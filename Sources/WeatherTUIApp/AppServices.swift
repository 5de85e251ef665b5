import FoundationEssentials
import UserFiles
import WeatherCore
import WeatherProviders

/// The I/O services one run uses: forecasts from the chosen provider (through the cache, with
/// official alerts), place search and climate from Open-Meteo (keyless, whatever the provider).
struct AppServices {
  var forecasts: ForecastService
  var geocoder: OpenMeteoGeocoder
  var climate: ClimateService
  /// Nil when running without a cache.
  var cacheDirectory: CacheDirectory?
  /// Open-Meteo's request gate, whose `retryAt` tells when a 429 limit resets (the dashboard
  /// waits at least that long); nil when the forecasts come from elsewhere.
  var openMeteoGate: OpenMeteoGate?
  /// The source whose alerts come by a chosen area (MeteoAlarm), for the area box; nil when
  /// the forecast provider brings its own alerts (WeatherKit).
  var alertAreas: MeteoAlarmAlertSource?

  /// Builds the services for `settings`; a bad endpoint variable or WeatherKit credential is a
  /// usage error with the fix in its message.
  static func make(settings: Settings, environment: [String: String]) throws -> AppServices {
    let endpoints: ProviderEndpoints
    let limits: OpenMeteoLimits
    do {
      endpoints = try ProviderEndpoints(environment: environment)
      limits = try OpenMeteoLimits(environment: environment)
    } catch {
      throw AppFailure.usage(userFacingMessage(of: error))
    }
    // libcurl runs in a helper process that ends between refreshes (see FetchHelperClient).
    let client = FetchHelperMode.client()
    let cache = CacheDirectory(environment: environment)
    // Official alerts on the keyless path, by region; WeatherKit brings its own.
    let userAgent = NWSAlertSource.userAgent(contact: settings.nwsContact)
    let (alerts, meteoAlarm) = AlertsService.keyless(
      client: client, endpoints: endpoints, cache: cache, userAgent: userAgent,
      language: AlertsService.language(environment: environment))
    let openMeteo = OpenMeteoServices(
      endpoints: endpoints, cacheDirectory: cache,
      wire: settings.wire == .flatbuffers ? .flatbuffers : .json, client: client, freshness: settings.refreshInterval,
      alerts: alerts, limits: limits, sharing: endpoints.sharedUpstream ? .perPlace : .batched)
    var services = AppServices(
      forecasts: openMeteo.forecasts, geocoder: openMeteo.geocoder, climate: openMeteo.climate,
      cacheDirectory: cache, openMeteoGate: openMeteo.gate, alertAreas: meteoAlarm)
    if settings.provider == .weatherKit {
      let configured = settings.weatherKit
      do {
        let credentials = try WeatherKitCredentials(
          environment: environment,
          fallback: (configured.teamID, configured.serviceID, configured.keyID, configured.keyFile))
        let provider = try WeatherKitProvider(credentials: credentials, client: client, baseURL: endpoints.weatherKit)
        services.forecasts = ForecastService(
          provider: provider, cache: ForecastCache(directory: cache), freshness: settings.refreshInterval)
        services.openMeteoGate = nil
        services.alertAreas = nil
      } catch {
        throw AppFailure.usage(userFacingMessage(of: error))
      }
    }
    return services
  }
}
