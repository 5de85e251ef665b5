import SystemFiles
import WeatherCore

extension Location {
  /// `timeZone`, with the system's tz database installed first. This layer is an edge: it is
  /// where zones named by an answer or a cache file are first looked up, often before the
  /// program's entry point has drawn anything (a library caller, a test, a fuzz target), and
  /// `ZoneCatalog` stops a program that looks a zone up with no database installed.
  var databaseZone: ZoneRules {
    ZoneDatabase.install()
    return timeZone
  }
}
