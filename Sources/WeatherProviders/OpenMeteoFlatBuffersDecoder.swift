import Foundation

/// Decodes an Open-Meteo `format=flatbuffers` body into payloads, one per place in request order.
enum OpenMeteoFlatBuffersDecoder {
  struct NotImplemented: Error {}

  static func decode(_ data: Data) throws -> [OpenMeteoPayload] {
    throw NotImplemented()
  }
}
