import FoundationEssentials
import WeatherCore

/// What the air-quality service has for one place.
public enum AirQualityResult: Sendable, Equatable {
  /// Fetched now, or from a cache entry younger than an hour.
  case served(AirQuality, fetchedAt: Date)
  /// The fetch failed (`message` says why, in one line); older data from the cache instead.
  case stale(AirQuality, fetchedAt: Date, message: String)
  /// Nothing to show: the fetch failed and the cache had nothing usable.
  case failed(message: String)

  /// The air shown, served or stale; nil when failed.
  public var airQuality: AirQuality? {
    switch self {
    case .served(let air, _), .stale(let air, _, _): air
    case .failed: nil
    }
  }
}

/// Air quality from Open-Meteo's air-quality API (CAMS), per place, cached an hour.
///
/// One request for every place that needs one, through the Open-Meteo gate the forecasts use
/// (never two requests in flight, the weighted budget kept), in the wire format the forecasts
/// use. It stays when forecasts come from WeatherKit, as climate does: WeatherKit has no air
/// quality.
///
/// ```swift
/// let results = await services.airQuality.airQuality(for: places, refresh: false, now: Date())
/// ```
public final class AirQualityService: Sendable {
  private let client: HTTPClient
  private let baseURL: URL
  private let wire: OpenMeteoWireFormat
  private let gate: OpenMeteoGate
  private let cache: AirQualityCache?
  private let sharing: OpenMeteoRequestSharing
  /// How long a cached answer is used without asking: CAMS is hourly.
  public let freshness: TimeInterval

  /// - Parameters:
  ///   - baseURL: e.g. https://air-quality-api.open-meteo.com (`ProviderEndpoints.airQuality`).
  ///   - gate: the gate every Open-Meteo client of the process shares.
  ///   - cache: nil to run without one.
  public init(
    client: HTTPClient, baseURL: URL, wire: OpenMeteoWireFormat = .flatbuffers, gate: OpenMeteoGate,
    cache: AirQualityCache?, sharing: OpenMeteoRequestSharing = .batched, freshness: TimeInterval = 3600
  ) {
    self.client = client
    self.baseURL = baseURL
    self.wire = wire
    self.gate = gate
    self.cache = cache
    self.sharing = sharing
    self.freshness = freshness
  }

  /// One result per place, in the same order. A place with a fresh cache entry costs no request
  /// unless `refresh`; the others are fetched with one request. A failed request gives each of
  /// them its cached data as `.stale` (up to `AirQualityCache.maximumStaleAge` old), else `.failed`.
  public func airQuality(for places: [Location], refresh: Bool, now: Date) async -> [AirQualityResult] {
    let cached = places.map { cache?.load(location: $0) }
    var results: [AirQualityResult?] = cached.map { air in
      guard !refresh, let air, isFresh(air, now: now) else { return nil }
      return .served(air, fetchedAt: air.fetchedAt)
    }
    let missing = results.indices.filter { results[$0] == nil }
    guard !missing.isEmpty else { return results.compactMap { $0 } }
    do {
      let fetched = try await fetch(missing.map { places[$0] }, now: now)
      for (index, air) in zip(missing, fetched) {
        cache?.store(air, location: places[index])
        results[index] = .served(air, fetchedAt: now)
      }
    } catch {
      let message = "air quality: " + userFacingMessage(of: error)
      for index in missing {
        if let old = cached[index], isStillUseful(old, now: now) {
          results[index] = .stale(old, fetchedAt: old.fetchedAt, message: message)
        } else {
          results[index] = .failed(message: message)
        }
      }
    }
    return results.map { $0 ?? .failed(message: "air quality: not fetched") }
  }

  // MARK: - Fetching

  private func fetch(_ places: [Location], now: Date) async throws -> [AirQuality] {
    if sharing == .perPlace && places.count > 1 {
      var answers: [AirQuality] = []
      for place in places { answers += try await fetch([place], now: now) }
      return answers
    }
    let url = AirQualityRequest.url(base: baseURL, locations: places, wire: wire, sharing: sharing)
    let body = try await gate.fetch(url, client: client, now: now)
    let answers = try AirQualityReader.decode(body, format: wire, fetchedAt: now)
    guard answers.count == places.count else {
      throw OpenMeteoError.locationCountMismatch(expected: places.count, received: answers.count)
    }
    return answers
  }

  // MARK: - Age

  private func isFresh(_ air: AirQuality, now: Date) -> Bool {
    let age = now.timeIntervalSince(air.fetchedAt)
    return age >= 0 && age < freshness
  }

  private func isStillUseful(_ air: AirQuality, now: Date) -> Bool {
    let age = now.timeIntervalSince(air.fetchedAt)
    return age >= -300 && age < AirQualityCache.maximumStaleAge
  }
}
