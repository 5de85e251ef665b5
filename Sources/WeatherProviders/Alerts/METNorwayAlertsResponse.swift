import FoundationEssentials
import WeatherCore

/// The GeoJSON answer of MET Norway's MetAlerts 2.0 `current.json` (alerts.md §3): CAP-like
/// properties per feature and the warning's interval in `when`; decoded leniently.
struct METNorwayAlertsResponse: Decodable {
  var features: [Feature]

  struct Feature: Decodable {
    var properties: Properties?
    var when: When?
  }

  struct When: Decodable {
    /// [start, end] of the warning, ISO 8601.
    var interval: [String]?
  }

  struct Properties: Decodable {
    var id: String?
    var event: String?
    var eventAwarenessName: String?
    var title: String?
    var description: String?
    var consequences: String?
    var instruction: String?
    var severity: String?
    var certainty: String?
    var area: String?
    var status: String?
    /// CAP message type: "Alert", "Update" or "Cancel".
    var type: String?
    var eventEndingTime: String?
    var web: String?
  }

  static func decode(_ body: Data) throws -> METNorwayAlertsResponse {
    try AlertFetch.decode(METNorwayAlertsResponse.self, from: body, service: METNorwayAlertSource.serviceName)
  }

  // MARK: - Mapping

  /// The alerts in force: actual messages only, cancellations dropped, one per identifier.
  /// - Parameter english: event names in English: MetAlerts sends `eventAwarenessName` in
  ///   Norwegian ("Kuling") whatever `lang` asked, so the English name comes from the event code.
  func alerts(english: Bool = true) -> [WeatherAlert] {
    var seen: Set<String> = []
    var result: [WeatherAlert] = []
    for (index, feature) in features.enumerated() {
      guard let p = feature.properties, (p.status ?? "Actual") == "Actual", p.type != "Cancel" else { continue }
      let id = p.id ?? "metalerts-\(index)"
      guard seen.insert(id).inserted else { continue }
      let interval = feature.when?.interval ?? []
      // The consequences ("high waves…") belong with the description; CAP has no field of
      // their own.
      let description = [p.description, p.consequences].compactMap { $0?.trimmingWhitespaceAndNewlines() }
        .filter { !$0.isEmpty }.joined(separator: "\n\n")
      result.append(
        WeatherAlert(
          id: id, event: eventName(p, english: english), headline: p.title?.trimmingWhitespace(),
          severity: p.severity.flatMap { WeatherAlert.Severity(rawValue: $0.lowercased()) } ?? .unknown,
          certainty: p.certainty, areaDescription: p.area,
          onset: interval.first.flatMap(WeatherKitResponse.date),
          expires: interval.count > 1 ? WeatherKitResponse.date(interval[1]) : nil,
          ends: p.eventEndingTime.flatMap(WeatherKitResponse.date), source: METNorwayAlertSource.senderName,
          detailsURL: p.web.map { $0.trimmingWhitespaceAndNewlines() }.flatMap { $0.isEmpty ? nil : $0 },
          description: description.isEmpty ? nil : description, instruction: p.instruction))
    }
    return result.sorted(by: AlertStatus.displayOrder)
  }

  /// The event's name in the language asked: Norwegian as served (`eventAwarenessName`), else
  /// the served event code in words ("forestFire" → "Forest fire", "gale" → "Gale"), the only
  /// English name the answer carries.
  private func eventName(_ p: Properties, english: Bool) -> String {
    if english, let code = p.event, let words = Self.words(ofCode: code) { return words }
    return p.eventAwarenessName ?? p.event ?? "Weather alert"
  }

  /// "blowingSnow" → "Blowing snow"; nil for anything but ASCII letters.
  static func words(ofCode code: String) -> String? {
    guard !code.isEmpty, code.count <= 40, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
    var words = ""
    for character in code {
      if character.isUppercase, !words.isEmpty { words.append(" ") }
      words.append(words.isEmpty ? Character(character.uppercased()) : Character(character.lowercased()))
    }
    return words
  }
}
