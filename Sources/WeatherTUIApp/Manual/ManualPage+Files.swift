import FoundationEssentials
import UserFiles
import WeatherProviders

extension ManualPage {
  /// FILES: each path as the program computes it, once with its XDG variable set and once
  /// with the fallback under the home directory.
  static func filesSection() -> [String] {
    let config = paths("XDG_CONFIG_HOME") { AppConfig.defaultPath(environment: $0) }
    let places = paths("XDG_STATE_HOME") { PlaceStore.defaultPath(environment: $0) }
    let view = paths("XDG_STATE_HOME") { ViewChoices.defaultPath(environment: $0) }
    let announced = paths("XDG_STATE_HOME") { AnnouncedAlerts.defaultPath(environment: $0) }
    let cache = paths("XDG_CACHE_HOME") { CacheDirectory.defaultURL(environment: $0).path }
    let themes = paths("XDG_CONFIG_HOME") { ThemeSelection.userFolder(environment: $0) }
    let items: [(tag: String, body: [String])] = [
      (
        "Pa " + config.xdg,
        [
          MDoc.line(
            "The settings (units, theme, provider, refresh, places, quiet hours, alerts), written by hand; "
              + "the program never writes it. Default " + config.home + "; --config reads another.")
        ]
      ),
      (
        "Pa " + places.xdg,
        [
          MDoc.line(
            "The places added, removed and moved in the dashboard; once it exists it wins over the config's "
              + "places. Default " + places.home + ".")
        ]
      ),
      (
        "Pa " + view.xdg,
        [
          MDoc.line(
            "How the dashboard was last left: the units (u), the theme (t) and the place picked, for the next "
              + "start; --units and --theme win, and so do units or a theme changed in the config afterwards. "
              + "Safe to delete. Default " + view.home + ".")
        ]
      ),
      (
        "Pa " + announced.xdg,
        [
          MDoc.line(
            "The alerts the dashboard has announced with the bell and on_alert, so each is announced once across "
              + "restarts (one that came while it was not running is announced at the next start). Deleting it "
              + "announces the alerts in force again. Default " + announced.home + ".")
        ]
      ),
      (
        "Pa " + cache.xdg,
        [
          MDoc.line(
            "Forecasts, place searches, climate records and air quality; safe to delete. Default " + cache.home
              + "; " + "XDG_CACHE_HOME counts only as an absolute path.")
        ]
      ),
      (
        "Pa " + themes.xdg + "/NAME.theme",
        [
          MDoc.line(
            "A theme for --theme NAME, searched first (default " + themes.home + "), so it can override a "
              + "shipped one; then share/weathertui/themes beside the program's bin directory, and "
              + ThemeSelection.systemFolders.joined(separator: " and ") + ".")
        ]
      ),
    ]
    return [".Sh FILES"] + tagList(items)
  }

  /// `path` for the variable `name` set (`$NAME/…`) and for the fallback under HOME (`~/…`):
  /// the real functions run with placeholder folders that are then named back.
  private static func paths(_ name: String, _ path: ([String: String]) -> String) -> (xdg: String, home: String) {
    // Absolute placeholders, as a variable that is only honoured when absolute must be.
    let xdg = renaming(path([name: "/$" + name, "HOME": "/~"]), from: "/$" + name, to: "$" + name)
    let home = renaming(path(["HOME": "/~"]), from: "/~", to: "~")
    return (MDoc.escape(xdg), home)
  }

  /// `path` with its leading folder `placeholder` written as `name`.
  private static func renaming(_ path: String, from placeholder: String, to name: String) -> String {
    path == placeholder || path.hasPrefix(placeholder + "/") ? name + path.dropFirst(placeholder.count) : path
  }
}
