import WeatherCore

/// Which places the National Weather Service covers: the US states, DC and the territories.
enum NWSCoverage {
  /// Country codes NWS issues alerts for (US and its territories).
  static let countryCodes: Set<String> = ["US", "PR", "VI", "GU", "AS", "MP", "UM"]

  /// Rough boxes (lat, lon) around the states and territories, for places without a country
  /// code. They overlap Canada and Mexico on purpose: the server's "out of bounds" answer
  /// settles those.
  static let boxes: [(lat: ClosedRange<Double>, lon: ClosedRange<Double>)] = [
    (24.3...49.5, -125.0...(-66.8)),  // contiguous states
    (51.0...71.6, -180.0...(-129.9)),  // Alaska
    (51.0...53.1, 172.0...180.0),  // western Aleutians
    (18.8...22.4, -160.5...(-154.7)),  // Hawaii
    (17.6...18.6, -67.4...(-64.5)),  // Puerto Rico, Virgin Islands
    (13.2...20.6, 144.5...146.1),  // Guam, Northern Mariana Islands
    (-14.6...(-11.0), -171.2...(-168.1)),  // American Samoa
  ]

  /// True when the place is (or may be) under NWS: by country code when known, else by box.
  static func covers(_ location: Location) -> Bool {
    if let code = location.countryCode?.uppercased(), !code.isEmpty {
      return countryCodes.contains(code)
    }
    return boxes.contains {
      $0.lat.contains(location.latitude) && $0.lon.contains(location.longitude)
    }
  }
}
