import Foundation
internal import WeatherCore

/// An official weather alert, WeatherKit's `WeatherAlert`: from WeatherKit, or from the
/// national service that covers the place (NWS, Environment Canada, DWD, MET Norway, MeteoAlarm).
public struct WeatherAlert: Hashable, Sendable {
  /// The issuing service's page for the alert (the service's own home page when it names none).
  public var detailsURL: URL
  /// The issuing service, e.g. "NWS Duluth MN".
  public var source: String
  /// The event, e.g. "Winter Storm Warning".
  public var summary: String
  /// The area it covers, as the service names it.
  public var region: String?
  public var severity: WeatherSeverity
  public var metadata: WeatherMetadata

  init?(_ alert: WeatherCore.WeatherAlert, listURL: String?, metadata: WeatherMetadata) {
    // Every alert source checks its links where they enter the model; one without any is left out
    // rather than given an invented address.
    guard let url = (alert.detailsURL ?? listURL).flatMap(URL.init(string:)) else { return nil }
    detailsURL = url
    source = alert.source
    summary = alert.event
    region = alert.areaDescription
    severity = WeatherSeverity(alert.severity)
    self.metadata = metadata
  }
}

/// How severe an alert is (CAP severity).
public enum WeatherSeverity: String, CaseIterable, Codable, Comparable, Hashable, Sendable,
  CustomStringConvertible
{
  case minor, moderate, severe, extreme, unknown

  /// "Severe".
  public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
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
