import FoundationEssentials
import WeatherCore

/// What a user typed to name a place: coordinates ("52.52,13.41") or a name to geocode.
public enum LocationQuery: Sendable, Equatable {
  case coordinates(latitude: Double, longitude: Double)
  case name(String)

  /// Reads "lat,lon" (comma and/or spaces between, e.g. "52.52, 13.41") as coordinates and
  /// anything else as a name. Throws `LocationQueryError` for empty text or coordinates off Earth.
  public static func parse(_ text: String) throws -> LocationQuery {
    let trimmed = text.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty else { throw LocationQueryError.empty }
    let parts = trimmed.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
    guard parts.count == 2, let latitude = number(parts[0]), let longitude = number(parts[1]) else {
      return .name(trimmed)
    }
    guard (-90...90).contains(latitude) else {
      throw LocationQueryError.latitudeOutOfRange(String(parts[0]))
    }
    guard (-180...180).contains(longitude) else {
      throw LocationQueryError.longitudeOutOfRange(String(parts[1]))
    }
    return .coordinates(latitude: latitude, longitude: longitude)
  }

  /// A plain decimal number ("-33.9", "+151", "52."); no exponents, "nan" or "inf".
  private static func number(_ text: Substring) -> Double? {
    let body = text.hasPrefix("-") || text.hasPrefix("+") || text.hasPrefix("−") ? text.dropFirst() : text
    guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      body.filter({ $0 == "." }).count <= 1, body != "."
    else { return nil }
    guard let magnitude = Double(body) else { return nil }
    return text.hasPrefix("-") || text.hasPrefix("−") ? -magnitude : magnitude
  }
}

/// Why typed coordinates are unusable.
public enum LocationQueryError: Error, Sendable, Equatable, UserFacingError {
  case empty
  case latitudeOutOfRange(String)
  case longitudeOutOfRange(String)

  public var message: String {
    switch self {
    case .empty:
      "the place is empty; give a town name like Berlin or latitude,longitude like 52.52,13.41"
    case .latitudeOutOfRange(let value):
      "latitude \(value) is out of range −90…90; give latitude first, then longitude, "
        + "like 52.52,13.41"
    case .longitudeOutOfRange(let value):
      "longitude \(value) is out of range −180…180; give latitude first, then longitude, "
        + "like 52.52,13.41"
    }
  }
}
