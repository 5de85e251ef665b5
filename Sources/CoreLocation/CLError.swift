#if !canImport(Darwin)
  import Foundation

  /// Why a geocoder or location manager failed, shaped after CoreLocation's `CLError`: compare
  /// `error.code` with `.network`, `.geocodeFoundNoResult`, `.denied`…
  public struct CLError: Error, Hashable, Sendable, LocalizedError {
    /// CoreLocation's codes that can happen here, with Apple's raw values.
    public enum Code: Int, Sendable {
      /// No location is known (no location configured, see `CLLocationManager`).
      case locationUnknown = 0
      /// Location services are not allowed: no location is configured.
      case denied = 1
      /// The geocoding service could not be reached or refused the request.
      case network = 2
      /// The geocoder found no place by that name.
      case geocodeFoundNoResult = 8
      /// The request was cancelled (`cancelGeocode()`).
      case geocodeCanceled = 10
    }

    /// What went wrong.
    public let code: Code
    /// One line naming the problem and the fix.
    public let message: String

    /// An error with `code` and its message.
    public init(_ code: Code, message: String) {
      self.code = code
      self.message = message
    }

    /// The message.
    public var errorDescription: String? { message }

    /// `.locationUnknown`, as `CLError.locationUnknown`.
    public static var locationUnknown: Code { .locationUnknown }
    /// `.denied`, as `CLError.denied`.
    public static var denied: Code { .denied }
    /// `.network`, as `CLError.network`.
    public static var network: Code { .network }
    /// `.geocodeFoundNoResult`, as `CLError.geocodeFoundNoResult`.
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    /// `.geocodeCanceled`, as `CLError.geocodeCanceled`.
    public static var geocodeCanceled: Code { .geocodeCanceled }
  }

  extension CLError.Code {
    /// A code matches an error with that code, as CoreLocation's do in `catch CLError.network`.
    public static func ~= (code: Self, error: any Error) -> Bool {
      (error as? CLError)?.code == code
    }
  }
#endif
