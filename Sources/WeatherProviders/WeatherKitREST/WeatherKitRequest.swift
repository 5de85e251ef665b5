import FoundationEssentials
import WeatherCore

/// Builds WeatherKit REST v1 URLs (apis.md §4.2).
enum WeatherKitRequest {
  /// `/api/v1/availability/{lat}/{lon}?country=CC` (country when known).
  static func availability(base: URL, location: Location) -> URL {
    var components = components(
      base,
      "/api/v1/availability/\(coordinate(location.latitude))/\(coordinate(location.longitude))")
    if let country = location.countryCode, !country.isEmpty {
      components.queryItems = [URLQueryItem(name: "country", value: country)]
    }
    return components.url!
  }

  /// `/api/v1/weather/{language}/{lat}/{lon}?dataSets=…&timezone=…[&countryCode=CC]`.
  static func weather(base: URL, language: String, location: Location, dataSets: [String]) -> URL {
    var components = components(
      base,
      "/api/v1/weather/\(language)/\(coordinate(location.latitude))/\(coordinate(location.longitude))"
    )
    var items = [
      URLQueryItem(name: "dataSets", value: dataSets.joined(separator: ",")),
      URLQueryItem(name: "timezone", value: location.databaseZone.identifier),
    ]
    if let country = location.countryCode, !country.isEmpty {
      items.append(URLQueryItem(name: "countryCode", value: country))
    }
    components.queryItems = items
    return components.url!
  }

  /// `/api/v1/weatherAlert/{language}/{id}`; the id (from the network) is percent-encoded so it
  /// cannot leave its path segment.
  static func alertDetail(base: URL, language: String, id: String) -> URL {
    let encoded = PercentEncoding.encode(id) { PercentEncoding.isASCIILetterOrDigit($0) || $0 == "-" || $0 == "_" }
    var components = components(base, "/api/v1/weatherAlert/\(language)/")
    components.percentEncodedPath += encoded
    return components.url!
  }

  /// Four decimals (about 11 m), "." as separator whatever the locale.
  static func coordinate(_ value: Double) -> String {
    CFormat.string("%.4f", value)
  }

  private static func components(_ base: URL, _ path: String) -> URLComponents {
    var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
    let prefix =
      components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    components.path = prefix + path
    return components
  }
}
