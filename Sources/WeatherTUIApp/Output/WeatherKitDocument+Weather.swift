import FoundationEssentials
import WeatherCore
import WeatherProviders

// MARK: - Building the document from WeatherCore values

extension WeatherKitDocument.Place {
  /// - Parameters:
  ///   - climate: the place's climate; comparisons are included when it is loaded.
  ///   - now: the instant "today" is taken from (default: when the data was read).
  init(weather: Weather, isStale: Bool, refreshError: String? = nil, climate: ClimateStatus? = nil, now: Date? = nil) {
    let location = weather.location
    self.location = .init(
      name: location.name, region: location.region.isEmpty ? nil : location.region,
      latitude: location.latitude, longitude: location.longitude,
      timezone: location.timeZoneIdentifier)
    currentWeather = weather.currentWeather.map { current in
      var report = WeatherKitREST.currentWeather(current)
      report.metadata = Self.metadata(.currentWeather, of: weather)
      return report
    }
    forecastHourly = .init()
    forecastHourly.name = "HourlyForecast"
    forecastHourly.metadata = Self.metadata(.forecastHourly, of: weather)
    forecastHourly.hours = weather.hourlyForecast.map(WeatherKitREST.hourWeather)
    let zone = location.timeZone
    let readTime = weather.metadata.readTime
    let context = WeatherContext(weather: weather, climate: climate?.record, now: now ?? readTime)
    forecastDaily = .init()
    forecastDaily.name = "DailyForecast"
    forecastDaily.metadata = Self.metadata(.forecastDaily, of: weather)
    forecastDaily.days = weather.dailyForecast.map { WeatherKitREST.DayWeather($0, zone: zone) }
    let forecastSource = "\(weather.metadata.providerName) daily and hourly forecast"
    weatherChanges = .init(
      context.changes,
      metadata: .computed(from: forecastSource, at: readTime, method: WeatherKitREST.Method.weatherChanges))
    historicalComparisons = climate?.record.map {
      .init(
        context.comparisons,
        metadata: .computed(
          from: "\($0.normals.source) and \(forecastSource)", at: $0.normalsFetchedAt,
          method: WeatherKitREST.Method.historicalComparisons))
    }
    let today = CalendarDay(now ?? readTime, timeZone: zone)
    dailySummary = climate?.record.map {
      var metadata = WeatherKitREST.Metadata()
      metadata.providerName = $0.recentSource
      metadata.readTime = $0.recentFetchedAt ?? $0.normalsFetchedAt
      return .init($0.history(before: today), metadata: metadata)
    }
    monthlyStatistics = climate?.record.map { .init($0.normals, fetchedAt: $0.normalsFetchedAt) }
    switch climate {
    case .failed(let reason)?:
      climateUnavailableReason = reason
      climateState = "failed"
    case .deferred(let deferral)?:
      climateUnavailableReason = deferral.message
      climateState = "deferred"
      climateRetryAt = deferral.retryAt
    case .loaded?:
      climateState = "loaded"
    case .loading?, nil:
      break
    }
    forecastNextHour = WeatherKitREST.NextHourForecast(weather.minuteForecast, summary: weather.nextHourSummary)
    forecastNextHour?.metadata = Self.metadata(.forecastNextHour, of: weather)
    weatherAlerts = .init()
    weatherAlerts.name = "WeatherAlertCollection"
    weatherAlerts.metadata = Self.metadata(.weatherAlerts, of: weather)
    weatherAlerts.detailsUrl = weather.alertsDetailsURL
    switch weather.alerts {
    case .covered(let alerts):
      weatherAlerts.alerts = alerts.map(WeatherKitREST.WeatherAlert.init)
    case .noSource(let reason):
      weatherAlerts.unavailableReason = reason
      weatherAlerts.alerts = []
    case .unavailable(let reason):
      // The source failed: not "no alerts", so no list at all, and the metadata says so.
      weatherAlerts.unavailableReason = reason
      weatherAlerts.metadata?.temporarilyUnavailable = true
    }
    // With the climate record (Open-Meteo's) beside another provider's forecast, both are credited.
    let credit = Attribution.onScreen(weather, climateLoaded: climate?.record != nil)
    attribution = .init(
      serviceName: credit.serviceName, legalPageURL: weather.attribution.legalPageURL, text: credit.text)
    metadata = .init()
    metadata.providerName = weather.metadata.providerName
    metadata.readTime = weather.metadata.readTime
    metadata.expireTime = weather.metadata.expireTime
    metadata.stale = isStale
    metadata.refreshError = refreshError
    metadata.implausibleValues = weather.metadata.implausibleValueCount
    metadata.missing = weather.metadata.missing.isEmpty ? nil : weather.metadata.missing
    metadata.latitude = location.latitude
    metadata.longitude = location.longitude
    metadata.units = "m"
    metadata.version = 1
  }
}

// MARK: - Provenance

extension WeatherKitDocument.Place {
  /// A dataset's metadata: what the provider served with it, kept whole, with `providerName`
  /// and `readTime` filled in (and named in `filledIn`) when it served none, and the values
  /// WeatherTUI computed for it listed in `derived`. Open-Meteo serves no per-dataset metadata,
  /// so there it is ours throughout: the provider's name and when the answer arrived.
  static func metadata(_ dataset: WeatherDataset, of weather: Weather) -> WeatherKitREST.Metadata {
    let served = weather.datasetMetadata[dataset]
    var metadata = served.map(WeatherKitREST.Metadata.init) ?? .init()
    var filled: [String] = []
    if metadata.providerName == nil {
      metadata.providerName = weather.metadata.providerName
      filled.append("providerName")
    }
    if metadata.readTime == nil {
      metadata.readTime = weather.metadata.readTime
      filled.append("readTime")
    }
    if served != nil, !filled.isEmpty { metadata.filledIn = filled }
    var derived = weather.metadata.derived.filter { $0.dataset == dataset }
    if dataset == .weatherAlerts {
      // Grades a source's alerts were given here (ECCC's colours), once each.
      for derivation in weather.alerts.alerts.compactMap(\.severityDerivation) where !derived.contains(derivation) {
        derived.append(derivation)
      }
    }
    if !derived.isEmpty { metadata.derived = derived.map(WeatherKitREST.DerivedField.init) }
    let conventions = weather.metadata.conventions.filter { $0.dataset == dataset }
    if !conventions.isEmpty {
      metadata.conventions = conventions.map { WeatherKitREST.Convention(fields: $0.fields, rule: $0.rule) }
    }
    return metadata
  }
}

extension WeatherKitREST.DerivedField {
  init(_ derivation: Derivation) {
    self.init(field: derivation.field, derivedFrom: derivation.derivedFrom, method: derivation.method)
  }
}

extension WeatherKitREST.NextHourForecast {
  /// Nil when there is no minute forecast, so the document leaves the dataset out.
  init?(_ minutes: [WeatherCore.MinuteWeather], summary: [NextHourPeriod]) {
    guard let first = minutes.first, let last = minutes.last else { return nil }
    self.init()
    name = "NextHourForecast"
    forecastStart = first.date
    forecastEnd = last.date.addingTimeInterval(last.duration)
    self.minutes = minutes.map(WeatherKitREST.MinuteWeather.init)
    self.summary = summary.isEmpty ? nil : summary.map(WeatherKitREST.ForecastPeriodSummary.init)
  }
}

extension WeatherKitDocument {
  /// Pretty-printed, sorted-key JSON with ISO-8601 instants, whole (`write(to:)` in one piece).
  func encoded() throws -> Data {
    var bytes = Data()
    try write { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// The document as `JSONEncoder` prints it with `[.prettyPrinted, .sortedKeys,
  /// .withoutEscapingSlashes]` and ISO-8601 instants (`PrettyJSONWriter`), given to `output` a
  /// place at a time, so no more than one place's text is held at once. The members are written
  /// here in their sorted order; `PrettyJSONWriterTests` hold the whole to `JSONEncoder`'s bytes.
  func write(to output: ([UInt8]) throws -> Void) throws {
    let writer = PrettyJSONWriter()
    var chunk = Array("{\n".utf8)
    func flush() throws {
      try output(chunk)
      chunk.removeAll(keepingCapacity: true)
    }
    if let airQuality {
      chunk += "  \"airQuality\" : ".utf8
      chunk += try writer.bytes(airQuality, depth: 1)
      chunk += ",\n".utf8
    }
    chunk += "  \"places\" : [".utf8
    if places.isEmpty { chunk += "\n".utf8 }
    for (index, place) in places.enumerated() {
      chunk += (index == 0 ? "\n    " : ",\n    ").utf8
      chunk += try writer.bytes(place, depth: 2)
      try flush()
    }
    chunk += "\n  ]".utf8
    if let refreshPlan {
      chunk += ",\n  \"refreshPlan\" : ".utf8
      chunk += try writer.bytes(refreshPlan, depth: 1)
    }
    chunk += "\n}".utf8
    try flush()
  }
}
