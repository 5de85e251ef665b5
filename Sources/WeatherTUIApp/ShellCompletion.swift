import FoundationEssentials
import Render
import UserFiles
import WeatherCore

/// What the shell completion scripts offer after `--theme` and `--location`: the scripts ask
/// the program itself (`weathertui ---completion …`) on each Tab. Quick and quiet: anything
/// that cannot be read offers nothing rather than printing an error into the user's prompt.
enum ShellCompletion {
  /// `default`, the shipped theme names, then the `NAME.theme` files on the theme search path,
  /// once each.
  static func themes(environment: [String: String]) -> [String] {
    var names = [Theme.automaticName] + Theme.shippedNames
    for folder in ThemeSelection.searchPaths(environment: environment) {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for file in files.sorted() where file.hasSuffix(".theme") {
        let name = String(file.dropLast(".theme".count))
        if !name.isEmpty, !names.contains(name) { names.append(name) }
      }
    }
    return names.filter(isOneWord)
  }

  /// The names of the places saved from the dashboard, in their order; none when the file is
  /// missing, damaged or locked away.
  static func places(environment: [String: String]) -> [String] {
    let store = PlaceStore(path: PlaceStore.defaultPath(environment: environment))
    let places = (try? store.load()) ?? nil
    return (places ?? []).map(\.name).filter(isOneWord)
  }

  /// Whether `name` can be one completion: the scripts read one per line, and a control
  /// character would reach the terminal.
  private static func isOneWord(_ name: String) -> Bool {
    !name.isEmpty && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
