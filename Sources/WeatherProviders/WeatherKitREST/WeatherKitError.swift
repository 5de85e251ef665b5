import FoundationEssentials
import WeatherCore

/// Everything that can go wrong with WeatherKit, each with a one-line message that names the
/// problem and the fix. No case carries the key or the token.
public enum WeatherKitError: Error, Sendable, Equatable, UserFacingError {
  /// A credential is not set in the config (`configKey` in `[weatherkit]`) or the environment.
  case missingCredential(configKey: String, variable: String)
  case keyFileMissing(path: String)
  /// The key file's permission bits (e.g. 0o644) let group or others read it.
  case keyFileTooOpen(path: String, mode: Int)
  case keyFileUnreadable(path: String)
  case keyFileNotAKey(path: String)
  /// HTTP 401 or 403: the token was refused; `reason` is WeatherKit's code, e.g. "NOT_ENABLED".
  case unauthorized(status: Int, reason: String?)
  /// HTTP 404 for a dataset or path (e.g. a dataset this place does not have).
  case notFound(path: String)
  /// HTTP 429: the monthly or burst quota is used up; no request before `retryAt`.
  case rateLimited(retryAt: Date)
  /// Any other non-2xx status.
  case server(status: Int, reason: String?)
  /// A 2xx answer that could not be read.
  case malformedBody(detail: String)
  /// No answer at all.
  case transport(message: String)

  public var message: String {
    switch self {
    case .missingCredential(let configKey, let variable):
      return "WeatherKit needs \(configKey): set \(variable) or \(configKey) in the [weatherkit] "
        + "table of the config file, or use the default provider (open-meteo)"
    case .keyFileMissing(let path):
      return "WeatherKit key file \(Self.clean(path)) does not exist; point "
        + "\(WeatherKitCredentials.keyFileVariable) (or key_file in [weatherkit]) at the .p8 file "
        + "downloaded from the Apple Developer site"
    case .keyFileTooOpen(let path, let mode):
      return "WeatherKit key file \(Self.clean(path)) is accessible by group or others (mode "
        + CFormat.string("%03o", mode) + "); run: chmod 600 \(Self.clean(path))"
    case .keyFileUnreadable(let path):
      return "cannot read WeatherKit key file \(Self.clean(path)); check that it belongs to you "
        + "and is a text file (chmod 600)"
    case .keyFileNotAKey(let path):
      return "WeatherKit key file \(Self.clean(path)) is not a P-256 private key in PEM form; "
        + "use the .p8 file of a WeatherKit key from the Apple Developer site"
    case .unauthorized(let status, let reason):
      let detail = reason.map { " (HTTP \(status), \(Self.clean($0)))" } ?? " (HTTP \(status))"
      return "WeatherKit rejected the token\(detail): check the key id, team id, service id "
        + "and the system clock"
    case .notFound(let path):
      return "WeatherKit has no data at \(Self.clean(path)) (HTTP 404); the dataset is not "
        + "offered for this place"
    case .rateLimited(let retryAt):
      return "WeatherKit's request quota is used up (HTTP 429); next try at "
        + OpenMeteoError.clock(retryAt) + " UTC"
    case .server(let status, let reason):
      let detail = reason.map { " (\(Self.clean($0)))" } ?? ""
      return "WeatherKit answered HTTP \(status)\(detail); the service has a problem, "
        + "try again in a few minutes"
    case .malformedBody(let detail):
      return "WeatherKit sent an unreadable answer: \(Self.clean(detail)); try again later"
    case .transport(let message):
      return "\(message); check the network connection"
    }
  }

  private static func clean(_ text: String) -> String { UntrustedText.clean(text, limit: 160) }
}
