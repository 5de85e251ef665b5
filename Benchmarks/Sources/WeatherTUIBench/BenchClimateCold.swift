import Foundation
import WeatherCore
import WeatherProviders

#if canImport(Glibc)
  import Glibc
#endif

/// `--climate-cold URL`: the climate of N places from an empty cache against a stand-in API
/// (scripts/bench/climate-cold.sh starts one), as the dashboard asks for it: wall time, this
/// process's CPU time, and how many places got normals within the budget.
enum BenchClimateCold {
  static func run(baseURL: String, places: Int, wire: OpenMeteoWireFormat, unlimited: Bool) async throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("weathertui-climate-\(getpid())")
    defer { try? FileManager.default.removeItem(at: cache) }
    let endpoints = try ProviderEndpoints(environment: [
      "WEATHERTUI_OPEN_METEO_URL": baseURL, "WEATHERTUI_ARCHIVE_URL": baseURL,
    ])
    // Unlimited: every place at once, to measure the whole path for all of them.
    let limits =
      unlimited
      ? OpenMeteoLimits(perMinute: .infinity, perHour: 1e9, perDay: 1e9, hourlyReserve: 0) : .standard
    let services = OpenMeteoServices(
      endpoints: endpoints, cacheDirectory: CacheDirectory(url: cache), wire: wire, limits: limits)
    let locations = (0..<places).map { index in
      Location(
        name: "Place \(index)", latitude: -50 + Double(index % 100) * 1.1, longitude: -170 + Double(index) * 3.3,
        timeZoneIdentifier: "Europe/Berlin")
    }
    let cpuBefore = cpuSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    // Within the budget, as `--once` asks: what the minute allows now (records go one a minute),
    // the rest deferred; unlimited, everything at once.
    let results = await services.climate.climates(for: locations, now: Date(), waitingForTheMinute: unlimited)
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpu = cpuSeconds() - cpuBefore
    var loaded = 0
    var deferred = 0
    var failed: [String] = []
    for result in results {
      switch result {
      case .loaded: loaded += 1
      case .deferred: deferred += 1
      case .failed(let message): failed.append(message)
      }
    }
    let spent = services.gate.budget?.spent(now: Date()).day ?? 0
    print(
      String(
        format: "places %d loaded %d deferred %d failed %d wall %.2f s cpu %.2f s spent %.0f", places, loaded,
        deferred, failed.count, wall, cpu, spent))
    if let first = failed.first { print("first failure: \(first)") }
  }

  /// User + system CPU time of this process so far.
  static func cpuSeconds() -> Double {
    BenchMeasurement.cpuMilliseconds(RUSAGE_SELF) / 1000
  }
}
