import FoundationEssentials

extension WeatherKitREST {
  /// `Conditions` with the fields one kind of report adds, side by side in one JSON object as
  /// WeatherKit writes them; both kinds of fields read as the report's own (`report.temperature`).
  @dynamicMemberLookup
  public struct ConditionsReport<Fields: Codable & Sendable>: Codable, Sendable {
    public var fields: Fields
    public var conditions: Conditions

    public init(_ fields: Fields, conditions: Conditions) {
      self.fields = fields
      self.conditions = conditions
    }

    public init(from decoder: any Decoder) throws {
      fields = try Fields(from: decoder)
      conditions = try Conditions(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
      try fields.encode(to: encoder)
      try conditions.encode(to: encoder)
    }

    public subscript<Value>(dynamicMember path: WritableKeyPath<Fields, Value>) -> Value {
      get { fields[keyPath: path] }
      set { fields[keyPath: path] = newValue }
    }

    public subscript<Value>(dynamicMember path: WritableKeyPath<Conditions, Value>) -> Value {
      get { conditions[keyPath: path] }
      set { conditions[keyPath: path] = newValue }
    }
  }

  /// What current weather adds to its conditions.
  public struct CurrentWeatherFields: Codable, Sendable {
    /// "CurrentWeather".
    public var name: String?
    public var metadata: Metadata?
    /// The instant the conditions are valid for.
    public var asOf: Date?
    /// "rising", "falling" or "steady".
    public var pressureTrend: String?

    public init() {}
  }

  /// What an hour of the forecast adds to its conditions.
  public struct HourWeatherFields: Codable, Sendable {
    public var forecastStart: Date?
    /// mm over the hour, and its chance 0…1.
    public var precipitationAmount: Double?
    public var precipitationChance: Double?
    /// "clear", "rain", "snow", "sleet" or "hail".
    public var precipitationType: String?
    public var pressureTrend: String?
    public var snowfallAmount: Double?
    /// mm/h.
    public var snowfallIntensity: Double?
    public var perceivedPrecipitationIntensity: Double?

    public init() {}
  }
}
