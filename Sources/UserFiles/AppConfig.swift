import FoundationEssentials
import Render
import SystemFiles
import WeatherCore

/// The user's settings file, `config.toml`, as written by hand or by the dashboard.
public struct AppConfig: Equatable, Sendable {
  /// Display units; nil means "from the locale".
  public var units: UnitSystem?
  public var theme: String?
  /// The terminal's background as the user says it is (`background = "dark" | "light"`), for
  /// the `default` theme; nil (`"auto"`, or no key) asks the terminal.
  public var background: BackgroundTone?
  public var provider: String = "open-meteo"
  /// Minutes between refreshes, and how long a cached forecast counts as fresh; 10 to 1440.
  public var refreshMinutes: Int = 10
  /// "12h" or "24h" clock times; nil means "from the locale".
  public var clock: HourCycle?
  /// Open-Meteo wire format ("json" or "flatbuffers"); nil means the default.
  public var wire: String?
  public var places: [SavedPlace] = []
  /// Seconds between place rotations on a wall display; nil for no rotation.
  public var cycleSeconds: Int?
  /// The span of the day the display dims, e.g. "22:00-07:00".
  public var quietHours: QuietHours?
  /// An email address or website for the User-Agent of NWS alert requests, which the NWS asks
  /// for so it can reach whoever causes trouble; `WEATHERTUI_NWS_CONTACT` wins over it.
  public var nwsContact: String?
  /// The years the climate normals average (`climate_baseline`); WMO's 1991–2020 by default.
  public var climateBaseline: ClimateBaseline = .standard
  /// The air-quality index shown (`aqi = "european" | "us"`); nil: per place, the European
  /// index in Europe and the US one elsewhere (`AirQualityScale.default(for:)`).
  public var airQualityScale: AirQualityScale?
  /// Start on the overview of all places (`overview = true`); a rotation then comes back to it.
  public var overview = false
  /// Big type wherever it fits (`big = true`), not only on large screens.
  public var big = false
  /// Ring the terminal bell once when a new or upgraded alert arrives (`alert_bell`).
  public var alertBell = false
  /// A shell command run with each new or upgraded alert as JSON on its standard input
  /// (`on_alert`), e.g. to forward it to ntfy; nil for none.
  public var onAlert: String?
  /// `[weatherkit]`: credentials for `provider = "weatherkit"`; the WEATHERKIT_* environment
  /// variables win over these (see `WeatherKitCredentials(environment:fallback:)`).
  public var weatherKit = WeatherKitSettings()

  /// The built-in defaults (what a missing config file means).
  public init() {}

  /// The `[weatherkit]` table; every value optional here, checked when the provider is built.
  public struct WeatherKitSettings: Equatable, Sendable {
    public var teamID: String?
    public var serviceID: String?
    public var keyID: String?
    public var keyFile: String?

    public init(teamID: String? = nil, serviceID: String? = nil, keyID: String? = nil, keyFile: String? = nil) {
      self.teamID = teamID
      self.serviceID = serviceID
      self.keyID = keyID
      self.keyFile = keyFile
    }
  }

  /// A place the user keeps in the config.
  public struct SavedPlace: Equatable, Sendable {
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var timezone: String?
    /// ISO 3166-1 alpha-2 code; WeatherKit returns alerts only with it.
    public var country: String? = nil
    /// The official warning area chosen for the place (`alert_area`, e.g. "AT0301").
    public var alertArea: String? = nil

    public init(
      name: String, latitude: Double, longitude: Double, timezone: String?, country: String? = nil,
      alertArea: String? = nil
    ) {
      self.name = name
      self.latitude = latitude
      self.longitude = longitude
      self.timezone = timezone
      self.country = country
      self.alertArea = alertArea
    }

    public var location: Location {
      Location(
        name: name, latitude: latitude, longitude: longitude, timeZoneIdentifier: timezone,
        countryCode: country, alertArea: alertArea)
    }
  }

  /// The default path: `$XDG_CONFIG_HOME/weathertui/config.toml`, else `~/.config/…`.
  public static func defaultPath(environment: [String: String]) -> String {
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? PathText.homeDirectory()) + "/.config")
    return base + "/weathertui/config.toml"
  }
}
