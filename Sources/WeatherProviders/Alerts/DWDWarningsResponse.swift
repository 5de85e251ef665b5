import FoundationEssentials
import WeatherCore

/// A GeoJSON answer of the DWD GeoServer's WFS (`outputFormat=application/json`, alerts.md §3):
/// the warn cell that holds a point (`dwd:Warngebiete_Gemeinden`) or the warnings in force for
/// one cell (`dwd:Warnungen_Gemeinden`).
///
/// Properties are read by name whatever their case: the server sends CAP names in capitals
/// (`EVENT`, `ONSET`, `WARNCELLID`), and clients disagree on whether that is always so. A cell id
/// may come as a number or as a string.
struct DWDWarningsResponse: Decodable {
  var features: [Feature]

  struct Feature: Decodable {
    var properties: [String: JSONValue]?

    /// The property named `name` (lower case), whatever case the server used; text or number.
    func text(_ name: String) -> String? {
      guard let properties else { return nil }
      for (key, value) in properties where key.lowercased() == name {
        switch value {
        case .string(let text): return text
        case .number(let number):
          return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        default: return nil
        }
      }
      return nil
    }
  }

  static func decode(_ body: Data) throws -> DWDWarningsResponse {
    try AlertFetch.decode(DWDWarningsResponse.self, from: body, service: DWDAlertSource.serviceName)
  }

  // MARK: - Mapping

  /// The first feature's warn cell: its id and name ("Gemeinde Markt Schwaben"); an id that
  /// is not a warn cell number is none (it goes into the next request's filter).
  var warnCell: (id: String, name: String?)? {
    guard let first = features.first, let id = first.text("warncellid"), DWDAlertSource.isWarnCellID(id)
    else { return nil }
    return (id, first.text("name"))
  }

  /// The warnings in force: actual messages only, cancellations dropped, one per identifier.
  /// DWD's texts are German; there is no other language in this service.
  func alerts() -> [WeatherAlert] {
    var seen: Set<String> = []
    var result: [WeatherAlert] = []
    for (index, feature) in features.enumerated() {
      guard (feature.text("status") ?? "Actual") == "Actual", feature.text("msgtype") != "Cancel" else { continue }
      let id = feature.text("identifier") ?? "dwd-\(index)"
      guard seen.insert(id).inserted else { continue }
      let date = { (name: String) in feature.text(name).flatMap(WeatherKitResponse.date) }
      var alert = WeatherAlert(
        id: id, event: feature.text("event") ?? "Wetterwarnung", headline: feature.text("headline"),
        severity: feature.text("severity").flatMap { WeatherAlert.Severity(rawValue: $0.lowercased()) } ?? .unknown,
        urgency: feature.text("urgency"), certainty: feature.text("certainty"),
        areaDescription: feature.text("areadesc") ?? feature.text("name"),
        effective: date("effective"), onset: date("onset"), expires: date("expires"),
        source: feature.text("sendername") ?? DWDAlertSource.senderName,
        detailsURL: WeatherAlert.webPage(feature.text("web")),
        description: feature.text("description"), instruction: feature.text("instruction"))
      // CAP's `sent`: when DWD issued the message (WeatherKit's issuedTime).
      alert.issuedTime = date("sent")
      alert.countryCode = "DE"
      alert.areaId = feature.text("warncellid")
      result.append(alert)
    }
    return result.sorted(by: AlertStatus.displayOrder)
  }
}
