import FoundationEssentials

/// Developer-only hook for `scripts/bench/terminal-bench.py`: with
/// `WEATHERTUI_BENCH_REFRESH_LOOP=N` in the environment, the `r` key runs N refresh cycles
/// back to back instead of one (each a real cache-bypassing fetch, reduce and draw) while a
/// fake clock advances ten minutes per cycle; then it writes
/// `cycles=N elapsed_ms=T` to `WEATHERTUI_BENCH_MARKER` (if set). Inactive without the variable.
struct BenchRefreshLoop: Sendable {
  /// How far the clock moves per cycle: one regular refresh interval.
  static let clockStep: TimeInterval = 600

  let cycles: Int
  let markerPath: String?
  let clock: BenchClock

  /// Nil (no hook) unless the variable holds a positive count.
  init?(environment: [String: String]) {
    guard let text = environment["WEATHERTUI_BENCH_REFRESH_LOOP"], let cycles = Int(text), cycles > 0 else {
      return nil
    }
    self.cycles = cycles
    markerPath = environment["WEATHERTUI_BENCH_MARKER"].flatMap { $0.isEmpty ? nil : $0 }
    clock = BenchClock()
  }

  /// Reports the run; the screen belongs to curses, so the result goes to a file, never stdout.
  func finish(cyclesRun: Int, elapsed: Duration) {
    guard let markerPath else { return }
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    let text = "cycles=\(cyclesRun) elapsed_ms=\(Int(milliseconds.rounded()))\n"
    try? text.write(toFile: markerPath, atomically: true, encoding: .utf8)
  }
}
