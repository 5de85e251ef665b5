import FoundationEssentials

/// Base URLs of the services, overridable from the environment (tests, self-hosted Open-Meteo).
public struct ProviderEndpoints: Sendable, Equatable {
  public var openMeteo: URL
  public var geocoding: URL
  public var archive: URL
  /// Open-Meteo's air-quality API (CAMS), https://air-quality-api.open-meteo.com.
  public var airQuality: URL
  /// Apple WeatherKit REST, https://weatherkit.apple.com.
  public var weatherKit: URL
  /// National Weather Service API (US alerts), https://api.weather.gov.
  public var nws: URL
  /// Environment and Climate Change Canada's OGC API (Canadian alerts), https://api.weather.gc.ca.
  public var eccc: URL
  /// MET Norway's API (Norwegian alerts), https://api.met.no.
  public var metNorway: URL
  /// The Deutscher Wetterdienst's GeoServer (German warnings), https://maps.dwd.de.
  public var dwd: URL
  /// MeteoAlarm's feeds (warnings for the other European countries), https://feeds.meteoalarm.org.
  public var meteoAlarm: URL
  /// The national CAP feeds (`NationalAlertFeeds.table`) by feed id ("NZ"): each service's own
  /// address unless overridden.
  public var nationalAlerts: [String: URL]

  public static let openMeteoVariable = "WEATHERTUI_OPEN_METEO_URL"
  public static let geocodingVariable = "WEATHERTUI_GEOCODING_URL"
  public static let archiveVariable = "WEATHERTUI_ARCHIVE_URL"
  public static let airQualityVariable = "WEATHERTUI_AIR_QUALITY_URL"
  public static let weatherKitVariable = "WEATHERTUI_WEATHERKIT_URL"
  public static let nwsVariable = "WEATHERTUI_NWS_URL"
  public static let ecccVariable = "WEATHERTUI_ECCC_URL"
  public static let metNorwayVariable = "WEATHERTUI_METNO_URL"
  public static let dwdVariable = "WEATHERTUI_DWD_URL"
  public static let meteoAlarmVariable = "WEATHERTUI_METEOALARM_URL"

  /// `WEATHERTUI_ALERTS_NZ_URL`: the variable that moves the national CAP feed `id`.
  public static func nationalAlertsVariable(_ id: String) -> String { "WEATHERTUI_ALERTS_\(id)_URL" }
  /// One shared caching proxy for every service (deploy/nginx/weathertui-cache.conf), at
  /// `/open-meteo`, `/geocoding`, `/archive`, `/air-quality`, `/weatherkit`, `/nws`, `/eccc`, `/metno`, `/dwd` and
  /// `/meteoalarm` under it, and each national CAP feed at `/alerts-<id>` (`/alerts-nz`); a
  /// service's own variable still wins.
  public static let upstreamVariable = "WEATHERTUI_UPSTREAM"

  /// True when the services sit behind a shared cache (`WEATHERTUI_UPSTREAM`): then each place
  /// is asked for on its own, with coordinates rounded as the cache rounds them (0.01°), so two
  /// displays showing the same place send byte-identical requests.
  public var sharedUpstream = false

  public init(
    openMeteo: URL, geocoding: URL, archive: URL,
    airQuality: URL? = nil,
    weatherKit: URL = URL(string: "https://weatherkit.apple.com")!,
    nws: URL = URL(string: "https://api.weather.gov")!,
    eccc: URL = URL(string: "https://api.weather.gc.ca")!,
    metNorway: URL = URL(string: "https://api.met.no")!,
    dwd: URL = URL(string: "https://maps.dwd.de")!,
    meteoAlarm: URL = URL(string: "https://feeds.meteoalarm.org")!,
    nationalAlerts: [String: URL]? = nil
  ) {
    self.openMeteo = openMeteo
    self.geocoding = geocoding
    self.archive = archive
    self.airQuality = airQuality ?? Self.airQuality(besides: openMeteo)
    self.weatherKit = weatherKit
    self.nws = nws
    self.eccc = eccc
    self.metNorway = metNorway
    self.dwd = dwd
    self.meteoAlarm = meteoAlarm
    self.nationalAlerts =
      nationalAlerts ?? Dictionary(uniqueKeysWithValues: NationalAlertFeeds.table.map { ($0.id, $0.baseURL) })
  }

  /// The public Open-Meteo hosts unless an environment variable names another http(s) URL.
  /// Throws `ProviderEndpointsError` for a value that is not one.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    // Behind a shared cache, each service's default is its path on the cache.
    let upstream = try Self.url(environment, Self.upstreamVariable, "http://127.0.0.1:8080")
    let shared = environment[Self.upstreamVariable].map { !$0.isEmpty } ?? false
    func fallback(_ service: String, _ public: String) -> String {
      guard shared else { return `public` }
      let base =
        upstream.absoluteString.hasSuffix("/") ? String(upstream.absoluteString.dropLast()) : upstream.absoluteString
      return base + "/" + service
    }
    openMeteo = try Self.url(environment, Self.openMeteoVariable, fallback("open-meteo", "https://api.open-meteo.com"))
    geocoding = try Self.url(
      environment, Self.geocodingVariable, fallback("geocoding", "https://geocoding-api.open-meteo.com"))
    archive = try Self.url(
      environment, Self.archiveVariable, fallback("archive", "https://archive-api.open-meteo.com"))
    // Unset, it follows the forecast's server (a stand-in or a self-hosted Open-Meteo serves both).
    airQuality = try Self.url(
      environment, Self.airQualityVariable,
      fallback("air-quality", Self.airQuality(besides: openMeteo).absoluteString))
    weatherKit = try Self.url(
      environment, Self.weatherKitVariable, fallback("weatherkit", "https://weatherkit.apple.com"))
    nws = try Self.url(environment, Self.nwsVariable, fallback("nws", "https://api.weather.gov"))
    eccc = try Self.url(environment, Self.ecccVariable, fallback("eccc", "https://api.weather.gc.ca"))
    metNorway = try Self.url(environment, Self.metNorwayVariable, fallback("metno", "https://api.met.no"))
    dwd = try Self.url(environment, Self.dwdVariable, fallback("dwd", "https://maps.dwd.de"))
    meteoAlarm = try Self.url(
      environment, Self.meteoAlarmVariable, fallback("meteoalarm", "https://feeds.meteoalarm.org"))
    var national: [String: URL] = [:]
    for feed in NationalAlertFeeds.table {
      national[feed.id] = try Self.url(
        environment, Self.nationalAlertsVariable(feed.id),
        fallback("alerts-" + feed.id.lowercased(), feed.baseURL.absoluteString))
    }
    nationalAlerts = national
    sharedUpstream = shared
  }

  /// The air-quality API beside a forecast API: Open-Meteo's own host for the public one, else
  /// the same server (a self-hosted Open-Meteo, or a stand-in, serves `/v1/air-quality` beside
  /// `/v1/forecast`).
  static func airQuality(besides openMeteo: URL) -> URL {
    openMeteo.host == "api.open-meteo.com" ? URL(string: "https://air-quality-api.open-meteo.com")! : openMeteo
  }

  private static func url(_ environment: [String: String], _ name: String, _ fallback: String)
    throws -> URL
  {
    guard let value = environment[name], !value.isEmpty else { return URL(string: fallback)! }
    guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else {
      throw ProviderEndpointsError.invalidURL(variable: name, value: value, example: fallback)
    }
    return url
  }
}

/// An endpoint override that is not a usable URL.
public enum ProviderEndpointsError: Error, Sendable, Equatable, UserFacingError {
  case invalidURL(variable: String, value: String, example: String)

  public var message: String {
    switch self {
    case .invalidURL(let variable, let value, let example):
      "\(variable)='\(UntrustedText.clean(value, limit: 80))' is not an http(s) URL; "
        + "unset it or give one like \(example)"
    }
  }
}
