#if !canImport(Darwin)
  import Foundation

  /// A place a geocoder found, shaped after CoreLocation's `CLPlacemark`: its name, region,
  /// country, time zone and location. Open-Meteo's geocoding (GeoNames) gives names down to the
  /// town, so street-level fields (`thoroughfare`, `postalCode`…) are nil.
  open class CLPlacemark: NSObject, @unchecked Sendable {
    /// Where the place is, with its elevation as the altitude where known.
    public let location: CLLocation?
    /// The place's name, "Copenhagen".
    public let name: String?
    /// The town or city; the place's name where the geocoder found a town.
    public let locality: String?
    /// The first-level region, "Capital Region".
    public let administrativeArea: String?
    /// The country's name, "Denmark".
    public let country: String?
    /// ISO 3166-1 alpha-2, "DK".
    public let isoCountryCode: String?
    /// The place's time zone.
    public let timeZone: TimeZone?
    /// Street name; nil (Open-Meteo's geocoding has no streets).
    public let thoroughfare: String? = nil
    /// House number; nil.
    public let subThoroughfare: String? = nil
    /// District within the town; nil.
    public let subLocality: String? = nil
    /// Second-level region; nil.
    public let subAdministrativeArea: String? = nil
    /// Postal code; nil.
    public let postalCode: String? = nil
    /// Lake or river the place is on; nil.
    public let inlandWater: String? = nil
    /// Ocean the place is in; nil.
    public let ocean: String? = nil
    /// Landmarks at the place; nil.
    public let areasOfInterest: [String]? = nil

    /// A placemark with what a geocoder knows of the place.
    public init(
      location: CLLocation?, name: String?, locality: String?, administrativeArea: String?, country: String?,
      isoCountryCode: String?, timeZone: TimeZone?
    ) {
      self.location = location
      self.name = name
      self.locality = locality
      self.administrativeArea = administrativeArea
      self.country = country
      self.isoCountryCode = isoCountryCode
      self.timeZone = timeZone
    }

    /// A copy of `placemark`, as CoreLocation's `init(placemark:)`.
    public convenience init(placemark: CLPlacemark) {
      self.init(
        location: placemark.location, name: placemark.name, locality: placemark.locality,
        administrativeArea: placemark.administrativeArea, country: placemark.country,
        isoCountryCode: placemark.isoCountryCode, timeZone: placemark.timeZone)
    }

    /// "Copenhagen, Capital Region, Denmark @ <55.67594,12.56553>".
    open override var description: String {
      let words = [name, administrativeArea, country].compactMap { $0 }.joined(separator: ", ")
      guard let location else { return words }
      return words + " @ <\(location.coordinate.latitude),\(location.coordinate.longitude)>"
    }
  }
#endif
