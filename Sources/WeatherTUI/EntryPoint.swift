import WeatherTUIApp

/// The installed `weathertui`. The program itself is `WeatherTUIProgram`, in a library of its own
/// so that a test build (Tests/FastClockDashboard) can run the same dashboard on a faster clock
/// while this executable carries no such switch.
@main
enum EntryPoint {
  static func main() {
    WeatherTUIProgram.main()
  }
}
