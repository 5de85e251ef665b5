import FoundationEssentials
import Glibc
import SystemFiles
import TOMLKit
import WeatherCore

/// How the user last left the dashboard: the units (`u`), the theme (`t`) and the place they
/// picked, kept in `$XDG_STATE_HOME/weathertui/view.toml` beside `places.toml`, so a restart
/// (a reboot of a wall display) comes back as they left it.
///
/// Not precious: a damaged file is a warning and is forgotten, never an error that stops the
/// program. The command line wins for a run; a setting changed in `config.toml` after the
/// choice was made wins too (`load(path:configPath:)`), so the last thing the user changed is
/// what they see.
public struct ViewChoices: Sendable, Equatable {
  public var units: UnitSystem?
  public var theme: String?
  /// The place picked, by its coordinates (rounded as `Location.roundedKey`) and its name for a
  /// reader of the file.
  public var placeName: String?
  public var placeKey: String?

  public init(units: UnitSystem? = nil, theme: String? = nil, place: Location? = nil) {
    self.units = units
    self.theme = theme
    placeName = place?.name
    placeKey = place?.roundedKey
  }

  /// The default path for `environment`, beside `places.toml`.
  public static func defaultPath(environment: [String: String]) -> String {
    PathText.deletingLastComponent(of: PlaceStore.defaultPath(environment: environment)) + "/view.toml"
  }

  // MARK: - Reading

  /// The choices in `path` (none when there is no file), with a warning for a file that
  /// cannot be read. `configIsNewer` says the config file changed after this file was last
  /// written: the caller then lets the config's own units and theme win.
  public static func load(path: String, configPath: String) -> (
    choices: ViewChoices, configIsNewer: Bool, warning: String?
  ) {
    let text: String?
    do {
      text = try UserFileReader.read(.places, path: path)
    } catch {
      return (ViewChoices(), false, "\(error); the dashboard's last units, theme and place are forgotten")
    }
    guard let text else { return (ViewChoices(), false, nil) }
    let newer = modified(configPath).map { config in modified(path).map { config > $0 } ?? false } ?? false
    do {
      return (try parse(text), newer, nil)
    } catch {
      return (
        ViewChoices(), newer,
        "\(path): \(error.message); the dashboard's last units, theme and place are forgotten (it is rewritten at the next u, t or place change)"
      )
    }
  }

  static func parse(_ text: String) throws(TOMLReader.Problem) -> ViewChoices {
    let table = try TOMLReader.table(from: text)
    var choices = ViewChoices()
    choices.units = table["units"]?.string.flatMap(UnitSystem.init(rawValue:))
    choices.theme = table["theme"]?.string.flatMap { $0.isEmpty || $0.count > 4096 ? nil : $0 }
    choices.placeName = table["place"]?.string
    choices.placeKey = table["place_key"]?.string
    return choices
  }

  /// When `path` was last modified, nil when it does not exist.
  private static func modified(_ path: String) -> timespec? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mtim
  }

  // MARK: - Writing

  /// The file's text.
  public func rendered() -> String {
    var text = """
      # How the weathertui dashboard was last left: units (u), theme (t), the place shown.
      # Written by the dashboard; delete it to forget. --units and --theme win for a run, and
      # so do units or theme changed in config.toml after this file was written.

      """
    if let units { text += "units = \(PlaceStore.quoted(units.rawValue))\n" }
    if let theme { text += "theme = \(PlaceStore.quoted(theme))\n" }
    if let placeName { text += "place = \(PlaceStore.quoted(placeName))\n" }
    if let placeKey { text += "place_key = \(PlaceStore.quoted(placeKey))\n" }
    return text
  }

  /// Writes the file atomically (its folder made private first if need be); a file the user
  /// made a link is written to the file it names, and stays a link (`StateFileLink`).
  public func save(path: String) throws(UserFileError) {
    try Self.write(Array(rendered().utf8), to: path)
  }

  /// Replaces the state file at `path` with `bytes` as `StateFileLink` says: through a new file
  /// renamed over it, or over the file its link names; every failure one message naming `path`.
  static func write(_ bytes: [UInt8], to path: String) throws(UserFileError) {
    let folder = PathText.deletingLastComponent(of: path)
    let target: String
    do {
      target = try StateFileLink(path: path).writablePath()
    } catch {
      throw UserFileError(
        .places, path: path,
        message: "not saved: \(error.reason)")
    }
    do {
      try PrivateFolder(path: folder.isEmpty ? "." : folder).make()
      try AtomicFile(path: target, mode: 0o600, durable: false).write(bytes)
    } catch {
      throw UserFileError(.places, path: path, message: "not saved: \(error); check the disk and its permissions")
    }
  }
}

extension timespec {
  fileprivate static func > (a: timespec, b: timespec) -> Bool {
    a.tv_sec != b.tv_sec ? a.tv_sec > b.tv_sec : a.tv_nsec > b.tv_nsec
  }
}
