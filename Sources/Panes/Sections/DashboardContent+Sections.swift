import FoundationEssentials
import Render
import WeatherCore

extension DashboardContent {
  /// The dashboard's sections for `weather`, top to bottom, on a screen or a printed page: the
  /// one list the dashboard and `--once` draw. A new pane is a `DashboardSection` in a file of
  /// its own and a line here.
  public func sections(_ weather: Weather, on medium: SectionMedium) -> [any DashboardSection] {
    let now = CurrentSection(self, weather, on: medium)
    let alerts = AlertsSection(self, weather, on: medium)
    let sections: [(any DashboardSection)?] = [
      TabsSection(self, on: medium),
      now,
      HourlySection(self, weather, on: medium),
      DaysSection(self, weather, on: medium),
      AirSection(self, on: medium),
      alerts,
      ComputedMarkLegend(self, now: now, alerts: alerts, on: medium),
    ]
    return sections.compactMap { $0 }
  }

  /// Today's entry of the daily forecast in the place's zone.
  func today(_ weather: Weather) -> DayWeather? {
    let clock = style.clock(weather.location.timeZone)
    return weather.dailyForecast.first { clock.isSameDay($0.date, now) }
  }
}
