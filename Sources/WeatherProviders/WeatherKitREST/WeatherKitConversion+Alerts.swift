import FoundationEssentials
import WeatherCore

// MARK: - The one WeatherKit conversion, both directions: alerts

extension WeatherCore.WeatherAlert {
  /// The served summary; `index` names an alert that came without an id. Its description is
  /// the event's name; the agency's full text, fetched separately, becomes `description`.
  init(_ alert: WeatherKitREST.WeatherAlert, index: Int) {
    self.init(
      id: alert.id ?? "weatherkit-\(index)", event: alert.description ?? "Weather alert",
      headline: alert.headline,
      severity: alert.severity.flatMap { Severity(rawValue: $0.lowercased()) } ?? .unknown,
      urgency: alert.urgency, certainty: alert.certainty, areaDescription: alert.areaName,
      effective: alert.effectiveTime, onset: alert.eventOnsetTime, expires: alert.expireTime,
      ends: alert.eventEndTime, source: alert.source ?? "", detailsURL: alert.detailsUrl,
      description: alert.messages?.compactMap(\.text).first, instruction: alert.instruction)
    areaId = alert.areaId
    countryCode = alert.countryCode
    issuedTime = alert.issuedTime
    importance = alert.importance
    precedence = alert.precedence
    responses = alert.responses
    eventSource = alert.eventSource
  }
}

extension WeatherKitREST.WeatherAlert {
  /// The alert as WeatherKit writes a summary, with the full text as the detail's `messages`.
  public init(_ alert: WeatherCore.WeatherAlert) {
    self.init()
    name = "WeatherAlertSummary"
    id = alert.id
    areaId = alert.areaId
    areaName = alert.areaDescription
    countryCode = alert.countryCode
    description = alert.event
    headline = alert.headline
    effectiveTime = alert.effective
    expireTime = alert.expires
    issuedTime = alert.issuedTime
    eventOnsetTime = alert.onset
    eventEndTime = alert.ends
    detailsUrl = alert.detailsURL
    precedence = alert.precedence
    severity = alert.severity.rawValue
    source = alert.source.isEmpty ? nil : alert.source
    eventSource = alert.eventSource
    urgency = alert.urgency
    certainty = alert.certainty
    importance = alert.importance
    responses = alert.responses
    messages = alert.description.map { [WeatherKitREST.AlertMessage(language: nil, text: $0)] }
    instruction = alert.instruction
    derived = alert.severityDerivation.map {
      [WeatherKitREST.DerivedField(field: "severity", derivedFrom: $0.derivedFrom, method: $0.method)]
    }
  }
}
