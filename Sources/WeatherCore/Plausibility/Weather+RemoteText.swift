import FoundationEssentials

// MARK: - Every string from a provider, cleaned where it enters the model

extension Weather {
  /// Passes every string a provider could have sent through
  /// `RemoteText.sanitize`: alert texts keep their line breaks, everything else is one line.
  /// Part of `validated()`, so the screen, `--once`, the JSON and the cache never hold a control
  /// character or escape sequence from the network, and a cache written before is cleaned as it
  /// is read.
  mutating func cleanText() {
    location.name = RemoteText.sanitize(location.name)
    location.region = RemoteText.sanitize(location.region)
    location.countryCode = RemoteText.sanitize(location.countryCode)
    if let code = currentWeather?.conditionCode { currentWeather?.conditionCode = RemoteText.sanitize(code) as String }
    for index in hourlyForecast.indices
    where hourlyForecast[index].conditionCode != nil || hourlyForecast[index].precipitationType != nil {
      let (code, type) = (hourlyForecast[index].conditionCode, hourlyForecast[index].precipitationType)
      hourlyForecast[index].conditionCode = RemoteText.sanitize(code)
      hourlyForecast[index].precipitationType = RemoteText.sanitize(type)
    }
    for index in dailyForecast.indices { dailyForecast[index].cleanText() }
    for index in nextHourSummary.indices {
      let condition = nextHourSummary[index].condition
      nextHourSummary[index].condition = RemoteText.sanitize(condition)
    }
    if !datasetMetadata.isEmpty {
      datasetMetadata = datasetMetadata.mapValues { metadata in
        var m = metadata
        m.cleanText()
        return m
      }
    }
    cleanAlertText()
    attribution.text = RemoteText.sanitize(attribution.text)
    attribution.legalPageURL = RemoteText.sanitize(attribution.legalPageURL)
    attribution.shortText = RemoteText.sanitize(attribution.shortText)
  }

  /// The alerts' part of `cleanText()`.
  mutating func cleanAlertText() {
    alertsDetailsURL = RemoteText.sanitize(alertsDetailsURL)
    switch alerts {
    case .covered(let list): alerts = .covered(list.map { $0.cleanedText() })
    case .noSource(let reason): alerts = .noSource(reason: RemoteText.sanitize(reason))
    case .unavailable(let reason): alerts = .unavailable(reason: RemoteText.sanitize(reason))
    }
  }
}

extension DatasetMetadata {
  mutating func cleanText() {
    providerName = RemoteText.sanitize(providerName)
    providerLogo = RemoteText.sanitize(providerLogo)
    attributionURL = RemoteText.sanitize(attributionURL)
    units = RemoteText.sanitize(units)
    language = RemoteText.sanitize(language)
  }
}

extension DayWeather {
  mutating func cleanText() {
    conditionCode = RemoteText.sanitize(conditionCode)
    precipitationType = RemoteText.sanitize(precipitationType)
    precipitationAmountByType = precipitationAmountByType.map(RemoteText.sanitizingKeys)
    daytimeForecast?.cleanText()
    overnightForecast?.cleanText()
    restOfDayForecast?.cleanText()
  }
}

extension DayPartForecast {
  mutating func cleanText() {
    conditionCode = RemoteText.sanitize(conditionCode)
    precipitationType = RemoteText.sanitize(precipitationType)
    precipitationAmountByType = precipitationAmountByType.map(RemoteText.sanitizingKeys)
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
    a.detailsURL = WeatherAlert.webPage(RemoteText.sanitize(detailsURL))
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
