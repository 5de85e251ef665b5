import Foundation
import TestSupport
import WeatherCore
import WeatherProviders

#if canImport(Glibc)
  import Glibc
#endif

/// End-to-end figures of the forecast path, request to model: `ForecastService` with its disk
/// cache and the real libcurl client, against a stand-in on 127.0.0.1 serving the bench bodies.
///
/// CPU is the whole process's (`CLOCK_PROCESS_CPUTIME_ID`), user and kernel, on every thread;
/// the stand-in runs in a process of its own (`BenchStandInProcess`), so none of it is counted.
enum BenchRefresh {
  static func report(places: Int, startPlaces: Int, runs: Int, wires: [OpenMeteoWireFormat]) async throws {
    print(
      "Forecast path, request to model (ForecastService + disk cache + libcurl, stand-in process on 127.0.0.1)")
    print("  \(runs) runs each; process CPU per run, median and fastest")
    let refreshRatio = try await refreshRows(places: places, wires: wires) { wire in
      try await measure(places: places, wire: wire, runs: runs, refresh: true)
    }
    for wire in wires {
      let timing = try await measure(places: startPlaces, wire: wire, runs: max(3, runs / 3), refresh: false)
      print(
        String(
          format: "  start from a fresh cache, %3d places, %-11@ %8.2f ms  %8.2f ms", startPlaces, wire.rawValue,
          timing.median, timing.fastest))
    }
    if let ratio = refreshRatio {
      print(String(format: "  refresh: FlatBuffers costs %.1f× less CPU than JSON end to end (target ≥ 10×)", ratio))
    }
    print("")
  }

  /// Prints a refresh row per wire, timed by `measure`; JSON's median CPU over FlatBuffers', when
  /// both were timed.
  private static func refreshRows(
    places: Int, wires: [OpenMeteoWireFormat],
    measure: (OpenMeteoWireFormat) async throws -> (median: Double, fastest: Double)
  ) async throws -> Double? {
    var refreshCPU: [OpenMeteoWireFormat: Double] = [:]
    for wire in wires {
      let timing = try await measure(wire)
      refreshCPU[wire] = timing.median
      print(
        String(
          format: "  refresh, %3d places, %-11@ %8.2f ms  %8.2f ms", places, wire.rawValue, timing.median,
          timing.fastest))
    }
    guard let json = refreshCPU[.json], let flat = refreshCPU[.flatbuffers], flat > 0 else { return nil }
    return json / flat
  }

  /// Serves `places` places in `wire` and times `forecasts(for:refresh:now:)`: with `refresh`,
  /// a request every run; without, every place read from a fresh cache (filled first).
  private static func measure(places: Int, wire: OpenMeteoWireFormat, runs: Int, refresh: Bool) async throws
    -> (median: Double, fastest: Double)
  {
    let bench = try await RefreshBench(places: places, wire: wire)
    defer { bench.stop() }
    let (service, locations, now) = (bench.service, bench.locations, BenchForecast.now)
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = cpuMilliseconds()
      let results = await service.forecasts(for: locations, refresh: refresh, now: now)
      samples.append(cpuMilliseconds() - start)
      guard results.allSatisfy({ $0.weather != nil && !$0.isStale }) else { throw BenchUsage("a run failed") }
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0])
  }

  /// One refresh of `places` places for callgrind (`scripts/bench/callgrind-check`): the same
  /// set-up as a timed run (stand-in on 127.0.0.1, cache filled and first-use costs paid by one
  /// untimed refresh), then exactly one refresh between `benchCallgrindZero` and
  /// `benchCallgrindDump`, on each of which callgrind dumps (`--dump-before`, twice), so the
  /// second part is the refresh. A dump covers every thread, unlike `--toggle-collect` and
  /// `--zero-before` (the calling thread only): the refresh's work on other threads (libcurl,
  /// the executor) is counted too. The stand-in's process is not run under valgrind.
  static func callgrindOnce(places: Int, wire: OpenMeteoWireFormat) async throws {
    let bench = try await RefreshBench(places: places, wire: wire)
    defer { bench.stop() }
    let (service, locations, now) = (bench.service, bench.locations, BenchForecast.now)
    benchCallgrindZero(places)
    let results = await service.forecasts(for: locations, refresh: true, now: now)
    benchCallgrindDump(results.count)
    guard results.allSatisfy({ $0.weather != nil && !$0.isStale }) else { throw BenchUsage("the refresh failed") }
    print("one refresh of \(places) places (\(wire.rawValue)) between benchCallgrindZero and benchCallgrindDump")
  }

  private static func cpuMilliseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
  }
}

/// Callgrind's markers around the one measured refresh (`--dump-before` on both). They
/// touch a global so that no optimisation can drop the call, each differently so that the linker
/// cannot fold them into one function (callgrind would then see one name for both).
nonisolated(unsafe) var benchCallgrindMarks = 0

@inline(never)
func benchCallgrindZero(_ places: Int) {
  benchCallgrindMarks &+= places
}

@inline(never)
func benchCallgrindDump(_ places: Int) {
  benchCallgrindMarks ^= places
}

/// A stand-in process on 127.0.0.1 serving `places` places in one wire, a `ForecastService` with a disk
/// cache of its own and the real libcurl client, after one refresh that filled the cache and
/// paid the first-use costs: what a timed run and the callgrind run both start from.
struct RefreshBench {
  let service: ForecastService
  let locations: [Location]
  private let server: BenchStandInProcess
  private let folder: URL

  init(places: Int, wire: OpenMeteoWireFormat) async throws {
    server = try BenchStandInProcess(places: places, wire: wire)
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("weathertui-bench-cache-\(getpid())")
    service = ForecastService(
      provider: OpenMeteoProvider(client: CurlHTTPClient(), baseURL: server.baseURL, wire: wire),
      cache: ForecastCache(directory: CacheDirectory(url: folder)))
    locations = BenchForecast.locations(places: places)
    let first = await service.forecasts(for: locations, refresh: true, now: BenchForecast.now)
    guard first.allSatisfy({ $0.weather != nil }) else {
      stop()
      throw BenchUsage("the stand-in's answer did not load: \(first.compactMap(\.error).first ?? "?")")
    }
  }

  /// Stops the stand-in and removes the cache.
  func stop() {
    server.stop()
    try? FileManager.default.removeItem(at: folder)
  }
}
