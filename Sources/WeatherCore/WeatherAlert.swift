import FoundationEssentials

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
  /// When the hazard is expected to begin (CAP `onset`), when known.
  public var onset: Date?
  /// When this message should be replaced (CAP `expires`); the hazard may last longer.
  public var expires: Date?
  /// When the hazard itself ends (CAP `ends`), when the agency says.
  public var ends: Date?
  /// Issuing agency, e.g. "NWS Duluth MN".
  public var source: String
  public var detailsURL: String?
  public var description: String?
  public var instruction: String?

  // MARK: WeatherKit's own fields, kept as served

  public var areaId: String?
  /// ISO 3166 alpha-2.
  public var countryCode: String?
  public var issuedTime: Date?
  /// "high", "normal" or "low".
  public var importance: String?
  /// Lower comes first among overlapping alerts.
  public var precedence: Int?
  /// What to do: "shelter", "evacuate", "prepare", …
  public var responses: [String]?
  public var eventSource: String?

  // MARK: Not served

  /// How WeatherTUI worked `severity` out where the service grades its alerts another way
  /// (ECCC's colour, MeteoAlarm's awareness level); nil when the severity is the service's own.
  /// Screens mark it as computed, the JSON lists it in `derived`.
  public var severityDerivation: Derivation?

  public init(
    id: String, event: String, headline: String? = nil, severity: Severity,
    urgency: String? = nil, certainty: String? = nil, areaDescription: String? = nil,
    effective: Date? = nil, onset: Date? = nil, expires: Date? = nil, ends: Date? = nil,
    source: String, detailsURL: String? = nil, description: String? = nil,
    instruction: String? = nil
  ) {
    self.id = id
    self.event = event
    self.headline = headline
    self.severity = severity
    self.urgency = urgency
    self.certainty = certainty
    self.areaDescription = areaDescription
    self.effective = effective
    self.onset = onset
    self.expires = expires
    self.ends = ends
    self.source = source
    self.detailsURL = detailsURL
    self.description = description
    self.instruction = instruction
  }

  /// Names one more area the alert covers ("Zone A; Zone B"), unless it names it already.
  public mutating func addArea(_ name: String?) {
    let area = name?.trimmingWhitespaceAndNewlines() ?? ""
    let known = areaDescription ?? ""
    guard !area.isEmpty, !known.split(separator: ";").contains(where: { String($0).trimmingWhitespace() == area })
    else { return }
    areaDescription = known.isEmpty ? area : known + "; " + area
  }

  /// `text` when it is the address of a web page a person can open: an http(s) URL with a host
  /// that is not a machine's address, which services put in the same fields (NWS's feature id
  /// `https://api.weather.gov/alerts/urn:oid:…` is JSON). Nil otherwise, so `detailsURL` is a
  /// page or absent.
  public static func webPage(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingWhitespaceAndNewlines(), !trimmed.isEmpty,
      !trimmed.contains(where: { $0.isWhitespace }), let url = URL(string: trimmed),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host?.lowercased(), !host.isEmpty
    else { return nil }
    let path = url.path.lowercased()
    // An API host or a data file is for programs, not people.
    if host.hasPrefix("api.") || path.hasPrefix("/api/") || path.contains("/alerts/urn:") { return nil }
    let dataFiles = [".json", ".geojson", ".xml", ".cap", ".atom", ".rss"]
    return dataFiles.contains(where: { path.hasSuffix($0) }) ? nil : trimmed
  }

  /// When the hazard is over: `ends` when given, else `expires` (NWS reissues messages before
  /// the hazard ends, so `expires` alone would drop a running warning between refreshes).
  public var hazardEnd: Date? { ends ?? expires }

  /// When the hazard starts, for ordering: `onset`, else `effective`.
  public var start: Date? { onset ?? effective }

  /// CAP severity, ordered from least to most severe.
  public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case unknown, minor, moderate, severe, extreme

    private var rank: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }
}

/// What a provider knows about alerts for a place: a list (possibly empty), the honest
/// statement that no alert source covers it, or that the source that covers it failed.
public enum AlertStatus: Sendable, Hashable, Codable {
  /// An alert source covers this place; the list may be empty (no alerts in force).
  case covered([WeatherAlert])
  /// No official alert source is wired for this place or provider; the reason is shown.
  case noSource(reason: String)
  /// A source covers this place but could not be read, and no earlier answer was kept: not the
  /// same as "no alerts". `reason` is the one-line failure.
  case unavailable(reason: String)

  /// The alerts in force, empty when there are none or no source.
  public var alerts: [WeatherAlert] {
    if case .covered(let list) = self { return list }
    return []
  }

  /// The alerts still in force at `now` (hazard end in the future or unknown), most severe
  /// first, then by onset; `noSource` and `unavailable` are returned unchanged. Pure, so a pane can call it on
  /// every frame and an alert disappears at its end even between refreshes.
  public func active(at now: Date) -> AlertStatus {
    guard case .covered(let list) = self else { return self }
    return .covered(list.filter { ($0.hazardEnd ?? .distantFuture) > now }.sorted(by: Self.displayOrder))
  }

  /// What a source's failure message says without its "…will be retried at the next refresh"
  /// tail, for screens that give the retry time themselves.
  public static func reasonWithoutRetry(_ reason: String) -> String {
    for tail in ["; alerts will be retried at the next refresh", ", alerts will be retried at the next refresh"]
    where reason.hasSuffix(tail) {
      return String(reason.dropLast(tail.count))
    }
    return reason
  }

  /// The same alerts with those identical but for their area made one, naming every area
  /// ("Zone A; Zone B"): services file one message per zone or district.
  public func mergingAreas() -> AlertStatus {
    guard case .covered(let list) = self else { return self }
    var merged: [WeatherAlert] = []
    var index: [WeatherAlert: Int] = [:]
    for alert in list {
      var key = alert
      key.id = ""
      key.areaDescription = nil
      key.areaId = nil
      key.detailsURL = nil
      key.issuedTime = nil
      if let at = index[key] {
        merged[at].addArea(alert.areaDescription)
      } else {
        index[key] = merged.count
        merged.append(alert)
      }
    }
    return .covered(merged)
  }

  /// The alerts order: most severe first; then the earlier onset; then the id, so it is stable.
  public static func displayOrder(_ a: WeatherAlert, _ b: WeatherAlert) -> Bool {
    if a.severity != b.severity { return a.severity > b.severity }
    let startA = a.start ?? .distantPast
    let startB = b.start ?? .distantPast
    if startA != startB { return startA < startB }
    return a.id < b.id
  }
}
