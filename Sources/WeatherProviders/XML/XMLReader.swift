import FoundationEssentials
import WeatherCore

/// A small, strict XML 1.0 reader for what official alerts need (CAP messages, Atom and RSS
/// indexes): elements, attributes, namespaces, character data, CDATA, the five predefined
/// entities and character references, read into an `XMLElement` tree.
///
/// Written here rather than bound from a C library: Debian's libxml2 depends on ICU (which the
/// installed program must never load) and reads DTDs, and the subset CAP uses is a few hundred
/// lines that libFuzzer can cover (`Fuzz/Sources/CAPFeedsFuzzer`). Strict where leniency would
/// be a risk or a guess: a DOCTYPE (so no entity can expand or reach outside), an unknown
/// entity, a control character, malformed UTF-8, an undeclared prefix, mismatched tags,
/// anything after the root element and nesting deeper than `maximumDepth` are errors. UTF-8
/// (with or without its byte-order mark), US-ASCII and ISO-8859-1 are read; other encodings are
/// refused by name.
enum XMLReader {
  /// Deeper than any CAP message or feed (an Atom entry holding a CAP alert is 8 deep); bounds
  /// the reader's stack of open elements.
  static let maximumDepth = 64
  /// CAP messages are kilobytes and national indexes rarely reach a megabyte.
  static let maximumBytes = 8 << 20
  /// Elements in one document; bounds the tree a hostile body can make us build.
  static let maximumElements = 200_000

  static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

  /// The root element of the document in `data`.
  static func parse(_ data: Data) throws -> XMLElement {
    guard data.count <= maximumBytes else {
      throw XMLError(offset: 0, problem: "the document is larger than \(maximumBytes >> 20) MB")
    }
    let bytes = try utf8Bytes(of: data)
    return try bytes.withUnsafeBufferPointer { buffer in
      var parser = XMLByteParser(bytes: buffer)
      return try parser.document()
    }
  }

  // MARK: - Encodings

  /// The document as UTF-8: as it is when declared UTF-8 or US-ASCII (or not declared), each
  /// byte as its code point when declared ISO-8859-1; a byte-order mark is dropped.
  static func utf8Bytes(of data: Data) throws -> [UInt8] {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      throw XMLError(offset: 0, problem: "the document is UTF-16, which is not read")
    }
    let declared = declaredEncoding(bytes)
    switch declared?.lowercased() {
    case nil, "utf-8", "utf8", "us-ascii", "ascii":
      return bytes
    case "iso-8859-1", "latin1", "latin-1", "iso8859-1", "iso_8859-1":
      var utf8: [UInt8] = []
      utf8.reserveCapacity(bytes.count)
      for byte in bytes {
        if byte < 0x80 {
          utf8.append(byte)
        } else {
          utf8.append(0xC0 | byte >> 6)
          utf8.append(0x80 | byte & 0x3F)
        }
      }
      return utf8
    case .some:
      throw XMLError(offset: 0, problem: "the encoding \(UntrustedText.clean(declared ?? "", limit: 30)) is not read")
    }
  }

  /// The `encoding` of the XML declaration at the start, if there is one.
  private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    guard bytes.starts(with: Array("<?xml".utf8)), let end = firstIndex(of: Array("?>".utf8), in: bytes, limit: 200)
    else { return nil }
    let declaration = String(decoding: bytes[5..<end], as: UTF8.self)
    guard let key = declaration.firstRange(of: "encoding") else { return nil }
    var rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    rest = rest.dropFirst()
    return rest.firstIndex(of: quote).map { String(rest[..<$0]) }
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], limit: Int) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    for start in 0...min(limit, bytes.count - needle.count)
    where bytes[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }
}

/// What is wrong with an XML document, and where (a byte offset into its UTF-8 text).
struct XMLError: Error, Sendable, Equatable, CustomStringConvertible {
  var offset: Int
  var problem: String

  var description: String { "XML at byte \(offset): \(problem)" }
}
