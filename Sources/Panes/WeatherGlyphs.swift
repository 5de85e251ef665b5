import Render
import WeatherCore

// MARK: - Conditions as glyphs and colours

extension GlyphSet {
  /// The symbol for a condition; clear and partly cloudy skies differ by day and night, showers
  /// from steady rain, a thunderstorm with hail from one without. `servedCode` (WeatherKit's
  /// token) names what no WMO code does: wind ("Breezy", "Windy") and cold ("Frigid").
  public func glyph(for condition: WeatherCondition, isDaylight: Bool = true, servedCode: String? = nil) -> String {
    switch servedCode {
    case "Breezy"?, "Windy"?: return wind
    case "Frigid"?: return snow
    default: break
    }
    switch condition {
    case .rainShowers: return showers
    case .thunderstormWithHail: return hail
    default: break
    }
    return switch condition.family {
    case .clear: isDaylight ? sun : moon
    case .partlyCloudy: isDaylight ? partlyDay : partlyNight
    case .cloudy: cloud
    case .fog: fog
    case .rain: rain
    case .sleet: sleet
    case .snow: snow
    case .thunderstorm: thunder
    case .unknown: unknown
    }
  }
}

extension PaneStyle {
  /// A condition's symbol in its colour, bold when the provider called it heavy (WMO 55, 65,
  /// 67, 75, 82, 86, 99).
  public func conditionGlyph(_ condition: WeatherCondition, isDaylight: Bool? = true, servedCode: String? = nil) -> Span
  {
    let day = isDaylight ?? true
    var heavy = false
    switch condition {
    case .drizzle(.heavy), .freezingDrizzle(.heavy), .rain(.heavy), .freezingRain(.heavy), .snow(.heavy),
      .rainShowers(.heavy), .snowShowers(.heavy), .thunderstormWithHail(.heavy):
      heavy = true
    default: break
    }
    let role: ThemeRole =
      servedCode == "Breezy" || servedCode == "Windy" ? .accent : .forCondition(condition, isDaylight: day)
    return Span(
      glyphs.glyph(for: condition, isDaylight: day, servedCode: servedCode), CellStyle(role: role, bold: heavy))
  }
}

extension ThemeRole {
  /// The colour role for a condition's glyph.
  public static func forCondition(_ condition: WeatherCondition, isDaylight: Bool = true) -> ThemeRole {
    switch condition.family {
    case .clear, .partlyCloudy: isDaylight ? .sun : .text
    case .cloudy, .fog: .cloud
    case .rain, .thunderstorm: .rain
    case .sleet, .snow: .snow
    case .unknown: .dim
    }
  }

  /// The band role for a temperature in °C: below 0, 0–10, 10–20, 20–30, 30 and above.
  public static func forTemperature(_ celsius: Double?) -> ThemeRole {
    guard let celsius, celsius.isFinite else { return .dim }
    switch celsius {
    case ..<0: return .tempCold
    case ..<10: return .tempCool
    case ..<20: return .tempMild
    case ..<30: return .tempWarm
    default: return .tempHot
    }
  }

  /// The role for an alert's severity.
  public static func forSeverity(_ severity: WeatherAlert.Severity) -> ThemeRole {
    switch severity {
    case .unknown, .minor: .alertMinor
    case .moderate: .alertModerate
    case .severe: .alertSevere
    case .extreme: .alertExtreme
    }
  }
}
