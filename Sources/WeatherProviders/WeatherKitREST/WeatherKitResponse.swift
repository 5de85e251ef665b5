import FoundationEssentials
import WeatherCore

/// The v1 `Weather` object as WeatherKit REST sends it (apis.md §4.3): the datasets present, in
/// `WeatherKitREST`'s shapes.
struct WeatherKitResponse: Decodable {
  var currentWeather: WeatherKitREST.CurrentWeather?
  var forecastDaily: WeatherKitREST.DailyForecast?
  var forecastHourly: WeatherKitREST.HourlyForecast?
  var forecastNextHour: WeatherKitREST.NextHourForecast?
  var weatherAlerts: WeatherKitREST.AlertCollection?

  /// The metadata of every dataset present.
  var allMetadata: [WeatherKitREST.Metadata] {
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
        .trimmingScalars { $0 == "." }
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
