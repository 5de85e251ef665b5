import FoundationEssentials

// MARK: - Values computed once, where the provider served none

extension Weather {
  /// Fills in what the screen, the text and the JSON show but the provider did not serve: day
  /// parts, moon phases, precipitation types and the next-hour summary. A served value is never
  /// replaced; each kind computed is listed in `metadata.derived`. Providers call this once,
  /// when the answer arrives, so everything downstream reads the same values.
  public func derivingMissingValues() -> Weather {
    var weather = self
    let zone = location.timeZone
    let source = metadata.providerName
    var derived: [Derivation] = []
    func note(_ dataset: WeatherDataset, _ field: String, from: String, _ method: String, when done: Bool) {
      guard done, !derived.contains(where: { $0.dataset == dataset && $0.field == field }) else { return }
      derived.append(Derivation(dataset: dataset, field: field, derivedFrom: from, method: method))
    }

    for index in weather.dailyForecast.indices {
      var day = weather.dailyForecast[index]
      let calendarDay = CalendarDay(day.date.addingTimeInterval(12 * 3600), timeZone: zone)
      if day.daytimeForecast == nil && day.overnightForecast == nil {
        let parts = DayParts.parts(of: calendarDay, hours: hourlyForecast, timeZone: zone)
        day.daytimeForecast = parts.daytime
        day.overnightForecast = parts.overnight
        note(
          .forecastDaily, "days[].daytimeForecast", from: "\(source) hourly forecast",
          Self.dayPartMethod, when: parts.daytime != nil)
        note(
          .forecastDaily, "days[].overnightForecast", from: "\(source) hourly forecast",
          Self.dayPartMethod, when: parts.overnight != nil)
      }
      if day.sunrise == nil, day.sunset == nil, day.sunAllDay == nil,
        let state = SunAllDay(day: calendarDay, latitude: location.latitude, longitude: location.longitude)
      {
        day.sunAllDay = state
        note(.forecastDaily, "days[].sunAllDay", from: "the date and coordinates", Self.sunMethod, when: true)
      }
      if day.moonPhase == nil {
        day.moonPhase = MoonPhase(day: calendarDay, timeZone: zone)
        note(.forecastDaily, "days[].moonPhase", from: "the date", Self.moonMethod, when: true)
      }
      if day.precipitationType == nil, let type = day.condition.precipitationType {
        day.precipitationType = type
        note(
          .forecastDaily, "days[].precipitationType", from: "\(source) daily weather code",
          Self.precipitationTypeMethod, when: true)
      }
      weather.dailyForecast[index] = day
    }
    for index in weather.hourlyForecast.indices where weather.hourlyForecast[index].precipitationType == nil {
      guard let type = weather.hourlyForecast[index].condition.precipitationType else { continue }
      weather.hourlyForecast[index].precipitationType = type
      note(
        .forecastHourly, "hours[].precipitationType", from: "\(source) hourly weather code",
        Self.precipitationTypeMethod, when: true)
    }
    if weather.nextHourSummary.isEmpty {
      weather.nextHourSummary = NextHourPeriod.periods(of: minuteForecast)
      note(
        .forecastNextHour, "summary", from: "\(source) minute steps", Self.summaryMethod,
        when: !weather.nextHourSummary.isEmpty)
    }
    weather.metadata.derived += derived
    return weather
  }

  static let dayPartMethod =
    "hours starting 07:00-19:00 and 19:00-07:00 local time: highest WMO code, extremes, sums, means"
  static let sunMethod = "NOAA solar position at local noon: the sun's centre 0.833 degrees below the horizon"
  static let moonMethod = "moon-sun elongation at local noon (Meeus), eight 45-degree sectors"
  static let precipitationTypeMethod = "the weather code's kind: rain, snow, sleet, hail or clear"
  static let summaryMethod = "runs of steps at or above 0.1 mm/h (precipitation) or below (clear)"
}
