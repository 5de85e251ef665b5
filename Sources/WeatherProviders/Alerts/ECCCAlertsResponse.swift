import FoundationEssentials
import WeatherCore

/// The GeoJSON `FeatureCollection` of ECCC's `collections/weather-alerts/items` (alerts.md §3),
/// decoded leniently: every property may be missing or null, geometry is ignored.
struct ECCCAlertsResponse: Decodable {
  var features: [Feature]

  struct Feature: Decodable {
    var id: String?
    var properties: Properties?
  }

  /// Bilingual properties: each text comes as `…_en` and `…_fr`.
  struct Properties: Decodable {
    /// Some answers carry the feature id here instead of beside `properties`.
    var id: String?
    var alertCode: String?
    var alertType: String?
    var alertNameEn: String?
    var alertNameFr: String?
    var alertTextEn: String?
    var alertTextFr: String?
    var riskColourEn: String?
    var confidenceEn: String?
    var confidenceFr: String?
    var impactEn: String?
    var featureNameEn: String?
    var featureNameFr: String?
    var statusEn: String?
    var publicationDatetime: String?
    var validityDatetime: String?
    var expirationDatetime: String?
    var eventEndDatetime: String?

    enum CodingKeys: String, CodingKey {
      case id
      case alertCode = "alert_code"
      case alertType = "alert_type"
      case alertNameEn = "alert_name_en"
      case alertNameFr = "alert_name_fr"
      case alertTextEn = "alert_text_en"
      case alertTextFr = "alert_text_fr"
      case riskColourEn = "risk_colour_en"
      case confidenceEn = "confidence_en"
      case confidenceFr = "confidence_fr"
      case impactEn = "impact_en"
      case featureNameEn = "feature_name_en"
      case featureNameFr = "feature_name_fr"
      case statusEn = "status_en"
      case publicationDatetime = "publication_datetime"
      case validityDatetime = "validity_datetime"
      case expirationDatetime = "expiration_datetime"
      case eventEndDatetime = "event_end_datetime"
    }
  }

  static func decode(_ body: Data) throws -> ECCCAlertsResponse {
    try AlertFetch.decode(ECCCAlertsResponse.self, from: body, service: ECCCAlertSource.serviceName)
  }

  // MARK: - Mapping

  /// The alerts in force, in French when `french`, else English: ended ones dropped, and one
  /// alert for the several zones (features) a point query can return for it, naming them all.
  func alerts(french: Bool) -> [WeatherAlert] {
    var position: [String: Int] = [:]
    var result: [WeatherAlert] = []
    for feature in features {
      guard let p = feature.properties else { continue }
      let status = (p.statusEn ?? "").lowercased()
      guard status != "ended", status != "cancelled" else { continue }
      // "1730038981338508350202608040506_fea1-786": the alert, then the zone it covers.
      let featureID = feature.id ?? p.id ?? ""
      let alertID = featureID.split(separator: "_", maxSplits: 1).first.map(String.init) ?? featureID
      let key = alertID.isEmpty ? "\(p.alertCode ?? "")|\(p.publicationDatetime ?? "")" : alertID
      let zone = (french ? (p.featureNameFr ?? p.featureNameEn) : p.featureNameEn)?.trimmingWhitespace()
      if let at = position[key] {
        // Another zone of the same alert.
        result[at].addArea(zone)
        continue
      }
      position[key] = result.count
      let name = (french ? p.alertNameFr : p.alertNameEn) ?? p.alertNameEn ?? p.alertCode ?? "Weather alert"
      var alert = WeatherAlert(
        id: key, event: name, severity: Self.severity(colour: p.riskColourEn),
        certainty: french ? (p.confidenceFr ?? p.confidenceEn) : p.confidenceEn,
        areaDescription: zone.flatMap { $0.isEmpty ? nil : $0 },
        effective: p.publicationDatetime.flatMap(WeatherKitResponse.date),
        onset: p.validityDatetime.flatMap(WeatherKitResponse.date),
        expires: p.expirationDatetime.flatMap(WeatherKitResponse.date),
        ends: p.eventEndDatetime.flatMap(WeatherKitResponse.date),
        source: ECCCAlertSource.senderName,
        description: french ? (p.alertTextFr ?? p.alertTextEn) : p.alertTextEn)
      alert.issuedTime = alert.effective
      alert.countryCode = "CA"
      if alert.severity != .unknown { alert.severityDerivation = Self.severityRule }
      result.append(alert)
    }
    return result.sorted(by: AlertStatus.displayOrder)
  }

  /// How ECCC's alerts are graded here: the service serves a colour (`risk_colour_en`), no CAP
  /// severity.
  static let severityRule = Derivation(
    dataset: .weatherAlerts, field: "alerts[].severity", derivedFrom: "ECCC risk_colour_en",
    method: "yellow moderate, orange severe, red extreme, the CAP severities MeteoAlarm pairs with "
      + "the same colours; an uncoloured statement or advisory stays unknown")

  /// ECCC grades by colour, not CAP severity: yellow, orange and red are the CAP levels
  /// moderate, severe and extreme as MeteoAlarm also pairs them; uncoloured statements and
  /// advisories are ungraded.
  static func severity(colour: String?) -> WeatherAlert.Severity {
    switch colour?.lowercased() {
    case "yellow": .moderate
    case "orange": .severe
    case "red": .extreme
    default: .unknown
    }
  }
}
