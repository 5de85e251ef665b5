import FoundationEssentials
import Render
import SystemFiles
import TOMLKit
import WeatherCore

/// Reads `config.toml`: a malformed file is an error naming the file, line and key; an unknown
/// key is a warning, not an error.
public enum ConfigLoader {
  /// The config and the warnings met while reading it.
  public struct Loaded: Sendable {
    public var config: AppConfig
    public var warnings: [String]
  }

  /// Loads `path`; a missing file at the default path is an empty config, a missing file the
  /// user named explicitly is an error.
  public static func load(path: String, explicit: Bool) throws(UserFileError) -> Loaded {
    guard let text = try UserFileReader.read(.config, path: path) else {
      if explicit {
        throw UserFileError.config(path: path, line: nil, message: "file not found; check the --config path")
      }
      return Loaded(config: AppConfig(), warnings: [])
    }
    return try parse(text, path: path)
  }

  /// Parses the config's bytes (what `load` reads), for callers that have bytes.
  public static func parse(bytes: some Collection<UInt8>, path: String) throws(UserFileError) -> Loaded {
    try parse(UserFileReader.text(from: bytes, file: .config, path: path), path: path)
  }

  // MARK: - Parsing

  public static let topLevelKeys: Set<String> = [
    "units", "theme", "background", "provider", "refresh_minutes", "wire", "places", "weatherkit", "cycle_seconds",
    "quiet_hours", "nws_contact", "clock", "climate_baseline", "alert_bell", "on_alert", "aqi", "overview", "big",
  ]
  /// The shortest refresh interval used: Open-Meteo updates its forecasts no faster, so asking
  /// more often only spends requests on the same data.
  public static let minimumRefreshMinutes = 10
  public static let placeKeys: Set<String> = ["name", "latitude", "longitude", "timezone", "country", "alert_area"]
  public static let weatherKitKeys: Set<String> = ["team_id", "service_id", "key_id", "key_file"]

  /// Parses the config's text; every problem is a `UserFileError` naming `path` and the line.
  public static func parse(_ text: String, path: String) throws(UserFileError) -> Loaded {
    let table: TOMLTable
    do {
      table = try TOMLReader.table(from: text)
    } catch {
      throw UserFileError.config(path: path, line: error.line, message: "\(error.message); fix the TOML syntax")
    }
    let lines = ConfigSourceLines(text: text)
    var config = AppConfig()
    var warnings = CappedWarnings(file: path, limit: ThemeFile.maximumWarnings)

    for key in table.keys.sorted() where !topLevelKeys.contains(key) {
      warnings.append(
        "\(path):\(lines.line(ofKey: key, inPlace: nil).map(String.init) ?? "?"): unknown key '\(CappedWarnings.excerpt(key))' ignored"
      )
    }

    func fail(_ key: String, place: Int? = nil, _ message: String) -> UserFileError {
      UserFileError.config(path: path, line: lines.line(ofKey: key, inPlace: place), message: "key '\(key)' \(message)")
    }

    if let value = table["units"] {
      guard let string = value.string, let units = UnitSystem(rawValue: string) else {
        throw fail("units", "must be \"metric\" or \"imperial\"")
      }
      config.units = units
    }
    if let value = table["aqi"] {
      guard let string = value.string, let scale = AirQualityScale(rawValue: string) else {
        throw fail(
          "aqi", "must be \"european\" or \"us\" (or left out: the European index in Europe, the US one elsewhere)")
      }
      config.airQualityScale = scale
    }
    if let value = table["theme"] {
      guard let string = value.string, !string.isEmpty else { throw fail("theme", "must be a theme name or path") }
      config.theme = string
    }
    if let value = table["background"] {
      guard let string = value.string, string == "auto" || BackgroundTone(rawValue: string) != nil else {
        throw fail("background", "must be \"dark\", \"light\" or \"auto\" (ask the terminal)")
      }
      config.background = BackgroundTone(rawValue: string)
    }
    if let value = table["provider"] {
      guard let string = value.string, ["open-meteo", "weatherkit"].contains(string) else {
        throw fail("provider", "must be \"open-meteo\" or \"weatherkit\"")
      }
      config.provider = string
    }
    if let value = table["refresh_minutes"] {
      guard let minutes = value.int, (1...1440).contains(minutes) else {
        throw fail("refresh_minutes", "must be a whole number of minutes from 1 to 1440")
      }
      if minutes < minimumRefreshMinutes {
        warnings.append(
          "\(path):\(lines.line(ofKey: "refresh_minutes", inPlace: nil).map(String.init) ?? "?"): refresh_minutes = "
            + "\(minutes) is faster than Open-Meteo updates its data; refreshing every \(minimumRefreshMinutes) minutes "
            + "(set \(minimumRefreshMinutes) or more to silence this)")
      }
      config.refreshMinutes = max(minimumRefreshMinutes, minutes)
    }
    if let value = table["clock"] {
      guard let string = value.string, let cycle = HourCycle(rawValue: string) else {
        throw fail("clock", "must be \"12h\" or \"24h\"")
      }
      config.clock = cycle
    }
    if let value = table["wire"] {
      guard let string = value.string, ["json", "flatbuffers"].contains(string) else {
        throw fail("wire", "must be \"json\" or \"flatbuffers\"")
      }
      config.wire = string
    }
    if let value = table["cycle_seconds"] {
      guard let seconds = value.int, (5...86_400).contains(seconds) else {
        throw fail("cycle_seconds", "must be a whole number of seconds from 5 to 86400")
      }
      config.cycleSeconds = seconds
    }
    if let value = table["quiet_hours"] {
      guard let string = value.string, let quiet = QuietHours(parsing: string) else {
        throw fail("quiet_hours", "must be a span of local time like \"22:00-07:00\"")
      }
      config.quietHours = quiet
    }
    if let value = table["overview"] {
      guard let overview = value.bool else { throw fail("overview", "must be true or false") }
      config.overview = overview
    }
    if let value = table["big"] {
      guard let big = value.bool else { throw fail("big", "must be true or false") }
      config.big = big
    }
    if let value = table["alert_bell"] {
      guard let bell = value.bool else { throw fail("alert_bell", "must be true or false") }
      config.alertBell = bell
    }
    if let value = table["on_alert"] {
      guard let command = value.string, !command.trimmingWhitespace().isEmpty,
        !command.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else {
        throw fail("on_alert", "must be a shell command on one line, like \"curl -s -T - ntfy.sh/my-weather\"")
      }
      config.onAlert = command
    }
    if let value = table["climate_baseline"] {
      guard let string = value.string, let baseline = ClimateBaseline(parsing: string) else {
        throw fail(
          "climate_baseline",
          "must be a span of at least 10 years from 1940 on, like \"1991-2020\" or \"1970-latest\"")
      }
      config.climateBaseline = baseline
    }
    if let value = table["nws_contact"] {
      guard let string = value.string, !string.trimmingWhitespace().isEmpty else {
        throw fail("nws_contact", "must be an email address or website, like \"you@example.org\"")
      }
      config.nwsContact = string
    }
    if let value = table["weatherkit"] {
      guard let settings = value.table else { throw fail("weatherkit", "must be a table: [weatherkit]") }
      for key in settings.keys.sorted() where !weatherKitKeys.contains(key) {
        // ConfigSourceLines tracks top-level and [[places]] keys only, so no line here.
        warnings.append("\(path): unknown key '\(CappedWarnings.excerpt(key))' in [weatherkit] ignored")
      }
      func text(_ key: String) throws(UserFileError) -> String? {
        guard let raw = settings[key] else { return nil }
        guard let string = raw.string, !string.trimmingWhitespace().isEmpty else {
          throw UserFileError.config(
            path: path, line: nil, message: "key '\(key)' in [weatherkit] must be a non-empty string")
        }
        return string
      }
      config.weatherKit = AppConfig.WeatherKitSettings(
        teamID: try text("team_id"), serviceID: try text("service_id"), keyID: try text("key_id"),
        keyFile: try text("key_file"))
    }
    if let value = table["places"] {
      guard let array = value.array else { throw fail("places", "must be an array of tables: [[places]]") }
      guard array.count <= PlaceEdit.maximumPlaces else {
        throw fail(
          "places",
          "lists \(array.count) places, more than the \(PlaceEdit.maximumPlaces) the dashboard can refresh; remove some"
        )
      }
      for (index, element) in array.enumerated() {
        guard let place = element.table else { throw fail("places", "entry \(index + 1) must be a table") }
        config.places.append(try parsePlace(place, index: index, path: path, lines: lines, warnings: &warnings))
      }
    }
    return Loaded(config: config, warnings: warnings.lines)
  }

  private static func parsePlace(
    _ place: TOMLTable, index: Int, path: String, lines: ConfigSourceLines, warnings: inout CappedWarnings
  ) throws(UserFileError) -> AppConfig.SavedPlace {
    func fail(_ key: String, _ message: String) -> UserFileError {
      UserFileError.config(
        path: path, line: lines.line(ofKey: key, inPlace: index) ?? lines.line(ofPlace: index),
        message: "place \(index + 1): key '\(key)' \(message)")
    }
    for key in place.keys.sorted() where !placeKeys.contains(key) {
      let line = lines.line(ofKey: key, inPlace: index).map(String.init) ?? "?"
      warnings.append("\(path):\(line): unknown key '\(CappedWarnings.excerpt(key))' in place \(index + 1) ignored")
    }
    guard let name = place["name"]?.string, !name.trimmingWhitespace().isEmpty else {
      throw fail("name", "is missing; give the place a name")
    }
    func coordinate(_ key: String, range: ClosedRange<Double>) throws(UserFileError) -> Double {
      guard let raw = place[key] else { throw fail(key, "is missing; add it in decimal degrees") }
      guard let value = raw.double ?? raw.int.map(Double.init) else {
        throw fail(key, "must be a number in decimal degrees")
      }
      guard range.contains(value) else {
        throw fail(key, "is \(value), out of range \(Int(range.lowerBound))…\(Int(range.upperBound))")
      }
      return value
    }
    let latitude = try coordinate("latitude", range: -90...90)
    let longitude = try coordinate("longitude", range: -180...180)
    var timezone: String?
    if let raw = place["timezone"] {
      guard let zone = raw.string, ZoneDatabase.zone(zone) != nil else {
        throw fail("timezone", "must be an IANA time zone such as \"Europe/Berlin\"")
      }
      timezone = zone
    }
    var country: String?
    if let raw = place["country"] {
      guard let code = raw.string, code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
        throw fail("country", "must be a two-letter ISO 3166 code such as \"US\"")
      }
      country = code.uppercased()
    }
    var alertArea: String?
    if let raw = place["alert_area"] {
      guard let code = raw.string.flatMap(AlertAreaCode.normalized) else {
        throw fail(
          "alert_area", "must be a warning area code such as \"AT0301\" (press A on the dashboard to choose one)")
      }
      alertArea = code
    }
    return AppConfig.SavedPlace(
      name: name, latitude: latitude, longitude: longitude, timezone: timezone, country: country,
      alertArea: alertArea)
  }
}
