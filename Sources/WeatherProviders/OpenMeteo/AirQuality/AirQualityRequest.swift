import FoundationEssentials
import WeatherCore

/// Builds the one `/v1/air-quality` URL that asks for every place at once.
///
/// Its weight (`OpenMeteoCallWeight`): 25 current and 8 hourly variables over 2 days cost
/// 3.3 calls a place.
enum AirQualityRequest {
  static func url(
    base: URL, locations: [Location], wire: OpenMeteoWireFormat, sharing: OpenMeteoRequestSharing = .batched
  ) -> URL {
    var components = URLComponents(url: base.appendingPathComponent("v1/air-quality"), resolvingAgainstBaseURL: false)!
    var items =
      OpenMeteoForecastRequest.places(locations, sharing: sharing) + [
        URLQueryItem(name: "current", value: AirQualityVariableNames.current.joined(separator: ",")),
        URLQueryItem(name: "hourly", value: AirQualityVariableNames.hourly.joined(separator: ",")),
        URLQueryItem(name: "timezone", value: locations.map(OpenMeteoForecastRequest.timezone).joined(separator: ",")),
        URLQueryItem(name: "forecast_days", value: String(AirQualityVariableNames.forecastDays)),
        URLQueryItem(name: "timeformat", value: "unixtime"),
      ]
    if wire == .flatbuffers { items.append(URLQueryItem(name: "format", value: "flatbuffers")) }
    components.queryItems = items
    return components.url!
  }
}
