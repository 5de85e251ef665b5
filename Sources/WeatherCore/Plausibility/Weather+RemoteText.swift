import FoundationEssentials

// MARK: - Every string from a provider, cleaned where it enters the model

extension Weather {
  /// This weather with every string a provider could have sent passed through
  /// `RemoteText.sanitize`: alert texts keep their line breaks, everything else is one line.
  /// Part of `validated()`, so the screen, `--once`, the JSON and the cache never hold a control
  /// character or escape sequence from the network, and a cache written before is cleaned as it
  /// is read.
  func cleanedText() -> Weather {
    var weather = self
    weather.location.name = RemoteText.sanitize(location.name)
    weather.location.region = RemoteText.sanitize(location.region)
    weather.location.countryCode = RemoteText.sanitize(location.countryCode)
    weather.currentWeather?.conditionCode = RemoteText.sanitize(currentWeather?.conditionCode)
    for index in weather.hourlyForecast.indices {
      weather.hourlyForecast[index].conditionCode = RemoteText.sanitize(hourlyForecast[index].conditionCode)
      weather.hourlyForecast[index].precipitationType = RemoteText.sanitize(hourlyForecast[index].precipitationType)
    }
    weather.dailyForecast = dailyForecast.map { $0.cleanedText() }
    weather.nextHourSummary = nextHourSummary.map { period in
      var p = period
      p.condition = RemoteText.sanitize(period.condition)
      return p
    }
    weather.datasetMetadata = datasetMetadata.mapValues { metadata in
      var m = metadata
      m.providerName = RemoteText.sanitize(metadata.providerName)
      m.providerLogo = RemoteText.sanitize(metadata.providerLogo)
      m.attributionURL = RemoteText.sanitize(metadata.attributionURL)
      m.units = RemoteText.sanitize(metadata.units)
      m.language = RemoteText.sanitize(metadata.language)
      return m
    }
    weather.alertsDetailsURL = RemoteText.sanitize(alertsDetailsURL)
    switch alerts {
    case .covered(let list): weather.alerts = .covered(list.map { $0.cleanedText() })
    case .noSource(let reason): weather.alerts = .noSource(reason: RemoteText.sanitize(reason))
    }
    weather.attribution.text = RemoteText.sanitize(attribution.text)
    weather.attribution.legalPageURL = RemoteText.sanitize(attribution.legalPageURL)
    weather.attribution.shortText = RemoteText.sanitize(attribution.shortText)
    return weather
  }
}

extension DayWeather {
  func cleanedText() -> DayWeather {
    var d = self
    d.conditionCode = RemoteText.sanitize(conditionCode)
    d.precipitationType = RemoteText.sanitize(precipitationType)
    d.precipitationAmountByType = precipitationAmountByType.map(RemoteText.sanitizingKeys)
    for path in [\DayWeather.daytimeForecast, \.overnightForecast, \.restOfDayForecast] {
      guard var part = d[keyPath: path] else { continue }
      part.conditionCode = RemoteText.sanitize(part.conditionCode)
      part.precipitationType = RemoteText.sanitize(part.precipitationType)
      part.precipitationAmountByType = part.precipitationAmountByType.map(RemoteText.sanitizingKeys)
      d[keyPath: path] = part
    }
    return d
  }
}

extension WeatherAlert {
  func cleanedText() -> WeatherAlert {
    var a = self
    a.id = RemoteText.sanitize(id)
    a.event = RemoteText.sanitize(event)
    a.headline = RemoteText.sanitize(headline)
    a.urgency = RemoteText.sanitize(urgency)
    a.certainty = RemoteText.sanitize(certainty)
    a.areaDescription = RemoteText.sanitize(areaDescription)
    a.source = RemoteText.sanitize(source)
    a.detailsURL = RemoteText.sanitize(detailsURL)
    a.description = RemoteText.sanitize(description, keepingLineBreaks: true)
    a.instruction = RemoteText.sanitize(instruction, keepingLineBreaks: true)
    a.areaId = RemoteText.sanitize(areaId)
    a.countryCode = RemoteText.sanitize(countryCode)
    a.importance = RemoteText.sanitize(importance)
    a.responses = responses?.map { RemoteText.sanitize($0) }
    a.eventSource = RemoteText.sanitize(eventSource)
    return a
  }
}

extension RemoteText {
  /// The dictionary with its keys sanitized (values are numbers).
  static func sanitizingKeys(_ dictionary: [String: Double]) -> [String: Double] {
    Dictionary(dictionary.map { (sanitize($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
  }
}
