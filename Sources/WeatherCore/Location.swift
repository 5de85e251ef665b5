import FoundationEssentials

/// A place on Earth the weather is for: coordinates, a display name and its IANA time zone.
public struct Location: Sendable, Hashable, Codable {
  /// Display name, e.g. "Berlin".
  public var name: String
  /// Region and country, e.g. "Land Berlin, Germany"; empty when unknown.
  public var region: String
  public var latitude: Double
  public var longitude: Double
  /// IANA time zone identifier, e.g. "Europe/Berlin"; nil until resolved by a provider.
  public var timeZoneIdentifier: String?
  /// Elevation in metres, when known.
  public var elevation: Double?
  /// ISO 3166-1 alpha-2 country code, when known (WeatherKit needs it for alerts).
  public var countryCode: String?
  /// The official warning area the user chose for this place, e.g. "AT0301" (a MeteoAlarm
  /// EMMA_ID): where alerts come from a country feed, a point cannot be matched to its areas,
  /// so the user picks one. Nil when none was chosen.
  public var alertArea: String?

  public init(
    name: String, region: String = "", latitude: Double, longitude: Double,
    timeZoneIdentifier: String? = nil, elevation: Double? = nil, countryCode: String? = nil,
    alertArea: String? = nil
  ) {
    self.name = name
    self.region = region
    self.latitude = latitude
    self.longitude = longitude
    self.timeZoneIdentifier = timeZoneIdentifier
    self.elevation = elevation
    self.countryCode = countryCode
    self.alertArea = alertArea
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
