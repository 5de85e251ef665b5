import FoundationEssentials
import WeatherCore

// MARK: - Air quality

extension DashboardState {
  /// How long air quality is kept before it is asked again: its data changes hourly.
  public static let airQualityInterval: TimeInterval = 3600
  /// How soon a failed air-quality request is tried again (with the next forecasts after it).
  public static let airQualityRetry: TimeInterval = 600

  /// The air-quality request to make after the forecasts, when one is due: hourly, at once
  /// for a place that has none yet, never two at a time (one presumed lost after
  /// `refreshTimeout`).
  mutating func startAirQualityLoad() -> DashboardEffect? {
    if let started = airQualityStartedAt, now.timeIntervalSince(started) < Self.refreshTimeout { return nil }
    let due = airQualityDueAt.map { now >= $0 } ?? true
    let missing = places.contains { $0.airQuality == .idle }
    guard !places.isEmpty, due || missing else { return nil }
    airQualityStartedAt = now
    for index in places.indices {
      places[index].airQuality = .loading(previous: places[index].airQuality.value)
    }
    return .fetchAirQuality(places: places.map { $0.snapshot?.weather.location ?? $0.location })
  }

  /// Takes the air-quality outcomes in: by rounded coordinates, as forecasts are.
  mutating func apply(airQuality outcomes: [AirQualityOutcome], for locations: [Location], now: Date) {
    self.now = max(self.now, now)
    airQualityStartedAt = nil
    var anyFailed = false
    for index in places.indices {
      let key = places[index].location.roundedKey
      guard let position = locations.firstIndex(where: { $0.roundedKey == key }), position < outcomes.count else {
        // Not asked (added meanwhile): asked with the next forecasts.
        if places[index].airQuality.isLoading { places[index].airQuality = .idle }
        continue
      }
      let previous = places[index].airQuality.value
      switch outcomes[position] {
      case .served(let air):
        places[index].airQuality = .loaded(air)
      case .stale(let air, let message):
        anyFailed = true
        let newer = previous.map { $0.fetchedAt > air.fetchedAt ? $0 : air } ?? air
        places[index].airQuality = .failed(message: message, previous: newer)
      case .failed(let message):
        anyFailed = true
        places[index].airQuality = .failed(message: message, previous: previous)
      }
    }
    airQualityDueAt = now.addingTimeInterval(anyFailed ? Self.airQualityRetry : Self.airQualityInterval)
  }
}
