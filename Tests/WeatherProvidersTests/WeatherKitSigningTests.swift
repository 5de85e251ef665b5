import Crypto
import Foundation
import Testing

@testable import WeatherProviders

/// The key file rules and the token's life.
struct WeatherKitSigningTests {
  let now = Date(timeIntervalSince1970: 1_795_348_800)

  @Test func aKeyFileOthersCanReadIsRefusedWithTheChmodFix() throws {
    let key = try WeatherKitTestKey(mode: 0o644)
    let error = #expect(throws: WeatherKitError.self) { try WeatherKitTokenSigner(credentials: key.credentials) }
    let path = key.credentials.keyFile
    #expect(
      error?.message
        == "WeatherKit key file \(path) is accessible by group or others (mode 644); run: chmod 600 \(path)")
    #expect(error?.message.contains(key.pemBody) == false)
    #expect(throws: WeatherKitError.self) {
      try WeatherKitTokenSigner(credentials: try WeatherKitTestKey(mode: 0o640).credentials)
    }
    #expect(throws: Never.self) {
      try WeatherKitTokenSigner(credentials: try WeatherKitTestKey(mode: 0o400).credentials)
    }
  }

  @Test func missingAndBogusKeyFilesSayWhatToDo() throws {
    let folder = try makeTemporaryFolder()
    let missing = folder.appendingPathComponent("nope.p8").path
    let credentials = try WeatherKitCredentials(teamID: "T", serviceID: "S", keyID: "K", keyFile: missing)
    let error = #expect(throws: WeatherKitError.self) { try WeatherKitTokenSigner(credentials: credentials) }
    #expect(error == .keyFileMissing(path: missing))

    let bogus = folder.appendingPathComponent("bogus.p8").path
    let secret = "-----BEGIN PRIVATE KEY-----\nTUFZQkVTRUNSRVQ=\n-----END PRIVATE KEY-----\n"
    try Data(secret.utf8).write(to: URL(fileURLWithPath: bogus))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: bogus)
    let notKey = #expect(throws: WeatherKitError.self) {
      try WeatherKitTokenSigner(
        credentials: try WeatherKitCredentials(teamID: "T", serviceID: "S", keyID: "K", keyFile: bogus))
    }
    #expect(notKey == .keyFileNotAKey(path: bogus))
    #expect(notKey?.message.contains("TUFZQkVTRUNSRVQ") == false)
  }

  @Test func credentialsComeFromTheEnvironmentOrTheConfig() throws {
    let env = [
      "WEATHERKIT_TEAM_ID": "TEAM", "WEATHERKIT_SERVICE_ID": "com.example.svc",
      "WEATHERKIT_KEY_ID": "KEY", "WEATHERKIT_KEY_FILE": "/keys/k.p8",
    ]
    let fromEnv = try WeatherKitCredentials(environment: env)
    #expect(fromEnv.headerID == "TEAM.com.example.svc")
    #expect(fromEnv.keyFile == "/keys/k.p8")
    let mixed = try WeatherKitCredentials(
      environment: ["WEATHERKIT_KEY_ID": "ENVKEY"],
      fallback: (teamID: "CT", serviceID: "cs", keyID: "CK", keyFile: "/c.p8"))
    #expect(mixed == (try WeatherKitCredentials(teamID: "CT", serviceID: "cs", keyID: "ENVKEY", keyFile: "/c.p8")))
    let missing = #expect(throws: WeatherKitError.self) { try WeatherKitCredentials(environment: [:]) }
    #expect(
      missing?.message
        == "WeatherKit needs team_id: set WEATHERKIT_TEAM_ID or team_id in the [weatherkit] table of the config file, or use the default provider (open-meteo)"
    )
  }

  @Test func theTokenIsReusedUntilShortlyBeforeItExpires() throws {
    let key = try WeatherKitTestKey()
    let signer = try WeatherKitTokenSigner(credentials: key.credentials)
    let first = try signer.token(now: now)
    #expect(jwtProblem("Bearer " + first, key: key.publicKey, credentials: key.credentials) == nil)
    #expect(try signer.token(now: now.addingTimeInterval(60)) == first)
    #expect(try signer.token(now: now.addingTimeInterval(3600 - 301)) == first)
    let renewed = try signer.token(now: now.addingTimeInterval(3600 - 299))
    #expect(renewed != first)
    #expect(jwtProblem("Bearer " + renewed, key: key.publicKey, credentials: key.credentials) == nil)
    // A clock set back before the issue time gets a new token (no `iat` in the future).
    let back = try signer.token(now: now)
    #expect(back != renewed)
    #expect(try signer.token(now: now) == back)
    // After a refusal the next request signs afresh (ECDSA signatures differ each time).
    signer.invalidate()
    #expect(try signer.token(now: now) != back)
    // Neither the description nor any error shows the token.
    #expect(!String(describing: signer).contains(renewed))
  }

  @Test func theClaimsAreApples() throws {
    let key = try WeatherKitTestKey()
    let token = try WeatherKitTokenSigner(credentials: key.credentials).token(now: now)
    let parts = token.split(separator: ".")
    let header = try JSONSerialization.jsonObject(with: try #require(base64URLDecoded(parts[0]))) as? [String: Any]
    let claims = try JSONSerialization.jsonObject(with: try #require(base64URLDecoded(parts[1]))) as? [String: Any]
    #expect(header?["alg"] as? String == "ES256")
    #expect(header?["kid"] as? String == "TESTKEY123")
    #expect(header?["id"] as? String == "TEAM123456.com.example.weathertui")
    #expect(claims?["iss"] as? String == "TEAM123456")
    #expect(claims?["sub"] as? String == "com.example.weathertui")
    #expect(claims?["iat"] as? Int == 1_795_348_800)
    #expect(claims?["exp"] as? Int == 1_795_348_800 + 3600)
    #expect(try #require(base64URLDecoded(parts[2])).count == 64)
  }
}
