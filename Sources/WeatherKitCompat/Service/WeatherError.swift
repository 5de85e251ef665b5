import Foundation
internal import WeatherProviders

/// Why a weather request failed: WeatherKit's two cases, and ours, each with the one-line
/// message (`errorDescription`) that names the problem and the fix.
public enum WeatherError: LocalizedError, Hashable, Sendable {
  /// The provider refused the credentials (WeatherKit: key revoked, wrong team or service id).
  case permissionDenied
  /// Something failed that has no case of its own.
  case unknown
  /// No answer: the host could not be reached or the connection failed.
  case network(String)
  /// The provider limits requests until `retryAt` (Open-Meteo's free tier, WeatherKit's quota).
  case rateLimited(retryAt: Date, String)
  /// The provider does not serve this place or this dataset for it.
  case unsupportedRegion(String)
  /// The provider answered with an error or with something that is not a forecast.
  case server(String)
  /// The service is set up wrongly (a WeatherKit key file, a base URL); the message says how.
  case configuration(String)

  public var errorDescription: String? {
    switch self {
    case .permissionDenied:
      "The weather provider refused the credentials: check the WeatherKit key, key id, team id and service id."
    case .unknown: "The weather request failed for an unknown reason; try again later."
    case .network(let message), .rateLimited(_, let message), .unsupportedRegion(let message),
      .server(let message), .configuration(let message):
      message
    }
  }

  /// The error a provider or the network threw, as one of these.
  init(_ error: any Error) {
    let message = userFacingMessage(of: error)
    switch error {
    case let error as WeatherError: self = error
    case let error as OpenMeteoError:
      switch error {
      case .rateLimited(_, let retryAt): self = .rateLimited(retryAt: retryAt, message)
      case .transport: self = .network(message)
      case .badRequest: self = .unsupportedRegion(message)
      case .server, .malformedBody, .locationCountMismatch: self = .server(message)
      }
    case let error as WeatherKitError:
      switch error {
      case .unauthorized: self = .permissionDenied
      case .rateLimited(let retryAt): self = .rateLimited(retryAt: retryAt, message)
      case .transport: self = .network(message)
      case .notFound: self = .unsupportedRegion(message)
      case .server, .malformedBody: self = .server(message)
      case .missingCredential, .keyFileMissing, .keyFileTooOpen, .keyFileUnreadable, .keyFileNotAKey:
        self = .configuration(message)
      }
    case is HTTPClientError: self = .network(message)
    default: self = .server(message)
    }
  }
}
