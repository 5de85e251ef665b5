import Foundation
import SystemFiles
import WeatherCore
import WeatherProviders

/// weathertui-bench: Open-Meteo JSON vs FlatBuffers — body sizes, decode time, memory.
///
///   weathertui-bench [--places N] [--runs N]   full report (default 10 places, 31 runs)
///   weathertui-bench --once json|flatbuffers|none [--weather] [--places N]
///       build the bodies, decode once into payloads (or Weather); none: decode nothing.
///       For valgrind (scripts/bench/callgrind.sh): the decode runs inside `benchDecodeOnce`.
///   weathertui-bench --refresh [--places N] [--start-places N] [--runs N] [--wire json|flatbuffers]
///       request-to-model CPU of a refresh (JSON and FlatBuffers) and of a start from the cache
///   weathertui-bench --callgrind-refresh [--places N] [--wire json|flatbuffers]
///       one refresh (FlatBuffers unless --wire) between the markers benchCallgrindZero and
///       benchCallgrindDump, for scripts/bench/callgrind-check
///   weathertui-bench --serve-bodies [--places N] [--wire json|flatbuffers]   (internal) the refresh
///       bench's stand-in: serves the bench bodies, prints its URL, ends when its input closes
///   weathertui-bench --write DIR [--places N]   write DIR/bench.json and DIR/bench.flatbuffers.bin
///   weathertui-bench --rss INDEX FILE [--places N]   (internal) decode FILE once, print peak-RSS growth
///   weathertui-bench --archive [--archive-places N] [--runs N]   only the climate archive figures
///   weathertui-bench --climate-cold URL [--places N] [--wire json|flatbuffers] [--unlimited]
///       the climate of N places from an empty cache against a stand-in API at URL
///       (scripts/bench/climate-cold.sh runs it both ways and prints the table)
///   weathertui-bench --plan-cold URL [--places N] [--wire json|flatbuffers]
///       N places from an empty cache with the free tier's limits, as the dashboard asks: time to
///       every forecast, to the first climate record, a new place's forecast while climate waits
///       for the minute, and when the plan expects every record (scripts/bench/plan-cold.sh)

// MARK: - Arguments

struct BenchOptions {
  var places = 10
  var runs = 31
  var once: String?
  var weather = false
  var rss: (index: Int, file: String)?
  var write: String?
  var refresh = false
  var callgrindRefresh = false
  var serveBodies = false
  var startPlaces = 100
  var wires = OpenMeteoWireFormat.allCases
  var archiveOnly = false
  var archivePlaces = 8
  var climateCold: String?
  var planCold: String?
  var unlimited = false

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func value(_ flag: String) throws -> String {
      guard let next = rest.popFirst() else { throw BenchUsage("\(flag) needs a value") }
      return next
    }
    while let flag = rest.popFirst() {
      switch flag {
      case "--places": places = try positive(value(flag), flag)
      case "--runs": runs = try positive(value(flag), flag)
      case "--once": once = try value(flag)
      case "--weather": weather = true
      case "--refresh": refresh = true
      case "--callgrind-refresh": callgrindRefresh = true
      case "--serve-bodies": serveBodies = true
      case "--start-places": startPlaces = try positive(value(flag), flag)
      case "--wire":
        guard let wire = OpenMeteoWireFormat(rawValue: try value(flag)) else {
          throw BenchUsage("--wire takes json or flatbuffers")
        }
        wires = [wire]
      case "--write": write = try value(flag)
      case "--archive": archiveOnly = true
      case "--archive-places": archivePlaces = try positive(value(flag), flag)
      case "--climate-cold": climateCold = try value(flag)
      case "--plan-cold": planCold = try value(flag)
      case "--unlimited": unlimited = true
      case "--rss":
        guard let index = Int(try value(flag)) else {
          throw BenchUsage("--rss needs a decoder index")
        }
        rss = (index, try value(flag))
      case "-h", "--help": throw BenchUsage(nil)
      default: throw BenchUsage("unknown option \(flag); see --help")
      }
    }
  }
}

func positive(_ text: String, _ flag: String) throws -> Int {
  guard let number = Int(text), number > 0 else {
    throw BenchUsage("\(flag) needs a positive whole number, got \(text)")
  }
  return number
}

struct BenchUsage: Error {
  var problem: String?
  init(_ problem: String?) { self.problem = problem }
}

func bodies(_ forecast: BenchForecast) -> [OpenMeteoWireFormat: Data] {
  [.json: BenchBodies.json(forecast), .flatbuffers: BenchBodies.flatBuffers(forecast)]
}

func decoders(places: Int) -> [BenchDecoder] {
  BenchDecoders.all(locations: BenchForecast.locations(places: places), now: BenchForecast.now)
}

// MARK: - Modes

/// The one decode valgrind measures (callgrind toggles collection on this symbol).
@inline(never)
func benchDecodeOnce(_ decoder: BenchDecoder, _ body: Data) throws -> Int {
  try decoder.decode(body)
}

func onceMode(_ format: String, weather: Bool, places: Int) throws {
  let built = bodies(BenchForecast(places: places))
  if format == "none" { return print("built bodies, decoded nothing") }
  let target = weather ? "Weather" : "payloads"
  guard let wire = OpenMeteoWireFormat(rawValue: format),
    let decoder = decoders(places: places).first(where: { $0.format == wire && $0.target == target }
    )
  else { throw BenchUsage("--once takes json, flatbuffers or none") }
  print("\(decoder.name): \(try benchDecodeOnce(decoder, built[wire]!)) places")
}

func writeMode(_ directory: String, places: Int) throws {
  let built = bodies(BenchForecast(places: places))
  let folder = URL(fileURLWithPath: directory)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try built[.json]!.write(to: folder.appendingPathComponent("bench.json"))
  try built[.flatbuffers]!.write(to: folder.appendingPathComponent("bench.flatbuffers.bin"))
  print("wrote bench.json and bench.flatbuffers.bin for \(places) places to \(directory)")
}

func rssMode(index: Int, file: String, places: Int) throws {
  let all = decoders(places: places)
  guard all.indices.contains(index) else { throw BenchUsage("--rss index out of range") }
  let body = try Data(contentsOf: URL(fileURLWithPath: file))
  let before = BenchMeasurement.peakRSSKiB()
  let result = try all[index].decode(body)
  print(BenchMeasurement.peakRSSKiB() - before, result)
}

func report(_ options: BenchOptions) throws {
  let forecast = BenchForecast(places: options.places)
  let built = bodies(forecast)
  let variables =
    BenchForecast.current.count + BenchForecast.minutely15.count + BenchForecast.hourly.count
    + BenchForecast.daily.count + 2
  print(
    "weathertui-bench: \(options.places) places × (current + 96 quarter-hours + 240 hours + 10 days), \(variables) variables"
  )

  // Both bodies must say the same thing before their speed means anything.
  let json = try OpenMeteoBodyDecoding.summary(built[.json]!, format: .json)
  let flat = try OpenMeteoBodyDecoding.summary(built[.flatbuffers]!, format: .flatbuffers)
  guard json == flat else {
    throw BenchUsage(
      "bodies disagree: JSON \(json.places) places/\(json.values) values, FlatBuffers \(flat.places)/\(flat.values)"
    )
  }
  print("both bodies decode to \(flat.places) places, \(flat.values) values\n")

  func kib(_ bytes: Int?) -> String {
    bytes.map { String(format: "%9.1f KiB", Double($0) / 1024) } ?? "  (no gzip)"
  }
  print("Body size")
  print("  JSON              \(kib(built[.json]!.count))")
  print("  JSON, gzip -6     \(kib(BenchMeasurement.gzipSize(built[.json]!)))")
  print("  FlatBuffers       \(kib(built[.flatbuffers]!.count))")
  print("  FlatBuffers, gzip \(kib(BenchMeasurement.gzipSize(built[.flatbuffers]!)))\n")

  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "weathertui-bench-\(getpid())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  for (format, data) in built {
    try data.write(to: directory.appendingPathComponent(format.rawValue))
  }

  print("Decode (\(options.runs) runs each, one process)   median      fastest   peak RSS growth")
  var medians: [String: UInt64] = [:]
  for (index, decoder) in decoders(places: options.places).enumerated() {
    let body = built[decoder.format]!
    let timing = try BenchMeasurement.time(runs: options.runs) { try decoder.decode(body) }
    medians["\(decoder.target) \(decoder.format.rawValue)"] = timing.median
    // Memory in a fresh process per decoder, so one decoder's peak cannot hide another's.
    let file = directory.appendingPathComponent(decoder.format.rawValue).path
    let rss =
      (try? BenchMeasurement.runSelf([
        "--rss", String(index), file, "--places", String(options.places),
      ]))?
      .split(separator: " ").first.map(String.init) ?? "?"
    let name = decoder.name.padding(toLength: 26, withPad: " ", startingAt: 0)
    print(
      "  \(name) \(String(format: "%9.3f ms  %9.3f ms", Double(timing.median) / 1e6, Double(timing.fastest) / 1e6))   \(rss) KiB"
    )
  }
  print("")
  for target in ["payloads", "Weather"] {
    guard let jsonTime = medians["\(target) json"], let flatTime = medians["\(target) flatbuffers"],
      flatTime > 0
    else { continue }
    let ratio = Double(jsonTime) / Double(flatTime)
    // The issue's target, held by both readings of "decode": the wire format alone and all the
    // way to the `Weather` the app uses.
    let verdict = ratio >= 50 ? " (target ≥ 50×: met)" : " (target ≥ 50×: NOT met)"
    print(
      String(
        format: "Into %@: FlatBuffers decode is %.1f× faster than JSON%@", target, ratio, verdict))
  }
  print("")
  // An archive body is large and the old decoder slow: fewer runs keep the report quick.
  try BenchArchive.report(places: options.archivePlaces, runs: min(options.runs, 7))
}

// MARK: - Entry

/// Runs `work` on the concurrency pool and waits for it on the main thread. The top level stays
/// synchronous (no `await`), so the main thread never enters `dispatch_main`: there libdispatch
/// calls `sigsuspend` with a mask in read-only memory, which Debian 12's valgrind 3.19 writes to
/// and dies (SIGSEGV inside valgrind), and scripts/bench/callgrind-check runs this program
/// under valgrind.
func blocking(_ work: @escaping @Sendable () async throws -> Void) throws {
  final class Outcome: @unchecked Sendable { var error: (any Error)? }
  let outcome = Outcome()
  let done = DispatchSemaphore(value: 0)
  Task.detached {
    do { try await work() } catch { outcome.error = error }
    done.signal()
  }
  done.wait()
  if let error = outcome.error { throw error }
}

ZoneDatabase.install()
do {
  let options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
  if let url = options.planCold {
    let (places, wire) = (options.places, options.wires.count == 1 ? options.wires[0] : .flatbuffers)
    try blocking { try await BenchPlanCold.run(baseURL: url, places: places, wire: wire) }
  } else if let url = options.climateCold {
    // One wire a run (--wire); FlatBuffers, the app's default, when none is named.
    let (places, wire, unlimited) = (
      options.places, options.wires.count == 1 ? options.wires[0] : .flatbuffers, options.unlimited
    )
    try blocking {
      try await BenchClimateCold.run(baseURL: url, places: places, wire: wire, unlimited: unlimited)
    }
  } else if options.archiveOnly {
    try BenchArchive.report(places: options.archivePlaces, runs: options.runs)
  } else if let rss = options.rss {
    try rssMode(index: rss.index, file: rss.file, places: options.places)
  } else if let directory = options.write {
    try writeMode(directory, places: options.places)
  } else if options.serveBodies {
    try BenchStandInProcess.serve(
      places: options.places, wire: options.wires.count == 1 ? options.wires[0] : .flatbuffers)
  } else if options.callgrindRefresh {
    let wire = options.wires.count == 1 ? options.wires[0] : .flatbuffers
    try blocking { try await BenchRefresh.callgrindOnce(places: options.places, wire: wire) }
  } else if options.refresh {
    let (places, startPlaces, runs, wires) = (options.places, options.startPlaces, options.runs, options.wires)
    try blocking {
      try await BenchRefresh.report(places: places, startPlaces: startPlaces, runs: runs, wires: wires)
    }
  } else if let once = options.once {
    try onceMode(once, weather: options.weather, places: options.places)
  } else {
    try report(options)
  }
} catch let usage as BenchUsage {
  if let problem = usage.problem {
    FileHandle.standardError.write(Data("weathertui-bench: \(problem)\n".utf8))
  }
  print(
    "usage: weathertui-bench [--places N] [--runs N] | --once json|flatbuffers|none [--weather] [--places N] | --write DIR"
      + " | --refresh [--places N] [--start-places N] [--wire json|flatbuffers] | --callgrind-refresh [--places N] [--wire json|flatbuffers]"
      + " | --archive [--archive-places N] [--runs N] | --climate-cold URL [--places N] [--wire json|flatbuffers] [--unlimited]"
      + " | --plan-cold URL [--places N] [--wire json|flatbuffers]"
  )
  exit(usage.problem == nil ? 0 : 2)
} catch {
  FileHandle.standardError.write(Data("weathertui-bench: \(userFacingMessage(of: error))\n".utf8))
  exit(1)
}
