/// The values the library put in place of one not served, so that its types keep WeatherKit's
/// cases and no others: a condition (`.cloudy`, with the symbol "questionmark"), a pressure
/// trend and a day-to-day change (`.steady`). Each is named in its dataset's `metadata.derived`.
struct StandIns {
  private(set) var notes: [WeatherMetadata.DerivedValue] = []

  /// Notes that `field` (its WeatherKit REST path) holds the stand-in of `kind`, once a field.
  mutating func note(_ kind: Kind, _ field: String) {
    guard !notes.contains(where: { $0.field == field }) else { return }
    notes.append(WeatherMetadata.DerivedValue(field: field, derivedFrom: kind.cause, method: kind.method))
  }

  /// What stood in for what.
  enum Kind {
    case condition, pressureTrend, direction

    var cause: String {
      switch self {
      case .condition: "no condition served, or one WeatherKit does not name"
      case .pressureTrend: "too few pressure readings to tell"
      case .direction: "a day without the value (today's precipitation so far is not a whole day)"
      }
    }

    var method: String {
      switch self {
      case .condition: "WeatherCondition.cloudy stands in, its symbolName \"questionmark\""
      case .pressureTrend: "PressureTrend.steady stands in"
      case .direction: "WeatherChange.Direction.steady stands in"
      }
    }
  }
}
