import Foundation
import WeatherCore

/// The interactive dashboard.
struct DashboardRunner {
  var settings: Settings
  var environment: [String: String]

  func run() async throws {
    throw AppFailure.runtime("the dashboard is not wired yet; use --once")
  }
}
