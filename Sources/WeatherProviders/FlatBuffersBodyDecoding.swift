import Foundation

/// Public face of the FlatBuffers decoder for tools outside the module (weathertui-bench).
///
/// The payload types stay internal; these entry points decode a whole body and report how much
/// was read, so a benchmark measures the real decoder and cannot have its work optimised away.
public enum FlatBuffersBodyDecoding {
  /// What one decode of a body produced.
  public struct Summary: Sendable, Equatable {
    public var places: Int
    /// Non-missing numbers and timestamps across all sections and places.
    public var values: Int
  }

  /// Decodes an Open-Meteo `format=flatbuffers` body; throws a described error when malformed.
  public static func decode(_ body: Data) throws -> Summary {
    summary(of: try OpenMeteoFlatBuffersDecoder.decode(body))
  }

  /// Decodes a body and returns only the number of places: the cheapest result to time.
  public static func placeCount(_ body: Data) throws -> Int {
    try OpenMeteoFlatBuffersDecoder.decode(body).count
  }

  /// The wire identity (Variable enum value, altitude, Aggregation enum value) of an Open-Meteo
  /// variable name, nil when the decoder does not know the name.
  public static func wireIdentity(of name: String) -> (variable: UInt8, altitude: Int16, aggregation: UInt8)? {
    FlatBuffersVariableNames.identityByName[name].map { ($0.variable, $0.altitude, $0.aggregation) }
  }

  /// Counts places and non-missing values, the same way for every transport.
  static func summary(of payloads: [OpenMeteoPayload]) -> Summary {
    var values = 0
    for payload in payloads {
      values += payload.current?.values.values.reduce(0) { $0 + ($1 == nil ? 0 : 1) } ?? 0
      for series in [payload.minutely15, payload.hourly, payload.daily].compactMap({ $0 }) {
        for list in series.values.values { values += list.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
        for list in series.timestamps.values { values += list.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
      }
    }
    return Summary(places: payloads.count, values: values)
  }
}
