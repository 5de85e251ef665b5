import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Timing, memory and compression measurements for the bench report.
enum BenchMeasurement {
  /// Median and fastest wall time of `runs` calls, in nanoseconds; `sink` keeps results alive.
  static func time(runs: Int, _ body: () throws -> Int) rethrows -> (
    median: UInt64, fastest: UInt64, sink: Int
  ) {
    var samples: [UInt64] = []
    samples.reserveCapacity(runs)
    var sink = 0
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      sink &+= try body()
      samples.append(DispatchTime.now().uptimeNanoseconds - start)
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0], sink)
  }

  /// User + system CPU time from `getrusage`: this process's (`RUSAGE_SELF`), or that of its
  /// children that have ended and been reaped (`RUSAGE_CHILDREN`).
  static func cpuMilliseconds(_ who: __rusage_who) -> Double {
    var usage = rusage()
    getrusage(who.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
  }

  /// Peak resident set size of this process image so far (VmHWM), KiB; 0 if unreadable.
  ///
  /// Not `getrusage`'s ru_maxrss: Linux carries that across fork and exec, so a child started
  /// by a big parent would report the parent's peak.
  static func peakRSSKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }

  /// Size of `data` after `gzip -c -6` (Foundation has no gzip); nil if gzip is unavailable.
  static func gzipSize(_ data: Data) -> Int? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "weathertui-bench-\(getpid()).raw")
    defer { try? FileManager.default.removeItem(at: file) }
    guard (try? data.write(to: file)) != nil else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-c", "-6", file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let compressed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? compressed.count : nil
  }

  /// Runs this executable again with `arguments` and returns its standard output.
  static func runSelf(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
