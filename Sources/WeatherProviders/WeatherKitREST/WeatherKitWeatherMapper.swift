import FoundationEssentials
import SystemFiles
import WeatherCore

/// Turns a WeatherKit `Weather` object into a WeatherCore `Weather`, so every pane works as it
/// does with Open-Meteo. Units already match (°C, km/h, hPa, mm, m, fractions 0…1).
/// The result has passed `Weather.validated()`: no implausible number or instant gets further.
enum WeatherKitWeatherMapper {
  static let providerName = "WeatherKit"
  /// Apple serves ten days of hours from the start of today (243 in the recorded answer), all
  /// kept; the bound only stops an absurd answer from growing without end.
  static let maxHours = 24 * 16
  /// Used when the response names no legal page (it always has so far).
  static let defaultLegalPage = "https://developer.apple.com/weatherkit/data-source-attribution/"
  /// Bounds on the cache lifetime taken from `metadata.expireTime`: the next-hour dataset
  /// expires after about three minutes, which must not spend the monthly quota (a place
  /// refreshed every 5 minutes costs about 8,600 of the 500,000 calls a month), and a far
  /// future time must not freeze the screen.
  static let lifetimeBounds: ClosedRange<TimeInterval> = 300...3600
  static let defaultLifetime: TimeInterval = 600

  static let noCountry =
    "WeatherKit only returns alerts for places with a country code; search the place by name to add it"
  static let noAlertsHere = "WeatherKit has no official alert source for this place"

  /// - Parameter offered: the dataset names `availability` listed for the place.
  static func weather(
    from response: WeatherKitResponse, location: Location, offered: Set<String>, now: Date,
    fetchedAt: Date
  ) -> Weather {
    // Days are split in the place's zone (see `Location.databaseZone`).
    ZoneDatabase.install()
    let minutes = (response.forecastNextHour?.minutes ?? []).compactMap(MinuteWeather.init)
    let hours = Array(
      (response.forecastHourly?.hours ?? []).compactMap(HourWeather.init)
        .filter { $0.date.addingTimeInterval(3600) > now }.prefix(maxHours))
    let days = (response.forecastDaily?.days ?? []).compactMap(DayWeather.init)
    let availability = Availability(
      currentWeather: response.currentWeather != nil, forecastNextHour: !minutes.isEmpty,
      forecastHourly: !hours.isEmpty, forecastDaily: !days.isEmpty,
      weatherAlerts: response.weatherAlerts != nil)
    // Apple sometimes leaves `asOf` out: its dataset's `readTime` stands in, else the answer's
    // arrival, and the metadata says so rather than pass either off as served.
    let currentReadTime = response.currentWeather?.metadata?.readTime
    var weather = Weather(
      location: location,
      currentWeather: response.currentWeather.map { CurrentWeather($0, now: currentReadTime ?? fetchedAt) },
      minuteForecast: minutes, hourlyForecast: hours, dailyForecast: days,
      alerts: alerts(response.weatherAlerts, location: location, offered: offered),
      availability: availability, attribution: .weatherKit(legalPageURL: legalPage(response)),
      metadata: WeatherMetadata(
        providerName: providerName, readTime: fetchedAt,
        expireTime: expireTime(response, fetchedAt: fetchedAt)))
    if let current = response.currentWeather, current.asOf == nil {
      weather.metadata.derived.append(
        Derivation(
          dataset: .currentWeather, field: "asOf",
          derivedFrom: currentReadTime == nil ? "the time WeatherTUI received the answer" : "metadata.readTime",
          method: "not served: that instant stands in"))
    }
    weather.nextHourSummary = (response.forecastNextHour?.summary ?? []).compactMap(NextHourPeriod.init)
    weather.datasetMetadata = datasetMetadata(response)
    weather.alertsDetailsURL = response.weatherAlerts?.detailsUrl
    return CachedWeatherTrim.trimmed(weather.validated().derivingMissingValues(), now: now)
  }

  // MARK: - Metadata

  /// The earliest `expireTime` of the datasets, kept within `lifetimeBounds` of the fetch.
  static func expireTime(_ response: WeatherKitResponse, fetchedAt: Date) -> Date {
    guard let earliest = response.allMetadata.compactMap(\.expireTime).min() else {
      return fetchedAt.addingTimeInterval(defaultLifetime)
    }
    let lifetime = earliest.timeIntervalSince(fetchedAt)
    return fetchedAt.addingTimeInterval(
      min(max(lifetime, lifetimeBounds.lowerBound), lifetimeBounds.upperBound))
  }

  /// The legal page from the metadata when it is an https URL, else Apple's current one.
  static func legalPage(_ response: WeatherKitResponse) -> String {
    for metadata in response.allMetadata {
      guard let text = metadata.attributionURL else { continue }
      let clean = UntrustedText.clean(text, limit: 120)
      if clean.hasPrefix("https://"), !clean.contains(" "), URL(string: clean) != nil {
        return clean
      }
    }
    return defaultLegalPage
  }

  // MARK: - Datasets

  /// The metadata each dataset was served with.
  static func datasetMetadata(_ response: WeatherKitResponse) -> [WeatherDataset: DatasetMetadata] {
    let served: [(WeatherDataset, WeatherKitREST.Metadata?)] = [
      (.currentWeather, response.currentWeather?.metadata), (.forecastDaily, response.forecastDaily?.metadata),
      (.forecastHourly, response.forecastHourly?.metadata), (.forecastNextHour, response.forecastNextHour?.metadata),
      (.weatherAlerts, response.weatherAlerts?.metadata),
    ]
    var result: [WeatherDataset: DatasetMetadata] = [:]
    for case (let dataset, let metadata?) in served { result[dataset] = DatasetMetadata(metadata) }
    return result
  }

  // MARK: - Alerts

  /// Alerts need the country code and a place WeatherKit covers; an answer without the
  /// dataset for a covered place means none are in force.
  static func alerts(
    _ collection: WeatherKitREST.AlertCollection?, location: Location, offered: Set<String>
  ) -> AlertStatus {
    guard location.countryCode?.isEmpty == false else { return .noSource(reason: noCountry) }
    guard offered.contains("weatherAlerts") || collection != nil else {
      return .noSource(reason: noAlertsHere)
    }
    let list = (collection?.alerts ?? []).enumerated().map { WeatherAlert($1, index: $0) }
    return .covered(list)
  }
}
