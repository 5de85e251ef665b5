import FoundationEssentials
import WeatherCore

/// Public face of the Open-Meteo body decoders for tools outside the module (weathertui-bench).
///
/// The payload types stay internal; these entry points run the provider's exact decode path
/// (body → payloads → `Weather`) and report how much was read, so a benchmark measures the
/// real code and cannot have its work optimised away.
public enum OpenMeteoBodyDecoding {
  /// What one decode of a body produced.
  public struct Summary: Sendable, Equatable {
    public var places: Int
    /// Non-missing numbers and timestamps across all sections and places.
    public var values: Int
  }

  /// Decodes a body into the provider's payloads and returns the number of places.
  public static func placeCount(_ body: Data, format: OpenMeteoWireFormat) throws -> Int {
    try payloads(body, format: format).count
  }

  /// Decodes a body and maps each place to `Weather`, exactly as `OpenMeteoProvider` does.
  public static func weather(
    _ body: Data, format: OpenMeteoWireFormat, locations: [Location], now: Date
  ) throws -> [Weather] {
    zip(try payloads(body, format: format), locations).map { payload, location in
      OpenMeteoWeatherMapper.weather(from: payload, location: location, now: now, fetchedAt: now)
    }
  }

  /// Each place's part of `body` as the forecast cache keeps it (`OpenMeteoProvider`); nil when
  /// the body cannot be split so.
  public static func answerParts(_ body: Data, format: OpenMeteoWireFormat) -> [Data]? {
    OpenMeteoAnswerParts.split(body, wire: format)
  }

  /// Counts places and non-missing values, the same way for every format.
  public static func summary(_ body: Data, format: OpenMeteoWireFormat) throws -> Summary {
    let payloads = try payloads(body, format: format)
    var values = 0
    for payload in payloads {
      values += payload.current?.values.values.reduce(0) { $0 + ($1 == nil ? 0 : 1) } ?? 0
      for series in [payload.minutely15, payload.hourly, payload.daily].compactMap({ $0 }) {
        for list in series.values.values { values += list.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
        for list in series.timestamps.values {
          values += list.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        }
      }
    }
    return Summary(places: payloads.count, values: values)
  }

  /// Decodes a daily-history body (archive or `past_days`, any number of places) exactly as
  /// `OpenMeteoArchiveProvider` does and returns the number of non-missing values.
  public static func dailyHistoryValues(_ body: Data, format: OpenMeteoWireFormat) throws -> Int {
    try OpenMeteoDailyHistory.decodePlaces(body, wire: format).reduce(0) { total, days in
      days.reduce(total) { count, day in
        count
          + [day.temperatureMax, day.temperatureMin, day.precipitationAmount, day.snowfallAmount]
          .reduce(0) { $0 + ($1 == nil ? 0 : 1) }
      }
    }
  }

  /// The daily variables a climate request asks for, in request order.
  public static var dailyHistoryVariables: [String] { OpenMeteoDailyHistory.variables }

  /// The FlatBuffers wire identity (Variable enum value, altitude, Aggregation enum value) of
  /// an Open-Meteo variable name; nil when the decoder does not know the name.
  public static func flatBuffersIdentity(of name: String) -> (
    variable: UInt8, altitude: Int16, aggregation: UInt8
  )? {
    FlatBuffersVariableNames.identityByName[name].map { ($0.variable, $0.altitude, $0.aggregation) }
  }

  private static func payloads(_ body: Data, format: OpenMeteoWireFormat) throws
    -> [OpenMeteoPayload]
  {
    switch format {
    case .json: try OpenMeteoJSONDecoder.decode(body)
    case .flatbuffers: try OpenMeteoFlatBuffersDecoder.decode(body)
    }
  }
}
