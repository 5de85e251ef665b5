import FoundationEssentials
import SystemFiles
import WeatherCore

/// Adds official alerts to forecasts whose provider has no alert source of its own (Open-Meteo):
/// the first `AlertSource` that covers the place (NWS, ECCC, MET Norway, …); elsewhere a
/// statement naming the country that no source covers yet.
///
/// `ForecastService` calls it after each provider fetch, so alerts refresh with the forecast
/// and are cached with it. A failed alert fetch never turns into "no alerts": the previous
/// list stays (the panes drop what has ended), or the status says alerts could not be fetched.
public final class AlertsService: Sendable {
  private let sources: [any AlertSource]
  /// Nil: the installed tables, read when a place without a country first needs them.
  private let zoneCountries: ZoneCountries?

  /// - Parameters:
  ///   - sources: asked in this order; the first that covers a place and does not answer
  ///     "outside my area" is the place's source.
  ///   - zoneCountries: the countries of each tz zone, for a place known only by coordinates;
  ///     nil for the installed tz database's.
  public init(sources: [any AlertSource], zoneCountries: ZoneCountries? = nil) {
    self.sources = sources
    self.zoneCountries = zoneCountries
  }

  /// NWS alone, as before other regions had sources.
  public convenience init(nws: NWSAlertSource) {
    self.init(sources: [nws])
  }

  /// `weather` with its alerts filled in, and the one-line message of a failed alert fetch.
  /// - Parameter previous: the alerts of the last good forecast for this place, if any.
  public func addingAlerts(to weather: Weather, previous: () -> AlertStatus?) async
    -> (weather: Weather, error: String?)
  {
    guard case .noSource = weather.alerts else { return (weather, nil) }
    var weather = weather
    // What a source that covers the place said instead of alerts ("choose this place's area"),
    // unless it only said "outside my area".
    var reason: String?
    // A place known only by its coordinates is tried in each country its time zone is used in.
    let candidates = (zoneCountries ?? .installed).candidates(for: weather.location)
    for candidate in candidates {
      for source in sources where source.covers(candidate) {
        do {
          let status = try await source.alerts(for: candidate)
          // "Outside my area" from the server: the next source may cover it.
          guard case .covered = status else {
            if case .noSource(let said) = status, said != NWSAlertSource.noSourceReason, reason == nil {
              reason = said
            }
            continue
          }
          weather.alerts = status.mergingAreas()
          // The alerts dataset is the alert service's, not the forecast provider's; the JSON
          // and the alerts pane say whose.
          weather.datasetMetadata[.weatherAlerts] = DatasetMetadata(providerName: source.providerName)
          return (weather, nil)
        } catch {
          let message = userFacingMessage(of: error)
          if let previous = previous(), case .covered = previous {
            weather.alerts = previous
            weather.datasetMetadata[.weatherAlerts] = DatasetMetadata(providerName: source.providerName)
          } else {
            weather.alerts = .unavailable(reason: message)
            weather.datasetMetadata[.weatherAlerts] = DatasetMetadata(
              providerName: source.providerName, temporarilyUnavailable: true)
          }
          return (weather, message)
        }
      }
    }
    weather.alerts = .noSource(reason: reason ?? Self.noSourceReason(for: candidates[0]))
    return (weather, nil)
  }

  /// "No official alert source for Brazil yet; …": the country as the place's region names it
  /// (places found by search), else by the tz database's name for its code ("… for the
  /// country XX yet; …" for a code the database does not know).
  public static func noSourceReason(for location: Location) -> String {
    let country = location.region.split(separator: ",").last.map { String($0).trimmingWhitespace() } ?? ""
    let code = location.countryCode?.trimmingWhitespace().uppercased() ?? ""
    let named =
      !country.isEmpty
      ? country : !code.isEmpty ? ZoneCountries.installed.name(ofCountry: code) ?? "the country \(code)" : nil
    guard let named else { return NWSAlertSource.noSourceReason }
    return "No official alert source for \(named) yet; the WeatherKit provider has one"
  }
}
