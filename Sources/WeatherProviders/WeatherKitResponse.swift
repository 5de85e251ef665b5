import Foundation

/// The v1 `Weather` object as WeatherKit REST sends it (apis.md §4.3). Every dataset and field
/// is optional: a dataset a place lacks is simply absent. Units: °C, km/h, hPa, mm, m,
/// fractions 0…1.
struct WeatherKitResponse: Decodable {
  var currentWeather: Current?
  var forecastDaily: Daily?
  var forecastHourly: Hourly?
  var forecastNextHour: NextHour?
  var weatherAlerts: Alerts?

  struct Metadata: Decodable {
    var attributionURL: String?
    var expireTime: Date?
    var readTime: Date?
    var providerName: String?
    var temporarilyUnavailable: Bool?
  }

  struct Current: Decodable {
    var metadata: Metadata?
    var asOf: Date?
    var cloudCover: Double?
    var cloudCoverLowAltPct: Double?
    var cloudCoverMidAltPct: Double?
    var cloudCoverHighAltPct: Double?
    var conditionCode: String?
    var daylight: Bool?
    var humidity: Double?
    var precipitationIntensity: Double?
    var pressure: Double?
    var pressureTrend: String?
    var temperature: Double?
    var temperatureApparent: Double?
    var temperatureDewPoint: Double?
    var uvIndex: Double?
    var visibility: Double?
    var windDirection: Double?
    var windGust: Double?
    var windSpeed: Double?
  }

  struct Daily: Decodable {
    var metadata: Metadata?
    var days: [Day]?
  }

  struct Day: Decodable {
    var forecastStart: Date?
    var conditionCode: String?
    var maxUvIndex: Double?
    var precipitationAmount: Double?
    var precipitationChance: Double?
    var snowfallAmount: Double?
    var sunrise: Date?
    var sunset: Date?
    var temperatureMax: Double?
    var temperatureMin: Double?
    var humidityMax: Double?
    var humidityMin: Double?
    var windSpeedMax: Double?
    var windGustSpeedMax: Double?
    var daytimeForecast: DayPart?
  }

  struct DayPart: Decodable {
    var windDirection: Double?
    var windSpeed: Double?
  }

  struct Hourly: Decodable {
    var metadata: Metadata?
    var hours: [Hour]?
  }

  struct Hour: Decodable {
    var forecastStart: Date?
    var cloudCover: Double?
    var cloudCoverLowAltPct: Double?
    var cloudCoverMidAltPct: Double?
    var cloudCoverHighAltPct: Double?
    var conditionCode: String?
    var daylight: Bool?
    var humidity: Double?
    var precipitationAmount: Double?
    var precipitationChance: Double?
    var precipitationIntensity: Double?
    var pressure: Double?
    var snowfallAmount: Double?
    var temperature: Double?
    var temperatureApparent: Double?
    var temperatureDewPoint: Double?
    var uvIndex: Double?
    var visibility: Double?
    var windDirection: Double?
    var windGust: Double?
    var windSpeed: Double?
  }

  struct NextHour: Decodable {
    var metadata: Metadata?
    var minutes: [Minute]?
  }

  struct Minute: Decodable {
    var startTime: Date?
    var precipitationChance: Double?
    var precipitationIntensity: Double?
  }

  struct Alerts: Decodable {
    var metadata: Metadata?
    var detailsUrl: String?
    var alerts: [Alert]?
  }

  struct Alert: Decodable {
    var id: String?
    var areaName: String?
    var description: String?
    var effectiveTime: Date?
    var expireTime: Date?
    var eventOnsetTime: Date?
    var eventEndTime: Date?
    var detailsUrl: String?
    var severity: String?
    var source: String?
    var urgency: String?
    var certainty: String?
  }

  /// The metadata of every dataset present.
  var allMetadata: [Metadata] {
    [
      currentWeather?.metadata, forecastDaily?.metadata, forecastHourly?.metadata,
      forecastNextHour?.metadata, weatherAlerts?.metadata,
    ].compactMap { $0 }
  }

  // MARK: - Decoding

  /// Decodes a body; dates are ISO-8601 with or without fractional seconds.
  static func decode(_ body: Data) throws -> WeatherKitResponse {
    do {
      return try decoder.decode(WeatherKitResponse.self, from: body)
    } catch let error as DecodingError {
      throw WeatherKitError.malformedBody(detail: Self.describe(error))
    } catch {
      throw WeatherKitError.malformedBody(detail: "not JSON")
    }
  }

  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = WeatherKitResponse.date(text) else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "'\(UntrustedText.clean(text, limit: 40))' is not an ISO-8601 time")
      }
      return date
    }
    return decoder
  }()

  static func date(_ text: String) -> Date? {
    if let date = try? Date(text, strategy: .iso8601) { return date }
    return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }

  /// "forecastDaily.days[3].forecastStart: …" — where the body went wrong, in a few words.
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "unexpected value at \(path(context))"
    case .keyNotFound(let key, let context):
      return "missing \(key.stringValue) at \(path(context))"
    case .dataCorrupted(let context):
      let at = path(context)
      return at.isEmpty ? "not JSON" : "\(at): \(context.debugDescription)"
    @unknown default:
      return "unexpected shape"
    }
  }
}
