// CoreLocation's location types for Linux, where Apple's framework does not exist, so that
// WeatherKit code that says `import CoreLocation` compiles unchanged. Built on Linux only
// (Package.swift); on Apple platforms WeatherKitCompat uses the real framework.
#if !canImport(Darwin)
  // Apple's CoreLocation re-exports Foundation: code that imports only WeatherKit and
  // CoreLocation uses `Date` and `TimeInterval` without importing it.
  @_exported import Foundation

  /// A latitude or longitude in degrees, as CoreLocation names it.
  public typealias CLLocationDegrees = Double
  /// A distance in metres, as CoreLocation names it.
  public typealias CLLocationDistance = Double
  /// An accuracy in metres, as CoreLocation names it.
  public typealias CLLocationAccuracy = Double

  /// A latitude and longitude, shaped after CoreLocation's, which Linux does not have.
  public struct CLLocationCoordinate2D: Sendable, Hashable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
      self.init(latitude: 0, longitude: 0)
    }

    /// A coordinate in degrees: latitude −90…90, longitude −180…180.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  /// Whether `coordinate` is a place on Earth (finite, latitude −90…90, longitude −180…180).
  public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    coordinate.latitude.isFinite && coordinate.longitude.isFinite && abs(coordinate.latitude) <= 90
      && abs(coordinate.longitude) <= 180
  }

  /// A place to ask the weather for, shaped after CoreLocation's `CLLocation` so that WeatherKit
  /// code compiles unchanged on Linux: `CLLocation(latitude: 52.52, longitude: 13.41)`.
  ///
  /// Only what a weather request needs is here: the coordinate, the altitude and the time the
  /// fix was taken. `CLLocationManager` gives the one the user configured; `CLGeocoder` finds one
  /// by name.
  public final class CLLocation: Sendable, CustomStringConvertible {
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level; 0 when unknown (as CoreLocation does, with `verticalAccuracy` < 0).
    public let altitude: CLLocationDistance
    /// Metres; negative when the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// Metres; negative when `altitude` is unknown.
    public let verticalAccuracy: CLLocationAccuracy
    public let timestamp: Date

    /// A location at a latitude and longitude in degrees, with no altitude.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
      self.init(
        coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
        horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with its altitude and accuracies, as a GPS fix gives them.
    public init(
      coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
      verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
      self.coordinate = coordinate
      self.altitude = altitude
      self.horizontalAccuracy = CLLocationCoordinate2DIsValid(coordinate) ? horizontalAccuracy : -1
      self.verticalAccuracy = verticalAccuracy
      self.timestamp = timestamp
    }

    /// The great-circle distance to `location` in metres (haversine on a sphere of the Earth's
    /// mean radius; CoreLocation's own figure can differ by a few tenths of a percent).
    public func distance(from location: CLLocation) -> CLLocationDistance {
      let radius = 6_371_008.8
      let φ1 = coordinate.latitude * .pi / 180
      let φ2 = location.coordinate.latitude * .pi / 180
      let Δφ = φ2 - φ1
      let Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
      let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
      return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    public var description: String {
      "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m"
    }
  }
#endif
