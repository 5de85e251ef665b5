import ArgumentParser
import SystemFiles
import UserFiles

extension WeatherTUICommand {
  /// The line `--help` ends with: the dashboard's own key list and the config file's path,
  /// which swift-argument-parser's text has no place for (its discussion comes first).
  static func helpFooter(environment: [String: String]) -> String {
    let path = AppConfig.defaultPath(environment: environment)
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? PathText.homeDirectory()
    return "press ? in the dashboard for keys; config: " + homeRelative(path, home: home)
  }

  /// What to print for `error` when it is a request for help (`-h`, `--help`): the help text
  /// with `helpFooter` after it; nil for anything else, `--version`, a completion and the JSON
  /// the man page generator reads included, which must stay as they are.
  static func helpText(for error: Error, environment: [String: String]) -> String? {
    let message = message(for: error)
    guard exitCode(for: error) == .success, message == helpMessage() || message == helpMessage(includeHidden: true)
    else { return nil }
    return message + "\n" + helpFooter(environment: environment)
  }

  /// `path` with the home folder written as "~", as people type it.
  private static func homeRelative(_ path: String, home: String) -> String {
    guard !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }
}
