#if !canImport(Darwin)
  import Foundation

  /// The best accuracy there is (a configured location is exact).
  public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
  /// The accuracy navigation asks for.
  public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
  /// Ten metres.
  public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
  /// A hundred metres.
  public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
  /// A kilometre: enough for the weather.
  public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
  /// Three kilometres.
  public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
  /// Every movement is reported (none happens here).
  public let kCLDistanceFilterNone: CLLocationDistance = -1

  /// Whether the app may use the location, shaped after CoreLocation's.
  public enum CLAuthorizationStatus: Int32, Sendable {
    /// Not asked yet (never reported here).
    case notDetermined = 0
    /// Not allowed by policy (never reported here).
    case restricted = 1
    /// No location is configured.
    case denied = 2
    /// A location is configured.
    case authorizedAlways = 3
    /// A location is configured (reported as `.authorizedAlways`).
    case authorizedWhenInUse = 4
  }

  /// What a `CLLocationManager` tells its delegate; every method has a default that does nothing,
  /// as CoreLocation's optional ones.
  public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations, the latest last.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Why no location can be given (`CLError.denied` where none is configured).
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorization, told once when the delegate is set.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  }

  extension CLLocationManagerDelegate {
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  }

  /// Where the machine is, shaped after CoreLocation's `CLLocationManager`: a server or a
  /// Raspberry Pi has no location service, so it reports the location the user configured.
  ///
  /// ```swift
  /// // WEATHERTUI_LOCATION="55.68,12.57" (or a place name, "Copenhagen")
  /// let manager = CLLocationManager()
  /// if let here = try await manager.configuredLocation() {
  ///     print(here.coordinate.latitude, here.coordinate.longitude)
  /// }
  /// ```
  ///
  /// The location is `WEATHERTUI_LOCATION` in the environment: "latitude,longitude" in degrees,
  /// or a place name found with `CLGeocoder`; or the one given to `init(configuredLocation:)`.
  /// With one, the authorization is `.authorizedAlways` and `requestLocation()` and
  /// `startUpdatingLocation()` tell the delegate it, once, on the main queue; without, the
  /// authorization is `.denied` and the delegate is told `CLError.denied`, naming the variable.
  open class CLLocationManager: NSObject, @unchecked Sendable {
    /// The environment variable that holds the configured location.
    public static let locationVariable = "WEATHERTUI_LOCATION"

    private let configured: String?
    private let given: CLLocation?
    private let lock = NSLock()
    private var resolved: CLLocation?

    /// Told of locations and failures; held weakly, as CoreLocation's.
    open weak var delegate: (any CLLocationManagerDelegate)? {
      didSet {
        guard delegate != nil else { return }
        DispatchQueue.main.async { self.delegate?.locationManagerDidChangeAuthorization(self) }
      }
    }

    /// Kept for code that sets it; every location is the configured one.
    open var desiredAccuracy: CLLocationAccuracy = 0
    /// Kept for code that sets it; the location does not move.
    open var distanceFilter: CLLocationDistance = -1

    /// A manager of the location the environment configures (`WEATHERTUI_LOCATION`).
    public override init() {
      let text = ProcessInfo.processInfo.environment[Self.locationVariable]?.trimmingCharacters(in: .whitespaces)
      configured = text.flatMap { $0.isEmpty ? nil : $0 }
      given = nil
      super.init()
    }

    /// A manager that reports `location`, whatever the environment says.
    public init(configuredLocation location: CLLocation) {
      configured = nil
      given = location
      resolved = location
      super.init()
    }

    /// The configured location once known: at once for coordinates, after the first request
    /// for a place name; nil without one.
    open var location: CLLocation? {
      if let known = lock.withLock({ resolved }) { return known }
      guard let configured, let coordinate = Self.coordinate(configured) else { return nil }
      return CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }

    /// `.authorizedAlways` with a configured location, else `.denied`.
    open var authorizationStatus: CLAuthorizationStatus {
      given != nil || configured != nil ? .authorizedAlways : .denied
    }

    /// Whether a location is configured in the environment.
    open class func locationServicesEnabled() -> Bool {
      ProcessInfo.processInfo.environment[locationVariable]?.isEmpty == false
    }

    /// Nothing to ask on Linux: the authorization follows the configuration.
    open func requestWhenInUseAuthorization() {}
    /// Nothing to ask on Linux: the authorization follows the configuration.
    open func requestAlwaysAuthorization() {}

    /// Tells the delegate the configured location once (or why there is none).
    open func requestLocation() {
      Task {
        let outcome: Result<CLLocation, CLError>
        do {
          guard let here = try await self.configuredLocation() else {
            throw CLError(.denied, message: Self.noLocation)
          }
          outcome = .success(here)
        } catch {
          outcome = .failure(CLGeocoder.clError(error))
        }
        DispatchQueue.main.async {
          switch outcome {
          case .success(let here): self.delegate?.locationManager(self, didUpdateLocations: [here])
          case .failure(let error): self.delegate?.locationManager(self, didFailWithError: error)
          }
        }
      }
    }

    /// As `requestLocation()`: the location does not move, so it is told once.
    open func startUpdatingLocation() { requestLocation() }
    /// Nothing is running to stop.
    open func stopUpdatingLocation() {}

    /// The configured location (a place name found with `CLGeocoder`); nil where none is
    /// configured. Not in CoreLocation: its `async` way for code that does not use a delegate.
    open func configuredLocation() async throws -> CLLocation? {
      if let known = lock.withLock({ resolved }) { return known }
      guard let configured else { return nil }
      let here: CLLocation
      if let coordinate = Self.coordinate(configured) {
        here = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
      } else {
        guard let found = try await CLGeocoder().geocodeAddressString(configured).first?.location else {
          throw CLError(.geocodeFoundNoResult, message: "\(Self.locationVariable) names no place found")
        }
        here = found
      }
      lock.withLock { resolved = here }
      return here
    }

    static let noLocation =
      "no location is configured: set \(locationVariable) to latitude,longitude (55.68,12.57) or a place name"

    /// "55.68,12.57" (or with a space) as a coordinate on Earth; nil for anything else.
    static func coordinate(_ text: String) -> CLLocationCoordinate2D? {
      let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else { return nil }
      let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
      return CLLocationCoordinate2DIsValid(coordinate) ? coordinate : nil
    }
  }
#endif
