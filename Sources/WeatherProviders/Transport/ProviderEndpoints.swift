import FoundationEssentials

/// The base URL of every service in `ServiceEndpoint.all`, each its public address unless the
/// environment names another (tests, a self-hosted Open-Meteo, a shared cache).
public struct ProviderEndpoints: Sendable, Equatable {
  /// By `ServiceEndpoint.name`; every row of the table is here.
  private var urls: [String: URL]

  /// One shared caching proxy for every service (deploy/nginx/weathertui-cache.conf), each at
  /// its name's path under it (`/open-meteo`, `/nws`, …); a service's own variable still wins.
  public static let upstreamVariable = "WEATHERTUI_UPSTREAM"

  /// True when the services sit behind a shared cache (`WEATHERTUI_UPSTREAM`): then each place
  /// is asked for on its own, with coordinates rounded as the cache rounds them (0.01°), so two
  /// displays showing the same place send byte-identical requests.
  public var sharedUpstream = false

  /// The address of `service`.
  public subscript(_ service: ServiceEndpoint) -> URL {
    get { urls[service.name] ?? service.defaultURL }
    set { urls[service.name] = newValue }
  }

  /// The public services, but for those given; the air-quality API follows `openMeteo` when
  /// that is not the public one.
  public init(
    openMeteo: URL, geocoding: URL, archive: URL,
    airQuality: URL? = nil,
    weatherKit: URL? = nil, nws: URL? = nil, eccc: URL? = nil, metNorway: URL? = nil, dwd: URL? = nil,
    meteoAlarm: URL? = nil
  ) {
    urls = Dictionary(uniqueKeysWithValues: ServiceEndpoint.all.map { ($0.name, $0.defaultURL) })
    self[.openMeteo] = openMeteo
    self[.geocoding] = geocoding
    self[.archive] = archive
    self[.airQuality] = airQuality ?? Self.airQuality(besides: openMeteo)
    let given: [(ServiceEndpoint, URL?)] = [
      (.weatherKit, weatherKit), (.nws, nws), (.eccc, eccc), (.metNorway, metNorway), (.dwd, dwd),
      (.meteoAlarm, meteoAlarm),
    ]
    for case let (service, url?) in given { self[service] = url }
  }

  /// Every service at `base`: a stand-in server, or a caching proxy that forwards each path to
  /// its service.
  public init(allAt base: URL) {
    urls = Dictionary(uniqueKeysWithValues: ServiceEndpoint.all.map { ($0.name, base) })
  }

  /// The public services unless an environment variable names another http(s) URL.
  /// Throws `ProviderEndpointsError` for a value that is not one.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    // Behind a shared cache, each service's default is its path on the cache.
    let upstream = try Self.url(environment, Self.upstreamVariable, "http://127.0.0.1:8080")
    let shared = environment[Self.upstreamVariable].map { !$0.isEmpty } ?? false
    let cache =
      upstream.absoluteString.hasSuffix("/") ? String(upstream.absoluteString.dropLast()) : upstream.absoluteString
    urls = [:]
    for service in ServiceEndpoint.all {
      var fallback = shared ? cache + "/" + service.name : service.defaultURL.absoluteString
      // Unset, air quality follows the forecast's server (a stand-in or a self-hosted
      // Open-Meteo serves both).
      if service.name == ServiceEndpoint.airQuality.name, !shared {
        fallback = Self.airQuality(besides: self[.openMeteo]).absoluteString
      }
      urls[service.name] = try Self.url(environment, service.variable, fallback)
    }
    sharedUpstream = shared
  }

  // MARK: - The services by name

  public var openMeteo: URL {
    get { self[.openMeteo] }
    set { self[.openMeteo] = newValue }
  }
  public var geocoding: URL {
    get { self[.geocoding] }
    set { self[.geocoding] = newValue }
  }
  public var archive: URL {
    get { self[.archive] }
    set { self[.archive] = newValue }
  }
  /// Open-Meteo's air-quality API (CAMS).
  public var airQuality: URL {
    get { self[.airQuality] }
    set { self[.airQuality] = newValue }
  }
  public var weatherKit: URL {
    get { self[.weatherKit] }
    set { self[.weatherKit] = newValue }
  }
  public var nws: URL {
    get { self[.nws] }
    set { self[.nws] = newValue }
  }
  public var eccc: URL {
    get { self[.eccc] }
    set { self[.eccc] = newValue }
  }
  public var metNorway: URL {
    get { self[.metNorway] }
    set { self[.metNorway] = newValue }
  }
  public var dwd: URL {
    get { self[.dwd] }
    set { self[.dwd] = newValue }
  }
  public var meteoAlarm: URL {
    get { self[.meteoAlarm] }
    set { self[.meteoAlarm] = newValue }
  }
  /// The national CAP feed's service (`NationalAlertFeed.endpoint`).
  public subscript(_ feed: NationalAlertFeed) -> URL {
    get { self[feed.endpoint] }
    set { self[feed.endpoint] = newValue }
  }

  // MARK: - Reading

  /// The air-quality API beside a forecast API: Open-Meteo's own host for the public one, else
  /// the same server (a self-hosted Open-Meteo, or a stand-in, serves `/v1/air-quality` beside
  /// `/v1/forecast`).
  static func airQuality(besides openMeteo: URL) -> URL {
    openMeteo.host == ServiceEndpoint.openMeteo.defaultURL.host ? ServiceEndpoint.airQuality.defaultURL : openMeteo
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
