import FoundationEssentials
import WeatherCore

/// Adds official alerts to forecasts whose provider has no alert source of its own (Open-Meteo):
/// NWS for US places; elsewhere the provider's "no alert source" statement stays.
///
/// `ForecastService` calls it after each provider fetch, so alerts refresh with the forecast
/// and are cached with it. A failed alert fetch never turns into "no alerts": the previous
/// list stays (the panes drop what has ended), or the status says alerts could not be fetched.
public final class AlertsService: Sendable {
  private let nws: NWSAlertSource

  public init(nws: NWSAlertSource) {
    self.nws = nws
  }

  /// `weather` with its alerts filled in, and the one-line message of a failed alert fetch.
  /// - Parameter previous: the alerts of the last good forecast for this place, if any.
  public func addingAlerts(to weather: Weather, previous: () -> AlertStatus?) async
    -> (weather: Weather, error: String?)
  {
    guard case .noSource = weather.alerts, nws.covers(weather.location) else {
      return (weather, nil)
    }
    var weather = weather
    do {
      let status = try await nws.alerts(for: weather.location)
      // A server "out of bounds" keeps the provider's own wording.
      if case .covered = status {
        weather.alerts = status
        // The alerts dataset is the NWS's, not the forecast provider's; the JSON says so.
        weather.datasetMetadata[.weatherAlerts] = DatasetMetadata(providerName: NWSAlertSource.providerName)
      }
      return (weather, nil)
    } catch {
      let message = userFacingMessage(of: error)
      if let previous = previous(), case .covered = previous {
        weather.alerts = previous
      } else {
        weather.alerts = .noSource(reason: "Official alerts could not be fetched: \(message)")
      }
      return (weather, message)
    }
  }
}
