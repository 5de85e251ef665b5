import Foundation

@testable import WeatherKitCompat

/// A service whose "now" is fixed: recorded answers are replayed at the time they were served.
enum WeatherServiceClock {
  static func service(provider: WeatherService.Provider, now: Date) -> WeatherService {
    WeatherService(provider: provider, clock: { now })
  }

  /// A service on the real clock whose first uncached call waits `window` for others: long
  /// enough that a loaded test machine cannot split calls made together into two requests.
  static func service(provider: WeatherService.Provider, batchWindow window: Duration) -> WeatherService {
    WeatherService(provider: provider, clock: { Date() }, batchWindow: window)
  }
}
