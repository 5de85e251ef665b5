import FoundationEssentials
import WeatherCore

/// Who is asking WeatherKit: the Apple Developer team, the Services ID, the WeatherKit key's id
/// and where its `.p8` private key lives. None of these is the secret itself; the key file is.
public struct WeatherKitCredentials: Sendable, Equatable {
  /// Apple Developer team id, e.g. "KC697SNQ2X" (the JWT's `iss`).
  public var teamID: String
  /// Services ID, e.g. "com.example.weatherkit-client" (the JWT's `sub`).
  public var serviceID: String
  /// Id of the WeatherKit key, e.g. "3J4F34WN24" (the JWT header's `kid`).
  public var keyID: String
  /// Path to the downloaded `.p8` file (PKCS#8 P-256 private key in PEM).
  public var keyFile: String

  public static let teamIDVariable = "WEATHERKIT_TEAM_ID"
  public static let serviceIDVariable = "WEATHERKIT_SERVICE_ID"
  public static let keyIDVariable = "WEATHERKIT_KEY_ID"
  public static let keyFileVariable = "WEATHERKIT_KEY_FILE"

  /// Credentials from config values; throws `WeatherKitError.missingCredential` naming the first
  /// empty one and both ways to set it.
  public init(teamID: String?, serviceID: String?, keyID: String?, keyFile: String?) throws {
    func required(_ value: String?, _ configKey: String, _ variable: String) throws -> String {
      let trimmed = value?.trimmingWhitespaceAndNewlines() ?? ""
      guard !trimmed.isEmpty else {
        throw WeatherKitError.missingCredential(configKey: configKey, variable: variable)
      }
      return trimmed
    }
    self.teamID = try required(teamID, "team_id", Self.teamIDVariable)
    self.serviceID = try required(serviceID, "service_id", Self.serviceIDVariable)
    self.keyID = try required(keyID, "key_id", Self.keyIDVariable)
    self.keyFile = try required(keyFile, "key_file", Self.keyFileVariable)
  }

  /// Credentials from `WEATHERKIT_TEAM_ID`, `WEATHERKIT_SERVICE_ID`, `WEATHERKIT_KEY_ID` and
  /// `WEATHERKIT_KEY_FILE`; a value given in `fallback` (the config file) is used where the
  /// environment has none.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fallback: (teamID: String?, serviceID: String?, keyID: String?, keyFile: String?) = (
      nil, nil, nil, nil
    )
  ) throws {
    func value(_ name: String, _ other: String?) -> String? {
      if let set = environment[name], !set.isEmpty { return set }
      return other
    }
    try self.init(
      teamID: value(Self.teamIDVariable, fallback.teamID),
      serviceID: value(Self.serviceIDVariable, fallback.serviceID),
      keyID: value(Self.keyIDVariable, fallback.keyID),
      keyFile: value(Self.keyFileVariable, fallback.keyFile))
  }

  /// The JWT header's `id`: "TEAMID.SERVICEID".
  public var headerID: String { "\(teamID).\(serviceID)" }
}
