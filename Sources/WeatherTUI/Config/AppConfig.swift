import Foundation
import ViewModels
import WeatherCore

/// The user's settings file, `config.toml`, as written by hand or by the dashboard.
struct AppConfig: Equatable {
  /// Display units; nil means "from the locale".
  var units: UnitSystem?
  var theme: String?
  var provider: String = "open-meteo"
  var refreshMinutes: Int = 10
  /// Open-Meteo wire format ("json" or "flatbuffers"); nil means the default.
  var wire: String?
  var places: [SavedPlace] = []
  /// Seconds between place rotations on a wall display; nil for no rotation.
  var cycleSeconds: Int?
  /// The span of the day the display dims, e.g. "22:00-07:00".
  var quietHours: QuietHours?
  /// An email address or website for the User-Agent of NWS alert requests, which the NWS asks
  /// for so it can reach whoever causes trouble; `WEATHERTUI_NWS_CONTACT` wins over it.
  var nwsContact: String?
  /// `[weatherkit]`: credentials for `provider = "weatherkit"`; the WEATHERKIT_* environment
  /// variables win over these (see `WeatherKitCredentials(environment:fallback:)`).
  var weatherKit = WeatherKitSettings()

  /// The `[weatherkit]` table; every value optional here, checked when the provider is built.
  struct WeatherKitSettings: Equatable {
    var teamID: String?
    var serviceID: String?
    var keyID: String?
    var keyFile: String?
  }

  /// A place the user keeps in the config.
  struct SavedPlace: Equatable {
    var name: String
    var latitude: Double
    var longitude: Double
    var timezone: String?
    /// ISO 3166-1 alpha-2 code; WeatherKit returns alerts only with it.
    var country: String? = nil

    var location: Location {
      Location(
        name: name, latitude: latitude, longitude: longitude, timeZoneIdentifier: timezone,
        countryCode: country)
    }
  }

  /// The default path: `$XDG_CONFIG_HOME/weathertui/config.toml`, else `~/.config/…`.
  static func defaultPath(environment: [String: String]) -> String {
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
    return base + "/weathertui/config.toml"
  }
}
