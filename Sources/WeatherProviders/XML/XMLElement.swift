import WeatherCore

/// One element of an XML document read by `XMLReader`: its namespace and local name, its
/// attributes, the character data directly inside it and its child elements.
///
/// A value tree, small enough for what it is used for (CAP messages and Atom or RSS indexes, a
/// few hundred kilobytes at most); comments and processing instructions are not kept.
struct XMLElement: Sendable, Equatable {
  /// The namespace URI the element's prefix (or the default namespace) stands for; "" for none.
  var namespace: String
  /// The name without its prefix ("alert" for `cap:alert`).
  var name: String
  /// Attribute values by local name (namespace declarations are not attributes here).
  var attributes: [String: String]
  /// The character data directly inside the element, CDATA included, as written (not trimmed).
  var text: String
  var children: [XMLElement]

  init(
    namespace: String = "", name: String, attributes: [String: String] = [:], text: String = "",
    children: [XMLElement] = []
  ) {
    self.namespace = namespace
    self.name = name
    self.attributes = attributes
    self.text = text
    self.children = children
  }

  /// The first child called `name`, of any namespace.
  func child(_ name: String) -> XMLElement? {
    children.first { $0.name == name }
  }

  /// Every child called `name`, of any namespace, in document order.
  func children(_ name: String) -> [XMLElement] {
    children.filter { $0.name == name }
  }

  /// The trimmed text of the first child called `name`; nil when there is none or it is empty.
  func text(of name: String) -> String? {
    child(name)?.trimmedText
  }

  /// The trimmed texts of every child called `name` that has one.
  func texts(of name: String) -> [String] {
    children(name).compactMap(\.trimmedText)
  }

  /// The element's own text without surrounding whitespace; nil when nothing is left.
  var trimmedText: String? {
    let trimmed = text.trimmingWhitespaceAndNewlines()
    return trimmed.isEmpty ? nil : trimmed
  }
}
