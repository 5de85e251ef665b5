import FoundationEssentials
import WeatherCore

/// A dashboard clock that runs faster than the wall clock, for the soak and end-to-end tests.
///
/// Time runs `speed` times faster from the Unix instant `origin`, so a week of minute ticks,
/// refreshes and retries passes in minutes. The installed `weathertui` never makes one: only the
/// test build `FastClockDashboard` (in Tests/) passes it to `WeatherTUIProgram.main(clock:)`,
/// from its `WEATHERTUI_FAST_CLOCK=ORIGIN:SPEED`. The stand-in API takes the same ORIGIN:SPEED,
/// so both ends agree on what "now" is.
public struct DashboardClock: Sendable {
  /// The instant from which time runs faster, and how much faster.
  public let origin: TimeInterval
  public let speed: Double

  /// Nil unless the speed is from 1 to 100,000 and the origin finite.
  public init?(origin: TimeInterval, speed: Double) {
    guard origin.isFinite, (1...100_000).contains(speed) else { return nil }
    self.origin = origin
    self.speed = speed
  }

  /// "ORIGIN:SPEED", as the test tools write it; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ":")
    guard parts.count == 2, let origin = Double(parts[0]), let speed = Double(parts[1]) else { return nil }
    self.init(origin: origin, speed: speed)
  }

  func now() -> Date {
    let real = Date().timeIntervalSince1970
    return Date(timeIntervalSince1970: origin + (real - origin) * speed)
  }

  /// The clock `WeatherTUIProgram.main(clock:)` was given, for the dashboard it runs.
  @TaskLocal static var override: DashboardClock?
}
