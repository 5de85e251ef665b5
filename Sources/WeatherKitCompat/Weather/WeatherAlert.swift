import Foundation
internal import WeatherCore

/// An official weather alert, WeatherKit's `WeatherAlert`: from WeatherKit, or from the
/// national service that covers the place (NWS, Environment Canada, DWD, MET Norway, MeteoAlarm).
///
/// ```swift
/// let seattle = CLLocation(latitude: 47.61, longitude: -122.33)
/// let alerts = try await WeatherService.shared.weather(for: seattle, including: .alerts)
/// for alert in alerts ?? [] {
///     print(alert.severity, alert.summary, "from", alert.source, alert.detailsURL)
/// }
/// ```
public struct WeatherAlert: Codable, Hashable, Sendable {
  /// The issuing service's page for the alert; where the service links none (Environment
  /// Canada, some DWD and MET Norway messages), its page of warnings in force.
  public var detailsURL: URL
  /// The issuing service, e.g. "NWS Duluth MN".
  public var source: String
  /// The event, e.g. "Winter Storm Warning".
  public var summary: String
  /// The area it covers, as the service names it.
  public var region: String?
  /// How severe the issuing service rates the alert (CAP severity).
  public var severity: WeatherSeverity
  /// When and for which place the alerts were read, and until when they hold.
  public var metadata: WeatherMetadata

  init(_ alert: WeatherCore.WeatherAlert, listURL: String?, metadata: WeatherMetadata) {
    detailsURL =
      [alert.detailsURL, listURL].lazy.compactMap { $0.flatMap(Self.webLink) }.first
      ?? Self.warningsPage(of: alert.source)
    source = alert.source
    summary = alert.event
    region = alert.areaDescription
    severity = WeatherSeverity(alert.severity)
    self.metadata = metadata
  }

  /// `text` as a link, when it is an http(s) URL with a host (links arrive from the network).
  private static func webLink(_ text: String) -> URL? {
    guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
      url.host?.isEmpty == false
    else { return nil }
    return url
  }

  /// The page of warnings in force of the service named `source`; for a service we do not know,
  /// WMO's Severe Weather Information Centre, which lists every national service's warnings.
  static func warningsPage(of source: String) -> URL {
    let pages: [(String, String)] = [
      ("Environment Canada", "https://weather.gc.ca/warnings/index_e.html"),
      ("Deutscher Wetterdienst", "https://www.dwd.de/DE/wetter/warnungen_gemeinden/warnWetter_node.html"),
      ("MET Norway", "https://www.met.no/en/weather-and-climate/warnings"),
      ("MeteoAlarm", "https://meteoalarm.org/"),
      ("NWS", "https://alerts.weather.gov/"),
    ]
    let page = pages.first { source.contains($0.0) }?.1 ?? "https://severeweather.wmo.int/"
    return URL(string: page)!
  }
}

/// How severe an alert is (CAP severity).
public enum WeatherSeverity: String, CaseIterable, Codable, Comparable, Hashable, Sendable,
  CustomStringConvertible
{
  /// Minimal to no known threat to life or property.
  case minor
  /// A possible threat to life or property.
  case moderate
  /// A significant threat to life or property.
  case severe
  /// An extraordinary threat to life or property.
  case extreme
  /// The severity is not given or not known; it sorts below minor.
  case unknown

  /// "Severe".
  public var description: String { titledWords }
  /// The same text, for screen readers.
  public var accessibilityDescription: String { description }

  /// Unknown first, then minor to extreme.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    let order: [WeatherSeverity] = [.unknown, .minor, .moderate, .severe, .extreme]
    return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
  }

  init(_ severity: WeatherCore.WeatherAlert.Severity) {
    self = WeatherSeverity(rawValue: severity.rawValue) ?? .unknown
  }
}
