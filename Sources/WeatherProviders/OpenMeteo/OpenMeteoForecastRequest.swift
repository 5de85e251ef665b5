import FoundationEssentials
import SystemFiles
import WeatherCore

/// The wire format asked of Open-Meteo; both decode to the same payload.
public enum OpenMeteoWireFormat: String, Sendable, CaseIterable {
  case json, flatbuffers
}

/// How requests are cut, where several displays may share answers.
public enum OpenMeteoRequestSharing: Sendable, Equatable {
  /// One request for all of a display's places (the fewest requests for one display).
  case batched
  /// One request per place, coordinates rounded to 0.01° as the cache rounds them: behind a
  /// shared cache, two displays showing the same place send byte-identical requests.
  case perPlace

  /// The coordinate as it goes on the wire.
  func coordinate(_ value: Double) -> Double {
    self == .perPlace ? (value * 100).rounded() / 100 : value
  }
}

/// Builds the single `/v1/forecast` URL that fetches every place at once.
enum OpenMeteoForecastRequest {
  /// The whole forecast, or only what changes within the hour.
  enum Sections {
    /// Current conditions, the quarter-hours, the hourly and daily forecast: about 5.3 calls a place.
    case all
    /// Current conditions and the quarter-hours over two days (so the next hour never runs past
    /// the answer at midnight): about 1.8 calls a place.
    case currentAndNextHour
  }

  static func url(
    base: URL, locations: [Location], wire: OpenMeteoWireFormat, sharing: OpenMeteoRequestSharing = .batched,
    sections: Sections = .all
  ) -> URL {
    var components = URLComponents(
      url: base.appendingPathComponent("v1/forecast"), resolvingAgainstBaseURL: false)!
    var items =
      places(locations, sharing: sharing) + [
        URLQueryItem(name: "current", value: OpenMeteoVariables.current.joined(separator: ",")),
        URLQueryItem(name: "minutely_15", value: OpenMeteoVariables.minutely15.joined(separator: ",")),
      ]
    switch sections {
    case .all:
      items += [
        URLQueryItem(name: "hourly", value: OpenMeteoVariables.hourly.joined(separator: ",")),
        URLQueryItem(name: "daily", value: OpenMeteoVariables.daily.joined(separator: ",")),
        URLQueryItem(name: "timezone", value: locations.map(timezone).joined(separator: ",")),
        URLQueryItem(name: "forecast_days", value: String(OpenMeteoVariables.forecastDays)),
        URLQueryItem(name: "past_days", value: "1"),
      ]
    case .currentAndNextHour:
      items += [
        URLQueryItem(name: "timezone", value: locations.map(timezone).joined(separator: ",")),
        URLQueryItem(name: "forecast_days", value: "2"),
      ]
    }
    items.append(URLQueryItem(name: "timeformat", value: "unixtime"))
    if wire == .flatbuffers { items.append(URLQueryItem(name: "format", value: "flatbuffers")) }
    components.queryItems = items
    return components.url!
  }

  /// `latitude` and `longitude`, one comma-separated list each, for every Open-Meteo API that
  /// takes several places in one request (forecast, archive, air quality).
  static func places(_ locations: [Location], sharing: OpenMeteoRequestSharing) -> [URLQueryItem] {
    [
      URLQueryItem(
        name: "latitude",
        value: locations.map { coordinate(sharing.coordinate($0.latitude)) }.joined(separator: ",")),
      URLQueryItem(
        name: "longitude",
        value: locations.map { coordinate(sharing.coordinate($0.longitude)) }.joined(separator: ",")),
    ]
  }

  /// Shortest decimal that round-trips, at most 6 places (≈ 10 cm), never exponent notation.
  static func coordinate(_ value: Double) -> String {
    var text = CFormat.string("%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// The place's own IANA zone when known and valid, else `auto` (resolved from coordinates).
  static func timezone(_ location: Location) -> String {
    guard let identifier = location.timeZoneIdentifier, ZoneDatabase.zone(identifier) != nil,
      identifier.allSatisfy({ $0.isLetter || $0.isNumber || "/_-+".contains($0) })
    else { return "auto" }
    return identifier
  }
}
