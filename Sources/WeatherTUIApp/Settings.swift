import FoundationEssentials
import Render
import UserFiles
import ViewModels
import WeatherCore

/// The effective settings for one run: command-line flags win over the config file, which wins
/// over the locale and the built-in defaults.
struct Settings {
  /// Where a place comes from: the config (ready to use) or a command-line query to resolve.
  enum PlaceSource: Equatable {
    case saved(Location)
    case query(String)
  }

  var places: [PlaceSource]
  var units: UnitSystem
  var format: OutputFormat
  var width: Int?
  var refresh: Bool
  var theme: String
  /// The terminal's background as the user gave it (`--background`, the config's
  /// `background`); nil: ask the terminal (`TerminalBackground`).
  var background: BackgroundTone?
  var ascii: Bool
  var wire: WireFormatOption
  var provider: ProviderOption
  /// The `[weatherkit]` settings; the WEATHERKIT_* environment variables win over them.
  var weatherKit: AppConfig.WeatherKitSettings
  /// Minutes between refreshes, in seconds; also how long a cached forecast is fresh.
  var refreshInterval: TimeInterval
  /// 12-hour or 24-hour clock times: the config's `clock`, else the locale's.
  var hourCycle: HourCycle
  var configPath: String
  /// Where dashboard edits to the place list are saved (see `PlaceStore`).
  var placesPath: String
  /// Whether the places shown are the saved list (so another dashboard's edits are picked up);
  /// false for a `--location` session list.
  var placesFollowFile: Bool
  /// The config's `[[places]]`: what a `--location` session's edits apply to when no
  /// `places.toml` exists yet.
  var configPlaces: [Location] = []
  /// The state file's identity just before it was read, so a change after that is noticed.
  var placesIdentity: FileIdentity?
  /// Seconds between place rotations; nil for none.
  var cycleSeconds: TimeInterval?
  var quietHours: QuietHours?
  /// The user's contact for NWS requests, from `WEATHERTUI_NWS_CONTACT` or `nws_contact`.
  var nwsContact: String?
  /// The years the climate normals average.
  var climateBaseline: ClimateBaseline = .standard
  /// Ring the bell once for each new or upgraded alert.
  var alertBell = false
  /// The command each new or upgraded alert is piped to as JSON; nil for none.
  var onAlert: String?
  /// The air-quality index shown (`aqi`); nil: per place (`AirQualityScale.default(for:)`).
  var airQualityScale: AirQualityScale?
  var warnings: [String]
  /// Start on every place's card (`--overview`); the rotation then comes back to it.
  var startsOnOverview = false
  /// Big type wherever it fits (`--big`), not only on large screens.
  var bigFigures = false
  /// Where `units` and `theme` came from, so a remembered choice knows what it may override.
  var unitsGiven: Given = .none
  var themeGiven: Given = .none
  /// The dashboard's remembered view (`ViewChoices`): its file, and the place to start on.
  var viewChoicesPath = ""
  var startPlaceKey: String?
  /// The alerts announced so far (`AnnouncedAlerts`), beside the saved places.
  var announcedAlertsPath = ""

  /// Who set a setting: the command line, the config file, or nobody (a default).
  enum Given: Equatable {
    case commandLine, config, none
  }

  static func resolve(options: WeatherTUICommand, environment: [String: String]) throws -> Settings {
    let explicit = options.config != nil
    let path = options.config ?? AppConfig.defaultPath(environment: environment)
    let loaded: ConfigLoader.Loaded
    do {
      loaded = try ConfigLoader.load(path: path, explicit: explicit)
    } catch {
      throw AppFailure(error)
    }
    let config = loaded.config
    // Command line first (a session list), then the dashboard's saved list, then the config's.
    let placesPath = PlaceStore.defaultPath(environment: environment)
    let places: [PlaceSource]
    let placesIdentity = FileIdentity(path: placesPath)
    if !options.placeQueries.isEmpty {
      places = options.placeQueries.map { .query($0) }
    } else if let saved = try Self.loadSaved(placesPath) {
      places = saved.map { .saved($0) }
    } else {
      places = config.places.map { .saved($0.location) }
    }
    var settings = Settings(
      places: places,
      units: options.units ?? config.units ?? UnitSystem.fromLocale(environment: environment),
      format: options.format,
      width: options.width,
      refresh: options.refresh,
      theme: options.theme ?? config.theme ?? Theme.automaticName,
      background: options.background.map(\.tone) ?? config.background,
      ascii: options.ascii || !Self.localeIsUTF8(environment: environment),
      wire: options.wire ?? config.wire.flatMap(WireFormatOption.init(rawValue:)) ?? .flatbuffers,
      provider: options.provider ?? ProviderOption(rawValue: config.provider) ?? .openMeteo,
      weatherKit: config.weatherKit,
      refreshInterval: TimeInterval(config.refreshMinutes * 60),
      hourCycle: config.clock ?? HourCycle.fromLocale(environment: environment),
      configPath: path,
      placesPath: placesPath,
      placesFollowFile: options.placeQueries.isEmpty,
      placesIdentity: placesIdentity,
      cycleSeconds: (options.cycle ?? config.cycleSeconds).map(TimeInterval.init),
      quietHours: options.quietHours.flatMap(QuietHours.init(parsing:)) ?? config.quietHours,
      nwsContact: environment["WEATHERTUI_NWS_CONTACT"].flatMap { $0.isEmpty ? nil : $0 } ?? config.nwsContact,
      climateBaseline: config.climateBaseline, alertBell: config.alertBell, onAlert: config.onAlert,
      airQualityScale: config.airQualityScale, warnings: loaded.warnings)
    settings.configPlaces = config.places.map(\.location)
    settings.unitsGiven = options.units != nil ? .commandLine : config.units != nil ? .config : .none
    settings.themeGiven = options.theme != nil ? .commandLine : config.theme != nil ? .config : .none
    settings.viewChoicesPath = ViewChoices.defaultPath(environment: environment)
    settings.announcedAlertsPath = AnnouncedAlerts.defaultPath(environment: environment)
    settings.startsOnOverview = options.overview || config.overview
    settings.bigFigures = options.big || config.big
    return settings
  }

  private static func loadSaved(_ path: String) throws(AppFailure) -> [Location]? {
    do {
      return try PlaceStore(path: path).load()
    } catch {
      throw AppFailure(error)
    }
  }

  /// The locale the C library reads for characters: LC_ALL, then LC_CTYPE, then LANG, the
  /// first that is set and not empty.
  static func localeName(environment: [String: String]) -> String? {
    ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
  }

  /// Whether the terminal's locale speaks UTF-8 (else glyphs fall back to ASCII).
  static func localeIsUTF8(environment: [String: String]) -> Bool {
    let lower = (localeName(environment: environment) ?? "").lowercased()
    return lower.contains("utf-8") || lower.contains("utf8")
  }
}
