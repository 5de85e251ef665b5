import FoundationEssentials
import WeatherCore

/// Forecasts from Open-Meteo: one request for all places, serialised through an `OpenMeteoGate`.
public final class OpenMeteoProvider: WeatherProvider {
  public let name = OpenMeteoWeatherMapper.providerName
  private let client: HTTPClient
  private let baseURL: URL
  private let wire: OpenMeteoWireFormat
  private let gate: OpenMeteoGate
  private let sharing: OpenMeteoRequestSharing

  /// - Parameters:
  ///   - baseURL: e.g. https://api.open-meteo.com (see `ProviderEndpoints`).
  ///   - gate: share one gate between all Open-Meteo clients of the process.
  ///   - sharing: `.perPlace` behind a cache that several displays share.
  public init(
    client: HTTPClient, baseURL: URL, wire: OpenMeteoWireFormat = .flatbuffers,
    gate: OpenMeteoGate = OpenMeteoGate(), sharing: OpenMeteoRequestSharing = .batched
  ) {
    self.client = client
    self.baseURL = baseURL
    self.wire = wire
    self.gate = gate
    self.sharing = sharing
  }

  /// Fetches all places with a single request; throws `OpenMeteoError`. Each place's answer is
  /// its own message (FlatBuffers) or object (JSON) of the body.
  public func answers(for locations: [Location], now: Date) async throws -> [ProviderForecast] {
    guard !locations.isEmpty else { return [] }
    if sharing == .perPlace && locations.count > 1 {
      var answers: [ProviderForecast] = []
      for location in locations { answers += try await self.answers(for: [location], now: now) }
      return answers
    }
    let url = OpenMeteoForecastRequest.url(base: baseURL, locations: locations, wire: wire, sharing: sharing)
    let body = try await gate.fetch(url, client: client, now: now)
    let payloads = try Self.decode(body, wire: wire)
    guard payloads.count == locations.count else {
      throw OpenMeteoError.locationCountMismatch(expected: locations.count, received: payloads.count)
    }
    let parts = OpenMeteoAnswerParts.split(body, wire: wire)
    return zip(payloads, locations).enumerated().map { index, pair in
      let answer = parts.flatMap { $0.count == locations.count ? $0[index] : nil }
      return ProviderForecast(
        weather: OpenMeteoWeatherMapper.weather(from: pair.0, location: pair.1, now: now, fetchedAt: now),
        answer: answer.map { ServedAnswer(format: wire.rawValue, body: $0) })
    }
  }

  /// The forecast a cached answer (one place's message or object) held when it was fetched.
  /// (See `updatingCurrentConditions` for the cheaper request between whole forecasts.)
  public func weather(from answer: ServedAnswer, for location: Location, fetchedAt: Date) throws -> Weather {
    guard let wire = OpenMeteoWireFormat(rawValue: answer.format) else {
      throw OpenMeteoError.malformedBody(detail: "a cached answer in an unknown format '\(answer.format)'")
    }
    let payloads = try Self.decode(answer.body, wire: wire)
    guard payloads.count == 1 else {
      throw OpenMeteoError.locationCountMismatch(expected: 1, received: payloads.count)
    }
    return OpenMeteoWeatherMapper.weather(from: payloads[0], location: location, now: fetchedAt, fetchedAt: fetchedAt)
  }

  private static func decode(_ body: Data, wire: OpenMeteoWireFormat) throws -> [OpenMeteoPayload] {
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

extension OpenMeteoProvider: CurrentConditionsProvider {
  /// One request for every place's current conditions and quarter-hours (about 1.8 calls a
  /// place against 5.3 for the whole forecast); throws `OpenMeteoError`. The pressure trend,
  /// read from the hours, is kept from the forecast being updated.
  public func updatingCurrentConditions(of weathers: [Weather], for locations: [Location], now: Date) async throws
    -> [Weather]
  {
    guard !locations.isEmpty else { return [] }
    if sharing == .perPlace && locations.count > 1 {
      var updated: [Weather] = []
      for (weather, location) in zip(weathers, locations) {
        updated += try await updatingCurrentConditions(of: [weather], for: [location], now: now)
      }
      return updated
    }
    let url = OpenMeteoForecastRequest.url(
      base: baseURL, locations: locations, wire: wire, sharing: sharing, sections: .currentAndNextHour)
    let payloads = try Self.decode(try await gate.fetch(url, client: client, now: now), wire: wire)
    guard payloads.count == locations.count, weathers.count == locations.count else {
      throw OpenMeteoError.locationCountMismatch(expected: locations.count, received: payloads.count)
    }
    return zip(weathers, payloads).map { weather, payload in
      OpenMeteoWeatherMapper.updating(weather, withCurrentConditionsOf: payload, now: now)
    }
  }
}
