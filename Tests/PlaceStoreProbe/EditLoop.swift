import Foundation
import UserFiles
import ViewModels
import WeatherCore

/// The lock test's editor (test-only, never in the installed program): with `WEATHERTUI_TEST_EDIT_LOOP=path`
/// and `WEATHERTUI_TEST_EDIT_LOOP_ID=n` (1…9) set, the probe edits `path` the way the dashboard
/// does (one locked read-modify-write per edit): it adds places `n-1` … `n-16` (three instances
/// stay under the 50-place maximum), then removes the odd ones, and exits. Several running at
/// once must leave exactly every instance's even places; a lost update would leave one out or
/// bring one back.
enum EditLoop {
  static let environmentKey = "WEATHERTUI_TEST_EDIT_LOOP"
  static let idKey = "WEATHERTUI_TEST_EDIT_LOOP_ID"
  static let placesPerInstance = 16

  /// Place `index` (1-based) of instance `id`; coordinates distinct per instance and index.
  static func place(id: Int, index: Int) -> Location {
    Location(name: "Loop \(id)-\(index)", latitude: Double(id), longitude: Double(index))
  }

  /// The edits instance `id` makes, in order.
  static func edits(id: Int) -> [PlaceEdit] {
    let indexes = Array(1...placesPerInstance)
    return indexes.map { .add(place(id: id, index: $0)) }
      + indexes.filter { $0 % 2 == 1 }.map { .remove(place(id: id, index: $0)) }
  }

  /// Runs the edits if the environment asks for it; never returns then.
  static func runIfRequested(environment: [String: String]) {
    guard let path = environment[environmentKey], !path.isEmpty else { return }
    guard let id = environment[idKey].flatMap(Int.init), (1...9).contains(id) else {
      ProbeConsole.error("\(idKey) must be a number from 1 to 9")
      exit(2)
    }
    let store = PlaceStore(path: path)
    for edit in edits(id: id) {
      do {
        try store.apply(edit, otherwise: edit.applied(to: []))
      } catch {
        ProbeConsole.error("\(error)")
        exit(1)
      }
    }
    exit(0)
  }
}
