import Foundation
import Testing
import WeatherCore

@testable import WeatherProviders

/// The XML reader under CAP: what it reads, and every input it refuses with a one-line reason.
struct XMLReaderTests {
  static func parse(_ text: String) throws -> XMLElement { try XMLReader.parse(Data(text.utf8)) }

  static func problem(_ text: String) -> String? {
    problem(Data(text.utf8))
  }

  static func problem(_ data: Data) -> String? {
    do {
      _ = try XMLReader.parse(data)
      return nil
    } catch let error as XMLError {
      return error.problem
    } catch {
      return "\(error)"
    }
  }

  @Test func readsNamespacesAttributesTextCDATAAndReferences() throws {
    let root = try Self.parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment --><rss version='2.0' xmlns:cap="urn:oasis:names:tc:emergency:cap:1.1">
        <channel><item>
          <title>Wind &amp; rain &lt;orange&gt; &#xE9;t&#233; &quot;q&quot; &apos;a&apos;</title>
          <cap:event>Wind</cap:event>
          <description><![CDATA[<b>raw</b> & text]]></description>
          <link href="a&amp;b" rel="alternate"/>
          <?processing instruction?>
        </item></channel>
      </rss>
      """)
    #expect(root.name == "rss" && root.namespace == "" && root.attributes["version"] == "2.0")
    let item = try #require(root.child("channel")?.child("item"))
    #expect(item.text(of: "title") == "Wind & rain <orange> été \"q\" 'a'")
    let event = try #require(item.child("event"))
    #expect(event.namespace == "urn:oasis:names:tc:emergency:cap:1.1" && event.trimmedText == "Wind")
    #expect(item.text(of: "description") == "<b>raw</b> & text")
    #expect(item.child("link")?.attributes == ["href": "a&b", "rel": "alternate"])
    #expect(item.child("link")?.children.isEmpty == true)
  }

  @Test func lineEndsBecomeLineFeedsAndCarriageReturnReferencesStay() throws {
    let root = try XMLReader.parse(Data("<a>one\r\ntwo\rthree&#13;\n</a>".utf8))
    #expect(root.text == "one\ntwo\nthree\r\n")
    let attribute = try Self.parse("<a b=\"x\ty\nz\"/>")
    #expect(attribute.attributes["b"] == "x y z")
  }

  @Test func aDefaultNamespaceAndAPrefixedOneAreTheSameNames() throws {
    let plain = try Self.parse(#"<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><info/></alert>"#)
    let prefixed = try Self.parse(
      #"<cap:alert xmlns:cap="urn:oasis:names:tc:emergency:cap:1.2"><cap:info/></cap:alert>"#)
    #expect(plain.namespace == prefixed.namespace)
    #expect(plain.name == prefixed.name && plain.children.map(\.name) == prefixed.children.map(\.name))
    // A nested default namespace applies inside only.
    let nested = try Self.parse(#"<a xmlns="urn:x"><b xmlns="urn:y"/><c/></a>"#)
    #expect(nested.children.map(\.namespace) == ["urn:y", "urn:x"])
  }

  @Test func latin1AndAByteOrderMarkAreRead() throws {
    var latin1 = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>".utf8)
    latin1.append(contentsOf: [0x43, 0x69, 0x63, 0x6C, 0xF3, 0x6E])  // "Ciclón" in ISO-8859-1
    latin1.append(Data("</a>".utf8))
    #expect(try XMLReader.parse(latin1).text == "Ciclón")
    let marked = Data([0xEF, 0xBB, 0xBF] + Array("<a>x</a>".utf8))
    #expect(try XMLReader.parse(marked).text == "x")
  }

  @Test func refusesWhatCouldHurtOrWouldBeAGuess() {
    let cases: [(String, String)] = [
      ("<!DOCTYPE a [<!ENTITY x \"y\">]><a>&x;</a>", "a DOCTYPE or declaration, which is not read"),
      ("<a>&nbsp;</a>", "the entity &nbsp; is not one of XML's five"),
      ("<a>&#0;</a>", "the character reference &#0; is not a character"),
      ("<a>&#xD800;</a>", "the character reference &#xD800; is not a character"),
      ("<a>&amp</a>", "an unterminated reference"),
      ("<a><b></a></b>", "</a> closes <b>"),
      ("<x:a/>", "the prefix x is not declared"),
      ("<a>\u{1B}[2J</a>", "the control character 27"),
      ("<a b=\"\u{07}\"/>", "the control character 7"),
      ("<a/><b/>", "content after the root element"),
      ("text<a/>", "text before the root element"),
      ("", "the document is empty"),
      ("<a><b>", "the document ends inside <b>"),
      ("<a b='1' b='2'/>", "the attribute b twice"),
      ("<a b='<'/>", "'<' in an attribute value"),
      ("<a b=1/>", "an attribute value is not quoted"),
      ("<a b='1'c='2'/>", "no space before an attribute"),
      ("<1a/>", "a name starts with a digit, '-' or '.'"),
      ("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><a/>", "the encoding Shift_JIS is not read"),
      ("<a><!-- never closed </a>", "'-->' is missing"),
    ]
    for (input, expected) in cases {
      #expect(Self.problem(input) == expected, "\(input.debugDescription)")
    }
    #expect(
      Self.problem(Data([0x3C, 0x61, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x61, 0x3E])) == "the text is not valid UTF-8")
    #expect(Self.problem(Data([0xFF, 0xFE, 0x3C, 0x00])) == "the document is UTF-16, which is not read")
  }

  @Test func depthElementCountAndSizeAreBounded() {
    let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
    #expect(Self.problem(deep) == "elements nested deeper than 64")
    let wide = "<a>" + String(repeating: "<b/>", count: XMLReader.maximumElements) + "</a>"
    #expect(Self.problem(wide) == "more than 200000 elements")
    let huge = Data(count: XMLReader.maximumBytes + 1)
    #expect(Self.problem(huge) == "the document is larger than 8 MB")
  }

  /// Every recorded CAP file parses, and every cut of it either parses or is refused: never a
  /// crash, never a hang (the fuzz target goes further, `Fuzz/Sources/CAPFeedsFuzzer`).
  @Test func everyRecordingAndEveryCutOfItIsReadOrRefused() throws {
    let files = try CAPRecordings.allFiles()
    #expect(files.count >= 60, "the recordings of Fixtures/CAP")
    for file in files {
      let data = try Data(contentsOf: file)
      #expect(throws: Never.self, "\(file.lastPathComponent)") { try XMLReader.parse(data) }
      for cut in stride(from: 0, to: data.count, by: max(1, data.count / 23)) {
        _ = try? XMLReader.parse(data.prefix(cut))
      }
    }
  }
}
