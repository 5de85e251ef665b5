import Foundation
import WeatherProviders

/// One timed decoder: a body format and a function from body to a result-derived number.
struct BenchDecoder: Sendable {
  enum Body: String, Sendable { case json, flatbuffers }

  var name: String
  var body: Body
  /// Decodes and returns something derived from the result, so no work can be optimised away.
  var decode: @Sendable (Data) throws -> Int
}

/// The decoders the bench compares, JSON first; the ratio is first JSON ÷ first FlatBuffers.
///
/// Rows that decode into `Weather` (payload + `OpenMeteoWeatherMapper`) belong in `weather`
/// once WeatherProviders exposes that path publicly (see `FlatBuffersBodyDecoding`).
enum BenchDecoders {
  static let payloads: [BenchDecoder] = [
    BenchDecoder(name: "JSON → per-variable arrays", body: .json) { try BenchJSONReading.decode($0).count },
    BenchDecoder(name: "FlatBuffers → OpenMeteoPayload", body: .flatbuffers) {
      try FlatBuffersBodyDecoding.placeCount($0)
    },
  ]

  static let weather: [BenchDecoder] = []
}
