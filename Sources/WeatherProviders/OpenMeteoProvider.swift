import Foundation
import WeatherCore

/// Something that fetches forecasts for several places in one go.
public protocol WeatherProvider: Sendable {
  /// Name used in messages and as part of cache keys, e.g. "Open-Meteo".
  var name: String { get }
  /// One `Weather` per location, in the same order.
  func forecast(for locations: [Location], now: Date) async throws -> [Weather]
}

/// Forecasts from Open-Meteo: one request for all places, serialised through an `OpenMeteoGate`.
public final class OpenMeteoProvider: WeatherProvider {
  public let name = OpenMeteoWeatherMapper.providerName
  private let client: HTTPClient
  private let baseURL: URL
  private let wire: OpenMeteoWireFormat
  private let gate: OpenMeteoGate

  /// - Parameters:
  ///   - baseURL: e.g. https://api.open-meteo.com (see `ProviderEndpoints`).
  ///   - gate: share one gate between all Open-Meteo clients of the process.
  public init(
    client: HTTPClient, baseURL: URL, wire: OpenMeteoWireFormat = .flatbuffers,
    gate: OpenMeteoGate = OpenMeteoGate()
  ) {
    self.client = client
    self.baseURL = baseURL
    self.wire = wire
    self.gate = gate
  }

  /// Fetches all places with a single request; throws `OpenMeteoError`.
  public func forecast(for locations: [Location], now: Date) async throws -> [Weather] {
    guard !locations.isEmpty else { return [] }
    let url = OpenMeteoForecastRequest.url(base: baseURL, locations: locations, wire: wire)
    let body = try await gate.fetch(url, client: client, now: now)
    let payloads = try decode(body)
    guard payloads.count == locations.count else {
      throw OpenMeteoError.locationCountMismatch(expected: locations.count, received: payloads.count)
    }
    return zip(payloads, locations).map { payload, location in
      OpenMeteoWeatherMapper.weather(from: payload, location: location, now: now, fetchedAt: now)
    }
  }

  private func decode(_ body: Data) throws -> [OpenMeteoPayload] {
    switch wire {
    case .json:
      return try OpenMeteoJSONDecoder.decode(body)
    case .flatbuffers:
      do {
        return try OpenMeteoFlatBuffersDecoder.decode(body)
      } catch let error as OpenMeteoError {
        throw error
      } catch {
        throw OpenMeteoError.malformedBody(detail: "FlatBuffers: \(userFacingMessage(of: error))")
      }
    }
  }
}
