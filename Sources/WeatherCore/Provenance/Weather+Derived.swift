import FoundationEssentials

// MARK: - Values computed once, where the provider served none

extension Weather {
  /// Fills in what the screen, the text and the JSON show but the provider did not serve: day
  /// parts, moon phases, precipitation types and the next-hour summary. A served value is never
  /// replaced; each kind computed is listed in `metadata.derived`. Providers call this once,
  /// when the answer arrives, so everything downstream reads the same values.
  public func derivingMissingValues() -> Weather {
    var weather = self
    weather.deriveMissingValues()
    return weather
  }

  /// `derivingMissingValues()` in place, so the hours and days are not copied.
  public mutating func deriveMissingValues() {
    let zone = location.timeZone
    let source = metadata.providerName
    var derived: [Derivation] = []
    var check = PlausibilityCheck()
    // `from` is built only for the first note of a kind: this runs for every day of a refresh.
    func note(
      _ dataset: WeatherDataset, _ field: String, from: @autoclosure () -> String, _ method: String, when done: Bool
    ) {
      guard done, !derived.contains(where: { $0.dataset == dataset && $0.field == field }) else { return }
      derived.append(Derivation(dataset: dataset, field: field, derivedFrom: from(), method: method))
    }

    let hoursInTimeOrder = DayParts.inTimeOrder(hourlyForecast)
    for index in dailyForecast.indices {
      let calendarDay = CalendarDay(dailyForecast[index].date.addingTimeInterval(12 * 3600), timeZone: zone)
      if dailyForecast[index].daytimeForecast == nil && dailyForecast[index].overnightForecast == nil {
        var parts = DayParts.parts(
          of: calendarDay, hours: hourlyForecast, timeZone: zone, inTimeOrder: hoursInTimeOrder)
        // Checked as a served part would be: twelve plausible hours can still add up to more
        // than a plausible day (the fuzzer's find), and validated weather must pass again unchanged.
        if parts.daytime?.validate(&check) == false { parts.daytime = nil }
        if parts.overnight?.validate(&check) == false { parts.overnight = nil }
        dailyForecast[index].daytimeForecast = parts.daytime
        dailyForecast[index].overnightForecast = parts.overnight
        note(
          .forecastDaily, "days[].daytimeForecast", from: "\(source) hourly forecast",
          Self.dayPartMethod, when: parts.daytime != nil)
        note(
          .forecastDaily, "days[].overnightForecast", from: "\(source) hourly forecast",
          Self.dayPartMethod, when: parts.overnight != nil)
      }
      if dailyForecast[index].sunrise == nil, dailyForecast[index].sunset == nil,
        dailyForecast[index].sunAllDay == nil,
        let state = SunAllDay(day: calendarDay, latitude: location.latitude, longitude: location.longitude)
      {
        dailyForecast[index].sunAllDay = state
        note(.forecastDaily, "days[].sunAllDay", from: "the date and coordinates", Self.sunMethod, when: true)
      }
      if dailyForecast[index].moonPhase == nil {
        dailyForecast[index].moonPhase = MoonPhase(day: calendarDay, timeZone: zone)
        note(.forecastDaily, "days[].moonPhase", from: "the date", Self.moonMethod, when: true)
      }
      if dailyForecast[index].precipitationType == nil, let type = dailyForecast[index].condition.precipitationType {
        dailyForecast[index].precipitationType = type
        note(
          .forecastDaily, "days[].precipitationType", from: "\(source) daily weather code",
          Self.precipitationTypeMethod, when: true)
      }
    }
    for index in hourlyForecast.indices where hourlyForecast[index].precipitationType == nil {
      guard let type = hourlyForecast[index].condition.precipitationType else { continue }
      hourlyForecast[index].precipitationType = type
      note(
        .forecastHourly, "hours[].precipitationType", from: "\(source) hourly weather code",
        Self.precipitationTypeMethod, when: true)
    }
    if nextHourSummary.isEmpty {
      nextHourSummary = NextHourPeriod.periods(of: minuteForecast)
      note(
        .forecastNextHour, "summary", from: "\(source) minute steps", Self.summaryMethod,
        when: !nextHourSummary.isEmpty)
    }
    metadata.derived += derived
    metadata.implausibleValueCount += check.rejected
  }

  static let dayPartMethod =
    "hours starting 07:00-19:00 and 19:00-07:00 local time: highest WMO code, extremes, sums, means"
  static let sunMethod = "NOAA solar position at local noon: the sun's centre 0.833 degrees below the horizon"
  static let moonMethod = "moon-sun elongation at local noon (Meeus), eight 45-degree sectors"
  static let precipitationTypeMethod = "the weather code's kind: rain, snow, sleet, hail or clear"
  static let summaryMethod = "runs of steps at or above 0.1 mm/h (precipitation) or below (clear)"
}
