import Foundation
import WeatherCore

/// `--once`: fetch (or read from the cache) every place, print, exit.
struct OnceRunner {
  var settings: Settings
  var environment: [String: String]

  func run() async throws {
    throw AppFailure.runtime("--once is not wired yet")
  }
}
