#if !canImport(Darwin)
  import Foundation
  internal import SystemFiles
  internal import WeatherCore
  internal import WeatherProviders

  /// What a geocoding request calls back with: the placemarks, or the error.
  public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

  /// Turns a place name into places and a location into what is known of it, shaped after
  /// CoreLocation's `CLGeocoder`, with the completion-handler and `async` forms.
  ///
  /// ```swift
  /// let placemarks = try await CLGeocoder().geocodeAddressString("Copenhagen")
  /// if let place = placemarks.first, let location = place.location {
  ///     print(place.name ?? "?", place.country ?? "?", location.coordinate.latitude)
  /// }
  /// ```
  ///
  /// Names are found with Open-Meteo's geocoding (GeoNames, keyless; `WEATHERTUI_GEOCODING_URL`
  /// points it elsewhere), the same search as the WeatherTUI dashboard's and cached with it for
  /// 30 days: the most populous match first, then the others, at most ten. Names are towns and
  /// regions, not street addresses. Reverse geocoding has no keyless source (Open-Meteo's
  /// geocoding has no reverse), so `reverseGeocodeLocation` answers with what the coordinate
  /// itself tells, offline: its time zone (the tz database's nearest zone) and the country that
  /// zone belongs to when it is one country's; `name` and `locality` are nil.
  open class CLGeocoder: NSObject, @unchecked Sendable {
    private let geocoder: OpenMeteoGeocoder?
    private let problem: String?
    private let lock = NSLock()
    private var running: Task<Void, Never>?

    /// A geocoder on the endpoints and cache folder the environment names, as the dashboard's.
    public override init() {
      let environment = ProcessInfo.processInfo.environment
      do {
        let endpoints = try ProviderEndpoints(environment: environment)
        let cache = GeocodingCache(directory: CacheDirectory(url: CacheDirectory.defaultURL(environment: environment)))
        geocoder = OpenMeteoGeocoder(client: CurlHTTPClient(), baseURL: endpoints.geocoding, cache: cache)
        problem = nil
      } catch {
        geocoder = nil
        problem = userFacingMessage(of: error)
      }
      super.init()
    }

    /// A geocoder searching with `geocoder` (tests, a stand-in server).
    init(geocoder: OpenMeteoGeocoder) {
      self.geocoder = geocoder
      problem = nil
      super.init()
    }

    /// Whether a request is under way.
    open var isGeocoding: Bool { lock.withLock { running != nil } }

    /// Stops the request under way; its handler is called with `CLError.geocodeCanceled`.
    open func cancelGeocode() {
      lock.withLock { running }?.cancel()
    }

    // MARK: - Forward

    /// The places named `addressString`, best first.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
      guard let geocoder else { throw CLError(.network, message: problem ?? "geocoding is not set up") }
      let places: [GeocodedPlace]
      do {
        places = try await geocoder.search(addressString)
      } catch GeocodingError.emptyName {
        throw CLError(.geocodeFoundNoResult, message: GeocodingError.emptyName.message)
      } catch {
        if Task.isCancelled { throw CLError(.geocodeCanceled, message: "the geocoding request was cancelled") }
        throw CLError(.network, message: userFacingMessage(of: error))
      }
      guard !places.isEmpty else {
        throw CLError(.geocodeFoundNoResult, message: GeocodingError.noPlaceFound(addressString).message)
      }
      let best = places.indices.max { (places[$0].population ?? 0) < (places[$1].population ?? 0) } ?? 0
      let ordered = [places[best]] + places.enumerated().filter { $0.offset != best }.map(\.element)
      return ordered.map(Self.placemark)
    }

    /// The places named `addressString`, best first, to `completionHandler` on the main queue.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
      run(completionHandler) { try await self.geocodeAddressString(addressString) }
    }

    /// As `geocodeAddressString(_:completionHandler:)`; the region and locale are not used (the
    /// search ranks by population and answers in English).
    open func geocodeAddressString(
      _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale? = nil,
      completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
      geocodeAddressString(addressString, completionHandler: completionHandler)
    }

    // MARK: - Reverse

    /// What the coordinate itself tells: one placemark with the location, the time zone of the
    /// nearest tz database zone and that zone's country (when it is one country's); no name.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
      let coordinate = location.coordinate
      guard CLLocationCoordinate2DIsValid(coordinate) else {
        throw CLError(
          .geocodeFoundNoResult,
          message:
            "latitude \(coordinate.latitude), longitude \(coordinate.longitude) is not on Earth; fix the location")
      }
      let zone = ZoneCentres.installed.nearest(latitude: coordinate.latitude, longitude: coordinate.longitude)
      let countries = zone.map { ZoneCountries.installed.countries(ofZone: $0) } ?? []
      let code = countries.count == 1 ? countries[0] : nil
      return [
        CLPlacemark(
          location: location, name: nil, locality: nil, administrativeArea: nil,
          country: code.flatMap { Locale(identifier: "en_US").localizedString(forRegionCode: $0) },
          isoCountryCode: code, timeZone: zone.flatMap { TimeZone(identifier: $0) })
      ]
    }

    /// `reverseGeocodeLocation(_:)` to `completionHandler` on the main queue.
    open func reverseGeocodeLocation(
      _ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
      run(completionHandler) { try await self.reverseGeocodeLocation(location) }
    }

    /// As `reverseGeocodeLocation(_:completionHandler:)`; the locale is not used.
    open func reverseGeocodeLocation(
      _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
      reverseGeocodeLocation(location, completionHandler: completionHandler)
    }

    // MARK: - Requests

    /// Runs `work`, one request at a time as CoreLocation's, and calls `handler` on the main queue.
    private func run(
      _ handler: @escaping CLGeocodeCompletionHandler, _ work: @escaping @Sendable () async throws -> [CLPlacemark]
    ) {
      lock.withLock {
        running?.cancel()
        running = Task {
          let result: ([CLPlacemark]?, CLError?)
          do {
            result = (try await work(), nil)
          } catch {
            let cancelled = CLError(.geocodeCanceled, message: "the geocoding request was cancelled")
            result = (nil, Task.isCancelled ? cancelled : Self.clError(error))
          }
          self.lock.withLock { self.running = nil }
          DispatchQueue.main.async { handler(result.0, result.1) }
        }
      }
    }

    /// `error` as CoreLocation's kind of error (the geocoder's own already are).
    static func clError(_ error: any Error) -> CLError {
      (error as? CLError) ?? CLError(.network, message: userFacingMessage(of: error))
    }

    /// A search result as a placemark.
    static func placemark(_ place: GeocodedPlace) -> CLPlacemark {
      let coordinate = CLLocationCoordinate2D(latitude: place.latitude, longitude: place.longitude)
      let location = CLLocation(
        coordinate: coordinate, altitude: place.elevation ?? 0, horizontalAccuracy: 0,
        verticalAccuracy: place.elevation == nil ? -1 : 0, timestamp: Date())
      return CLPlacemark(
        location: location, name: place.name, locality: place.name, administrativeArea: place.admin1,
        country: place.country, isoCountryCode: place.countryCode,
        timeZone: place.timezone.flatMap { TimeZone(identifier: $0) })
    }
  }

  /// A region to bias a search towards, as CoreLocation's `CLRegion` (not used by the search).
  open class CLRegion: NSObject, @unchecked Sendable {
    /// The region's name.
    public let identifier: String

    /// A region named `identifier`.
    public init(identifier: String) {
      self.identifier = identifier
    }
  }
#endif
