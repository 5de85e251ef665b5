import FoundationEssentials
import WeatherCore

extension RefreshPlan.Costs {
  /// Open-Meteo's costs under `limits`: the dashboard's whole forecast per place (asked hourly)
  /// and its current conditions (asked between), its air quality (hourly), one place's record
  /// over `baseline`, and our own day; nil when the limits are off (nothing to plan).
  public static func openMeteo(limits: OpenMeteoLimits, baseline: ClimateBaseline, now: Date) -> Self? {
    guard limits.perDay.isFinite, limits.perHour.isFinite else { return nil }
    let place = Location(name: "", latitude: 0, longitude: 0, timeZoneIdentifier: "UTC")
    let base = URL(string: "https://api.open-meteo.com")!
    let forecast = OpenMeteoForecastRequest.url(base: base, locations: [place], wire: .flatbuffers)
    let current = OpenMeteoForecastRequest.url(
      base: base, locations: [place], wire: .flatbuffers, sections: .currentAndNextHour)
    var costs = Self(
      forecastPerPlace: OpenMeteoCallWeight.of(url: forecast), currentPerPlace: OpenMeteoCallWeight.of(url: current),
      recordPerPlace: OpenMeteoArchiveProvider.archiveWeight(
        baseline, inLocalYear: CalendarDay(now, timeZone: .utc).year),
      perDay: limits.perDay, climatePerHour: max(0, limits.perHour - limits.hourlyReserve))
    costs.airPerPlace = OpenMeteoCallWeight.of(
      url: AirQualityRequest.url(base: base, locations: [place], wire: .flatbuffers))
    return costs
  }
}
