import FoundationEssentials

/// One network service the program asks: its name (also its path on a shared cache), where it
/// is, the environment variable that points it elsewhere, what it is for and whom its data is
/// credited to.
///
/// `ServiceEndpoint.all` is the one table of them. `ProviderEndpoints` reads its addresses from
/// it, the manual's ENVIRONMENT section is rendered from it, the tests point every row at their
/// stand-in server through it, and the scripts read its variables from this file. A new source
/// is a reader, one row here and its fixtures.
public struct ServiceEndpoint: Sendable, Hashable {
  /// Short and lower case ("nws"): the service's path under `WEATHERTUI_UPSTREAM`, and what
  /// `ProviderEndpoints` is indexed by.
  public var name: String
  /// The variable that overrides `defaultURL`: `WEATHERTUI_`, the name in capitals with `_`
  /// for `-`, then `_URL`.
  public var variable: String
  /// The public service.
  public var defaultURL: URL
  /// What it serves, as the manual says it: "US National Weather Service alerts".
  public var purpose: String
  /// Whom its data is credited to, as its terms ask: shown beside the alerts a source brings.
  public var credit: String

  public init(_ name: String, _ variable: String, _ defaultURL: String, purpose: String, credit: String) {
    self.name = name
    self.variable = variable
    self.defaultURL = URL(string: defaultURL)!
    self.purpose = purpose
    self.credit = credit
  }
}

extension ServiceEndpoint {
  /// Every service, in the order the manual lists them.
  public static let all: [ServiceEndpoint] = [
    ServiceEndpoint(
      "open-meteo", "WEATHERTUI_OPEN_METEO_URL", "https://api.open-meteo.com", purpose: "Open-Meteo forecasts",
      credit: "Open-Meteo.com (CC BY 4.0)"),
    ServiceEndpoint(
      "geocoding", "WEATHERTUI_GEOCODING_URL", "https://geocoding-api.open-meteo.com",
      purpose: "Open-Meteo place search", credit: "Open-Meteo.com (CC BY 4.0), GeoNames"),
    ServiceEndpoint(
      "archive", "WEATHERTUI_ARCHIVE_URL", "https://archive-api.open-meteo.com",
      purpose: "Open-Meteo's historical archive, for the climate record", credit: "Open-Meteo.com (CC BY 4.0), ERA5"),
    // Unset, it follows the forecasts' server when that is not the public one
    // (`ProviderEndpoints.airQuality(besides:)`): a self-hosted Open-Meteo or a stand-in serves both.
    ServiceEndpoint(
      "air-quality", "WEATHERTUI_AIR_QUALITY_URL", "https://air-quality-api.open-meteo.com",
      purpose: "Open-Meteo air quality, which follows the forecasts' server when that is not the public one",
      credit: "Open-Meteo.com (CC BY 4.0), CAMS"),
    ServiceEndpoint(
      "weatherkit", "WEATHERTUI_WEATHERKIT_URL", "https://weatherkit.apple.com", purpose: "Apple WeatherKit REST",
      credit: "Apple Weather"),
    ServiceEndpoint(
      "nws", "WEATHERTUI_NWS_URL", "https://api.weather.gov", purpose: "US National Weather Service alerts",
      credit: "US National Weather Service (api.weather.gov)"),
    ServiceEndpoint(
      "eccc", "WEATHERTUI_ECCC_URL", "https://api.weather.gc.ca",
      purpose: "Environment and Climate Change Canada alerts",
      credit: "Environment and Climate Change Canada (api.weather.gc.ca)"),
    ServiceEndpoint(
      "metno", "WEATHERTUI_METNO_URL", "https://api.met.no", purpose: "MET Norway alerts",
      credit: "MET Norway (api.met.no)"),
    ServiceEndpoint(
      "dwd", "WEATHERTUI_DWD_URL", "https://maps.dwd.de", purpose: "Deutscher Wetterdienst warnings",
      credit: "Deutscher Wetterdienst (maps.dwd.de)"),
    ServiceEndpoint(
      "meteoalarm", "WEATHERTUI_METEOALARM_URL", "https://feeds.meteoalarm.org",
      purpose: "MeteoAlarm warnings (the rest of Europe)", credit: "EUMETNET – MeteoAlarm"),
    // The national CAP feeds, one country each (`NationalAlertFeeds.table` reads its address
    // and credit from its row here, named "alerts-" and the country's code).
    ServiceEndpoint(
      "alerts-au", "WEATHERTUI_ALERTS_AU_URL", "https://severeweather.wmo.int",
      purpose: "Australia's warnings, the Bureau of Meteorology's CAP feed on WMO's server",
      credit: "Bureau of Meteorology via WMO (severeweather.wmo.int)"),
    ServiceEndpoint(
      "alerts-br", "WEATHERTUI_ALERTS_BR_URL", "https://apiprevmet3.inmet.gov.br",
      purpose: "Brazil's warnings, INMET's CAP feed", credit: "INMET (apiprevmet3.inmet.gov.br)"),
    ServiceEndpoint(
      "alerts-jm", "WEATHERTUI_ALERTS_JM_URL", "https://alert.metservice.gov.jm",
      purpose: "Jamaica's warnings, the Meteorological Service's CAP feed",
      credit: "Meteorological Service of Jamaica (alert.metservice.gov.jm)"),
    ServiceEndpoint(
      "alerts-kz", "WEATHERTUI_ALERTS_KZ_URL", "https://meteoalert.meteoinfo.ru",
      purpose: "Kazakhstan's warnings, Kazhydromet's CAP feed on Roshydromet's server",
      credit: "Kazhydromet via Roshydromet (meteoalert.meteoinfo.ru)"),
    ServiceEndpoint(
      "alerts-mo", "WEATHERTUI_ALERTS_MO_URL", "https://rss.smg.gov.mo",
      purpose: "Macao's warnings, SMG's CAP feed", credit: "SMG Macao (rss.smg.gov.mo)"),
    ServiceEndpoint(
      "alerts-mx", "WEATHERTUI_ALERTS_MX_URL", "https://smn.conagua.gob.mx",
      purpose: "Mexico's warnings, the SMN's CAP feed", credit: "SMN – CONAGUA (smn.conagua.gob.mx)"),
    ServiceEndpoint(
      "alerts-nz", "WEATHERTUI_ALERTS_NZ_URL", "https://alerts.metservice.com",
      purpose: "New Zealand's warnings, MetService's CAP feed", credit: "MetService (alerts.metservice.com)"),
    ServiceEndpoint(
      "alerts-ph", "WEATHERTUI_ALERTS_PH_URL", "https://publicalert.pagasa.dost.gov.ph",
      purpose: "the Philippines' warnings, PAGASA's CAP feed", credit: "PAGASA (publicalert.pagasa.dost.gov.ph)"),
    ServiceEndpoint(
      "alerts-ru", "WEATHERTUI_ALERTS_RU_URL", "https://meteoinfo.ru",
      purpose: "Russia's warnings, Roshydromet's CAP feed", credit: "Roshydromet (meteoinfo.ru)"),
  ]

  /// The row named `name`; stops the program for a name the table lacks (a programming error).
  public static func named(_ name: String) -> ServiceEndpoint {
    guard let row = all.first(where: { $0.name == name }) else {
      preconditionFailure("no service named \(name) in ServiceEndpoint.all")
    }
    return row
  }

  // MARK: - The rows the code names

  public static var openMeteo: ServiceEndpoint { named("open-meteo") }
  public static var geocoding: ServiceEndpoint { named("geocoding") }
  public static var archive: ServiceEndpoint { named("archive") }
  public static var airQuality: ServiceEndpoint { named("air-quality") }
  public static var weatherKit: ServiceEndpoint { named("weatherkit") }
  public static var nws: ServiceEndpoint { named("nws") }
  public static var eccc: ServiceEndpoint { named("eccc") }
  public static var metNorway: ServiceEndpoint { named("metno") }
  public static var dwd: ServiceEndpoint { named("dwd") }
  public static var meteoAlarm: ServiceEndpoint { named("meteoalarm") }

  /// Every service's variable set to `url`: the environment that points the whole program at
  /// one stand-in server (tests, benchmarks).
  public static func environment(allAt url: String) -> [String: String] {
    Dictionary(uniqueKeysWithValues: all.map { ($0.variable, url) })
  }
}
