import FoundationEssentials
import WeatherCore

/// Why a place name could not be turned into a location.
public enum GeocodingError: Error, Sendable, Equatable, UserFacingError {
  case noPlaceFound(String)
  case emptyName

  public var message: String {
    switch self {
    case .noPlaceFound(let name):
      "no place named '\(UntrustedText.clean(name, limit: 80))' found; "
        + "try a larger nearby town or give latitude,longitude"
    case .emptyName:
      "the place name is empty; give a town name like Berlin or latitude,longitude like 52.52,13.41"
    }
  }
}

/// Finds places by name with Open-Meteo's geocoding API (GeoNames), cached for 30 days.
public final class OpenMeteoGeocoder: Sendable {
  private let client: HTTPClient
  private let baseURL: URL
  private let cache: GeocodingCache?
  private let gate: OpenMeteoGate

  /// - Parameters:
  ///   - baseURL: e.g. https://geocoding-api.open-meteo.com (see `ProviderEndpoints`).
  ///   - cache: nil to always ask the server.
  ///   - gate: share the forecast provider's gate so requests never overlap.
  public init(
    client: HTTPClient, baseURL: URL, cache: GeocodingCache?, gate: OpenMeteoGate = OpenMeteoGate()
  ) {
    self.client = client
    self.baseURL = baseURL
    self.cache = cache
    self.gate = gate
  }

  /// Up to `count` (1…100) matches for `name`, best first; empty when nothing matches.
  /// Throws `GeocodingError.emptyName` or `OpenMeteoError`.
  /// - Parameter language: the language of the names returned ("de" gives "Wien" for Vienna).
  public func search(_ name: String, count: Int = 10, language: String = "en", now: Date = Date()) async throws
    -> [GeocodedPlace]
  {
    let query = name.trimmingWhitespaceAndNewlines()
    guard !query.isEmpty else { throw GeocodingError.emptyName }
    let count = min(max(count, 1), 100)
    let letters = String(language.lowercased().filter { $0.isASCII && $0.isLetter }.prefix(3))
    let language = letters.isEmpty ? "en" : letters
    // English answers keep the cache key they always had.
    let key = language == "en" ? query : query + "@" + language
    if let cached = cache?.load(query: key, count: count, now: now) { return cached }
    let url = searchURL(query, count: count, language: language)
    let body = try await gate.fetch(url, client: client, now: now)
    let places = try Self.decode(body)
    cache?.store(places, query: key, count: count, now: now)
    return places
  }

  /// The place's name and first-level region in `language` ("Wien", "Wien" for Vienna in
  /// "de"): the search for its name in that language, the match in its country nearest to it
  /// (within about 20 km); nil when none is. Throws when the search fails: a failure is not
  /// "no such name".
  public func localNames(of place: Location, language: String, now: Date = Date()) async throws -> (
    name: String?, region: String?
  )? {
    let found = try await search(place.name, count: 10, language: language, now: now)
    let code = place.countryCode?.uppercased()
    let near = found.filter {
      (code == nil || $0.countryCode?.uppercased() == code)
        && abs($0.latitude - place.latitude) < 0.2 && abs($0.longitude - place.longitude) < 0.3
    }
    guard
      let best = near.min(by: {
        abs($0.latitude - place.latitude) + abs($0.longitude - place.longitude)
          < abs($1.latitude - place.latitude) + abs($1.longitude - place.longitude)
      })
    else { return nil }
    return (best.name, best.admin1)
  }

  /// The most populous match for `name` as a `Location`; throws `GeocodingError.noPlaceFound`.
  public func resolve(_ name: String, now: Date = Date()) async throws -> Location {
    let places = try await search(name, now: now)
    guard var best = places.first else { throw GeocodingError.noPlaceFound(name) }
    for place in places.dropFirst() where (place.population ?? 0) > (best.population ?? 0) {
      best = place
    }
    return best.location
  }

  /// A typed place: coordinates become a Location named after them (zone resolved by the
  /// forecast request), a name is geocoded with `resolve`.
  public func resolve(_ query: LocationQuery, now: Date = Date()) async throws -> Location {
    switch query {
    case .coordinates(let latitude, let longitude):
      return Self.location(latitude: latitude, longitude: longitude)
    case .name(let name):
      return try await resolve(name, now: now)
    }
  }

  /// A bare coordinate as a place, named after itself ("52.52, 13.41"); its zone comes with
  /// the forecast.
  public static func location(latitude: Double, longitude: Double) -> Location {
    let name = OpenMeteoForecastRequest.coordinate(latitude) + ", " + OpenMeteoForecastRequest.coordinate(longitude)
    return Location(name: name, latitude: latitude, longitude: longitude)
  }

  // MARK: - Wire

  private func searchURL(_ name: String, count: Int, language: String) -> URL {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("v1/search"), resolvingAgainstBaseURL: false)!
    components.queryItems = [
      URLQueryItem(name: "name", value: name), URLQueryItem(name: "count", value: String(count)),
      URLQueryItem(name: "language", value: language), URLQueryItem(name: "format", value: "json"),
    ]
    // URLComponents leaves "+" alone, which servers read as a space.
    components.percentEncodedQuery = components.percentEncodedQuery?
      .replacing("+", with: "%2B")
    return components.url!
  }

  /// Reads a search answer; no `results` key means no match. Results without a name or
  /// coordinates are dropped.
  static func decode(_ body: Data) throws -> [GeocodedPlace] {
    guard let object = (try? JSONValue.parse(body))?.object else {
      throw OpenMeteoError.malformedBody(detail: "the geocoding answer is not a JSON object")
    }
    guard let results = object["results"] else { return [] }
    guard let list = results.array else {
      throw OpenMeteoError.malformedBody(detail: "geocoding 'results' is not a list")
    }
    return list.compactMap { $0.object.flatMap(GeocodedPlace.init(json:)) }
  }
}
