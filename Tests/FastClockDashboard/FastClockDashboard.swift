import Glibc
import WeatherTUIApp

/// Test build of the whole program whose dashboard clock runs faster than the wall clock, for
/// scripts/bench/soak.py and the end-to-end tests: `WEATHERTUI_FAST_CLOCK=ORIGIN:SPEED` makes
/// time run SPEED times faster from the Unix instant ORIGIN. Never installed.
@main
enum FastClockDashboard {
  static func main() {
    guard let text = getenv("WEATHERTUI_FAST_CLOCK").map({ String(cString: $0) }), let clock = DashboardClock(text)
    else {
      let message =
        "FastClockDashboard: set WEATHERTUI_FAST_CLOCK=ORIGIN:SPEED (a Unix instant, a speed of 1 to 100000)"
      _ = (message + "\n").withCString { write(2, $0, strlen($0)) }
      exit(2)
    }
    WeatherTUIProgram.main(clock: clock)
  }
}
