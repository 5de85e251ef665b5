import Foundation
import WeatherCore

/// Plain-text `--once` output (replaced by the dashboard panes rendered into a buffer).
struct OnceTextRenderer {
  struct Entry {
    var weather: Weather
    var fetchedAt: Date
    var isStale: Bool
    var error: String?
  }

  var settings: Settings
  var environment: [String: String]

  func render(_ entries: [Entry], now: Date) -> String {
    entries.map { "\($0.weather.location.fullName)\n" }.joined()
  }
}
