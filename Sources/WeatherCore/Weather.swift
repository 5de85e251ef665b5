import FoundationEssentials

/// Everything known about the weather at one place, shaped after WeatherKit's `Weather`.
public struct Weather: Sendable, Hashable, Codable {
  public var location: Location
  public var currentWeather: CurrentWeather?
  /// Next-hour precipitation steps; empty when the provider has none for this place.
  public var minuteForecast: [MinuteWeather]
  /// Hourly forecast from the current hour on (up to 240 hours).
  public var hourlyForecast: [HourWeather]
  /// Daily forecast from today on (10 days).
  public var dailyForecast: [DayWeather]
  public var alerts: AlertStatus
  public var availability: Availability
  public var attribution: Attribution
  public var metadata: WeatherMetadata
  /// The next hour in dry and wet periods: WeatherKit's `summary` as served, or computed from
  /// the minute steps (then listed in `metadata.derived`).
  public var nextHourSummary: [NextHourPeriod] = []
  /// The `metadata` each dataset was served with, kept whole (WeatherKit only; empty otherwise).
  public var datasetMetadata: [WeatherDataset: DatasetMetadata] = [:]
  /// The provider's page listing the alerts in force (WeatherKit's collection `detailsUrl`).
  public var alertsDetailsURL: String?

  public init(
    location: Location, currentWeather: CurrentWeather?, minuteForecast: [MinuteWeather],
    hourlyForecast: [HourWeather], dailyForecast: [DayWeather], alerts: AlertStatus,
    availability: Availability, attribution: Attribution, metadata: WeatherMetadata
  ) {
    self.location = location
    self.currentWeather = currentWeather
    self.minuteForecast = minuteForecast
    self.hourlyForecast = hourlyForecast
    self.dailyForecast = dailyForecast
    self.alerts = alerts
    self.availability = availability
    self.attribution = attribution
    self.metadata = metadata
  }
}

/// When and from whom the data was fetched.
public struct WeatherMetadata: Sendable, Hashable, Codable {
  /// e.g. "Open-Meteo".
  public var providerName: String
  /// When the provider answered.
  public var readTime: Date
  /// When the data should be considered out of date (readTime + cache lifetime).
  public var expireTime: Date
  /// How many values the provider sent were outside their physical range (`PlausibleRanges`)
  /// and are shown as not available.
  public var implausibleValueCount: Int
  /// The values WeatherTUI computed because the provider did not serve them.
  public var derived: [Derivation]
  /// Series that were asked for and did not come, as "section.name" ("current.apparent_temperature"):
  /// shown as not available, never as a silent gap.
  public var missing: [String] = []
  /// How served values were placed where the provider's convention differs from WeatherKit's
  /// (Open-Meteo's "preceding hour" sums), so that readers of the output need not guess.
  public var conventions: [ServedConvention] = []

  public init(
    providerName: String, readTime: Date, expireTime: Date, implausibleValueCount: Int = 0,
    derived: [Derivation] = []
  ) {
    // `missing` starts empty; the provider fills it in.
    self.providerName = providerName
    self.readTime = readTime
    self.expireTime = expireTime
    self.implausibleValueCount = implausibleValueCount
    self.derived = derived
  }

  private enum CodingKeys: String, CodingKey {
    case providerName, readTime, expireTime, implausibleValueCount, derived, missing, conventions
  }

  /// Whether `name` of `section` ("current", "hourly", "daily") was asked for and did not come.
  public func isMissing(_ name: String, in section: String) -> Bool {
    missing.contains("\(section).\(name)")
  }

  /// Reads caches written before the count existed as "none refused yet"; loading re-validates.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    providerName = try container.decode(String.self, forKey: .providerName)
    readTime = try container.decode(Date.self, forKey: .readTime)
    expireTime = try container.decode(Date.self, forKey: .expireTime)
    implausibleValueCount = try container.decodeIfPresent(Int.self, forKey: .implausibleValueCount) ?? 0
    derived = try container.decodeIfPresent([Derivation].self, forKey: .derived) ?? []
    missing = try container.decodeIfPresent([String].self, forKey: .missing) ?? []
    conventions = try container.decodeIfPresent([ServedConvention].self, forKey: .conventions) ?? []
  }
}

/// A rule by which served values were placed (`WeatherMetadata.conventions`).
public struct ServedConvention: Sendable, Hashable, Codable {
  public var dataset: WeatherDataset
  /// The fields it applies to, e.g. "hours[].precipitationAmount".
  public var fields: [String]
  /// The rule, in a sentence.
  public var rule: String

  public init(dataset: WeatherDataset, fields: [String], rule: String) {
    self.dataset = dataset
    self.fields = fields
    self.rule = rule
  }
}
