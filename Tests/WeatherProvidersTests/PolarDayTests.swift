import Foundation
import Testing
import WeatherCore

@testable import WeatherProviders

/// Polar night and midnight sun: Open-Meteo writes placeholders (sunrise = sunset = local
/// midnight; sunrise = midnight and sunset = the next midnight; or 0 for both on older servers),
/// which must not be shown or passed on as instants.
@Suite struct PolarDayTests {
  static let longyearbyen = Location(
    name: "Longyearbyen", latitude: 78.22, longitude: 15.65, timeZoneIdentifier: "Arctic/Longyearbyen")
  static let tromso = Location(name: "Tromsø", latitude: 69.65, longitude: 18.96, timeZoneIdentifier: "Europe/Oslo")

  /// Three days from the local midnight `start` (UTC+offset) with the given sun times.
  static func weather(
    at location: Location, start: Date, offset: Int, sunrise: [Date?], sunset: [Date?]
  ) -> Weather {
    var daily = OpenMeteoPayload.Series(times: (0..<3).map { start.addingTimeInterval(Double($0) * 86_400) })
    daily.values["temperature_2m_max"] = [-10, -11, -12]
    daily.timestamps["sunrise"] = sunrise
    daily.timestamps["sunset"] = sunset
    let payload = OpenMeteoPayload(
      latitude: location.latitude, longitude: location.longitude, utcOffsetSeconds: offset, daily: daily)
    return OpenMeteoWeatherMapper.weather(from: payload, location: location, now: start, fetchedAt: start)
  }

  @Test func polarNightPlaceholdersBecomePolarNight() {
    // Longyearbyen, 10–12 December 2026, UTC+1: the server wrote each day's midnight twice.
    let start = Date(timeIntervalSince1970: 1_796_857_200)  // 2026-12-10 00:00 CET
    let midnights = (0..<3).map { start.addingTimeInterval(Double($0) * 86_400) }
    let weather = Self.weather(at: Self.longyearbyen, start: start, offset: 3600, sunrise: midnights, sunset: midnights)
    #expect(weather.dailyForecast.count == 3)
    for day in weather.dailyForecast {
      #expect(day.sunrise == nil && day.sunset == nil)
      #expect(day.sunAllDay == .polarNight)
    }
    #expect(!weather.metadata.derived.contains { $0.field == "days[].sunAllDay" }, "read from the server, not computed")
  }

  @Test func midnightSunPlaceholdersBecomeSunUpAllDay() {
    // Longyearbyen, 20–22 June 2026, UTC+2: sunrise at midnight, sunset at the next midnight.
    let start = Date(timeIntervalSince1970: 1_781_906_400)  // 2026-06-20 00:00 CEST
    let midnights = (0..<3).map { start.addingTimeInterval(Double($0) * 86_400) }
    let weather = Self.weather(
      at: Self.longyearbyen, start: start, offset: 7200, sunrise: midnights,
      sunset: midnights.map { $0.addingTimeInterval(86_400) })
    #expect(weather.dailyForecast.allSatisfy { $0.sunrise == nil && $0.sunAllDay == .midnightSun })
  }

  @Test func zeroPlaceholdersAreDecidedFromTheCoordinatesAndMarked() {
    let start = Date(timeIntervalSince1970: 1_796_857_200)
    let zero = Date(timeIntervalSince1970: 0)
    let weather = Self.weather(
      at: Self.longyearbyen, start: start, offset: 3600, sunrise: [zero, zero, zero], sunset: [zero, zero, zero])
    #expect(weather.dailyForecast.allSatisfy { $0.sunrise == nil && $0.sunAllDay == .polarNight })
    #expect(weather.metadata.derived.contains { $0.field == "days[].sunAllDay" })
  }

  @Test func aShortDayAtTheEdgeKeepsItsRealTimes() throws {
    // Tromsø on 20 November 2026: the sun still rises (about 11:00 to 12:30 local time).
    let start = Date(timeIntervalSince1970: 1_795_129_200)  // 2026-11-20 00:00 CET
    let rise = start.addingTimeInterval(10.9 * 3600)
    let set = start.addingTimeInterval(12.6 * 3600)
    let weather = Self.weather(
      at: Self.tromso, start: start, offset: 3600, sunrise: [rise, nil, nil], sunset: [set, nil, nil])
    let first = try #require(weather.dailyForecast.first)
    #expect(first.sunrise == rise && first.sunset == set && first.sunAllDay == nil)
  }
}
