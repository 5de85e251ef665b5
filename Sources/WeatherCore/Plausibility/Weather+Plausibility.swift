import FoundationEssentials

// MARK: - Weather

extension Weather {
  /// This weather with every number and instant outside `PlausibleRanges` made "not available",
  /// forecast steps without a plausible time dropped and every remote string cleaned
  /// (`cleanedText()`); `metadata.implausibleValueCount` grows by what was refused. Idempotent:
  /// validated weather passes again unchanged.
  public func validated() -> Weather {
    var check = PlausibilityCheck()
    var weather = cleanedText()
    weather.location = weather.location.validated(&check)
    if let current = weather.currentWeather {
      // Conditions without a plausible time cannot be placed; the whole snapshot goes.
      weather.currentWeather = check.instant(current.date) == nil ? nil : current.validated(&check)
    }
    weather.minuteForecast = weather.minuteForecast.compactMap { $0.validated(&check) }
    weather.hourlyForecast = weather.hourlyForecast.compactMap { $0.validated(&check) }
    weather.dailyForecast = weather.dailyForecast.compactMap { $0.validated(&check) }
    if case .covered(let list) = weather.alerts {
      weather.alerts = .covered(list.map { $0.validated(&check) })
    }
    weather = weather.validatedServedExtras(&check)
    weather.metadata.implausibleValueCount += check.rejected
    return weather
  }
}

extension Location {
  func validated(_ check: inout PlausibilityCheck) -> Location {
    var location = self
    location.elevation = check.value(elevation, in: PlausibleRanges.elevation)
    return location
  }
}

// MARK: - Datasets

extension CurrentWeather {
  func validated(_ check: inout PlausibilityCheck) -> CurrentWeather {
    var c = self
    c.temperature = check.value(temperature, in: PlausibleRanges.temperature)
    c.apparentTemperature = check.value(apparentTemperature, in: PlausibleRanges.apparentTemperature)
    c.dewPoint = check.value(dewPoint, in: PlausibleRanges.temperature)
    c.humidity = check.value(humidity, in: PlausibleRanges.fraction)
    c.pressure = check.value(pressure, in: PlausibleRanges.pressure)
    c.windSpeed = check.value(windSpeed, in: PlausibleRanges.windSpeed)
    c.windDirection = check.value(windDirection, in: PlausibleRanges.windDirection)
    c.windGust = check.value(windGust, in: PlausibleRanges.windSpeed)
    c.uvIndex = check.value(uvIndex, in: PlausibleRanges.uvIndex)
    c.visibility = check.value(visibility, in: PlausibleRanges.visibility)
    c.cloudCover = check.value(cloudCover, in: PlausibleRanges.fraction)
    c.cloudCoverLow = check.value(cloudCoverLow, in: PlausibleRanges.fraction)
    c.cloudCoverMid = check.value(cloudCoverMid, in: PlausibleRanges.fraction)
    c.cloudCoverHigh = check.value(cloudCoverHigh, in: PlausibleRanges.fraction)
    c.precipitationIntensity = check.value(precipitationIntensity, in: PlausibleRanges.precipitationIntensity)
    return c
  }
}

extension MinuteWeather {
  /// Nil (counted) when the step has no plausible start or length.
  func validated(_ check: inout PlausibilityCheck) -> MinuteWeather? {
    guard check.instant(date) != nil, check.value(duration, in: PlausibleRanges.stepDuration) != nil else {
      return nil
    }
    var m = self
    m.precipitationIntensity = check.value(precipitationIntensity, in: PlausibleRanges.precipitationIntensity)
    m.precipitationChance = check.value(precipitationChance, in: PlausibleRanges.fraction)
    m.perceivedPrecipitationIntensity = check.value(
      perceivedPrecipitationIntensity, in: PlausibleRanges.precipitationIntensity)
    return m
  }
}

extension HourWeather {
  /// Nil (counted) when the hour has no plausible start.
  func validated(_ check: inout PlausibilityCheck) -> HourWeather? {
    guard check.instant(date) != nil else { return nil }
    var h = self
    h.temperature = check.value(temperature, in: PlausibleRanges.temperature)
    h.apparentTemperature = check.value(apparentTemperature, in: PlausibleRanges.apparentTemperature)
    h.dewPoint = check.value(dewPoint, in: PlausibleRanges.temperature)
    h.humidity = check.value(humidity, in: PlausibleRanges.fraction)
    h.pressure = check.value(pressure, in: PlausibleRanges.pressure)
    h.windSpeed = check.value(windSpeed, in: PlausibleRanges.windSpeed)
    h.windDirection = check.value(windDirection, in: PlausibleRanges.windDirection)
    h.windGust = check.value(windGust, in: PlausibleRanges.windSpeed)
    h.uvIndex = check.value(uvIndex, in: PlausibleRanges.uvIndex)
    h.visibility = check.value(visibility, in: PlausibleRanges.visibility)
    h.cloudCover = check.value(cloudCover, in: PlausibleRanges.fraction)
    h.cloudCoverLow = check.value(cloudCoverLow, in: PlausibleRanges.fraction)
    h.cloudCoverMid = check.value(cloudCoverMid, in: PlausibleRanges.fraction)
    h.cloudCoverHigh = check.value(cloudCoverHigh, in: PlausibleRanges.fraction)
    h.precipitationChance = check.value(precipitationChance, in: PlausibleRanges.fraction)
    h.precipitationAmount = check.value(precipitationAmount, in: PlausibleRanges.hourlyPrecipitation)
    h.snowfallAmount = check.value(snowfallAmount, in: PlausibleRanges.hourlySnowfall)
    h.precipitationIntensity = check.value(precipitationIntensity, in: PlausibleRanges.precipitationIntensity)
    h.validateServedExtras(&check)
    return h
  }
}

extension DayWeather {
  /// Nil (counted) when the day has no plausible start; sunrise and sunset far from the day
  /// become nil.
  func validated(_ check: inout PlausibilityCheck) -> DayWeather? {
    guard check.instant(date) != nil else { return nil }
    var d = self
    d.temperatureMax = check.value(temperatureMax, in: PlausibleRanges.temperature)
    d.temperatureMin = check.value(temperatureMin, in: PlausibleRanges.temperature)
    d.humidityMax = check.value(humidityMax, in: PlausibleRanges.fraction)
    d.humidityMin = check.value(humidityMin, in: PlausibleRanges.fraction)
    d.precipitationAmount = check.value(precipitationAmount, in: PlausibleRanges.dailyPrecipitation)
    d.rainAmount = check.value(rainAmount, in: PlausibleRanges.dailyPrecipitation)
    d.showersAmount = check.value(showersAmount, in: PlausibleRanges.dailyPrecipitation)
    d.snowfallAmount = check.value(snowfallAmount, in: PlausibleRanges.dailySnowfall)
    d.precipitationChance = check.value(precipitationChance, in: PlausibleRanges.fraction)
    d.windSpeedMax = check.value(windSpeedMax, in: PlausibleRanges.windSpeed)
    d.windGustMax = check.value(windGustMax, in: PlausibleRanges.windSpeed)
    d.windDirectionDominant = check.value(windDirectionDominant, in: PlausibleRanges.windDirection)
    d.uvIndexMax = check.value(uvIndexMax, in: PlausibleRanges.uvIndex)
    d.sunrise = check.instant(sunrise, near: date, within: PlausibleRanges.solarEventOffset)
    d.sunset = check.instant(sunset, near: date, within: PlausibleRanges.solarEventOffset)
    d.validateServedExtras(&check)
    return d
  }
}

extension WeatherAlert {
  func validated(_ check: inout PlausibilityCheck) -> WeatherAlert {
    var a = self
    a.effective = check.instant(effective)
    a.onset = check.instant(onset)
    a.expires = check.instant(expires)
    a.ends = check.instant(ends)
    a.issuedTime = check.instant(issuedTime)
    return a
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
