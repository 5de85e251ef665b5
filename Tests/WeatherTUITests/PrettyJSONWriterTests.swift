import Foundation
import TestSupport
import Testing
import WeatherCore
import WeatherProviders

@testable import WeatherTUIApp

/// `PrettyJSONWriter` prints what `JSONEncoder` prints with the document's settings, byte for
/// byte: hostile strings and numbers, instants over ten thousand years, nested containers, a
/// whole document with climate, plan and air quality, and `--once --format json` end to end.
@Suite(.serialized) struct PrettyJSONWriterTests {
  static func reference<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func written<T: Encodable>(_ value: T) throws -> String {
    String(decoding: try PrettyJSONWriter().bytes(value), as: UTF8.self)
  }

  static func expectSame<T: Encodable>(_ value: T, _ what: String = "") throws {
    let (expected, got) = (try reference(value), try written(value))
    guard expected != got else { return }
    let line = zip(
      expected.split(separator: "\n", omittingEmptySubsequences: false),
      got.split(separator: "\n", omittingEmptySubsequences: false)
    ).enumerated().first { $0.element.0 != $0.element.1 }
    let message =
      "\(what) differs at line \(line?.offset ?? -1): expected \(String(describing: line?.element.0)), "
      + "got \(String(describing: line?.element.1))"
    Issue.record("\(message)")
  }

  struct Mixed: Encodable {
    var keys: [String: Int] = [
      "a10": 1, "a9": 2, "B": 3, "a": 4, "_x": 5, "A": 6, "b": 7, "Z": 8, "é": 9, "e": 10, "aa": 11, "a-b": 12,
    ]
    var empty: [Int] = []
    var emptyObject: [String: Int] = [:]
    var nested: [[Int]] = [[], [1], [[2, 3]].flatMap { $0 }]
    var optional: Int? = nil
    var present: Int? = 4
    var bool = true
    var float: Float = 0.1
    var integers: [Int64] = [0, -1, .max, .min]
    var unsigned: [UInt8] = [0, 200]
    var url = URL(string: "https://example.org/a/b?c=d&e=%20")!
    var data = Data([0, 1, 2, 250])
  }

  @Test func hostileValuesPrintAlike() throws {
    try Self.expectSame(Mixed())
    let scalars = (0...0x2FF).compactMap(Unicode.Scalar.init).map { String($0) }
    try Self.expectSame(scalars, "each scalar to U+02FF")
    try Self.expectSame(["\u{2028}\u{2029}😀\u{FEFF}\u{7F}\"\\/", String(repeating: "a\u{1}\"", count: 1_000)])
    try Self.expectSame(["": 1, "\n": 2, "\"": 3], "keys escaped")
  }

  @Test func numbersPrintAlike() throws {
    var generator = SystemRandomNumberGenerator()
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1, 1e-5, 0.0001, 1e15, 1e16, 123_456_789_012_345_678, 5e-324, .greatestFiniteMagnitude,
      .leastNormalMagnitude, 0.30000000000000004, 364.58000000000004, 1795352700,
    ]
    for _ in 0..<20_000 {
      let exponent = Double.random(in: -30...30, using: &generator)
      values.append(Double.random(in: -1...1, using: &generator) * pow(10, exponent))
      values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 10)
      values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 1000)
    }
    try Self.expectSame(values)
    try Self.expectSame(values.prefix(2_000).map { Float($0) }.filter(\.isFinite))
    #expect(throws: EncodingError.self) { try PrettyJSONWriter().bytes([Double.nan]) }
    #expect(throws: EncodingError.self) { try PrettyJSONWriter().bytes(["x": Double.infinity]) }
  }

  @Test func instantsPrintAlikeOverTenThousandYears() throws {
    var generator = SystemRandomNumberGenerator()
    var dates = [
      -62_135_596_800.0, -62_135_596_799.5, 253_402_300_799.9, -12_212_553_600, -12_212_553_600.5, 253_402_214_400,
      253_402_214_399.5, 0, -0.5, -1.5, 1_795_352_700.9999, 951_782_400,
    ]
    .map(Date.init(timeIntervalSince1970:))
    for _ in 0..<20_000 {
      dates.append(Date(timeIntervalSince1970: Double.random(in: -62_135_596_800...253_402_300_799, using: &generator)))
      dates.append(Date(timeIntervalSince1970: Double(Int.random(in: 0...4_102_444_800, using: &generator))))
    }
    try Self.expectSame(dates)
  }

  /// Nested and super containers, an object written twice under one key, and a value that
  /// encodes nothing, as a hand-written `encode(to:)` may do.
  struct HandWritten: Encodable {
    enum Key: String, CodingKey { case z, a, m, twice }
    struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: .twice)
      var nested = container.nestedContainer(keyedBy: Key.self, forKey: .z)
      try nested.encode("b", forKey: .m)
      try nested.encode([Date(timeIntervalSince1970: 0)], forKey: .a)
      var list = container.nestedUnkeyedContainer(forKey: .a)
      try list.encode(1)
      var inner = list.nestedContainer(keyedBy: Key.self)
      try inner.encode(true, forKey: .z)
      try list.encode(Nothing())
      var innerList = list.nestedUnkeyedContainer()
      try innerList.encodeNil()
      try list.encode(2)
      try container.encode(2, forKey: .twice)
      try container.encode([Nothing()], forKey: .m)
    }
  }

  @Test func handWrittenContainersPrintAlike() throws {
    try Self.expectSame(HandWritten())
    try Self.expectSame([HandWritten(), HandWritten()])
  }

  @Test func aWholeDocumentPrintsAlike() throws {
    let weather = WeatherKitDocumentContextTests.weather()
    let place = WeatherKitDocument.Place(
      weather: weather, isStale: false, climate: .loaded(WeatherKitDocumentContextTests.record()),
      now: WeatherKitDocumentContextTests.now)
    let costs = RefreshPlan.Costs(forecastPerPlace: 5.3, recordPerPlace: 313.1, perDay: 8_000, climatePerHour: 4_000)
    var document = WeatherKitDocument(places: [place, .init(weather: weather, isStale: true, refreshError: "a\u{1}b")])
    document.refreshPlan = .init(
      RefreshPlan(places: 2, pendingRecords: 1, configured: 600, costs: costs), climateCost: "313 calls")
    let hours = (0..<48).map { i in
      AirQualityHour(
        date: Date(timeIntervalSince1970: 1_712_563_200 + Double(i) * 3600), europeanIndex: 32 + Double(i % 7),
        usIndex: 41, concentrations: [.pm2_5: 12.3, .pm10: 18, .ozone: 94.25],
        europeanSubIndices: [.ozone: 32, .pm2_5: 20.5], usSubIndices: [.ozone: 41],
        pollen: [.birch: 43, .grass: 2, .alder: 0])
    }
    let air = AirQuality(current: hours[0], hourly: hours, fetchedAt: WeatherKitDocumentContextTests.now)
    document.airQuality = AirQualityDocument(
      results: [
        (weather.location, .served(air, fetchedAt: air.fetchedAt)),
        (weather.location, .failed(message: "no answer")),
      ], scale: nil)
    let expected = try Self.reference(document)
    #expect(String(decoding: try document.encoded(), as: UTF8.self) == expected)
    var pieces: [String] = []
    try document.write { pieces.append(String(decoding: $0, as: UTF8.self)) }
    #expect(pieces.count == 3, "one piece a place, and the rest")
    #expect(pieces.joined() == expected)
    try Self.expectSame(WeatherKitDocument(places: []), "no places")
  }

  // MARK: - End to end

  /// Any JSON, read back: printing it again with `JSONEncoder` must give the same bytes.
  enum Value: Codable, Equatable {
    case string(String), number(Double), bool(Bool), null, array([Value]), object([String: Value])

    init(from decoder: any Decoder) throws {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let value = try? single.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? single.decode(Double.self) {
        self = .number(value)
      } else if let value = try? single.decode(String.self) {
        self = .string(value)
      } else if let value = try? single.decode([Value].self) {
        self = .array(value)
      } else {
        self = .object(try single.decode([String: Value].self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var single = encoder.singleValueContainer()
      switch self {
      case .string(let value): try single.encode(value)
      case .number(let value): try single.encode(value)
      case .bool(let value): try single.encode(value)
      case .null: try single.encodeNil()
      case .array(let value): try single.encode(value)
      case .object(let value): try single.encode(value)
      }
    }
  }

  final class Capture: @unchecked Sendable {
    var pieces: [String] = []
  }

  @Test func onceWritesWhatJSONEncoderWouldPrint() async throws {
    let api = try StandInAPI()
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("json-\(UUID().uuidString)").path
    let environment = api.endpointEnvironment.merging([
      "XDG_CACHE_HOME": cache, "XDG_CONFIG_HOME": cache + "/config", "XDG_STATE_HOME": cache + "/state",
    ]) { $1 }
    let command = try WeatherTUICommand.parse(
      ["--once", "-l", "Berlin", "-l", "Tucson", "-l", "-42.88,147.33", "--format", "json", "--wire", "json"])
    let settings = try Settings.resolve(options: command, environment: environment)
    let capture = Capture()
    var runner = OnceRunner(settings: settings, environment: environment, client: CurlHTTPClient())
    runner.output = { capture.pieces.append(String(decoding: $0, as: UTF8.self)) }
    try await runner.run()
    let text = capture.pieces.joined()
    #expect(capture.pieces.count >= 4, "streamed a place at a time")
    let value = try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(Set(members.keys) == ["airQuality", "places", "refreshPlan"])
    #expect(try Self.reference(value) + "\n" == text)
  }
}
