import Foundation
import WeatherCore
import WeatherProviders

/// `--plan-cold URL`: N places from an empty cache against a stand-in API that limits like
/// Open-Meteo (scripts/bench/plan-cold.sh starts one), with the free tier's limits, in the
/// order the dashboard asks: every forecast, then the climate load in the background; a new
/// place's forecast asked while that load waits for the minute. Prints the wall times and
/// when the refresh plan expects every record, as `i` shows it.
enum BenchPlanCold {
  static func run(baseURL: String, places count: Int, wire: OpenMeteoWireFormat) async throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("weathertui-plan-\(getpid())")
    defer { try? FileManager.default.removeItem(at: cache) }
    let endpoints = try ProviderEndpoints(environment: [
      "WEATHERTUI_OPEN_METEO_URL": baseURL, "WEATHERTUI_ARCHIVE_URL": baseURL,
    ])
    let services = OpenMeteoServices(endpoints: endpoints, cacheDirectory: CacheDirectory(url: cache), wire: wire)
    let places = (0..<count).map { index in
      Location(
        name: "Place \(index)", latitude: -50 + Double(index % 100) * 1.1, longitude: -170 + Double(index) * 3.3,
        timeZoneIdentifier: "Europe/Berlin")
    }
    let start = Date()
    func seconds(since instant: Date) -> Double { Date().timeIntervalSince(instant) }

    let forecasts = await services.forecasts.forecasts(for: places, now: Date())
    let forecastTime = seconds(since: start)
    let missing = forecasts.filter { $0.weather == nil }.count

    // The climate load as the dashboard starts it after the forecasts; records arrive one a
    // minute, so only the first is waited for here.
    let firstRecord = Task { await services.climate.climates(for: [places[0]], now: Date()) }
    _ = await firstRecord.value
    let firstRecordTime = seconds(since: start)
    let rest = Task { await services.climate.climates(for: Array(places.dropFirst()), now: Date()) }
    // The rest now waits for the minute: a place added meanwhile.
    try await Task.sleep(nanoseconds: 2_000_000_000)
    let added = Location(name: "Added", latitude: 60.1, longitude: 24.9, timeZoneIdentifier: "Europe/Helsinki")
    let addedStart = Date()
    let addedForecast = await services.forecasts.forecasts(for: [added], now: Date())
    let addedTime = seconds(since: addedStart)
    rest.cancel()

    guard let limits = services.gate.budget?.limits,
      let costs = RefreshPlan.Costs.openMeteo(limits: limits, baseline: services.climate.baseline, now: Date())
    else { return }
    let plan = RefreshPlan(places: count + 1, pendingRecords: count, configured: 600, costs: costs)
    services.gate.budget?.planForecasts(callsPerHour: plan.forecastPerDay / 24)
    let expected = services.climate.expectedRecordTimes(count: count, now: Date())
    let lastExpected = expected.last.map { $0.timeIntervalSince(start) / 3600 } ?? .nan
    print(
      String(
        format:
          "places %d forecasts %.2f s (missing %d) first record %.2f s added place %.2f s (%@) plan every %.0f min; "
          + "%d records expected, the last %.1f h after start",
        count, forecastTime, missing, firstRecordTime, addedTime,
        addedForecast.first?.weather == nil ? "no forecast" : "forecast", plan.interval / 60, expected.count,
        lastExpected))
  }
}
