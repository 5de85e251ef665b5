import Crypto
import Foundation
import TestSupport
import Testing
import WeatherKitCompat

/// Absurd numbers and escape sequences in what a server sends never reach a caller: a value out
/// of its physical range is "not available" (NaN), a string is cleaned, a link that leaves the
/// API's host is dropped.
@Suite(.serialized) struct HostileAnswerTests {
  /// The stand-in's real forecast answer (JSON), with its current values replaced.
  static func hostileForecast(port: UInt16, path: String) throws -> Data {
    let (status, body) = try LoopbackRequest.fetch(port: port, path: path)
    guard status == 200, var places = try JSONSerialization.jsonObject(with: body) as? [String: Any],
      var current = places["current"] as? [String: Any]
    else { throw ChildProcess.Failure(description: "the stand-in answered \(status)") }
    current["temperature_2m"] = 1e19
    current["wind_speed_10m"] = -1e300
    current["uv_index"] = 1e19
    current["weather_code"] = 1e19
    current["relative_humidity_2m"] = 1e6
    places["current"] = current
    return try JSONSerialization.data(withJSONObject: places)
  }

  @Test func absurdNumbersAreNotAvailable() async throws {
    let api = try StandInAPI()
    let port = api.port
    let server = try StandInServer { request in
      let path = request.path + (request.rawQuery.isEmpty ? "" : "?" + request.rawQuery)
      if request.path == "/v1/forecast", let body = try? Self.hostileForecast(port: port, path: path) {
        return StandInResponse(headers: ["Content-Type": "application/json"], body: body)
      }
      return StandInResponse(status: 400, text: #"{"error":true,"reason":"not here"}"#)
    }
    defer { server.stop() }
    let service = WeatherService(
      provider: .openMeteo(endpoints: .init(allAt: server.baseURL), cacheDirectory: nil, flatBuffers: false))
    let current = try await service.weather(for: CLLocation(latitude: 52.52, longitude: 13.41), including: .current)
    #expect(current.temperature.value.isNaN && current.temperature.formatted() == "–")
    #expect(current.wind.speed.value.isNaN)
    #expect(current.uvIndex.value == -1)
    // No case of WeatherKit's names the code: `.cloudy` stands in, the symbol says it is not
    // known, and the metadata names the field.
    #expect(current.condition == .cloudy && current.symbolName == "questionmark")
    #expect(current.metadata.derived.contains { $0.field == "conditionCode" && $0.method.contains("stands in") })
    #expect(current.humidity.isNaN)
  }

  @Test func weatherKitAttributionKeepsItsLinksOnTheAPIHost() async throws {
    let body = Data(
      #"""
      {"serviceName":"Apple\u001b[2J Weather\u0007","logoLight@3x":"//evil.example/mark.png",
       "logoDark@3x":"/assets/mark\u001b[31m.png","logoSquare@3x":"/assets/branding/square-mark@3x.png"}
      """#.utf8)
    let server = try StandInServer { request in
      request.path == "/attribution/en"
        ? StandInResponse(headers: ["Content-Type": "application/json"], body: body)
        : StandInResponse(status: 404, text: "{}")
    }
    defer { server.stop() }
    let key = FileManager.default.temporaryDirectory.appendingPathComponent("AuthKey_\(UUID().uuidString).p8")
    try Data(P256.Signing.PrivateKey().pemRepresentation.utf8).write(to: key)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: key.path)
    defer { try? FileManager.default.removeItem(at: key) }
    let service = WeatherService(
      provider: .weatherKit(
        teamID: "TEAM123456", serviceID: "com.example", keyID: "KEY", privateKeyFile: key.path,
        endpoints: .init(allAt: server.baseURL), cacheDirectory: nil))
    let attribution = try await service.attribution
    #expect(!attribution.serviceName.contains("\u{1b}") && !attribution.serviceName.contains("\u{07}"))
    // A protocol-relative link would leave the host, an escape sequence has no place in a path:
    // the drawn text marks stand in.
    #expect(attribution.combinedMarkLightURL.scheme == "data" && attribution.combinedMarkDarkURL.scheme == "data")
    #expect(attribution.squareMarkURL.host == server.baseURL.host)
  }
}
