/// Which air-quality index a place shows: the European one (EEA) or the United States' (EPA).
public enum AirQualityScale: String, Sendable, Hashable, CaseIterable, Codable {
  case european
  case us

  /// The index's short name on screen.
  public var name: String {
    switch self {
    case .european: "EAQI"
    case .us: "US AQI"
    }
  }

  /// The scale a place uses when none is configured: the European index in Europe (by its zone
  /// or its latitude and longitude), the US index elsewhere.
  public static func `default`(for location: Location) -> AirQualityScale {
    if let zone = location.timeZoneIdentifier {
      return zone.hasPrefix("Europe/") || zone == "Atlantic/Canary" || zone == "Atlantic/Madeira"
        || zone == "Atlantic/Faroe" || zone == "Atlantic/Reykjavik" ? .european : .us
    }
    return (34...72).contains(location.latitude) && (-25...45).contains(location.longitude) ? .european : .us
  }

  /// The category of `value` on this scale, with its official words; nil for a value no index
  /// can take (negative, NaN).
  public func category(of value: Double) -> AirQualityCategory? {
    guard value.isFinite, value >= 0 else { return nil }
    let bands = self == .european ? Self.europeanBands : Self.usBands
    let level = bands.firstIndex { value <= $0 } ?? bands.count
    return AirQualityCategory(scale: self, level: level)
  }

  // The EEA's bands as Open-Meteo documents them: 0–20 good … 80–100 very poor, above
  // extremely poor. The EPA's: 0–50 good … 301–500 hazardous (indices are whole numbers).
  static let europeanBands: [Double] = [20, 40, 60, 80, 100]
  static let usBands: [Double] = [50, 100, 150, 200, 300]
}

/// One of an index's six categories, from 0 (the best) to 5 (the worst).
public struct AirQualityCategory: Sendable, Hashable {
  public var scale: AirQualityScale
  public var level: Int

  /// The official words: the EEA's "Good" … "Extremely poor", the EPA's "Good" … "Hazardous".
  public var words: String {
    switch scale {
    case .european:
      ["Good", "Fair", "Moderate", "Poor", "Very poor", "Extremely poor"][level]
    case .us:
      ["Good", "Moderate", "Unhealthy for sensitive groups", "Unhealthy", "Very unhealthy", "Hazardous"][level]
    }
  }

  /// A shorter form where the words do not fit ("Unhealthy (sensitive)").
  public var shortWords: String {
    scale == .us && level == 2 ? "Sensitive" : words
  }
}
