import FoundationEssentials
import WeatherCore

/// The reading behind `XMLReader.parse`: one pass over UTF-8 bytes, iterative (a stack of open
/// elements, never recursion, so no input can exhaust the thread's stack).
struct XMLByteParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var elements = 0

  /// An element whose end tag has not come yet.
  private struct Open {
    var element: XMLElement
    /// The name as written ("cap:alert"), which the end tag must repeat.
    var qualifiedName: String
    /// Prefixes in scope, "" for the default namespace.
    var namespaces: [String: String]
    var text: [UInt8] = []
  }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // MARK: - Document

  /// The root element; the bytes must be exactly one document.
  mutating func document() throws -> XMLElement {
    guard String(validating: bytes, as: UTF8.self) != nil else { throw failure("the text is not valid UTF-8") }
    try skipMisc()
    guard peek() == UInt8(ascii: "<") else {
      throw failure(index == bytes.count ? "the document is empty" : "text before the root element")
    }
    let root = try rootElement()
    try skipMisc()
    guard index == bytes.count else { throw failure("content after the root element") }
    return root
  }

  /// Whitespace, comments and processing instructions (the XML declaration among them), as may
  /// stand before and after the root element; a DOCTYPE is refused.
  private mutating func skipMisc() throws {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
      case UInt8(ascii: "<"):
        if starts(with: "<!--") {
          try skipComment()
        } else if starts(with: "<?") {
          try skipProcessingInstruction()
        } else if starts(with: "<!") {
          throw failure("a DOCTYPE or declaration, which is not read")
        } else {
          return
        }
      default:
        return
      }
    }
  }

  // MARK: - Elements

  /// The root element and everything inside it.
  private mutating func rootElement() throws -> XMLElement {
    var stack: [Open] = []
    var root: XMLElement?
    let start = try startTag(inScope: [:])
    if start.selfClosing { return start.open.element }
    stack.append(start.open)
    while root == nil {
      guard index < bytes.count else {
        throw failure("the document ends inside <\(UntrustedText.clean(stack.last!.qualifiedName, limit: 40))>")
      }
      if bytes[index] != UInt8(ascii: "<") {
        try readText(into: &stack[stack.count - 1].text)
      } else if starts(with: "</") {
        index += 2
        let name = try readName()
        skipWhitespace()
        try expect(UInt8(ascii: ">"))
        var open = stack.removeLast()
        guard name == open.qualifiedName else {
          throw failure(
            "</\(UntrustedText.clean(name, limit: 40))> closes <\(UntrustedText.clean(open.qualifiedName, limit: 40))>")
        }
        open.element.text = String(decoding: open.text, as: UTF8.self)
        if stack.isEmpty {
          root = open.element
        } else {
          stack[stack.count - 1].element.children.append(open.element)
        }
      } else if starts(with: "<!--") {
        try skipComment()
      } else if starts(with: "<![CDATA[") {
        index += 9
        let end = try find("]]>")
        stack[stack.count - 1].text += try checkedCharacters(bytes[index..<end])
        index = end + 3
      } else if starts(with: "<?") {
        try skipProcessingInstruction()
      } else if starts(with: "<!") {
        throw failure("a declaration inside an element")
      } else {
        guard stack.count < XMLReader.maximumDepth else {
          throw failure("elements nested deeper than \(XMLReader.maximumDepth)")
        }
        let start = try startTag(inScope: stack[stack.count - 1].namespaces)
        if start.selfClosing {
          stack[stack.count - 1].element.children.append(start.open.element)
        } else {
          stack.append(start.open)
        }
      }
    }
    return root!
  }

  /// A start tag at the cursor (`<name attr="…">` or `<name …/>`), its namespaces resolved.
  private mutating func startTag(inScope outer: [String: String]) throws -> (open: Open, selfClosing: Bool) {
    elements += 1
    guard elements <= XMLReader.maximumElements else {
      throw failure("more than \(XMLReader.maximumElements) elements")
    }
    try expect(UInt8(ascii: "<"))
    let qualifiedName = try readName()
    var written: [(name: String, value: String)] = []
    var selfClosing = false
    while true {
      let spaced = skipWhitespace()
      if peek() == UInt8(ascii: ">") {
        index += 1
        break
      }
      if starts(with: "/>") {
        index += 2
        selfClosing = true
        break
      }
      guard spaced else { throw failure("no space before an attribute") }
      let name = try readName()
      skipWhitespace()
      try expect(UInt8(ascii: "="))
      skipWhitespace()
      let value = try readAttributeValue()
      guard !written.contains(where: { $0.name == name }) else {
        throw failure("the attribute \(UntrustedText.clean(name, limit: 40)) twice")
      }
      written.append((name, value))
    }
    var namespaces = outer
    var attributes: [String: String] = [:]
    for (name, value) in written {
      if name == "xmlns" {
        namespaces[""] = value
      } else if name.hasPrefix("xmlns:") {
        namespaces[String(name.dropFirst(6))] = value
      } else {
        attributes[try split(name).local] = value
      }
    }
    let (prefix, local) = try split(qualifiedName)
    let element = XMLElement(namespace: try namespace(of: prefix, in: namespaces), name: local, attributes: attributes)
    return (Open(element: element, qualifiedName: qualifiedName, namespaces: namespaces), selfClosing)
  }

  /// "cap:alert" → ("cap", "alert"); "alert" → ("", "alert").
  private func split(_ name: String) throws -> (prefix: String, local: String) {
    let parts = name.split(separator: ":", omittingEmptySubsequences: false)
    switch parts.count {
    case 1: return ("", name)
    case 2 where !parts[0].isEmpty && !parts[1].isEmpty: return (String(parts[0]), String(parts[1]))
    default: throw failure("the name \(UntrustedText.clean(name, limit: 40)) is not a name")
    }
  }

  /// The namespace `prefix` stands for where `namespaces` are in scope.
  private func namespace(of prefix: String, in namespaces: [String: String]) throws -> String {
    if prefix == "xml" { return XMLReader.xmlNamespace }
    if let uri = namespaces[prefix] { return uri }
    guard prefix.isEmpty else { throw failure("the prefix \(UntrustedText.clean(prefix, limit: 40)) is not declared") }
    return ""
  }

  // MARK: - Names, text and values

  /// An element or attribute name: up to whitespace, `/`, `>` or `=`.
  private mutating func readName() throws -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "/")
        || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
      {
        break
      }
      let isNameByte =
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
      guard isNameByte else { throw failure("a name holds the byte \(byte)") }
      index += 1
    }
    guard index > start else { throw failure("a name is missing") }
    let first = bytes[start]
    guard !(0x30...0x39).contains(first), first != UInt8(ascii: "-"), first != UInt8(ascii: ".") else {
      throw failure("a name starts with a digit, '-' or '.'")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Character data up to the next `<`, its references resolved and its line ends made `\n`.
  private mutating func readText(into text: inout [UInt8]) throws {
    while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
      let byte = bytes[index]
      if byte == UInt8(ascii: "&") {
        try readReference(into: &text)
      } else if byte == 0x0D {
        text.append(0x0A)
        index += 1
        if peek() == 0x0A { index += 1 }
      } else {
        guard byte >= 0x20 || byte == 0x09 || byte == 0x0A else { throw failure("the control character \(byte)") }
        text.append(byte)
        index += 1
      }
    }
  }

  /// A quoted attribute value, references resolved and whitespace characters made spaces.
  private mutating func readAttributeValue() throws -> String {
    guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw failure("an attribute value is not quoted")
    }
    index += 1
    var value: [UInt8] = []
    while true {
      guard index < bytes.count else { throw failure("an attribute value is not closed") }
      let byte = bytes[index]
      if byte == quote {
        index += 1
        return String(decoding: value, as: UTF8.self)
      }
      switch byte {
      case UInt8(ascii: "<"):
        throw failure("'<' in an attribute value")
      case UInt8(ascii: "&"):
        try readReference(into: &value)
      case 0x0D:
        value.append(0x20)
        index += 1
        if peek() == 0x0A { index += 1 }
      case 0x09, 0x0A:
        value.append(0x20)
        index += 1
      default:
        guard byte >= 0x20 else { throw failure("the control character \(byte)") }
        value.append(byte)
        index += 1
      }
    }
  }

  /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;` at the cursor, as UTF-8.
  private mutating func readReference(into text: inout [UInt8]) throws {
    let start = index
    index += 1
    var end = index
    while end < bytes.count, end - index < 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw failure("an unterminated reference") }
    let name = String(decoding: bytes[index..<end], as: UTF8.self)
    index = end + 1
    let predefined: [String: UInt8] = [
      "lt": UInt8(ascii: "<"), "gt": UInt8(ascii: ">"), "amp": UInt8(ascii: "&"), "quot": UInt8(ascii: "\""),
      "apos": UInt8(ascii: "'"),
    ]
    if let byte = predefined[name] {
      text.append(byte)
      return
    }
    var digits = Substring(name)
    guard digits.first == "#" else {
      index = start
      throw failure("the entity &\(UntrustedText.clean(name, limit: 12)); is not one of XML's five")
    }
    digits = digits.dropFirst()
    var radix = 10
    if digits.first == "x" {
      radix = 16
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let code = UInt32(digits, radix: radix),
      let scalar = Unicode.Scalar(code), Self.isCharacter(code)
    else {
      index = start
      throw failure("the character reference &\(UntrustedText.clean(name, limit: 12)); is not a character")
    }
    text += Array(String(Character(scalar)).utf8)
  }

  /// XML 1.0's `Char`: tab, line feed, carriage return and everything from space on but the
  /// surrogates, U+FFFE and U+FFFF.
  private static func isCharacter(_ code: UInt32) -> Bool {
    code == 0x09 || code == 0x0A || code == 0x0D || (0x20...0xD7FF).contains(code) || (0xE000...0xFFFD).contains(code)
      || (0x10000...0x10FFFF).contains(code)
  }

  /// CDATA's bytes as they are, but for line ends made `\n` and no control characters.
  private func checkedCharacters(_ slice: Slice<UnsafeBufferPointer<UInt8>>) throws -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(slice.count)
    var previousWasReturn = false
    for byte in slice {
      if byte == 0x0A && previousWasReturn {
        previousWasReturn = false
        continue
      }
      previousWasReturn = byte == 0x0D
      guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
        throw failure("the control character \(byte)")
      }
      result.append(byte == 0x0D ? 0x0A : byte)
    }
    return result
  }

  // MARK: - Skipping

  private mutating func skipComment() throws {
    index += 4
    index = try find("-->") + 3
  }

  private mutating func skipProcessingInstruction() throws {
    index += 2
    index = try find("?>") + 2
  }

  /// Skips whitespace; whether there was any.
  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = index
    while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    return index > start
  }

  // MARK: - Bytes

  private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func expect(_ byte: UInt8) throws {
    guard peek() == byte else {
      throw failure(
        index == bytes.count ? "the document ends early" : "'\(Character(Unicode.Scalar(byte)))' is missing")
    }
    index += 1
  }

  private func starts(with text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
    return true
  }

  /// The index where `text` next starts, from the cursor on.
  private func find(_ text: StaticString) throws -> Int {
    let count = text.utf8CodeUnitCount
    var at = index
    while at + count <= bytes.count {
      if bytes[at] == text.utf8Start[0] {
        var matches = true
        for offset in 1..<count where bytes[at + offset] != text.utf8Start[offset] {
          matches = false
          break
        }
        if matches { return at }
      }
      at += 1
    }
    throw failure("'\(text)' is missing")
  }

  private func failure(_ problem: String) -> XMLError {
    XMLError(offset: index, problem: problem)
  }
}
