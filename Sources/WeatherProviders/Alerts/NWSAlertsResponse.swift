import FoundationEssentials
import WeatherCore

/// The GeoJSON `FeatureCollection` of `/alerts/active` (alerts.md §1.3), decoded leniently:
/// every text may be null, enums are kept as strings, `@context` and geometry are ignored.
struct NWSAlertsResponse: Decodable {
  var features: [Feature]

  struct Feature: Decodable {
    var id: String?
    var properties: Properties?
  }

  struct Properties: Decodable {
    var id: String?
    var areaDesc: String?
    var references: [Reference]?
    var sent: Date?
    var effective: Date?
    var onset: Date?
    var expires: Date?
    var ends: Date?
    var status: String?
    var severity: String?
    var certainty: String?
    var urgency: String?
    var event: String?
    var senderName: String?
    var headline: String?
    var description: String?
    var instruction: String?
    var parameters: [String: [String]]?
    /// CAP responseType: "Shelter", "Execute", "Monitor", "AllClear", …; may be null.
    var response: String?
    var geocode: Geocode?
  }

  /// The zones an alert covers: UGC codes ("WAZ558" zones, "WAC033" counties) and SAME
  /// (FIPS "053033").
  struct Geocode: Decodable {
    var UGC: [String]?
    var SAME: [String]?
  }

  struct Reference: Decodable {
    var identifier: String?
  }

  static func decode(_ body: Data) throws -> NWSAlertsResponse {
    do {
      return try WeatherKitResponse.decoder.decode(NWSAlertsResponse.self, from: body)
    } catch let error as DecodingError {
      throw NWSError.malformedBody(detail: WeatherKitResponse.describe(error))
    }
  }

  // MARK: - Mapping

  /// The alerts in force: actual messages only (no tests or drills), without messages that a
  /// newer one in the same answer supersedes, mapped onto `WeatherAlert` and sorted.
  func alerts() -> [WeatherAlert] {
    let properties = features.compactMap { feature in
      feature.properties.map { (feature.id, $0) }
    }.filter { ($0.1.status ?? "Actual") == "Actual" }
    // Messages a newer one names in `references`, or in `parameters.expiredReferences`
    // ("sender,identifier,sent" triples separated by spaces), are no longer in force.
    let referenced = properties.flatMap { $0.1.references ?? [] }.compactMap(\.identifier)
    let expired = properties.flatMap { $0.1.parameters?["expiredReferences"] ?? [] }
      .flatMap { $0.split(separator: " ") }
      .compactMap { triple -> String? in
        let parts = triple.split(separator: ",")
        return parts.count >= 2 ? String(parts[1]) : nil
      }
    let superseded = Set(referenced + expired)
    let mapped = properties.compactMap { featureID, p -> WeatherAlert? in
      guard let id = p.id ?? featureID, !superseded.contains(id) else { return nil }
      let endingTime = p.parameters?["eventEndingTime"]?.first.flatMap(WeatherKitResponse.date)
      var alert = WeatherAlert(
        id: id, event: p.event ?? "Weather alert",
        headline: p.parameters?["NWSheadline"]?.first ?? p.headline,
        severity: p.severity.flatMap { WeatherAlert.Severity(rawValue: $0.lowercased()) }
          ?? .unknown,
        urgency: p.urgency, certainty: p.certainty, areaDescription: p.areaDesc,
        effective: p.effective, onset: p.onset, expires: p.expires,
        ends: p.ends ?? endingTime, source: p.senderName ?? "National Weather Service",
        detailsURL: Self.page(of: p.geocode), description: p.description, instruction: p.instruction)
      alert.issuedTime = p.sent
      alert.responses = p.response.map { [Self.responseName($0)] }
      alert.countryCode = "US"
      alert.areaId = p.geocode?.UGC?.first
      return alert
    }
    return mapped.sorted(by: AlertStatus.displayOrder)
  }
}

extension NWSAlertsResponse {
  /// The alert's page on forecast.weather.gov, the "hazardous weather" page of its first zone
  /// and county (`showsigwx.php?warnzone=WAZ558&warncounty=WAC033`), which shows the alert's
  /// full text; nil when the alert names no zone. The API's own `id` is JSON, not a page, and
  /// the old per-alert pages were retired (alerts.md §1.11).
  static func page(of geocode: Geocode?) -> String? {
    let ugc = geocode?.UGC ?? []
    let zone = ugc.first { $0.count == 6 && $0.dropFirst(2).first == "Z" }
    // A county from UGC ("WAC033"), else from SAME ("053033") with the zone's state letters.
    let county =
      ugc.first { $0.count == 6 && $0.dropFirst(2).first == "C" }
      ?? zone.flatMap { zone in
        geocode?.SAME?.first { $0.count == 6 && $0.allSatisfy(\.isNumber) }.map { zone.prefix(2) + "C" + $0.suffix(3) }
      }
    guard zone != nil || county != nil else { return nil }
    let codes = [("warnzone", zone), ("warncounty", county)].compactMap { name, value in
      value.flatMap { value in
        value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } ? "\(name)=\(value)" : nil
      }
    }
    guard !codes.isEmpty else { return nil }
    return "https://forecast.weather.gov/showsigwx.php?" + codes.joined(separator: "&")
  }

  /// CAP's responseType as WeatherKit spells it: "AllClear" → "allClear", "Shelter" → "shelter".
  static func responseName(_ served: String) -> String {
    guard let first = served.first else { return served }
    return first.lowercased() + served.dropFirst()
  }
}

/// An RFC 7807 problem body from api.weather.gov.
struct NWSProblem: Decodable {
  var type: String?
  var title: String?
  var detail: String?
  var correlationId: String?

  /// "Parameter "point" is invalid: out of bounds" — the place is outside NWS coverage.
  var isOutOfBounds: Bool {
    (detail ?? "").lowercased().contains("out of bounds")
      || (type ?? "").hasSuffix("/InvalidPoint")
  }
}
