import FoundationEssentials
import WeatherCore

/// A national service's keyless CAP feed: the countries it covers, whom to credit, and where
/// its index is. One row of `NationalAlertFeeds.table`; `CAPAlertSource` reads any of them.
public struct NationalAlertFeed: Sendable, Equatable {
  /// The environment variable's and the shared cache's name for it: the country code ("NZ").
  public var id: String
  /// ISO 3166-1 alpha-2 codes of the places it covers.
  public var countries: Set<String>
  /// The country's English name, for messages.
  public var countryName: String
  /// The service's row in the one table of them (`ServiceEndpoint.all`, "alerts-nz"): its
  /// public address, the variable that moves it, and whom its alerts are credited to.
  public var endpoint: ServiceEndpoint
  /// The index's path by language ("en", "ru"); "en" is the one for every other language.
  public var paths: [String: String]
  /// Rough latitude and longitude boxes around the countries (islands included): a place
  /// outside them is not the feed's whatever its country code says. A place typed as coordinates
  /// is tried in each country its time zone is used in, and zones are shared across the world
  /// (`zone1970.tab` gives Asia/Tokyo to Australia too, for one bird observatory).
  public var boxes: [Box]
  /// How a place is known by the geocodes the feed's messages carry instead of shapes.
  public var geocodes: GeocodeScheme?

  /// Latitudes and longitudes in degrees.
  public struct Box: Sendable, Equatable {
    public var latitudes: ClosedRange<Double>
    public var longitudes: ClosedRange<Double>

    func contains(_ latitude: Double, _ longitude: Double) -> Bool {
      latitudes.contains(latitude) && longitudes.contains(longitude)
    }
  }

  /// The geocode registries the reader can place a point in without a table of shapes.
  public enum GeocodeScheme: Sendable, Equatable {
    /// ISO 3166-2 codes of Australia's states and territories ("AU-NSW"), which the Bureau
    /// of Meteorology files every warning under beside its forecast districts (AMOC area codes,
    /// whose outlines may not be redistributed): a place's state comes from its region's name
    /// or else its time zone (`AustralianStates`).
    case australianStates
  }

  /// Who the alerts come from, as shown beside them ("MetService (alerts.metservice.com)").
  public var providerName: String { endpoint.credit }
  /// The service's public address; the index is at one of `paths` under it.
  public var baseURL: URL { endpoint.defaultURL }

  /// Whether the place is in the feed's countries: by country code and inside a box.
  public func covers(_ location: Location) -> Bool {
    guard let code = location.countryCode?.trimmingWhitespace().uppercased(), countries.contains(code) else {
      return false
    }
    return boxes.contains { $0.contains(location.latitude, location.longitude) }
  }

  /// The index for the user's `language`.
  func path(language: String) -> String {
    paths[language] ?? paths["en"] ?? paths.values.sorted().first ?? "/"
  }
}

/// The national CAP feeds the keyless path reads, one per country (the OASIS Common Alerting
/// Protocol; services listed in WMO's Register of Alerting Authorities). Each is proved against
/// a real recorded answer (Tests/WeatherProvidersTests/Fixtures/CAP, provenance in its README;
/// Australia's by its index alone, as no message of the Bureau's may be kept there); their terms and request counts are in docs/alerts.md. A country with a keyless feed but no
/// recording to prove the reader against is not here: its places say that no source covers
/// them.
public enum NationalAlertFeeds {
  public static let table: [NationalAlertFeed] = [
    feed(
      "AU", "Australia",
      ["en": "/v2/cap-alerts/au-bom-en/rss.xml"], geocodes: .australianStates,
      boxes: [box(-55.2...(-9.0), 112.0...159.3)]),
    feed(
      "BR", "Brazil", ["en": "/avisos/rss"],
      boxes: [box(-34.0...5.5, -74.1...(-28.6))]),
    feed(
      "JM", "Jamaica", ["en": "/capfeed.php"], boxes: [box(14.0...18.7, -80.7...(-74.4))]),
    feed(
      "KZ", "Kazakhstan",
      ["en": "/kazakhstan/cap-feed/en/atom.xml", "ru": "/kazakhstan/cap-feed/ru/atom.xml"],
      boxes: [box(40.5...55.5, 46.4...87.4)]),
    feed(
      "MO", "Macao",
      ["en": "/cap_rss.xml"], boxes: [box(22.0...22.3, 113.4...113.7)]),
    feed(
      "MX", "Mexico",
      ["en": "/tools/PHP/feedsmn/cap.php"], boxes: [box(14.4...32.8, -118.5...(-86.6))]),
    feed(
      "NZ", "New Zealand", ["en": "/cap/rss"],
      boxes: [
        box(-52.7...(-29.2), 165.8...180.0), box(-44.7...(-43.6), -180.0...(-176.1)),
        box(-31.6...(-29.2), -179.0...(-177.8)),
      ]),
    feed(
      "PH", "the Philippines",
      ["en": "/feeds/"], boxes: [box(4.2...21.3, 116.0...127.0)]),
    feed(
      "RU", "Russia",
      ["en": "/hmc-output/cap/cap-feed/en/atom.xml", "ru": "/hmc-output/cap/cap-feed/ru/atom.xml"],
      boxes: [box(41.1...82.0, 19.6...180.0), box(64.0...72.0, -180.0...(-168.9))]),
  ]

  /// The feed with `id`, if any.
  public static func feed(id: String) -> NationalAlertFeed? {
    table.first { $0.id == id }
  }

  private static func feed(
    _ code: String, _ name: String, _ paths: [String: String],
    geocodes: NationalAlertFeed.GeocodeScheme? = nil, boxes: [NationalAlertFeed.Box]
  ) -> NationalAlertFeed {
    NationalAlertFeed(
      id: code, countries: [code], countryName: name, endpoint: .named("alerts-" + code.lowercased()), paths: paths,
      boxes: boxes, geocodes: geocodes)
  }

  private static func box(_ latitudes: ClosedRange<Double>, _ longitudes: ClosedRange<Double>) -> NationalAlertFeed.Box
  {
    NationalAlertFeed.Box(latitudes: latitudes, longitudes: longitudes)
  }
}
