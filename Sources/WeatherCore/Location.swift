import FoundationEssentials

/// A place on Earth the weather is for: coordinates, a display name and its IANA time zone.
///
/// Its texts come from the network (geocoding, forecasts) and from files anyone could have
/// written (config.toml, places.toml, the caches), and reach the terminal and the JSON: they are
/// cleaned of control characters and escape sequences (`RemoteText`) however they are set.
public struct Location: Sendable, Hashable, Codable {
  /// Display name, e.g. "Berlin".
  public var name: String { didSet { Self.clean(&name) } }
  /// Region and country, e.g. "Land Berlin, Germany"; empty when unknown.
  public var region: String { didSet { Self.clean(&region) } }
  public var latitude: Double
  public var longitude: Double
  /// IANA time zone identifier, e.g. "Europe/Berlin"; nil until resolved by a provider.
  public var timeZoneIdentifier: String?
  /// Elevation in metres, when known.
  public var elevation: Double?
  /// ISO 3166-1 alpha-2 country code, when known (WeatherKit needs it for alerts).
  public var countryCode: String? { didSet { Self.clean(&countryCode) } }
  /// The official warning area the user chose for this place, e.g. "AT0301" (a MeteoAlarm
  /// EMMA_ID): where alerts come from a country feed, a point cannot be matched to its areas,
  /// so the user picks one. Nil when none was chosen.
  public var alertArea: String? { didSet { Self.clean(&alertArea) } }

  public init(
    name: String, region: String = "", latitude: Double, longitude: Double,
    timeZoneIdentifier: String? = nil, elevation: Double? = nil, countryCode: String? = nil,
    alertArea: String? = nil
  ) {
    self.name = RemoteText.sanitize(name)
    self.region = RemoteText.sanitize(region)
    self.latitude = latitude
    self.longitude = longitude
    self.timeZoneIdentifier = RemoteText.sanitize(timeZoneIdentifier)
    self.elevation = elevation
    self.countryCode = RemoteText.sanitize(countryCode)
    self.alertArea = RemoteText.sanitize(alertArea)
  }

  private enum CodingKeys: String, CodingKey {
    case name, region, latitude, longitude, timeZoneIdentifier, elevation, countryCode, alertArea
  }

  /// Decoded through `init`, so a cache file cannot bring an escape sequence in either.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      region: try container.decode(String.self, forKey: .region),
      latitude: try container.decode(Double.self, forKey: .latitude),
      longitude: try container.decode(Double.self, forKey: .longitude),
      timeZoneIdentifier: try container.decodeIfPresent(String.self, forKey: .timeZoneIdentifier),
      elevation: try container.decodeIfPresent(Double.self, forKey: .elevation),
      countryCode: try container.decodeIfPresent(String.self, forKey: .countryCode),
      alertArea: try container.decodeIfPresent(String.self, forKey: .alertArea))
  }

  private static func clean(_ text: inout String) {
    let clean = RemoteText.sanitize(text)
    if clean != text { text = clean }
  }

  private static func clean(_ text: inout String?) {
    guard let value = text else { return }
    let clean = RemoteText.sanitize(value)
    if clean != value { text = clean }
  }

  /// "Name, Region" or just the name.
  public var fullName: String { region.isEmpty ? name : "\(name), \(region)" }

  /// The place's time zone; GMT when unknown or unrecognised.
  public var timeZone: ZoneRules {
    timeZoneIdentifier.flatMap(ZoneCatalog.zone) ?? Self.unknownZone
  }

  private static let unknownZone = ZoneRules(
    identifier: "GMT", fixed: .init(offset: 0, isDaylight: false, abbreviation: "GMT"))

  /// Whether the coordinates are on Earth: latitude −90…90, longitude −180…180.
  public var hasValidCoordinates: Bool {
    (-90...90).contains(latitude) && (-180...180).contains(longitude)
  }

  /// A cache key component: coordinates rounded to 0.01° (about 1 km).
  public var roundedKey: String {
    CFormat.string("%.2f,%.2f", latitude, longitude)
  }
}
