import FoundationEssentials

// MARK: - What only WeatherKit serves: the same ranges as the shared fields

extension Weather {
  /// The next-hour summary and the served metadata with implausible numbers and instants
  /// made "not available"; a period without a plausible start goes.
  mutating func validateServedExtras(_ check: inout PlausibilityCheck) {
    nextHourSummary.updateKeeping { period in
      guard check.instant(period.startTime) != nil else { return false }
      period.endTime = check.instant(period.endTime)
      check.screen(&period.precipitationChance, in: PlausibleRanges.fraction)
      check.screen(&period.precipitationIntensity, in: PlausibleRanges.precipitationIntensity)
      return true
    }
    guard !datasetMetadata.isEmpty else { return }
    datasetMetadata = datasetMetadata.mapValues { metadata in
      var m = metadata
      m.validate(&check)
      return m
    }
  }
}

extension DatasetMetadata {
  mutating func validate(_ check: inout PlausibilityCheck) {
    readTime = check.instant(readTime)
    reportedTime = check.instant(reportedTime)
    expireTime = check.instant(expireTime)
    check.screen(&latitude, in: PlausibleRanges.latitude)
    check.screen(&longitude, in: PlausibleRanges.longitude)
  }
}

extension HourWeather {
  mutating func validateServedExtras(_ check: inout PlausibilityCheck) {
    check.screen(&snowfallIntensity, in: PlausibleRanges.precipitationIntensity)
    check.screen(&perceivedPrecipitationIntensity, in: PlausibleRanges.precipitationIntensity)
  }
}

extension DayWeather {
  mutating func validateServedExtras(_ check: inout PlausibilityCheck) {
    // Field by field, not through a list of key paths: this runs for every day of every
    // refresh, and each key-path access and the lists themselves cost more than the checks.
    let (day, near) = (date, PlausibleRanges.solarEventOffset)
    check.screen(&forecastEnd, near: day, within: near)
    check.screen(&moonrise, near: day, within: near)
    check.screen(&moonset, near: day, within: near)
    check.screen(&solarNoon, near: day, within: near)
    check.screen(&solarMidnight, near: day, within: near)
    check.screen(&sunriseCivil, near: day, within: near)
    check.screen(&sunriseNautical, near: day, within: near)
    check.screen(&sunriseAstronomical, near: day, within: near)
    check.screen(&sunsetCivil, near: day, within: near)
    check.screen(&sunsetNautical, near: day, within: near)
    check.screen(&sunsetAstronomical, near: day, within: near)
    check.screen(&temperatureMaxTime, near: day, within: near)
    check.screen(&temperatureMinTime, near: day, within: near)
    check.screen(&windSpeedAvg, in: PlausibleRanges.windSpeed)
    check.screen(&visibilityMax, in: PlausibleRanges.visibility)
    check.screen(&visibilityMin, in: PlausibleRanges.visibility)
    if precipitationAmountByType != nil {
      precipitationAmountByType = precipitationAmountByType?.compactMapValues {
        check.value($0, in: PlausibleRanges.dailyPrecipitation)
      }
    }
    if daytimeForecast?.validate(&check) == false { daytimeForecast = nil }
    if overnightForecast?.validate(&check) == false { overnightForecast = nil }
    if restOfDayForecast?.validate(&check) == false { restOfDayForecast = nil }
  }
}

extension DayPartForecast {
  /// False (counted) when the part has no plausible bounds.
  mutating func validate(_ check: inout PlausibilityCheck) -> Bool {
    guard check.instant(forecastStart) != nil, check.instant(forecastEnd) != nil else { return false }
    check.screen(&temperatureMax, in: PlausibleRanges.temperature)
    check.screen(&temperatureMin, in: PlausibleRanges.temperature)
    check.screen(&temperatureApparentMax, in: PlausibleRanges.apparentTemperature)
    check.screen(&temperatureApparentMin, in: PlausibleRanges.apparentTemperature)
    check.screen(&precipitationChance, in: PlausibleRanges.fraction)
    check.screen(&cloudCover, in: PlausibleRanges.fraction)
    check.screen(&humidity, in: PlausibleRanges.fraction)
    check.screen(&cloudCoverLowAltPct, in: PlausibleRanges.fraction)
    check.screen(&cloudCoverMidAltPct, in: PlausibleRanges.fraction)
    check.screen(&cloudCoverHighAltPct, in: PlausibleRanges.fraction)
    check.screen(&humidityMax, in: PlausibleRanges.fraction)
    check.screen(&humidityMin, in: PlausibleRanges.fraction)
    check.screen(&windSpeed, in: PlausibleRanges.windSpeed)
    check.screen(&windSpeedMax, in: PlausibleRanges.windSpeed)
    check.screen(&windGustSpeedMax, in: PlausibleRanges.windSpeed)
    check.screen(&precipitationIntensityMax, in: PlausibleRanges.precipitationIntensity)
    check.screen(&perceivedPrecipitationIntensityMax, in: PlausibleRanges.precipitationIntensity)
    check.screen(&uvIndexMax, in: PlausibleRanges.uvIndex)
    check.screen(&uvIndexMin, in: PlausibleRanges.uvIndex)
    check.screen(&visibilityMax, in: PlausibleRanges.visibility)
    check.screen(&visibilityMin, in: PlausibleRanges.visibility)
    check.screen(&precipitationAmount, in: PlausibleRanges.dailyPrecipitation)
    check.screen(&snowfallAmount, in: PlausibleRanges.dailySnowfall)
    check.screen(&windDirection, in: PlausibleRanges.windDirection)
    if precipitationAmountByType != nil {
      precipitationAmountByType = precipitationAmountByType?.compactMapValues {
        check.value($0, in: PlausibleRanges.dailyPrecipitation)
      }
    }
    return true
  }
}
