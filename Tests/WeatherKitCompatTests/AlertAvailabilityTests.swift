import Foundation
import Testing
import WeatherCore

@testable import WeatherKitCompat

/// Alert availability as WeatherKit spells it, with the reason reachable: no source covers the
/// place (`.unsupported`), or the one that does failed (`.temporarilyUnavailable`).
@Suite struct AlertAvailabilityTests {
  static func weather(_ alerts: AlertStatus) -> WeatherCore.Weather {
    let now = Date(timeIntervalSince1970: 1_785_000_000)
    return WeatherCore.Weather(
      location: Location(name: "", latitude: 44.74, longitude: -65.52), currentWeather: nil, minuteForecast: [],
      hourlyForecast: [], dailyForecast: [], alerts: alerts, availability: Availability(), attribution: .openMeteo,
      metadata: WeatherMetadata(providerName: "Open-Meteo", readTime: now, expireTime: now))
  }

  @Test func aFailedSourceIsTemporarilyUnavailableWithItsReason() {
    let reason = "ECCC alerts answered HTTP 503; the service has a problem, alerts will be retried at the next refresh"
    let failed = WeatherAvailability(Self.weather(.unavailable(reason: reason)))
    #expect(failed.alertAvailability == .temporarilyUnavailable)
    #expect(failed.alertUnavailableReason == reason)
    let none = WeatherAvailability(Self.weather(.noSource(reason: "No official alert source for Brazil yet")))
    #expect(none.alertAvailability == .unsupported)
    #expect(none.alertUnavailableReason == "No official alert source for Brazil yet")
    let covered = WeatherAvailability(Self.weather(.covered([])))
    #expect(covered.alertAvailability == .available)
    #expect(covered.alertUnavailableReason == nil)
  }
}
