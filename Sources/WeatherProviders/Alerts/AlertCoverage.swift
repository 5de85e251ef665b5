import WeatherCore

/// Which places an alert source covers: by country code when the place has one, else by rough
/// latitude/longitude boxes (less any boxes cut out of them). A source whose server answers
/// "outside my area" may use boxes that overlap its neighbours; one whose server answers an
/// empty list there may not, since that would read as "no alerts".
struct AlertCoverage: Sendable {
  typealias Box = (lat: ClosedRange<Double>, lon: ClosedRange<Double>)

  var countryCodes: Set<String>
  var boxes: [Box]
  var excluded: [Box] = []

  /// True when the place is (or may be) in the area: by country code when known, else by box.
  func covers(_ location: Location) -> Bool {
    if let code = location.countryCode?.uppercased(), !code.isEmpty {
      return countryCodes.contains(code)
    }
    let inside = { (box: Box) in box.lat.contains(location.latitude) && box.lon.contains(location.longitude) }
    return boxes.contains(where: inside) && !excluded.contains(where: inside)
  }

  // MARK: - The sources' areas

  /// The National Weather Service: the US states, DC and the territories. The boxes overlap
  /// Canada and Mexico on purpose: the server's "out of bounds" answer settles those.
  static let nws = AlertCoverage(
    countryCodes: ["US", "PR", "VI", "GU", "AS", "MP", "UM"],
    boxes: [
      (24.3...49.5, -125.0...(-66.8)),  // contiguous states
      (51.0...71.6, -180.0...(-129.9)),  // Alaska
      (51.0...53.1, 172.0...180.0),  // western Aleutians
      (18.8...22.4, -160.5...(-154.7)),  // Hawaii
      (17.6...18.6, -67.4...(-64.5)),  // Puerto Rico, Virgin Islands
      (13.2...20.6, 144.5...146.1),  // Guam, Northern Mariana Islands
      (-14.6...(-11.0), -171.2...(-168.1)),  // American Samoa
    ])

  /// Environment and Climate Change Canada. The server answers an empty list outside its zones,
  /// so Greenland's west coast (north of 60° N, east of 60° W) is cut out of the box.
  static let eccc = AlertCoverage(
    countryCodes: ["CA"], boxes: [(41.6...83.2, -141.1...(-52.6))],
    excluded: [(60.0...90.0, (-60.0).nextUp...(-52.6))])  // east of 60° W: 60° W itself stays in

  /// The Deutscher Wetterdienst. The warn cell lookup settles the border: a point in no German
  /// municipality is handed on.
  static let dwd = AlertCoverage(countryCodes: ["DE"], boxes: [(47.2...55.1, 5.8...15.1)])

  /// MET Norway: Norway, Svalbard and Jan Mayen; without a country code only the Arctic islands,
  /// whose boxes hold no other country (mainland Norway's would take in Sweden and Finland).
  static let metNorway = AlertCoverage(
    countryCodes: ["NO", "SJ"], boxes: [(74.0...81.0, 10.0...35.0), (70.7...71.3, -9.2...(-7.8))])
}
