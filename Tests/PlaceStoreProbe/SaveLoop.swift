import Foundation
import UserFiles
import WeatherCore

/// The crash-safety test's save loop (test-only, never in the installed program): with `WEATHERTUI_TEST_SAVE_LOOP=path` set, the
/// probe saves two different place lists to `path` alternately, forever, until it is killed.
/// The test kills it with SIGKILL at random moments and checks the file is always one list whole.
enum SaveLoop {
  static let environmentKey = "WEATHERTUI_TEST_SAVE_LOOP"

  /// The two lists written in turn; the test expects exactly one of them after every kill.
  static let lists: [[Location]] = [
    [
      Location(
        name: "Berlin", region: "Land Berlin, Germany", latitude: 52.52437, longitude: 13.41053,
        timeZoneIdentifier: "Europe/Berlin", countryCode: "DE"),
      Location(
        name: "Hobart", region: "Tasmania, Australia", latitude: -42.87936, longitude: 147.32941,
        timeZoneIdentifier: "Australia/Hobart", countryCode: "AU"),
    ],
    [
      Location(
        name: "Reykjavík", region: "Capital Region, Iceland", latitude: 64.13548, longitude: -21.89541,
        timeZoneIdentifier: "Atlantic/Reykjavik", countryCode: "IS")
    ]
      + (1...40).map {
        Location(
          name: "Springfield \"\($0)\"", region: "Illinois, United States", latitude: 39.8 + Double($0) / 100,
          longitude: -89.64, timeZoneIdentifier: "America/Chicago")
      },
  ]

  /// Runs the loop if the environment asks for it; never returns then.
  static func runIfRequested(environment: [String: String]) {
    guard let path = environment[environmentKey], !path.isEmpty else { return }
    let store = PlaceStore(path: path)
    var turn = 0
    while true {
      do {
        try store.save(lists[turn % lists.count])
      } catch {
        ProbeConsole.error("\(error)")
        exit(1)
      }
      turn += 1
    }
  }
}
