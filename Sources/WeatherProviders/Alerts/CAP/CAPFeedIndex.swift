import FoundationEssentials
import WeatherCore

/// What a national CAP feed's address answers: an Atom feed or an RSS channel listing the
/// messages in force by link (the OASIS CAP feeds note's shape), each entry perhaps carrying
/// the message itself, or a single CAP message.
struct CAPFeedIndex: Sendable, Equatable {
  var entries: [Entry]

  enum Entry: Sendable, Equatable {
    /// A message to fetch.
    case link(URL)
    /// A message the index holds itself (an entry's content, or the whole answer).
    case message(CAPMessage)
  }

  static let atomNamespace = "http://www.w3.org/2005/Atom"

  /// The index in `data`, its relative links resolved against `base` (the index's address).
  static func parse(_ data: Data, base: URL) throws -> CAPFeedIndex {
    let root: XMLElement
    do {
      root = try XMLReader.parse(data)
    } catch let error as XMLError {
      throw CAPError(problem: error.description)
    }
    if CAPMessage.isAlert(root) { return CAPFeedIndex(entries: [.message(try CAPMessage(root))]) }
    switch (root.name, root.namespace) {
    case ("feed", atomNamespace):
      return CAPFeedIndex(entries: root.children("entry").compactMap { atomEntry($0, base: base) })
    case ("rss", ""), ("RDF", _):
      let channel = root.child("channel") ?? root
      let items = channel.children("item") + root.children("item")
      return CAPFeedIndex(entries: items.compactMap { rssItem($0, base: base) })
    default:
      throw CAPError(
        problem: "the answer is <\(UntrustedText.clean(root.name, limit: 40))>, not an Atom or RSS feed of CAP alerts")
    }
  }

  /// An Atom entry: the CAP alert in its content, else its link typed as CAP, else its
  /// alternate (or untyped) link.
  private static func atomEntry(_ entry: XMLElement, base: URL) -> Entry? {
    if let content = entry.child("content"), let alert = content.children.first(where: CAPMessage.isAlert),
      let message = try? CAPMessage(alert)
    {
      return .message(message)
    }
    let links = entry.children("link")
    let chosen =
      links.first { ($0.attributes["type"] ?? "").lowercased().contains("cap") }
      ?? links.first { ($0.attributes["rel"] ?? "alternate") == "alternate" }
    return chosen?.attributes["href"].flatMap { link($0, base: base) }.map(Entry.link)
  }

  /// An RSS item: its `link`, else an enclosure, else a permalink `guid`.
  private static func rssItem(_ item: XMLElement, base: URL) -> Entry? {
    if let text = item.text(of: "link"), let url = link(text, base: base) { return .link(url) }
    if let enclosure = item.child("enclosure")?.attributes["url"], let url = link(enclosure, base: base) {
      return .link(url)
    }
    if let guid = item.child("guid"), guid.attributes["isPermaLink"] != "false", let text = guid.trimmedText {
      return link(text, base: base).map(Entry.link)
    }
    return nil
  }

  /// An http(s) URL, relative ones resolved against `base`.
  static func link(_ text: String, base: URL) -> URL? {
    let trimmed = text.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty, trimmed.utf8.count <= 2048, let url = URL(string: trimmed, relativeTo: base)?.absoluteURL,
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { return nil }
    return url
  }
}
