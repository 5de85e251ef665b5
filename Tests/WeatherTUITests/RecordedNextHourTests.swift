import Foundation
import Panes
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// Apple's real next-hour answer (New York, 2022-07-05, `../shared/fixtures/go-weatherkit`):
/// its summary says clear for the hour while every one of its 79 minutes carries 0.1–0.2 mm/h, which our own
/// rule (≥ 0.1 mm/h) would call rain. The dashboard says what Apple said.
struct RecordedNextHourTests {
  static let path = "fixtures/go-weatherkit/next_hour_forecast.json"

  @Test(SharedFolder.needs(path))
  func theServedSummaryIsWhatTheScreenSays() throws {
    let response = try WeatherKitResponse.decode(try SharedFolder.data(Self.path))
    let now = try #require(WeatherKitResponse.date("2022-07-05T18:25:00Z"))
    let newYork = Location(
      name: "New York", latitude: 40.713, longitude: -74.006, timeZoneIdentifier: "America/New_York",
      countryCode: "US")
    let weather = WeatherKitWeatherMapper.weather(
      from: response, location: newYork, offered: ["forecastNextHour"], now: now, fetchedAt: now)
    #expect(weather.minuteForecast.count >= 60, "the minutes from now on")
    #expect(weather.minuteForecast.allSatisfy { ($0.precipitationIntensity ?? 0) >= NextHourSummary.wetThreshold })
    #expect(weather.servedNextHourSummary.map(\.condition) == ["clear"])

    let style = PaneStyle(glyphs: .unicode, units: .metric)
    let pane = NextHourPane(weather: weather, now: now, style: style)
    #expect(pane.text == "No precipitation for the next hour")
    #expect(!pane.isComputed)
    // Our own reading of the same minutes would have contradicted Apple.
    #expect(NextHourSummary(minutes: weather.minuteForecast, now: now, kind: .rain) != .dry(minutes: 60))
  }
}
