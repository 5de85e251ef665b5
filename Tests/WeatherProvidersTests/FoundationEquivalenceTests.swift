import Foundation
import Testing

@testable import WeatherProviders

/// The Foundation-free percent-encoding and JSON reading answer as Foundation did.
@Suite struct FoundationEquivalenceTests {
  static let texts: [String] = {
    let pieces = [
      "", "a", "Z", "0", "-", "_", ".", "~", " ", "/", "?", "#", "%", "+", "&", "=", "é", "e\u{301}", "東京", "👍🏽",
      "\u{0}", "\r\n", "\u{7F}", "\u{80}", "\u{FEFF}", "\u{10FFFF}", "TX.NWS.1234-abcd",
    ]
    var generator = SystemRandomNumberGenerator()
    var result = pieces
    for _ in 0..<5000 {
      result.append((0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement()! }.joined())
    }
    return result
  }()

  @Test func alertIdentifiersArePercentEncodedAsFoundationDid() {
    let safe = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
    for text in Self.texts {
      let ours = PercentEncoding.encode(text) { PercentEncoding.isASCIILetterOrDigit($0) || $0 == "-" || $0 == "_" }
      #expect(ours == text.addingPercentEncoding(withAllowedCharacters: safe), "\(text.debugDescription)")
    }
  }

  @Test func asciiLettersAndDigitsAreFoundationsASCIIAlphanumerics() {
    for value in UInt8(0)...0x7F {
      let scalar = Unicode.Scalar(value)
      #expect(PercentEncoding.isASCIILetterOrDigit(scalar) == CharacterSet.alphanumerics.contains(scalar))
    }
  }

  /// The values the decoders read, compared with what `JSONSerialization` gave them.
  @Test func jsonValuesReadAsJSONSerializationsDid() throws {
    let body = #"""
      {"n": 1, "f": 1.5, "neg": -0.0, "big": 123456789012345678901234567890, "t": true, "z": false,
       "s": "a\u00e9\ud83d\ude00\n\"", "null": null, "list": [1, "x", null, true], "obj": {"k": 2},
       "last": 1}
      """#
    let data = Data(body.utf8)
    let ours = try #require(try JSONValue.parse(data).object)
    let theirs = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    for key in theirs.keys {
      #expect(OpenMeteoJSONDecoder.number(ours[key]) == Self.number(theirs[key]), "\(key)")
      #expect(ours[key]?.string == theirs[key] as? String, "\(key)")
      #expect(ours[key]?.bool == theirs[key] as? Bool, "\(key)")
    }
    let list = try #require(ours["list"]?.array)
    let theirList = try #require(theirs["list"] as? [Any])
    #expect(list.map(OpenMeteoJSONDecoder.number) == theirList.map(Self.number))
  }

  /// The known differences, in bodies Open-Meteo never sends: JSONSerialization read an
  /// underflowing number as 0 where JSONDecoder refuses the body, and kept the last of repeated
  /// keys where JSONDecoder keeps the first.
  @Test func knownDifferences() throws {
    #expect((try? JSONValue.parse(Data("[1e-400]".utf8))) == nil)
    #expect(try JSONValue.parse(Data(#"{"k": 1, "k": 2}"#.utf8))["k"] == .number(1))
  }

  @Test func nonDocumentsAreRefusedAsJSONSerializationRefusedThem() {
    for body in ["42", "\"s\"", "true", "null", "", "{", "[1", "{\"a\":}", "[\"\\ud800\"]", "[01]", "[1e400]"] {
      let theirs = try? JSONSerialization.jsonObject(with: Data(body.utf8))
      let ours = try? JSONValue.parse(Data(body.utf8))
      #expect((ours == nil) == (theirs == nil), "\(body)")
    }
  }

  /// The old `OpenMeteoJSONDecoder.number`.
  static func number(_ value: Any?) -> Double? {
    guard let value, !(value is NSNull), !(value is String) else { return nil }
    let double: Double
    if let value = value as? Double {
      double = value
    } else if let value = value as? Int {
      double = Double(value)
    } else if let value = value as? NSNumber {
      double = value.doubleValue
    } else {
      return nil
    }
    return double.isFinite ? double : nil
  }
}
