import Foundation

extension WeatherKitREST {
  /// `weatherAlerts`: the alerts in force for the place.
  public struct AlertCollection: Codable, Sendable {
    /// "WeatherAlertCollection".
    public var name: String?
    public var metadata: Metadata?
    /// Apple's page listing the alerts.
    public var detailsUrl: String?
    /// Not WeatherKit's: why the list is empty when no alert source covers the place.
    public var unavailableReason: String?
    public var alerts: [WeatherAlert]?

    public init() {}
  }

  /// One alert of `weatherAlerts.alerts`.
  public struct WeatherAlert: Codable, Sendable {
    public var id: String?
    public var areaName: String?
    /// The event's name, e.g. "Heat Advisory".
    public var description: String?
    /// Not WeatherKit's: the issuer's one-line summary.
    public var headline: String?
    public var effectiveTime: Date?
    public var expireTime: Date?
    public var eventOnsetTime: Date?
    public var eventEndTime: Date?
    public var detailsUrl: String?
    /// e.g. "severe".
    public var severity: String?
    public var source: String?
    public var urgency: String?
    public var certainty: String?

    public init() {}
  }
}
