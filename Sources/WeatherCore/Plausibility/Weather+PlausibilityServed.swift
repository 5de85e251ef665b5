import FoundationEssentials

// MARK: - What only WeatherKit serves: the same ranges as the shared fields

extension Weather {
  /// The next-hour summary and the served metadata with implausible numbers and instants
  /// made "not available"; a period without a plausible start goes.
  func validatedServedExtras(_ check: inout PlausibilityCheck) -> Weather {
    var weather = self
    weather.nextHourSummary = nextHourSummary.compactMap { period in
      guard check.instant(period.startTime) != nil else { return nil }
      var p = period
      p.endTime = check.instant(period.endTime)
      p.precipitationChance = check.value(period.precipitationChance, in: PlausibleRanges.fraction)
      p.precipitationIntensity = check.value(
        period.precipitationIntensity, in: PlausibleRanges.precipitationIntensity)
      return p
    }
    weather.datasetMetadata = datasetMetadata.mapValues { metadata in
      var m = metadata
      m.readTime = check.instant(metadata.readTime)
      m.reportedTime = check.instant(metadata.reportedTime)
      m.expireTime = check.instant(metadata.expireTime)
      m.latitude = check.value(metadata.latitude, in: PlausibleRanges.latitude)
      m.longitude = check.value(metadata.longitude, in: PlausibleRanges.longitude)
      return m
    }
    return weather
  }
}

extension HourWeather {
  mutating func validateServedExtras(_ check: inout PlausibilityCheck) {
    snowfallIntensity = check.value(snowfallIntensity, in: PlausibleRanges.precipitationIntensity)
    perceivedPrecipitationIntensity = check.value(
      perceivedPrecipitationIntensity, in: PlausibleRanges.precipitationIntensity)
  }
}

extension DayWeather {
  mutating func validateServedExtras(_ check: inout PlausibilityCheck) {
    let near = PlausibleRanges.solarEventOffset
    forecastEnd = check.instant(forecastEnd, near: date, within: near)
    for path in [
      \DayWeather.moonrise, \.moonset, \.solarNoon, \.solarMidnight, \.sunriseCivil, \.sunriseNautical,
      \.sunriseAstronomical, \.sunsetCivil, \.sunsetNautical, \.sunsetAstronomical, \.temperatureMaxTime,
      \.temperatureMinTime,
    ] {
      self[keyPath: path] = check.instant(self[keyPath: path], near: date, within: near)
    }
    windSpeedAvg = check.value(windSpeedAvg, in: PlausibleRanges.windSpeed)
    visibilityMax = check.value(visibilityMax, in: PlausibleRanges.visibility)
    visibilityMin = check.value(visibilityMin, in: PlausibleRanges.visibility)
    precipitationAmountByType = precipitationAmountByType?.compactMapValues {
      check.value($0, in: PlausibleRanges.dailyPrecipitation)
    }
    daytimeForecast = daytimeForecast?.validated(&check)
    overnightForecast = overnightForecast?.validated(&check)
    restOfDayForecast = restOfDayForecast?.validated(&check)
  }
}

extension DayPartForecast {
  /// Nil (counted) when the part has no plausible bounds.
  func validated(_ check: inout PlausibilityCheck) -> DayPartForecast? {
    guard check.instant(forecastStart) != nil, check.instant(forecastEnd) != nil else { return nil }
    var p = self
    let temperatures: [WritableKeyPath<DayPartForecast, Double?>] = [\.temperatureMax, \.temperatureMin]
    for path in temperatures { p[keyPath: path] = check.value(p[keyPath: path], in: PlausibleRanges.temperature) }
    for path in [\DayPartForecast.temperatureApparentMax, \.temperatureApparentMin] {
      p[keyPath: path] = check.value(p[keyPath: path], in: PlausibleRanges.apparentTemperature)
    }
    for path in [
      \DayPartForecast.precipitationChance, \.cloudCover, \.humidity, \.cloudCoverLowAltPct, \.cloudCoverMidAltPct,
      \.cloudCoverHighAltPct, \.humidityMax, \.humidityMin,
    ] {
      p[keyPath: path] = check.value(p[keyPath: path], in: PlausibleRanges.fraction)
    }
    for path in [\DayPartForecast.windSpeed, \.windSpeedMax, \.windGustSpeedMax] {
      p[keyPath: path] = check.value(p[keyPath: path], in: PlausibleRanges.windSpeed)
    }
    for path in [\DayPartForecast.precipitationIntensityMax, \.perceivedPrecipitationIntensityMax] {
      p[keyPath: path] = check.value(p[keyPath: path], in: PlausibleRanges.precipitationIntensity)
    }
    for path in [\DayPartForecast.uvIndexMax, \.uvIndexMin] {
      p[keyPath: path] = check.value(p[keyPath: path], in: PlausibleRanges.uvIndex)
    }
    for path in [\DayPartForecast.visibilityMax, \.visibilityMin] {
      p[keyPath: path] = check.value(p[keyPath: path], in: PlausibleRanges.visibility)
    }
    p.precipitationAmount = check.value(precipitationAmount, in: PlausibleRanges.dailyPrecipitation)
    p.snowfallAmount = check.value(snowfallAmount, in: PlausibleRanges.dailySnowfall)
    p.windDirection = check.value(windDirection, in: PlausibleRanges.windDirection)
    p.precipitationAmountByType = precipitationAmountByType?.compactMapValues {
      check.value($0, in: PlausibleRanges.dailyPrecipitation)
    }
    return p
  }
}
