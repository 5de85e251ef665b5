import FoundationEssentials
import WeatherCore

/// The alerts of one place among the CAP messages a national feed lists: a pure function of the
/// messages, the place and the time.
///
/// - Only `Actual` messages to the `Public` count (tests, exercises, drafts and system messages
///   are never shown), and only `Alert`s and `Update`s (an `Ack` or `Error` is not a warning).
/// - A message another message `Update`s or `Cancel`s (its `references`) is replaced, and a
///   `Cancel` shows nothing itself. (Macao's updates name themselves among their references;
///   that does not replace them.)
/// - Of a message's `info` blocks, those in the user's language are read, else English, else the
///   first language the message has; each of them that applies to the place is one alert.
/// - An info applies where one of its areas holds the place: a polygon or circle containing the
///   point, or a geocode the place is known by (`placeCodes`, e.g. "AU-NSW" from its zone). An
///   area with neither is not shown anywhere rather than everywhere.
/// - An info that has expired by `now` is dropped, and so is one that says the danger is over
///   (`responseType` `AllClear`, or `urgency` `Past`: Macao's lowered signals).
struct CAPAlerts {
  var messages: [CAPMessage]
  /// The feed's credit, for a message that does not name its sender.
  var issuer: String
  var countryCode: String

  /// The place's alerts, most severe first.
  func alerts(
    at latitude: Double, _ longitude: Double, placeCodes: Set<String> = [], language: String, now: Date
  ) -> [WeatherAlert] {
    var replaced: Set<String> = []
    for message in messages where message.messageType == "Update" || message.messageType == "Cancel" {
      replaced.formUnion(message.references.filter { $0 != message.identifier })
    }
    var result: [WeatherAlert] = []
    for message in messages
    where message.status == "Actual" && message.scope == "Public"
      && (message.messageType == "Alert" || message.messageType == "Update")
      && !replaced.contains(message.identifier)
    {
      let infos = Self.infos(of: message, language: language)
      for (index, info) in infos.enumerated() {
        guard (info.expires ?? .distantFuture) > now, !info.responseTypes.contains("AllClear"),
          info.urgency != "Past",
          let area = info.areas.first(where: { Self.area($0, holds: latitude, longitude, codes: placeCodes) })
        else { continue }
        var alert = alert(from: info, of: message, area: area)
        if infos.count > 1 { alert.id += "#\(index + 1)" }
        result.append(alert)
      }
    }
    return result.sorted(by: AlertStatus.displayOrder)
  }

  /// Whether `area` holds the point, by shape or by one of the place's codes.
  static func area(_ area: CAPArea, holds latitude: Double, _ longitude: Double, codes: Set<String>) -> Bool {
    if area.contains(latitude: latitude, longitude: longitude) { return true }
    return !codes.isEmpty && area.geocodes.contains { codes.contains($0.value.uppercased()) }
  }

  /// The message's infos in `language` ("pt", "zh"), else in English, else in its first
  /// language; CAP's default language is "en-US".
  static func infos(of message: CAPMessage, language: String) -> [CAPMessage.Info] {
    let primary = { (tag: String) in MeteoAlarmFeed.primaryLanguage(tag) }
    for wanted in [language.lowercased(), "en"] {
      let matching = message.infos.filter { primary($0.language) == wanted }
      if !matching.isEmpty { return matching }
    }
    guard let first = message.infos.first else { return [] }
    return message.infos.filter { primary($0.language) == primary(first.language) }
  }

  /// The alert one info makes, its texts as served.
  private func alert(from info: CAPMessage.Info, of message: CAPMessage, area: CAPArea) -> WeatherAlert {
    let severity = info.severity.flatMap { WeatherAlert.Severity(rawValue: $0.lowercased()) } ?? .unknown
    var alert = WeatherAlert(
      id: message.identifier, event: info.event ?? info.headline ?? "Warning", headline: info.headline,
      severity: severity, urgency: info.urgency, certainty: info.certainty, areaDescription: area.description,
      effective: info.effective, onset: info.onset, expires: info.expires, source: info.senderName ?? issuer,
      detailsURL: Self.webPage(info.web), description: info.description, instruction: info.instruction)
    alert.issuedTime = message.sent
    alert.countryCode = countryCode
    alert.responses = info.responseTypes.isEmpty ? nil : info.responseTypes.map(NWSAlertsResponse.responseName)
    return alert
  }

  /// `web` when it is the address of a web page (http or https), else nil: CAP's `web` is free
  /// text, and a bare identifier is no link.
  static func webPage(_ web: String?) -> String? {
    guard let web, let url = URL(string: web), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { return nil }
    return web
  }
}
