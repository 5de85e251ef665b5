import FoundationEssentials
import SystemFiles
import WeatherCore

/// The IANA zone of a place known only by its coordinates, for the providers that must name one
/// in the request (WeatherKit REST's `timezone`, which would otherwise split days in GMT).
///
/// Asked of Open-Meteo, which resolves `timezone=auto` from its zone outlines and answers a request
/// with no variables with the zone alone (one weighted call, through the shared gate, keyless
/// whatever the forecast provider); kept in the geocoding cache for 30 days, and in memory. Where
/// Open-Meteo cannot be asked, the zone of the nearest principal place of the tz database's
/// `zone.tab` (`ZoneCentres`), right away from borders, and asked again next time.
public final class CoordinateZones: @unchecked Sendable {
  private let client: HTTPClient
  private let baseURL: URL
  private let gate: OpenMeteoGate
  private let cache: GeocodingCache?
  private let centres: ZoneCentres
  private let lock = ThreadLock()
  /// Zones found this run, by rounded coordinate; guarded by `lock`.
  private var known: [String: String] = [:]

  /// - Parameters:
  ///   - baseURL: Open-Meteo's forecast API (`ProviderEndpoints.openMeteo`).
  ///   - gate: the gate Open-Meteo's other requests go through.
  public init(
    client: HTTPClient, baseURL: URL, gate: OpenMeteoGate, cache: GeocodingCache?,
    centres: ZoneCentres = .installed
  ) {
    self.client = client
    self.baseURL = baseURL
    self.gate = gate
    self.cache = cache
    self.centres = centres
  }

  /// The zone of `location`: its own when it has one; else as above; nil only when neither
  /// Open-Meteo nor the tz database's table can say.
  public func zone(for location: Location, now: Date) async -> String? {
    if let own = location.timeZoneIdentifier { return own }
    let key = "zone@" + location.roundedKey
    if let remembered = lock.withLock({ known[key] }) { return remembered }
    if let cached = cache?.load(query: key, count: 1, now: now)?.first?.timezone, ZoneDatabase.zone(cached) != nil {
      lock.withLock { known[key] = cached }
      return cached
    }
    if let served = try? await ask(location, now: now) {
      cache?.store(
        [GeocodedPlace(name: key, latitude: location.latitude, longitude: location.longitude, timezone: served)],
        query: key, count: 1, now: now)
      lock.withLock { known[key] = served }
      return served
    }
    return centres.nearest(latitude: location.latitude, longitude: location.longitude)
  }

  /// Open-Meteo's zone for the coordinate: `timezone=auto` and no variables.
  private func ask(_ location: Location, now: Date) async throws -> String? {
    var components = URLComponents(url: baseURL.appendingPathComponent("v1/forecast"), resolvingAgainstBaseURL: false)!
    components.queryItems = [
      URLQueryItem(name: "latitude", value: OpenMeteoForecastRequest.coordinate(location.latitude)),
      URLQueryItem(name: "longitude", value: OpenMeteoForecastRequest.coordinate(location.longitude)),
      URLQueryItem(name: "timezone", value: "auto"), URLQueryItem(name: "forecast_days", value: "1"),
    ]
    let body = try await gate.fetch(components.url!, client: client, now: now)
    guard let zone = (try? JSONValue.parse(body))?.object?["timezone"]?.string,
      zone.count <= 64, ZoneDatabase.zone(zone) != nil
    else { return nil }
    return zone
  }
}
