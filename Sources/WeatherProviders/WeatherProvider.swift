import FoundationEssentials
import WeatherCore

/// Something that fetches forecasts for several places in one go, and rebuilds a forecast from
/// the answer it served, which is what the disk cache keeps.
public protocol WeatherProvider: Sendable {
  /// Name used in messages and as part of cache keys, e.g. "Open-Meteo".
  var name: String { get }
  /// One forecast per location, in the same order, each with the answer it was read from.
  func answers(for locations: [Location], now: Date) async throws -> [ProviderForecast]
  /// The forecast `answer` held when it was fetched at `fetchedAt` for `location`: the same
  /// `Weather` `answers(for:now:)` returned then. Throws when the answer does not decode.
  func weather(from answer: ServedAnswer, for location: Location, fetchedAt: Date) throws -> Weather
}

extension WeatherProvider {
  /// One `Weather` per location, in the same order.
  public func forecast(for locations: [Location], now: Date) async throws -> [Weather] {
    try await answers(for: locations, now: now).map(\.weather)
  }
}

/// A provider that can fetch what changes within the hour (current conditions, the next hour's
/// quarter-hours) on its own, for much less than the whole forecast: models publish new hours and
/// days at most hourly, so between those the cheaper request keeps the screen current.
public protocol CurrentConditionsProvider: WeatherProvider {
  /// `weathers` (one per location, in order) with their current conditions and next hour asked
  /// again; their hours and days are kept as they were.
  func updatingCurrentConditions(of weathers: [Weather], for locations: [Location], now: Date) async throws -> [Weather]
}

/// One place's forecast and the answer it came from.
public struct ProviderForecast: Sendable {
  public var weather: Weather
  /// Nil when the provider could not set this place's part of the answer apart; then the
  /// forecast is shown but not cached.
  public var answer: ServedAnswer?

  public init(weather: Weather, answer: ServedAnswer?) {
    self.weather = weather
    self.answer = answer
  }
}

/// One place's answer as the provider served it: the bytes the cache keeps, since reading them
/// again costs no more than the first time (a FlatBuffers answer is not turned into JSON).
public struct ServedAnswer: Sendable, Equatable {
  /// How `body` is encoded, in the provider's words ("flatbuffers", "json").
  public var format: String
  public var body: Data
  /// What the provider used beside the body, by name (WeatherKit: the datasets it offered and
  /// the alerts' full texts).
  public var extras: [String: String]

  public init(format: String, body: Data, extras: [String: String] = [:]) {
    self.format = format
    self.body = body
    self.extras = extras
  }
}
