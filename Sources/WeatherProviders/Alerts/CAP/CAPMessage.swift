import FoundationEssentials
import WeatherCore

/// One OASIS Common Alerting Protocol message (CAP 1.2, and 1.1 and 1.0, which name the same
/// elements), as national services publish them: the alert, one `info` per language, and each
/// info's areas as polygons, circles and geocodes. Every text is as served; `CAPAlerts` turns
/// the messages of a feed into the alerts of one place.
struct CAPMessage: Sendable, Equatable {
  var identifier: String
  var sender: String
  var sent: Date?
  /// "Actual", "Exercise", "System", "Test" or "Draft".
  var status: String
  /// "Alert", "Update", "Cancel", "Ack" or "Error".
  var messageType: String
  /// "Public", "Restricted" or "Private".
  var scope: String
  /// The messages this one updates or cancels, by identifier (from the `sender,identifier,sent`
  /// triples of `references`).
  var references: [String]
  var infos: [Info]

  struct Info: Sendable, Equatable {
    /// RFC 3066 tag; CAP's default is "en-US".
    var language: String
    var categories: [String]
    var event: String?
    var responseTypes: [String]
    var urgency: String?
    var severity: String?
    var certainty: String?
    var effective: Date?
    var onset: Date?
    var expires: Date?
    var senderName: String?
    var headline: String?
    var description: String?
    var instruction: String?
    var web: String?
    var parameters: [(name: String, value: String)]
    var areas: [CAPArea]

    static func == (a: Info, b: Info) -> Bool {
      a.language == b.language && a.categories == b.categories && a.event == b.event
        && a.responseTypes == b.responseTypes && a.urgency == b.urgency && a.severity == b.severity
        && a.certainty == b.certainty && a.effective == b.effective && a.onset == b.onset && a.expires == b.expires
        && a.senderName == b.senderName && a.headline == b.headline && a.description == b.description
        && a.instruction == b.instruction && a.web == b.web && a.areas == b.areas
        && a.parameters.map(\.name) == b.parameters.map(\.name)
        && a.parameters.map(\.value) == b.parameters.map(\.value)
    }
  }

  /// The namespaces of CAP 1.2, 1.1 and 1.0.
  static let namespaces: Set<String> = [
    "urn:oasis:names:tc:emergency:cap:1.2", "urn:oasis:names:tc:emergency:cap:1.1",
    "http://www.incident.com/cap/1.0",
  ]

  /// Whether `element` is a CAP `alert`.
  static func isAlert(_ element: XMLElement) -> Bool {
    element.name == "alert" && namespaces.contains(element.namespace)
  }

  /// The message in a CAP document's bytes.
  static func parse(_ data: Data) throws -> CAPMessage {
    let root: XMLElement
    do {
      root = try XMLReader.parse(data)
    } catch let error as XMLError {
      throw CAPError(problem: error.description)
    }
    return try CAPMessage(root)
  }

  /// The message `element` holds; throws when it is not a CAP alert or has no identifier.
  init(_ element: XMLElement) throws {
    guard Self.isAlert(element) else {
      throw CAPError(problem: "the root element is <\(UntrustedText.clean(element.name, limit: 40))>, not a CAP alert")
    }
    guard let identifier = element.text(of: "identifier") else {
      throw CAPError(problem: "an alert without an identifier")
    }
    self.identifier = identifier
    sender = element.text(of: "sender") ?? ""
    sent = element.text(of: "sent").flatMap(CAPMessage.date)
    status = element.text(of: "status") ?? "Actual"
    messageType = element.text(of: "msgType") ?? "Alert"
    scope = element.text(of: "scope") ?? "Public"
    references = (element.text(of: "references") ?? "").split(whereSeparator: \.isWhitespace).compactMap { triple in
      let parts = triple.split(separator: ",", omittingEmptySubsequences: false)
      return parts.count >= 2 && !parts[1].isEmpty ? String(parts[1]) : nil
    }
    infos = element.children("info").map(Info.init)
  }

  /// A CAP time ("2026-08-31T21:03:41+12:00"); "-00:00", which CAP 1.2 uses for UTC, as
  /// "+00:00".
  static func date(_ text: String) -> Date? {
    if let date = WeatherKitResponse.date(text) { return date }
    guard text.hasSuffix("-00:00") else { return nil }
    return WeatherKitResponse.date(String(text.dropLast(6)) + "+00:00")
  }
}

extension CAPMessage.Info {
  init(_ element: XMLElement) {
    language = element.text(of: "language") ?? "en-US"
    categories = element.texts(of: "category")
    event = element.text(of: "event")
    responseTypes = element.texts(of: "responseType")
    urgency = element.text(of: "urgency")
    severity = element.text(of: "severity")
    certainty = element.text(of: "certainty")
    effective = element.text(of: "effective").flatMap(CAPMessage.date)
    onset = element.text(of: "onset").flatMap(CAPMessage.date)
    expires = element.text(of: "expires").flatMap(CAPMessage.date)
    senderName = element.text(of: "senderName")
    headline = element.text(of: "headline")
    description = element.text(of: "description")
    instruction = element.text(of: "instruction")
    web = element.text(of: "web")
    parameters = element.children("parameter").compactMap { parameter in
      parameter.text(of: "valueName").map { ($0, parameter.text(of: "value") ?? "") }
    }
    areas = element.children("area").map(CAPArea.init)
  }

  /// The value of the parameter called `name`, if any.
  func parameter(_ name: String) -> String? {
    parameters.first { $0.name == name }?.value
  }
}

/// A CAP document that is not a readable message.
struct CAPError: Error, Sendable, Equatable, CustomStringConvertible {
  var problem: String
  var description: String { problem }
}
