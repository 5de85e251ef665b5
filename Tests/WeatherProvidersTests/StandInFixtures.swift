import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// Answers shaped like Open-Meteo's, for the stand-in server.
enum OpenMeteoAnswers {
  /// The two-place fixture, or just its first `n` places as the request's latitude list asks.
  static func forecast(for request: StandInRequest) -> StandInResponse {
    guard let data = try? TestData.twoPlaces(),
      let places = try? JSONSerialization.jsonObject(with: data) as? [Any]
    else { return StandInResponse(status: 500, text: "fixture missing") }
    let count = (request.query["latitude"] ?? "").split(separator: ",").count
    if count == 2 { return StandInResponse(body: data) }
    let single = try! JSONSerialization.data(withJSONObject: places[0])
    return StandInResponse(headers: ["Content-Type": "application/json"], body: single)
  }

  static func error(_ status: Int, _ reason: String) -> StandInResponse {
    StandInResponse(status: status, text: #"{"error":true,"reason":"\#(reason)"}"#)
  }
}

/// A value several threads may read and write.
final class Shared<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// A provider against a stand-in server, with short timeouts.
func makeProvider(
  _ server: StandInServer, wire: OpenMeteoWireFormat = .json, idleTimeout: TimeInterval = 5
) -> OpenMeteoProvider {
  makeProvider(baseURL: server.baseURL, wire: wire, idleTimeout: idleTimeout)
}

/// A provider for `baseURL`, such as a `ClosedPort`'s.
func makeProvider(
  baseURL: URL, wire: OpenMeteoWireFormat = .json, idleTimeout: TimeInterval = 5
) -> OpenMeteoProvider {
  OpenMeteoProvider(
    client: CurlHTTPClient(idleTimeout: idleTimeout, totalTimeout: idleTimeout * 3),
    baseURL: baseURL, wire: wire)
}

/// The error `body` throws, or nil.
func caught<T>(_ body: () async throws -> T) async -> Error? {
  do {
    _ = try await body()
    return nil
  } catch {
    return error
  }
}
