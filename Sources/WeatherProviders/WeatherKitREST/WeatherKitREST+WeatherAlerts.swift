import FoundationEssentials

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
    /// "WeatherAlertSummary".
    public var name: String?
    public var id: String?
    public var areaId: String?
    public var areaName: String?
    public var countryCode: String?
    /// The event's name, e.g. "Heat Advisory".
    public var description: String?
    /// Not WeatherKit's: the issuer's one-line summary (NWS `headline`).
    public var headline: String?
    public var effectiveTime: Date?
    public var expireTime: Date?
    public var issuedTime: Date?
    public var eventOnsetTime: Date?
    public var eventEndTime: Date?
    public var detailsUrl: String?
    public var precedence: Int?
    /// e.g. "severe".
    public var severity: String?
    public var source: String?
    public var eventSource: String?
    public var urgency: String?
    public var certainty: String?
    public var importance: String?
    public var responses: [String]?
    /// As in the alert detail: the agency's full text (`/weatherAlert/{language}/{id}`).
    public var messages: [AlertMessage]?
    /// Not WeatherKit's: what to do (NWS `instruction`).
    public var instruction: String?
    /// Not WeatherKit's: the fields of this alert WeatherTUI computed (a severity from ECCC's
    /// colour), each with its source and rule, as `metadata.derived` lists them.
    public var derived: [DerivedField]?

    public init() {}
  }

  /// One text of an alert detail's `messages`.
  public struct AlertMessage: Codable, Sendable {
    public var language: String?
    public var text: String?

    public init(language: String?, text: String?) {
      self.language = language
      self.text = text
    }
  }
}
