import FoundationEssentials
import WeatherCore

/// Reads an Open-Meteo air-quality answer, JSON or FlatBuffers, one or several places, into
/// `AirQuality` values in request order.
///
/// The same readers as the forecast's (`OpenMeteoJSONDecoder`, `OpenMeteoFlatBuffersDecoder`
/// with the air-quality name table), then one mapper, so the two formats cannot drift apart.
/// Untrusted input: a malformed body throws `OpenMeteoError.malformedBody`, never traps; values
/// out of range are dropped (`AirQuality.validated()`).
public enum AirQualityReader {
  /// The places in `body`, in the order they were asked for.
  public static func decode(_ body: Data, format: OpenMeteoWireFormat, fetchedAt: Date) throws -> [AirQuality] {
    try payloads(body, format: format).map { AirQualityMapper.airQuality(from: $0, fetchedAt: fetchedAt) }
  }

  static func payloads(_ body: Data, format: OpenMeteoWireFormat) throws -> [OpenMeteoPayload] {
    switch format {
    case .json:
      return try OpenMeteoJSONDecoder.decode(body)
    case .flatbuffers:
      do {
        return try OpenMeteoFlatBuffersDecoder.decode(body, names: AirQualityVariableNames.table)
      } catch let error as OpenMeteoError {
        throw error
      } catch {
        throw OpenMeteoError.malformedBody(detail: "FlatBuffers: \(userFacingMessage(of: error))")
      }
    }
  }
}
