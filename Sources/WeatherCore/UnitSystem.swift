import FoundationEssentials

/// Display units. Data stays SI inside; only presentation converts.
public enum UnitSystem: String, Sendable, Hashable, Codable, CaseIterable {
  case metric, imperial

  /// The next system, for the `u` key.
  public var next: UnitSystem { self == .metric ? .imperial : .metric }

  /// Picks the default from the POSIX locale variables: the United States, Liberia and
  /// Myanmar measure in imperial units, everyone else in metric.
  public static func fromLocale(environment: [String: String]) -> UnitSystem {
    let value =
      ["LC_ALL", "LC_MEASUREMENT", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty } ?? ""
    // "en_US.UTF-8" → region "US"
    let language = value.split(separator: ".").first.map(String.init) ?? ""
    let parts = language.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard parts.count >= 2 else { return .metric }
    let region = parts[1].prefix(2).uppercased()
    return ["US", "LR", "MM"].contains(region) ? .imperial : .metric
  }

  // MARK: - Conversions from SI

  /// °C → °C or °F.
  public func temperature(_ celsius: Double) -> Double {
    self == .metric ? celsius : celsius * 9 / 5 + 32
  }

  /// km/h → km/h or mph.
  public func speed(_ kmh: Double) -> Double {
    self == .metric ? kmh : kmh / 1.609344
  }

  /// mm → mm or inches.
  public func precipitation(_ mm: Double) -> Double {
    self == .metric ? mm : mm / 25.4
  }

  /// metres → km or miles.
  public func distance(_ metres: Double) -> Double {
    self == .metric ? metres / 1000 : metres / 1609.344
  }

  /// hPa → hPa or inHg.
  public func pressure(_ hPa: Double) -> Double {
    self == .metric ? hPa : hPa * 0.029529983
  }

  public var temperatureSymbol: String { self == .metric ? "°C" : "°F" }
  public var speedSymbol: String { self == .metric ? "km/h" : "mph" }
  public var precipitationSymbol: String { self == .metric ? "mm" : "in" }
  public var distanceSymbol: String { self == .metric ? "km" : "mi" }
  public var pressureSymbol: String { self == .metric ? "hPa" : "inHg" }
}
