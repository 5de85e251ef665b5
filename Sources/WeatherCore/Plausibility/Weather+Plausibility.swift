import FoundationEssentials

// MARK: - Weather

extension Weather {
  /// This weather with every number and instant outside `PlausibleRanges` made "not available",
  /// forecast steps without a plausible time dropped and every remote string cleaned
  /// (`cleanText()`); `metadata.implausibleValueCount` grows by what was refused. Idempotent:
  /// validated weather passes again unchanged.
  public func validated() -> Weather {
    var weather = self
    weather.validate()
    return weather
  }

  /// `validated()` in place. Every step is checked where it lies: a provider's mapping owns its
  /// weather, so nothing is copied, where building new arrays of hours cost a fifth of a refresh.
  public mutating func validate() {
    var check = PlausibilityCheck()
    cleanText()
    check.screen(&location.elevation, in: PlausibleRanges.elevation)
    if let current = currentWeather {
      // Conditions without a plausible time cannot be placed; the whole snapshot goes.
      if check.instant(current.date) == nil { currentWeather = nil } else { currentWeather?.validate(&check) }
    }
    minuteForecast.updateKeeping { $0.validate(&check) }
    hourlyForecast.updateKeeping { $0.validate(&check) }
    dailyForecast.updateKeeping { $0.validate(&check) }
    validateAlertInstants(&check)
    validateServedExtras(&check)
    metadata.implausibleValueCount += check.rejected
  }

  /// `validate()` for the alerts and their dataset's metadata alone: for alerts from a second
  /// source added to weather validated before, which would otherwise all be checked again.
  public mutating func validateAlerts() {
    var check = PlausibilityCheck()
    cleanAlertText()
    validateAlertInstants(&check)
    if var alertsMetadata = datasetMetadata[.weatherAlerts] {
      alertsMetadata.cleanText()
      alertsMetadata.validate(&check)
      datasetMetadata[.weatherAlerts] = alertsMetadata
    }
    metadata.implausibleValueCount += check.rejected
  }

  private mutating func validateAlertInstants(_ check: inout PlausibilityCheck) {
    guard case .covered(let list) = alerts else { return }
    alerts = .covered(
      list.map { alert in
        var alert = alert
        alert.validate(&check)
        return alert
      })
  }
}

extension Array {
  /// Lets `update` change each element in place and keeps those it returns true for, in order.
  mutating func updateKeeping(_ update: (inout Element) -> Bool) {
    var kept = startIndex
    for index in indices where update(&self[index]) {
      if kept != index { swapAt(kept, index) }
      kept += 1
    }
    if kept != endIndex { removeSubrange(kept...) }
  }
}

// MARK: - Datasets

extension CurrentWeather {
  mutating func validate(_ check: inout PlausibilityCheck) {
    check.screen(&temperature, in: PlausibleRanges.temperature)
    check.screen(&apparentTemperature, in: PlausibleRanges.apparentTemperature)
    check.screen(&dewPoint, in: PlausibleRanges.temperature)
    check.screen(&humidity, in: PlausibleRanges.fraction)
    check.screen(&pressure, in: PlausibleRanges.pressure)
    check.screen(&windSpeed, in: PlausibleRanges.windSpeed)
    check.screen(&windDirection, in: PlausibleRanges.windDirection)
    check.screen(&windGust, in: PlausibleRanges.windSpeed)
    check.screen(&uvIndex, in: PlausibleRanges.uvIndex)
    check.screen(&visibility, in: PlausibleRanges.visibility)
    check.screen(&cloudCover, in: PlausibleRanges.fraction)
    check.screen(&cloudCoverLow, in: PlausibleRanges.fraction)
    check.screen(&cloudCoverMid, in: PlausibleRanges.fraction)
    check.screen(&cloudCoverHigh, in: PlausibleRanges.fraction)
    check.screen(&precipitationIntensity, in: PlausibleRanges.precipitationIntensity)
  }
}

extension MinuteWeather {
  /// False (counted) when the step has no plausible start or length.
  mutating func validate(_ check: inout PlausibilityCheck) -> Bool {
    guard check.instant(date) != nil, check.value(duration, in: PlausibleRanges.stepDuration) != nil else {
      return false
    }
    check.screen(&precipitationIntensity, in: PlausibleRanges.precipitationIntensity)
    check.screen(&precipitationChance, in: PlausibleRanges.fraction)
    check.screen(&perceivedPrecipitationIntensity, in: PlausibleRanges.precipitationIntensity)
    return true
  }
}

extension HourWeather {
  /// False (counted) when the hour has no plausible start.
  mutating func validate(_ check: inout PlausibilityCheck) -> Bool {
    guard check.instant(date) != nil else { return false }
    check.screen(&temperature, in: PlausibleRanges.temperature)
    check.screen(&apparentTemperature, in: PlausibleRanges.apparentTemperature)
    check.screen(&dewPoint, in: PlausibleRanges.temperature)
    check.screen(&humidity, in: PlausibleRanges.fraction)
    check.screen(&pressure, in: PlausibleRanges.pressure)
    check.screen(&windSpeed, in: PlausibleRanges.windSpeed)
    check.screen(&windDirection, in: PlausibleRanges.windDirection)
    check.screen(&windGust, in: PlausibleRanges.windSpeed)
    check.screen(&uvIndex, in: PlausibleRanges.uvIndex)
    check.screen(&visibility, in: PlausibleRanges.visibility)
    check.screen(&cloudCover, in: PlausibleRanges.fraction)
    check.screen(&cloudCoverLow, in: PlausibleRanges.fraction)
    check.screen(&cloudCoverMid, in: PlausibleRanges.fraction)
    check.screen(&cloudCoverHigh, in: PlausibleRanges.fraction)
    check.screen(&precipitationChance, in: PlausibleRanges.fraction)
    check.screen(&precipitationAmount, in: PlausibleRanges.hourlyPrecipitation)
    check.screen(&snowfallAmount, in: PlausibleRanges.hourlySnowfall)
    check.screen(&precipitationIntensity, in: PlausibleRanges.precipitationIntensity)
    validateServedExtras(&check)
    return true
  }
}

extension DayWeather {
  /// False (counted) when the day has no plausible start; sunrise and sunset far from the day
  /// become nil.
  mutating func validate(_ check: inout PlausibilityCheck) -> Bool {
    guard check.instant(date) != nil else { return false }
    check.screen(&temperatureMax, in: PlausibleRanges.temperature)
    check.screen(&temperatureMin, in: PlausibleRanges.temperature)
    check.screen(&humidityMax, in: PlausibleRanges.fraction)
    check.screen(&humidityMin, in: PlausibleRanges.fraction)
    check.screen(&precipitationAmount, in: PlausibleRanges.dailyPrecipitation)
    check.screen(&rainAmount, in: PlausibleRanges.dailyPrecipitation)
    check.screen(&showersAmount, in: PlausibleRanges.dailyPrecipitation)
    check.screen(&snowfallAmount, in: PlausibleRanges.dailySnowfall)
    check.screen(&precipitationChance, in: PlausibleRanges.fraction)
    check.screen(&windSpeedMax, in: PlausibleRanges.windSpeed)
    check.screen(&windGustMax, in: PlausibleRanges.windSpeed)
    check.screen(&windDirectionDominant, in: PlausibleRanges.windDirection)
    check.screen(&uvIndexMax, in: PlausibleRanges.uvIndex)
    let day = date
    check.screen(&sunrise, near: day, within: PlausibleRanges.solarEventOffset)
    check.screen(&sunset, near: day, within: PlausibleRanges.solarEventOffset)
    validateServedExtras(&check)
    return true
  }
}

extension WeatherAlert {
  mutating func validate(_ check: inout PlausibilityCheck) {
    effective = check.instant(effective)
    onset = check.instant(onset)
    expires = check.instant(expires)
    ends = check.instant(ends)
    issuedTime = check.instant(issuedTime)
  }
}

// MARK: - Climate

extension DailySummary {
  /// This past day with implausible temperatures and totals made "not available".
  public func validated(_ check: inout PlausibilityCheck) -> DailySummary {
    var d = self
    d.temperatureMax = check.value(temperatureMax, in: PlausibleRanges.temperature)
    d.temperatureMin = check.value(temperatureMin, in: PlausibleRanges.temperature)
    d.precipitationAmount = check.value(precipitationAmount, in: PlausibleRanges.dailyPrecipitation)
    d.snowfallAmount = check.value(snowfallAmount, in: PlausibleRanges.dailySnowfall)
    return d
  }
}
