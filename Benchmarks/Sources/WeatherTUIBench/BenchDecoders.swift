import Foundation
import WeatherCore
import WeatherProviders

/// One timed decoder: a body format and a function from body to a result-derived number.
struct BenchDecoder: Sendable {
  var name: String
  var format: OpenMeteoWireFormat
  /// What the decoder produces; rows of one kind are compared with each other.
  var target: String
  /// Decodes and returns something derived from the result, so no work can be optimised away.
  var decode: @Sendable (Data) throws -> Int
}

/// The decoders the bench compares: the provider's real path, into payloads and into `Weather`.
enum BenchDecoders {
  static func all(locations: [Location], now: Date) -> [BenchDecoder] {
    OpenMeteoWireFormat.allCases.map { format in
      BenchDecoder(name: "\(label(format)) → payloads", format: format, target: "payloads") {
        try OpenMeteoBodyDecoding.placeCount($0, format: format)
      }
    }
      + OpenMeteoWireFormat.allCases.map { format in
        BenchDecoder(name: "\(label(format)) → Weather", format: format, target: "Weather") {
          try OpenMeteoBodyDecoding.weather($0, format: format, locations: locations, now: now)
            .count
        }
      }
  }

  static func label(_ format: OpenMeteoWireFormat) -> String {
    switch format {
    case .json: "JSON"
    case .flatbuffers: "FlatBuffers"
    }
  }
}
