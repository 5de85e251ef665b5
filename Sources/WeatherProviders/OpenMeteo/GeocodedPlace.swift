import FoundationEssentials
import SystemFiles
import WeatherCore

/// One match from Open-Meteo's geocoding search (GeoNames data).
public struct GeocodedPlace: Sendable, Codable, Equatable {
  public var name: String
  /// First-level region, e.g. "Land Berlin", "Queensland".
  public var admin1: String?
  public var country: String?
  /// ISO 3166-1 alpha-2, e.g. "DE".
  public var countryCode: String?
  public var latitude: Double
  public var longitude: Double
  /// IANA time zone, e.g. "Europe/Berlin".
  public var timezone: String?
  public var population: Int?
  /// Metres.
  public var elevation: Double?

  public init(
    name: String, admin1: String? = nil, country: String? = nil, countryCode: String? = nil,
    latitude: Double, longitude: Double, timezone: String? = nil, population: Int? = nil,
    elevation: Double? = nil
  ) {
    self.name = name
    self.admin1 = admin1
    self.country = country
    self.countryCode = countryCode
    self.latitude = latitude
    self.longitude = longitude
    self.timezone = timezone
    self.population = population
    self.elevation = elevation
  }

  /// The place as the network's reader would have let it through (`init?(json:)`): texts
  /// cleaned and cut, coordinates, elevation and population within their plausible ranges;
  /// nil without a name or a coordinate. For entries read back from the cache folder.
  func cleaned() -> GeocodedPlace? {
    var check = PlausibilityCheck()
    guard let name = Self.cleanText(name), let latitude = check.value(latitude, in: PlausibleRanges.latitude),
      let longitude = check.value(longitude, in: PlausibleRanges.longitude)
    else { return nil }
    return GeocodedPlace(
      name: name, admin1: Self.cleanText(admin1), country: Self.cleanText(country),
      countryCode: Self.cleanText(countryCode)?.uppercased(), latitude: latitude, longitude: longitude,
      timezone: Self.cleanText(timezone),
      population: check.value(population.map(Double.init), in: PlausibleRanges.population)
        .flatMap { $0.roundedInteger(.towardZero) },
      elevation: check.value(elevation, in: PlausibleRanges.elevation))
  }

  /// A text as shown: no control characters, at most 100 characters; nil when nothing is left.
  static func cleanText(_ text: String?) -> String? {
    text.map { UntrustedText.clean($0, limit: 100) }.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The place as a `Location`, region "admin1, country" (whichever parts are known).
  public var location: Location {
    let region = [admin1, country].compactMap { $0 }.filter { !$0.isEmpty }
    var parts: [String] = []
    for part in region where !parts.contains(part) { parts.append(part) }
    return Location(
      name: name, region: parts.joined(separator: ", "), latitude: latitude,
      longitude: longitude, timeZoneIdentifier: timezone.flatMap { ZoneDatabase.zone($0) != nil ? $0 : nil },
      elevation: elevation, countryCode: countryCode)
  }

  /// Reads one `results` element; nil when it lacks a name or valid coordinates. Every string is
  /// cleaned of control characters because it is shown on screen.
  init?(json object: [String: JSONValue]) {
    func text(_ key: String) -> String? { Self.cleanText(object[key]?.string) }
    var check = PlausibilityCheck()
    guard let name = text("name"),
      let latitude = check.value(OpenMeteoJSONDecoder.number(object["latitude"]), in: PlausibleRanges.latitude),
      let longitude = check.value(OpenMeteoJSONDecoder.number(object["longitude"]), in: PlausibleRanges.longitude)
    else { return nil }
    let population = check.value(OpenMeteoJSONDecoder.number(object["population"]), in: PlausibleRanges.population)
      .flatMap { $0.roundedInteger(.towardZero) }
    self.init(
      name: name, admin1: text("admin1"), country: text("country"),
      countryCode: text("country_code")?.uppercased(), latitude: latitude, longitude: longitude,
      timezone: text("timezone"), population: population,
      elevation: check.value(OpenMeteoJSONDecoder.number(object["elevation"]), in: PlausibleRanges.elevation))
  }
}
