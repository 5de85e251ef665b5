import FoundationEssentials
import WeatherCore

/// A MeteoAlarm country feed (`/api/v1/warnings/feeds-{slug}`, alerts.md §2.2): the country's
/// CAP messages, each with one `info` per language and areas named by geocode, not by polygon.
struct MeteoAlarmFeed: Decodable, Sendable {
  var warnings: [Warning]

  struct Warning: Decodable, Sendable {
    var alert: Alert?
    var uuid: String?
  }

  struct Alert: Decodable, Sendable {
    var identifier: String?
    var sent: String?
    var status: String?
    /// "Alert", "Update" or "Cancel".
    var msgType: String?
    /// The messages this one replaces: "sender,identifier,sent" triples, space-separated.
    var references: String?
    var info: [Info]?
  }

  struct Info: Decodable, Sendable {
    var language: String?
    var event: String?
    var headline: String?
    var description: String?
    var instruction: String?
    var severity: String?
    var urgency: String?
    var certainty: String?
    var effective: String?
    var onset: String?
    var expires: String?
    var senderName: String?
    var web: String?
    /// CAP responseType, an array here: ["Monitor"], ["None"].
    var responseType: [String]?
    var parameter: [Value]?
    var area: [Area]?
  }

  /// A CAP `parameter` or `geocode`: a name and its value.
  struct Value: Decodable, Sendable {
    var valueName: String?
    var value: String?
  }

  struct Area: Decodable, Sendable {
    var areaDesc: String?
    var geocode: [Value]?
  }

  static func decode(_ body: Data) throws -> MeteoAlarmFeed {
    try AlertFetch.decode(MeteoAlarmFeed.self, from: body, service: MeteoAlarmAlertSource.serviceName)
  }

  // MARK: - Alerts for one area

  /// The warnings in force or coming for area `code`, in `language` where the feed has it
  /// (else English, else the first): level-1 "no warning" entries, cancellations, the messages
  /// updates replace and those expired by `now` (feeds keep days of them) dropped, and one
  /// warning filed again per district shown once.
  func alerts(inArea code: String, language: String, now: Date) -> [WeatherAlert] {
    let replaced = replacedIdentifiers()
    var seen: Set<String> = []
    var result: [WeatherAlert] = []
    for (index, warning) in warnings.enumerated() {
      guard let alert = warning.alert, (alert.status ?? "Actual") == "Actual", alert.msgType != "Cancel",
        !replaced.contains(alert.identifier ?? ""),
        let info = Self.info(of: alert, language: language),
        let area = (info.area ?? []).first(where: { $0.codes.contains(code) })
          ?? (alert.info ?? []).lazy.compactMap({ $0.area?.first(where: { $0.codes.contains(code) }) }).first
      else { continue }
      let level = info.awarenessLevel
      let expires = info.expires.flatMap(WeatherKitResponse.date)
      guard level != 1, (expires ?? .distantFuture) > now else { continue }
      let served = info.severity.flatMap { WeatherAlert.Severity(rawValue: $0.lowercased()) }
        .flatMap { $0 == .unknown ? nil : $0 }
      var item = WeatherAlert(
        id: alert.identifier ?? warning.uuid ?? "meteoalarm-\(index)",
        event: info.event ?? info.awarenessType ?? "Weather warning", headline: info.headline,
        severity: served ?? Self.severity(level: level),
        urgency: info.urgency, certainty: info.certainty, areaDescription: area.areaDesc,
        effective: info.effective.flatMap(WeatherKitResponse.date), onset: info.onset.flatMap(WeatherKitResponse.date),
        expires: expires,
        // The national service that issued it, and the relay, as MeteoAlarm's terms ask.
        source: info.senderName.map { "\($0) via \(MeteoAlarmAlertSource.providerName)" }
          ?? MeteoAlarmAlertSource.providerName,
        detailsURL: info.web.map { $0.trimmingWhitespaceAndNewlines() }.flatMap { $0.isEmpty ? nil : $0 },
        description: info.description, instruction: info.instruction)
      // MeteoAlarm's terms ask for the time of issue beside the warning.
      item.issuedTime = alert.sent.flatMap(WeatherKitResponse.date)
      item.responses = info.responseType.flatMap { $0.isEmpty ? nil : $0.map(NWSAlertsResponse.responseName) }
      item.areaId = code
      if served == nil, item.severity != .unknown { item.severityDerivation = Self.severityRule }
      // Some services file one warning per district with the same text; the place sees it once.
      let key = [item.event, item.severity.rawValue, info.onset ?? "", info.expires ?? "", item.description ?? ""]
        .joined(separator: "\u{1F}")
      guard seen.insert(key).inserted else { continue }
      result.append(item)
    }
    return result.sorted(by: AlertStatus.displayOrder)
  }

  /// The identifiers of messages an `Update` or `Cancel` in the feed replaces.
  func replacedIdentifiers() -> Set<String> {
    var replaced: Set<String> = []
    for warning in warnings {
      guard let alert = warning.alert, alert.msgType == "Update" || alert.msgType == "Cancel",
        let references = alert.references
      else { continue }
      for triple in references.split(whereSeparator: \.isWhitespace) {
        let parts = triple.split(separator: ",", omittingEmptySubsequences: false)
        if parts.count >= 2 { replaced.insert(String(parts[1])) }
      }
    }
    return replaced
  }

  /// How a warning without a CAP severity of its own is graded: from its awareness level.
  static let severityRule = Derivation(
    dataset: .weatherAlerts, field: "alerts[].severity", derivedFrom: "MeteoAlarm awareness_level",
    method: "level 2 (yellow) moderate, 3 (orange) severe, 4 (red) extreme, as MeteoAlarm's own "
      + "awareness_level entries pair them (\"2; yellow; Moderate\"); used only where the warning has no CAP severity")

  /// The CAP severity a MeteoAlarm level stands for: 2 yellow moderate, 3 orange severe,
  /// 4 red extreme.
  static func severity(level: Int?) -> WeatherAlert.Severity {
    switch level {
    case 2: .moderate
    case 3: .severe
    case 4: .extreme
    default: .unknown
    }
  }

  // MARK: - Languages

  /// The `info` in `language` ("hr"), else English, else the first. Norwegian matches any of
  /// its tags (met.no writes "no", a locale says "nb" or "nn").
  static func info(of alert: Alert, language: String) -> Info? {
    let infos = alert.info ?? []
    let wanted = Self.languageGroup(language)
    return infos.first { wanted.contains(Self.primaryLanguage($0.language)) }
      ?? infos.first { Self.primaryLanguage($0.language) == "en" } ?? infos.first
  }

  /// "en-GB" → "en".
  static func primaryLanguage(_ tag: String?) -> String {
    String((tag ?? "").prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  private static func languageGroup(_ language: String) -> Set<String> {
    let norwegian: Set<String> = ["no", "nb", "nn"]
    return norwegian.contains(language) ? norwegian : [language]
  }

  // MARK: - The areas a place can choose

  /// One area of the feed: its code and the name the feed gives it.
  struct AreaName: Sendable, Equatable {
    var code: String
    var name: String
  }

  /// Every area the feed names, once per code, by name. Services list every area (with green
  /// "no warning" entries) when calm, so the feed is the country's list of areas; an area
  /// holding several codes names each when its description lists exactly that many names,
  /// else every code takes the whole description (the code is shown beside it).
  func areas(language: String) -> [AreaName] {
    var names: [String: (name: String, exact: Bool)] = [:]
    for warning in warnings {
      guard let alert = warning.alert, let info = Self.info(of: alert, language: language) else { continue }
      for area in info.area ?? [] {
        let codes = area.codes
        let description = (area.areaDesc ?? "").trimmingWhitespaceAndNewlines()
        let parts = description.split(separator: ",").map { String($0).trimmingWhitespace() }
        let split = codes.count > 1 && parts.count == codes.count && !description.contains("(")
        for (index, code) in codes.enumerated() {
          let exact = codes.count == 1 || split
          let name = split ? parts[index] : description.isEmpty ? code : description
          if let known = names[code], known.exact || !exact { continue }
          names[code] = (name, exact)
        }
      }
    }
    return names.map { AreaName(code: $0.key, name: $0.value.name) }.sorted {
      let (a, b) = ($0.name.lowercased(), $1.name.lowercased())
      return a != b ? a < b : $0.code < $1.code
    }
  }
}

// MARK: - Reading the CAP values

extension MeteoAlarmFeed {
  /// Every area code the feed's warnings name, of any registry and level (green entries too).
  var areaCodes: Set<String> {
    var codes: Set<String> = []
    for warning in warnings {
      for info in warning.alert?.info ?? [] {
        for area in info.area ?? [] { codes.formUnion(area.codes) }
      }
    }
    return codes
  }
}

extension MeteoAlarmFeed.Area {
  /// The area's geocode values, as codes.
  var codes: [String] {
    (geocode ?? []).compactMap { $0.value.flatMap(AlertAreaCode.normalized) }
  }
}

extension MeteoAlarmFeed.Info {
  /// `awareness_level` "3; orange; Severe" → 3.
  var awarenessLevel: Int? {
    parameter(named: "awareness_level").flatMap { Int($0.prefix { $0 != ";" }.trimmingWhitespace()) }
  }

  /// `awareness_type` "1; Wind" → "Wind".
  var awarenessType: String? {
    parameter(named: "awareness_type").flatMap { value in
      value.split(separator: ";", maxSplits: 1).last.map { String($0).trimmingWhitespace() }
    }
  }

  private func parameter(named name: String) -> String? {
    parameter?.first { $0.valueName == name }?.value
  }
}
