import Crypto
import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// A WeatherKit key made for the test: a fresh P-256 key written as a `.p8` PEM with mode 600.
struct WeatherKitTestKey {
  let privateKey = P256.Signing.PrivateKey()
  let folder: URL
  let credentials: WeatherKitCredentials

  init(mode: Int = 0o600) throws {
    folder = try makeTemporaryFolder()
    let path = folder.appendingPathComponent("AuthKey_TESTKEY123.p8").path
    try Data(privateKey.pemRepresentation.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    credentials = try WeatherKitCredentials(
      teamID: "TEAM123456", serviceID: "com.example.weathertui", keyID: "TESTKEY123", keyFile: path)
  }

  var publicKey: P256.Signing.PublicKey { privateKey.publicKey }
  /// The base64 body of the PEM, which must never show up anywhere.
  var pemBody: String {
    privateKey.pemRepresentation.split(separator: "\n").dropFirst().dropLast().joined()
  }
}

/// Checks a WeatherKit bearer token as Apple would: ES256 signature by the key's public half,
/// header `alg`/`kid`/`id`, claims `iss`/`sub`/`iat`/`exp`. Returns why it is bad, or nil.
func jwtProblem(_ authorization: String?, key: P256.Signing.PublicKey, credentials: WeatherKitCredentials) -> String? {
  guard let authorization, authorization.hasPrefix("Bearer ") else { return "no bearer token" }
  let parts = authorization.dropFirst(7).split(separator: ".", omittingEmptySubsequences: false)
  guard parts.count == 3, let header = base64URLDecoded(parts[0]), let claims = base64URLDecoded(parts[1]),
    let signature = base64URLDecoded(parts[2])
  else { return "not a JWT" }
  guard let ecdsa = try? P256.Signing.ECDSASignature(rawRepresentation: signature),
    key.isValidSignature(ecdsa, for: Data((parts[0] + "." + parts[1]).utf8))
  else { return "bad signature" }
  guard let h = try? JSONSerialization.jsonObject(with: header) as? [String: Any],
    let c = try? JSONSerialization.jsonObject(with: claims) as? [String: Any]
  else { return "header or claims not JSON" }
  guard h["alg"] as? String == "ES256", h["kid"] as? String == credentials.keyID,
    h["id"] as? String == "\(credentials.teamID).\(credentials.serviceID)"
  else { return "bad header" }
  guard c["iss"] as? String == credentials.teamID, c["sub"] as? String == credentials.serviceID,
    let iat = c["iat"] as? Int, let exp = c["exp"] as? Int, exp > iat
  else { return "bad claims" }
  return nil
}

func base64URLDecoded<S: StringProtocol>(_ text: S) -> Data? {
  var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
  while base64.count % 4 != 0 { base64 += "=" }
  return Data(base64Encoded: base64)
}

/// A fake WeatherKit over 127.0.0.1 that verifies every token and answers availability and
/// weather from the given bodies; a bad token gets Apple's 401.
enum FakeWeatherKit {
  static func start(
    key: WeatherKitTestKey, verifyingWith publicKey: P256.Signing.PublicKey? = nil,
    availability: [String] = [
      "currentWeather", "forecastDaily", "forecastHourly", "forecastNextHour", "weatherAlerts",
    ],
    weather: @escaping @Sendable (StandInRequest) -> StandInResponse
  ) throws -> StandInServer {
    // Crypto's keys are not Sendable; the raw bytes are.
    let verifier = (publicKey ?? key.publicKey).rawRepresentation
    let credentials = key.credentials
    let names = try JSONSerialization.data(withJSONObject: availability)
    return try StandInServer { request in
      let publicKey = try! P256.Signing.PublicKey(rawRepresentation: verifier)
      if jwtProblem(request.headers["authorization"], key: publicKey, credentials: credentials) != nil {
        return StandInResponse(status: 401, text: #"{"reason":"INVALID_AUTH_TOKEN"}"#)
      }
      if request.path.hasPrefix("/api/v1/availability/") {
        return StandInResponse(headers: ["Content-Type": "application/json"], body: names)
      }
      if request.path.hasPrefix("/api/v1/weather/") { return weather(request) }
      if request.path == "/api/v1/weatherAlert/en/a1b2" {
        return StandInResponse(headers: ["Content-Type": "application/json"], body: Data(alertDetail.utf8))
      }
      return StandInResponse(
        status: 404,
        text:
          #"{"timestamp":"2022-07-10T06:57:42Z","status":404,"error":"Not Found","message":"Not Found","path":"\#(request.path)"}"#
      )
    }
  }

  /// The detail of the small body's alert: the agency's full text in two languages.
  static let alertDetail = #"""
    {"name":"WeatherAlert","id":"a1b2","description":"Winter Storm Warning","severity":"severe",
     "messages":[{"language":"es","text":"Aviso de tormenta invernal."},
                 {"language":"en-US","text":"...WINTER STORM WARNING IN EFFECT...\n\n* WHAT...Heavy snow.\u001b[2J"}]}
    """#

  /// A small v1 body for 2026-11-22 around 12:00 UTC with one alert whose texts are hostile.
  static let smallBody = #"""
    {"currentWeather":{"name":"CurrentWeather","metadata":{"attributionURL":"https://developer.apple.com/weatherkit/data-source-attribution/","expireTime":"2026-11-22T12:05:00Z","latitude":47.606,"longitude":-122.332,"readTime":"2026-11-22T12:00:00Z","reportedTime":"2026-11-22T11:50:00Z","units":"m","version":1},
     "asOf":"2026-11-22T12:00:00Z","cloudCover":0.89,"cloudCoverLowAltPct":0.5,"conditionCode":"MostlyCloudy","daylight":true,"humidity":0.81,"precipitationIntensity":0.0,"pressure":1012.4,"pressureTrend":"falling","temperature":3.2,"temperatureApparent":-1.0,"temperatureDewPoint":0.1,"uvIndex":1,"visibility":24000.0,"windDirection":225,"windGust":32.0,"windSpeed":18.0},
     "forecastDaily":{"name":"DailyForecast","metadata":{"attributionURL":"https://developer.apple.com/weatherkit/data-source-attribution/","expireTime":"2026-11-22T13:00:00Z","readTime":"2026-11-22T12:00:00Z","units":"m","version":1},
      "days":[{"forecastStart":"2026-11-22T08:00:00Z","forecastEnd":"2026-11-23T08:00:00Z","conditionCode":"Rain","maxUvIndex":1,"precipitationAmount":4.5,"precipitationChance":0.8,"precipitationType":"rain","snowfallAmount":0.0,"sunrise":"2026-11-22T15:25:00Z","sunset":"2026-11-23T00:25:00Z","temperatureMax":5.0,"temperatureMin":-2.0}]},
     "weatherAlerts":{"name":"WeatherAlertCollection","metadata":{"expireTime":"2026-11-22T12:30:00Z","readTime":"2026-11-22T12:00:00Z","version":1},
      "alerts":[{"name":"WeatherAlertSummary","id":"a1b2","areaName":"King County\u001b[2J","countryCode":"US","description":"Winter Storm Warning\u001b]0;x\u0007","effectiveTime":"2026-11-22T10:00:00Z","expireTime":"2026-11-22T18:00:00Z","eventOnsetTime":"2026-11-22T14:00:00Z","eventEndTime":"2026-11-23T06:00:00Z","detailsUrl":"https://weatherkit.apple.com/alertDetails/index.html?ids=a1b2","severity":"severe","source":"National Weather Service","urgency":"expected","certainty":"likely","importance":"high","responses":["prepare"]}]}}
    """#
}
