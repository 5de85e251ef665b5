import FoundationEssentials
import WeatherCore

/// The dashboard's clock when the soak test asks for another time than the wall clock's.
///
/// `WEATHERTUI_BENCH_CLOCK=ORIGIN:SPEED` (for `scripts/bench/soak.py`) makes time run SPEED
/// times faster from the Unix instant ORIGIN, so a week of minute ticks, refreshes and retries
/// passes in minutes. The stand-in API is given the same ORIGIN:SPEED, so both ends agree on
/// what "now" is. Inactive without the variable.
struct BenchClock: Sendable {
  /// The instant from which time runs faster, and how much faster.
  let origin: TimeInterval
  let speed: Double

  init(origin: TimeInterval = 0, speed: Double = 1) {
    self.origin = origin
    self.speed = speed
  }

  /// Nil (the wall clock) unless the variable holds `ORIGIN:SPEED` with a finite origin and a
  /// speed from 1 to 100,000.
  init?(environment: [String: String]) {
    guard let text = environment["WEATHERTUI_BENCH_CLOCK"] else { return nil }
    let parts = text.split(separator: ":")
    guard parts.count == 2, let origin = Double(parts[0]), origin.isFinite, let speed = Double(parts[1]),
      (1...100_000).contains(speed)
    else { return nil }
    self.init(origin: origin, speed: speed)
  }

  func now() -> Date {
    let real = Date().timeIntervalSince1970
    return Date(timeIntervalSince1970: origin + (real - origin) * speed)
  }
}
