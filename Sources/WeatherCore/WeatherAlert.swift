import Foundation

/// An official severe-weather alert.
public struct WeatherAlert: Sendable, Hashable, Codable, Identifiable {
  public var id: String
  /// The event name, e.g. "Winter Storm Warning".
  public var event: String
  public var headline: String?
  public var severity: Severity
  public var urgency: String?
  public var certainty: String?
  public var areaDescription: String?
  public var effective: Date?
  public var expires: Date?
  /// Issuing agency, e.g. "NWS Duluth MN".
  public var source: String
  public var detailsURL: String?
  public var description: String?
  public var instruction: String?

  public init(
    id: String, event: String, headline: String? = nil, severity: Severity,
    urgency: String? = nil, certainty: String? = nil, areaDescription: String? = nil,
    effective: Date? = nil, expires: Date? = nil, source: String, detailsURL: String? = nil,
    description: String? = nil, instruction: String? = nil
  ) {
    self.id = id
    self.event = event
    self.headline = headline
    self.severity = severity
    self.urgency = urgency
    self.certainty = certainty
    self.areaDescription = areaDescription
    self.effective = effective
    self.expires = expires
    self.source = source
    self.detailsURL = detailsURL
    self.description = description
    self.instruction = instruction
  }

  /// CAP severity, ordered from least to most severe.
  public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case unknown, minor, moderate, severe, extreme

    private var rank: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }
}

/// What a provider knows about alerts for a place: either a list (possibly empty), or
/// the honest statement that no alert source covers it.
public enum AlertStatus: Sendable, Hashable, Codable {
  /// An alert source covers this place; the list may be empty (no alerts in force).
  case covered([WeatherAlert])
  /// No official alert source is wired for this place or provider; the reason is shown.
  case noSource(reason: String)

  /// The alerts in force, empty when there are none or no source.
  public var alerts: [WeatherAlert] {
    if case .covered(let list) = self { return list }
    return []
  }
}
