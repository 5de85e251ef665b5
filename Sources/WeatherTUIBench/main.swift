import Foundation
import WeatherProviders

/// weathertui-bench: Open-Meteo JSON vs FlatBuffers — body sizes, decode time, memory.
///
///   weathertui-bench [--places N] [--runs N]   full report (default 10 places, 31 runs)
///   weathertui-bench --once json|flatbuffers|none [--places N]
///       build the bodies, decode once with the first decoder of that format (none: don't);
///       for valgrind (scripts/bench/callgrind.sh), the decode runs inside `benchDecodeOnce`
///   weathertui-bench --write DIR [--places N]   write DIR/bench.json and DIR/bench.flatbuffers.bin
///   weathertui-bench --rss DECODER-INDEX FILE   (internal) decode FILE once, print peak-RSS growth

// MARK: - Arguments

struct BenchOptions {
  var places = 10
  var runs = 31
  var once: String?
  var rss: (index: Int, file: String)?
  var write: String?

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
      case "--write": write = try value(flag)
      case "--rss":
        guard let index = Int(try value(flag)) else { throw BenchUsage("--rss needs a decoder index") }
        rss = (index, try value(flag))
      case "-h", "--help": throw BenchUsage(nil)
      default: throw BenchUsage("unknown option \(flag)")
      }
    }
  }
}

func positive(_ text: String, _ flag: String) throws -> Int {
  guard let number = Int(text), number > 0 else { throw BenchUsage("\(flag) needs a positive whole number, got \(text)") }
  return number
}

struct BenchUsage: Error {
  var problem: String?
  init(_ problem: String?) { self.problem = problem }
}

// MARK: - Modes

/// The one decode valgrind measures (callgrind toggles collection on this symbol).
@inline(never)
func benchDecodeOnce(_ decoder: BenchDecoder, _ body: Data) throws -> Int {
  try decoder.decode(body)
}

func onceMode(_ format: String, places: Int) throws {
  let forecast = BenchForecast(places: places)
  let bodies: [BenchDecoder.Body: Data] = [.json: BenchBodies.json(forecast), .flatbuffers: BenchBodies.flatBuffers(forecast)]
  if format == "none" { return print("built bodies, decoded nothing") }
  guard let body = BenchDecoder.Body(rawValue: format), let decoder = BenchDecoders.payloads.first(where: { $0.body == body })
  else { throw BenchUsage("--once takes json, flatbuffers or none") }
  print("\(decoder.name): \(try benchDecodeOnce(decoder, bodies[body]!)) places")
}

func writeMode(_ directory: String, places: Int) throws {
  let forecast = BenchForecast(places: places)
  let folder = URL(fileURLWithPath: directory)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try BenchBodies.json(forecast).write(to: folder.appendingPathComponent("bench.json"))
  try BenchBodies.flatBuffers(forecast).write(to: folder.appendingPathComponent("bench.flatbuffers.bin"))
  print("wrote bench.json and bench.flatbuffers.bin for \(places) places to \(directory)")
}

func rssMode(index: Int, file: String) throws {
  let decoders = BenchDecoders.payloads + BenchDecoders.weather
  guard decoders.indices.contains(index) else { throw BenchUsage("--rss index out of range") }
  let body = try Data(contentsOf: URL(fileURLWithPath: file))
  let before = BenchMeasurement.peakRSSKiB()
  let places = try decoders[index].decode(body)
  print(BenchMeasurement.peakRSSKiB() - before, places)
}

func report(_ options: BenchOptions) throws {
  let forecast = BenchForecast(places: options.places)
  let bodies: [BenchDecoder.Body: Data] = [.json: BenchBodies.json(forecast), .flatbuffers: BenchBodies.flatBuffers(forecast)]
  let json = bodies[.json]!, flat = bodies[.flatbuffers]!
  let variables = BenchForecast.current.count + BenchForecast.minutely15.count + BenchForecast.hourly.count
    + BenchForecast.daily.count + 2
  print("weathertui-bench: \(options.places) places × (current + 96 quarter-hours + 240 hours + 10 days), \(variables) variables")

  // Both bodies must say the same thing before their speed means anything.
  let flatSummary = try FlatBuffersBodyDecoding.decode(flat)
  let jsonPlaces = try BenchJSONReading.decode(json)
  let jsonValues = BenchJSONReading.valueCount(jsonPlaces)
  guard flatSummary.places == jsonPlaces.count, flatSummary.values == jsonValues else {
    throw BenchUsage("bodies disagree: FlatBuffers \(flatSummary.places) places/\(flatSummary.values) values, JSON \(jsonPlaces.count)/\(jsonValues)")
  }
  print("both bodies decode to \(flatSummary.places) places, \(flatSummary.values) values\n")

  func kib(_ bytes: Int?) -> String { bytes.map { String(format: "%9.1f KiB", Double($0) / 1024) } ?? "  (no gzip)" }
  print("Body size")
  print("  JSON              \(kib(json.count))")
  print("  JSON, gzip -6     \(kib(BenchMeasurement.gzipSize(json)))")
  print("  FlatBuffers       \(kib(flat.count))")
  print("  FlatBuffers, gzip \(kib(BenchMeasurement.gzipSize(flat)))\n")

  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weathertui-bench-\(getpid())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  for (body, data) in bodies { try data.write(to: directory.appendingPathComponent(body.rawValue)) }

  print("Decode (\(options.runs) runs each, one process)        median      fastest   peak RSS growth")
  var medians: [BenchDecoder.Body: UInt64] = [:]
  for (index, decoder) in (BenchDecoders.payloads + BenchDecoders.weather).enumerated() {
    let body = bodies[decoder.body]!
    let timing = try BenchMeasurement.time(runs: options.runs) { try decoder.decode(body) }
    if medians[decoder.body] == nil { medians[decoder.body] = timing.median }
    // Memory in a fresh process per decoder, so one decoder's peak cannot hide another's.
    let rss = (try? BenchMeasurement.runSelf(["--rss", String(index), directory.appendingPathComponent(decoder.body.rawValue).path]))?
      .split(separator: " ").first.map(String.init) ?? "?"
    let name = decoder.name.padding(toLength: 36, withPad: " ", startingAt: 0)
    print("  \(name) \(String(format: "%9.3f ms  %9.3f ms", Double(timing.median) / 1e6, Double(timing.fastest) / 1e6))   \(rss) KiB")
  }
  if let jsonTime = medians[.json], let flatTime = medians[.flatbuffers], flatTime > 0 {
    let ratio = Double(jsonTime) / Double(flatTime)
    print(String(format: "\nFlatBuffers decode is %.1f× faster than JSON decode (target ≥ 50×: %@)", ratio, ratio >= 50 ? "met" : "NOT met"))
  }
}

// MARK: - Entry

do {
  let options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
  if let rss = options.rss {
    try rssMode(index: rss.index, file: rss.file)
  } else if let directory = options.write {
    try writeMode(directory, places: options.places)
  } else if let once = options.once {
    try onceMode(once, places: options.places)
  } else {
    try report(options)
  }
} catch let usage as BenchUsage {
  if let problem = usage.problem { FileHandle.standardError.write(Data("weathertui-bench: \(problem)\n".utf8)) }
  print("usage: weathertui-bench [--places N] [--runs N] | --once json|flatbuffers|none [--places N]")
  exit(usage.problem == nil ? 0 : 2)
} catch {
  FileHandle.standardError.write(Data("weathertui-bench: \(error)\n".utf8))
  exit(1)
}
