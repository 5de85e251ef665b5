import FoundationEssentials

// MARK: - Values computed once, where the provider served none

extension Weather {
  /// Fills in what the screen, the text and the JSON show but the provider did not serve: day
  /// parts, twilights, solar noon and midnight, moonrise and moonset, moon phases,
  /// precipitation types and the next-hour summary. A served value is never
  /// replaced; each kind computed is listed in `metadata.derived`. Providers call this once,
  /// when the answer arrives, so everything downstream reads the same values.
  public func derivingMissingValues() -> Weather {
    var weather = self
    weather.deriveMissingValues()
    return weather
  }

  /// `derivingMissingValues()` in place, so the hours and days are not copied.
  /// - Parameter earlierHours: hours of the served forecast before the first one kept (today's
  ///   past hours), so today's day parts cover today's whole daytime, as WeatherKit's do.
  public mutating func deriveMissingValues(earlierHours: [HourWeather] = []) {
    let zone = location.timeZone
    let place = location
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

    deriveDaylight { dataset, field in
      note(dataset, field, from: "the time and coordinates", Self.daylightMethod, when: true)
    }
    let hoursInTimeOrder = DayParts.inTimeOrder(hourlyForecast)
    // Today's parts also rest on its earlier hours; the two days they touch need no more.
    let earlierDay = earlierHours.first.map { CalendarDay($0.date, timeZone: zone) }
    let todayHours = earlierHours.isEmpty ? [] : earlierHours + hourlyForecast.prefix(48)
    for index in dailyForecast.indices {
      let calendarDay = CalendarDay(dailyForecast[index].date.addingTimeInterval(12 * 3600), timeZone: zone)
      if dailyForecast[index].daytimeForecast == nil && dailyForecast[index].overnightForecast == nil {
        let withEarlier = calendarDay == earlierDay
        var parts = DayParts.parts(
          of: calendarDay, hours: withEarlier ? todayHours : hourlyForecast, timeZone: zone,
          inTimeOrder: withEarlier ? DayParts.inTimeOrder(todayHours) : hoursInTimeOrder)
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
      Self.deriveSkyEvents(of: &dailyForecast[index], on: calendarDay, at: place) { field, method in
        note(.forecastDaily, field, from: "the date and coordinates", method, when: true)
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
    // A refresh of the current conditions derives again what is already listed.
    metadata.derived += derived.filter { !metadata.derived.contains($0) }
    metadata.implausibleValueCount += check.rejected
  }

  // Made once: the note is written for every day of every refresh.
  static let dayPartMethod: String = {
    let (morning, evening) = (DayPartForecast.morningHour, DayPartForecast.eveningHour)
    func clock(_ hour: Int) -> String { (hour < 10 ? "0" : "") + "\(hour):00" }
    return "hours starting \(clock(morning))-\(clock(evening)) and \(clock(evening))-\(clock(morning)) local time: "
      + "highest WMO code (and its precipitation type), extremes, sums, means"
  }()
  static let daylightMethod =
    "sun above the horizon at the instant (NOAA sunrise and sunset of the local day, the sun's centre "
    + "\(SolarDay.horizonDepression.methodText) degrees below the horizon)"
  static let sunMethod = "NOAA solar position at local noon: the sun's centre 0.833 degrees below the horizon"
  static let moonMethod = "moon-sun elongation at local noon (Meeus), eight 45-degree sectors"
  static let twilightMethod =
    "NOAA solar position: the sun's centre 6 (civil), 12 (nautical) and 18 (astronomical) degrees below "
    + "the horizon, the first rising and setting within the local day"
  static let transitMethod = "NOAA solar position: the sun's hour angle 0 (noon) or 180 degrees (midnight)"
  static let moonriseMethod =
    "moon position (Meeus ch. 47): its upper limb on the horizon with refraction and parallax, "
    + "the first rising and setting within the local day"
  static let precipitationTypeMethod = "the weather code's kind: rain, snow, sleet, hail or clear"
  static let summaryMethod = "runs of steps at or above 0.1 mm/h (precipitation) or below (clear)"
}

// MARK: - Daylight where none was served

extension Weather {
  /// Fills `isDaylight` where the provider served none (a null `is_day`, WeatherKit without
  /// `daylight`) from the sun, and reports each field it filled.
  mutating func deriveDaylight(noting: (WeatherDataset, String) -> Void) {
    var days: [Int: SolarDay] = [:]
    let (zone, latitude, longitude) = (location.timeZone, location.latitude, location.longitude)
    func sunIsUp(_ date: Date) -> Bool {
      let day = CalendarDay(date, timeZone: zone)
      let solar =
        days[day.dayNumber]
        ?? {
          let computed = SolarDay(day: day, latitude: latitude, longitude: longitude)
          days[day.dayNumber] = computed
          return computed
        }()
      switch solar {
      case .polarDay: return true
      case .polarNight: return false
      case .risesAndSets(let sunrise, let sunset): return date >= sunrise && date < sunset
      }
    }
    if let date = currentWeather?.date, currentWeather?.isDaylight == nil {
      currentWeather?.isDaylight = sunIsUp(date)
      noting(.currentWeather, "daylight")
    }
    var filledHour = false
    guard hourlyForecast.contains(where: { $0.isDaylight == nil }) else { return }
    for index in hourlyForecast.indices where hourlyForecast[index].isDaylight == nil {
      hourlyForecast[index].isDaylight = sunIsUp(hourlyForecast[index].date)
      filledHour = true
    }
    if filledHour { noting(.forecastHourly, "hours[].daylight") }
  }
}

// MARK: - Twilights, transits and the moon where none were served

extension Weather {
  /// Fills the day's twilights, solar noon and midnight, moonrise and moonset where the provider
  /// served none of a kind (Open-Meteo serves none; WeatherKit serves them all), computed for the
  /// local day, and reports each field it filled. A served kind is never touched: WeatherKit
  /// leaves out a twilight the sun does not reach, and that absence is its answer.
  static func deriveSkyEvents(
    of day: inout DayWeather, on calendarDay: CalendarDay, at location: Location, noting: (String, String) -> Void
  ) {
    let zone = location.timeZone
    let (start, end) = (calendarDay.start(in: zone), calendarDay.adding(days: 1).start(in: zone))
    let (latitude, longitude) = (location.latitude, location.longitude)
    let twilights = [
      day.sunriseCivil, day.sunriseNautical, day.sunriseAstronomical, day.sunsetCivil, day.sunsetNautical,
      day.sunsetAstronomical,
    ]
    let needsSun = twilights.allSatisfy { $0 == nil } || (day.solarNoon == nil && day.solarMidnight == nil)
    if needsSun {
      let sun = TwilightTimes(from: start, to: end, latitude: latitude, longitude: longitude)
      if twilights.allSatisfy({ $0 == nil }) {
        day.sunriseAstronomical = sun.astronomicalDawn
        day.sunriseNautical = sun.nauticalDawn
        day.sunriseCivil = sun.civilDawn
        day.sunsetCivil = sun.civilDusk
        day.sunsetNautical = sun.nauticalDusk
        day.sunsetAstronomical = sun.astronomicalDusk
        for field in Self.twilightFields { noting(field, Self.twilightMethod) }
      }
      if day.solarNoon == nil && day.solarMidnight == nil {
        day.solarNoon = sun.solarNoon
        day.solarMidnight = sun.solarMidnight
        noting("days[].solarNoon", Self.transitMethod)
        noting("days[].solarMidnight", Self.transitMethod)
      }
    }
    if day.moonrise == nil && day.moonset == nil {
      let moon = MoonriseTimes(from: start, to: end, latitude: latitude, longitude: longitude)
      day.moonrise = moon.moonrise
      day.moonset = moon.moonset
      noting("days[].moonrise", Self.moonriseMethod)
      noting("days[].moonset", Self.moonriseMethod)
    }
  }

  /// WeatherKit's names of the twilight fields, as `metadata.derived` lists them.
  static let twilightFields = [
    "days[].sunriseAstronomical", "days[].sunriseNautical", "days[].sunriseCivil", "days[].sunsetCivil",
    "days[].sunsetNautical", "days[].sunsetAstronomical",
  ]
}
