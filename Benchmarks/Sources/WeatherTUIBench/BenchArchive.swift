import Foundation
import WeatherCore
import WeatherProviders

/// The climate's archive figures: one archive request's body (1970–2025, four daily variables,
/// `places` places) decoded by the old JSONSerialization decoder, the in-place JSON reader and
/// the FlatBuffers reader, all to the same daily summaries.
enum BenchArchive {
  static func report(places: Int, runs: Int) throws {
    let bodies = BenchArchiveBodies(places: places)
    print("Climate archive: \(places) place\(places == 1 ? "" : "s") × 20,454 days (1970–2025) × 4 daily variables")
    let old = try BenchLegacyDailyHistory.values(bodies.json)
    let json = try OpenMeteoBodyDecoding.dailyHistoryValues(bodies.json, format: .json)
    let flat = try OpenMeteoBodyDecoding.dailyHistoryValues(bodies.flatBuffers, format: .flatbuffers)
    guard old == json, json == flat else {
      throw BenchUsage("archive bodies disagree: old JSON \(old) values, JSON \(json), FlatBuffers \(flat)")
    }
    print("  all three decode to \(flat) values")
    print(String(format: "  body: JSON %.1f KiB, FlatBuffers %.1f KiB", kib(bodies.json), kib(bodies.flatBuffers)))
    let rows: [(String, () throws -> Int)] = [
      ("JSON, JSONSerialization (before)", { try BenchLegacyDailyHistory.values(bodies.json) }),
      ("JSON, read in place", { try OpenMeteoBodyDecoding.dailyHistoryValues(bodies.json, format: .json) }),
      ("FlatBuffers", { try OpenMeteoBodyDecoding.dailyHistoryValues(bodies.flatBuffers, format: .flatbuffers) }),
    ]
    print("  decode to daily summaries (\(runs) runs)    median      fastest")
    var medians: [Double] = []
    for (name, decode) in rows {
      let timing = try BenchMeasurement.time(runs: runs, decode)
      medians.append(Double(timing.median))
      print(
        "  \(name.padding(toLength: 36, withPad: " ", startingAt: 0))"
          + String(format: "%9.2f ms %9.2f ms", Double(timing.median) / 1e6, Double(timing.fastest) / 1e6))
    }
    let flatRatio = medians[0] / medians[2]
    print(
      String(
        format: "  FlatBuffers is %.1f× faster than the old JSON decode (target ≥ 20×: %@); JSON read in place %.1f×",
        flatRatio, flatRatio >= 20 ? "met" : "NOT met", medians[0] / medians[1]))
  }

  private static func kib(_ data: Data) -> Double { Double(data.count) / 1024 }
}
