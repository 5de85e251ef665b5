// Times `WeatherService.weather(for:including: .current, .hourly, .daily)` against the stand-in
// API on 127.0.0.1 (scripts/standin-api.py), cold (a new service and an empty cache: one
// forecast request and the NWS alert request) and cached (the answer on disk, no request), and
// prints the figures. Release build: `swift run -c release --package-path Benchmarks weatherkitcompat-bench`.
import Foundation
import TestSupport
import WeatherKitCompat

let coldRuns = 15
let cachedRuns = 200

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let api = try StandInAPI()
let endpoints = WeatherService.Endpoints(allAt: URL(string: api.baseURL)!)
let place = CLLocation(latitude: 40.71, longitude: -74.01)
let clock = ContinuousClock()
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("compat-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: scratch) }

var cold: [Double] = []
var service: WeatherService!
for run in 0..<coldRuns {
  service = WeatherService(
    provider: .openMeteo(endpoints: endpoints, cacheDirectory: scratch.appendingPathComponent("\(run)")))
  let elapsed = try await clock.measure {
    _ = try await service.weather(for: place, including: .current, .hourly, .daily)
  }
  cold.append(milliseconds(elapsed))
}
let requestsAfterCold = api.requests.count
var cached: [Double] = []
for _ in 0..<cachedRuns {
  let elapsed = try await clock.measure {
    _ = try await service.weather(for: place, including: .current, .hourly, .daily)
  }
  cached.append(milliseconds(elapsed))
}
let requestsWhileCached = api.requests.count - requestsAfterCold

print("weather(for:including: .current, .hourly, .daily) against the stand-in API on 127.0.0.1")
print(
  String(
    format: "  cold   (new service, empty cache), median of %d: %7.2f ms  (%d requests each)", coldRuns,
    median(cold), requestsAfterCold / coldRuns))
print(
  String(
    format: "  cached (answer on disk),           median of %d: %7.2f ms  (%d requests in all)", cachedRuns,
    median(cached), requestsWhileCached))
print(String(format: "  cold / cached: %.0f×", median(cold) / median(cached)))
