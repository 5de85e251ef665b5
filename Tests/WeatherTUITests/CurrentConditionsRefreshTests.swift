import Foundation
import TestSupport
import Testing
import WeatherCore
import WeatherProviders

/// Between whole forecasts (hourly), a refresh asks Open-Meteo for the current conditions and
/// quarter-hours alone, about a third of the calls, and keeps the hours and days; through the
/// real client against the stand-in API, which serves only the sections asked, on both wires.
@Suite(.serialized) struct CurrentConditionsRefreshTests {
  static let places = [
    Location(name: "Berlin", latitude: 52.52, longitude: 13.405, timeZoneIdentifier: "Europe/Berlin"),
    Location(name: "Hobart", latitude: -42.88, longitude: 147.33, timeZoneIdentifier: "Australia/Hobart"),
  ]

  @Test(arguments: [OpenMeteoWireFormat.flatbuffers, .json])
  func theWholeForecastHourlyAndTheCurrentConditionsBetween(wire: OpenMeteoWireFormat) async throws {
    let api = try StandInAPI(limits: "0,0,0")
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("current-\(UUID().uuidString)")
    let services = OpenMeteoServices(
      endpoints: try ProviderEndpoints(environment: api.endpointEnvironment),
      cacheDirectory: CacheDirectory(url: cache),
      wire: wire)
    func forecastRequests() -> [String] { api.requests.filter { $0.hasPrefix("/v1/forecast?") } }
    let t0 = Date()
    let first = await services.forecasts.forecasts(for: Self.places, now: t0)
    #expect(first.allSatisfy { $0.weather != nil && $0.error == nil })
    #expect(forecastRequests().count == 1 && forecastRequests()[0].contains("hourly="))

    // Eleven minutes on: the current conditions alone.
    let t1 = t0.addingTimeInterval(11 * 60)
    let light = await services.forecasts.forecasts(for: Self.places, now: t1)
    let asked = try #require(forecastRequests().last)
    #expect(forecastRequests().count == 2)
    #expect(asked.contains("current=") && asked.contains("minutely_15=") && !asked.contains("hourly="), "\(asked)")
    #expect(!asked.contains("daily="))
    for (before, after) in zip(first, light) {
      let was = try #require(before.weather)
      let now = try #require(after.weather)
      #expect(after.error == nil && !after.isStale && after.fetchedAt == t1)
      #expect(now.currentWeather != nil && !now.minuteForecast.isEmpty)
      // Hours and days are the whole forecast's, trimmed to what is still ahead.
      #expect(now.dailyForecast == was.dailyForecast)
      #expect(
        now.hourlyForecast.first?.date
          == was.hourlyForecast.first(where: { $0.date.addingTimeInterval(3600) > t1 })?.date)
      #expect(now.currentWeather?.pressureTrend == was.currentWeather?.pressureTrend)
    }
    // 18 variables against 53: 1.8 calls a place against 5.3.
    #expect(OpenMeteoCallWeight.of(url: URL(string: "http://x" + asked)!) == 3.6)

    // An hour after the whole forecast: the whole forecast again; `r` always asks for it.
    _ = await services.forecasts.forecasts(for: Self.places, now: t0.addingTimeInterval(61 * 60))
    #expect(forecastRequests().last?.contains("hourly=") == true)
    _ = await services.forecasts.forecasts(for: Self.places, refresh: true, now: t0.addingTimeInterval(62 * 60))
    #expect(forecastRequests().count == 4 && forecastRequests().last?.contains("hourly=") == true)
  }
}
