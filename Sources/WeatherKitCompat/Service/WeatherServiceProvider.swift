import Foundation
internal import WeatherProviders

extension WeatherService {
  /// Where a `WeatherService` gets its data: Open-Meteo without a key (the default), or Apple's
  /// WeatherKit REST API with your developer key.
  public struct Provider: Sendable {
    enum Source: Sendable {
      case openMeteo(flatBuffers: Bool)
      case weatherKit(teamID: String, serviceID: String, keyID: String, privateKeyFile: String)
    }

    var source: Source
    var endpoints: Endpoints
    /// Nil: no cache, every call asks the provider.
    var cacheDirectory: URL?
    var refreshInterval: TimeInterval
    /// Whether a query that needs climate waits (up to a minute) for Open-Meteo's per-minute
    /// limit instead of throwing `WeatherError.rateLimited` with the instant it clears.
    var waitsForClimate = false

    /// Open-Meteo, keyless, FlatBuffers on the wire; the endpoints the environment names
    /// (`WEATHERTUI_OPEN_METEO_URL`, …) else the public ones; the cache WeatherTUI's dashboard
    /// uses (`$XDG_CACHE_HOME/weathertui`), so both share answers.
    public static var openMeteo: Provider { .openMeteo() }

    /// Open-Meteo with your own endpoints (a self-hosted server, a caching proxy), cache folder
    /// (nil: none) and refresh interval (cached answers younger than this are used, ≥ 60 s).
    /// The cache folder is made (and kept) private, mode 0700, and must belong to the user the
    /// process runs as; one that does not is not used, and requests go without a disk cache.
    public static func openMeteo(
      endpoints: Endpoints = .environment, cacheDirectory: URL? = defaultCacheDirectory,
      refreshInterval: TimeInterval = 600, flatBuffers: Bool = true
    ) -> Provider {
      Provider(
        source: .openMeteo(flatBuffers: flatBuffers), endpoints: endpoints, cacheDirectory: cacheDirectory,
        refreshInterval: max(60, refreshInterval))
    }

    /// Apple's WeatherKit REST API with your key: the team and service ids, the key id and the
    /// `.p8` file Apple issued (readable by you alone). Climate context (comparisons,
    /// statistics, summaries) still comes from Open-Meteo's ERA5 archive.
    public static func weatherKit(
      teamID: String, serviceID: String, keyID: String, privateKeyFile: String, endpoints: Endpoints = .environment,
      cacheDirectory: URL? = defaultCacheDirectory, refreshInterval: TimeInterval = 600
    ) -> Provider {
      Provider(
        source: .weatherKit(teamID: teamID, serviceID: serviceID, keyID: keyID, privateKeyFile: privateKeyFile),
        endpoints: endpoints, cacheDirectory: cacheDirectory, refreshInterval: max(60, refreshInterval))
    }

    /// This provider, with queries that need climate (comparisons, statistics, summaries)
    /// waiting for Open-Meteo's per-minute limit when a record would pass it, rather than
    /// throwing `WeatherError.rateLimited(retryAt:_:)` at once (the default, so nothing blocks
    /// silently). A record the hour's or the day's budget defers always throws, naming when.
    public func waitingForClimate(_ waits: Bool = true) -> Provider {
      var provider = self
      provider.waitsForClimate = waits
      return provider
    }

    /// WeatherKit when the environment holds a key (`WEATHERKIT_TEAM_ID`, `WEATHERKIT_SERVICE_ID`,
    /// `WEATHERKIT_KEY_ID`, `WEATHERKIT_KEY_FILE`, as for the dashboard), else Open-Meteo.
    public static var environment: Provider {
      let environment = ProcessInfo.processInfo.environment
      let names = [
        WeatherKitCredentials.teamIDVariable, WeatherKitCredentials.serviceIDVariable,
        WeatherKitCredentials.keyIDVariable, WeatherKitCredentials.keyFileVariable,
      ]
      let values = names.map { environment[$0] ?? "" }
      guard values.allSatisfy({ !$0.isEmpty }) else { return .openMeteo }
      return .weatherKit(teamID: values[0], serviceID: values[1], keyID: values[2], privateKeyFile: values[3])
    }

    /// `$XDG_CACHE_HOME/weathertui`, else `~/.cache/weathertui`.
    public static var defaultCacheDirectory: URL? {
      CacheDirectory.defaultURL(environment: ProcessInfo.processInfo.environment)
    }
  }

  /// The base URLs of the services behind a provider.
  public struct Endpoints: Sendable, Equatable {
    var provider: ProviderEndpoints
    /// Set when the environment named an unusable URL; requests then fail with it.
    var problem: String?

    /// The public services: api.open-meteo.com, archive-api.open-meteo.com, weatherkit.apple.com,
    /// and the national alert services.
    public static var standard: Endpoints {
      Endpoints(provider: try! ProviderEndpoints(environment: [:]), problem: nil)
    }

    /// The public services, except where a `WEATHERTUI_*_URL` variable names another (as for
    /// the dashboard: `WEATHERTUI_OPEN_METEO_URL`, `WEATHERTUI_ARCHIVE_URL`, …).
    public static var environment: Endpoints {
      do {
        return Endpoints(
          provider: try ProviderEndpoints(environment: ProcessInfo.processInfo.environment), problem: nil)
      } catch {
        return Endpoints(provider: standard.provider, problem: userFacingMessage(of: error))
      }
    }

    /// Every service at one base URL: a stand-in server, or a caching proxy that forwards each
    /// path to its service.
    public init(allAt base: URL) {
      provider = ProviderEndpoints(allAt: base)
      problem = nil
    }

    init(provider: ProviderEndpoints, problem: String?) {
      self.provider = provider
      self.problem = problem
    }

    /// Open-Meteo's forecast API.
    public var openMeteo: URL {
      get { provider.openMeteo }
      set { provider.openMeteo = newValue }
    }

    /// Open-Meteo's archive API (climate).
    public var archive: URL {
      get { provider.archive }
      set { provider.archive = newValue }
    }

    /// Apple's WeatherKit REST API.
    public var weatherKit: URL {
      get { provider.weatherKit }
      set { provider.weatherKit = newValue }
    }
  }
}
