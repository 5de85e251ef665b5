import Foundation

/// WeatherKit's `WeatherService` on Linux: the same calls, answered by Open-Meteo without a key
/// (the default) or by Apple's WeatherKit REST API with yours.
///
/// ```swift
/// let weather = try await WeatherService.shared.weather(for: CLLocation(latitude: 43, longitude: -76))
/// print(weather.currentWeather.temperature.formatted(), weather.currentWeather.condition)
/// ```
///
/// Answers come from the same model, cache and request budget as WeatherTUI's dashboard:
/// a forecast younger than the refresh interval (10 minutes) is not asked again, and calls for
/// several places made together go out as one request.
public final class WeatherService: Sendable {
  /// The service of `WeatherService.Provider.environment`: WeatherKit when the environment
  /// holds a key, else keyless Open-Meteo.
  public static let shared = WeatherService()

  let store: WeatherDataStore

  /// A service of `WeatherService.Provider.environment`.
  public convenience init() {
    self.init(provider: .environment)
  }

  /// A service answered by `provider`.
  public init(provider: Provider) {
    store = WeatherDataStore(provider: provider)
  }

  /// A service whose "now" is `clock` (tests replaying recorded answers).
  init(provider: Provider, clock: @escaping @Sendable () -> Date, batchWindow: Duration = .milliseconds(5)) {
    store = WeatherDataStore(provider: provider, clock: clock, batchWindow: batchWindow)
  }

  // MARK: - Weather

  /// Everything for `location`: current conditions, the next hour, 25 hours, 10 days, alerts.
  public func weather(for location: CLLocation) async throws -> Weather {
    try await store.snapshot(for: location, needsClimate: false).whole()
  }

  /// The dataset `dataSet` for `location`: `try await service.weather(for: place, including: .daily)`.
  public func weather<T: Sendable>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
    let snapshot = try await store.snapshot(for: location, needsClimate: dataSet.needsClimate)
    return try dataSet.answer(snapshot)
  }

  /// The datasets `dataSet…` for `location`, from one request, as a tuple in the order asked
  /// (one query answers with its own type):
  ///
  /// ```swift
  /// let place = CLLocation(latitude: 52.52, longitude: 13.41)
  /// let (current, hourly, daily) = try await WeatherService.shared.weather(
  ///     for: place, including: .current, .hourly, .daily)
  /// print(current.condition, hourly.count, "hours", daily.count, "days")
  /// ```
  public func weather<each T: Sendable>(
    for location: CLLocation, including dataSet: repeat WeatherQuery<each T>
  ) async throws -> (repeat each T) {
    var needsClimate = false
    for query in repeat each dataSet { needsClimate = needsClimate || query.needsClimate }
    let snapshot = try await store.snapshot(for: location, needsClimate: needsClimate)
    return (repeat try (each dataSet).answer(snapshot))
  }

  /// The credit the provider asks for; WeatherKit's marks when its attribution endpoint answers.
  public var attribution: WeatherAttribution {
    get async throws { try await store.attribution() }
  }
}
