import FoundationEssentials

/// Turns SI values into the short strings the panes and the text output show.
/// Missing values become an en dash, never a made-up number.
public struct WeatherFormat: Sendable {
  public var units: UnitSystem

  public init(units: UnitSystem) { self.units = units }

  public static let missing = "–"

  /// Larger magnitudes are no weather in any unit shown here (the widest, visibility, stays
  /// under 10⁴ km); they are shown as `missing`, not as a twenty-digit number.
  static let largestShown = 1e9

  /// "3°" (rounded, the unit implied by the header); "−2°" with a true minus sign.
  public func temperature(_ celsius: Double?) -> String {
    guard let whole = celsius.flatMap({ units.temperature($0).shownInteger() }) else { return Self.missing }
    return "\(Self.signed(whole))°"
  }

  /// "18 km/h".
  public func speed(_ kmh: Double?) -> String {
    guard let whole = kmh.flatMap({ units.speed($0).shownInteger() }) else { return Self.missing }
    return "\(whole) \(units.speedSymbol)"
  }

  /// Speed without unit, "18".
  public func speedValue(_ kmh: Double?) -> String {
    guard let whole = kmh.flatMap({ units.speed($0).shownInteger() }) else { return Self.missing }
    return "\(whole)"
  }

  /// "2.4 mm" / "0.09 in"; amounts under the display precision read "0 mm".
  public func precipitation(_ mm: Double?) -> String {
    // Only amounts an Int can hold: %.1f of 1e300 would print three hundred digits.
    guard let value = mm.map(units.precipitation), let whole = value.shownInteger() else { return Self.missing }
    if units == .metric {
      return value >= 10 ? "\(whole) mm" : CFormat.string("%.1f mm", value)
    }
    return CFormat.string("%.2f in", value)
  }

  /// "81%" from a 0–1 fraction.
  public func percent(_ fraction: Double?) -> String {
    guard let whole = fraction.flatMap({ ($0 * 100).shownInteger() }) else { return Self.missing }
    return "\(whole)%"
  }

  /// "1012 hPa" / "29.88 inHg".
  public func pressure(_ hPa: Double?) -> String {
    guard let value = hPa.map(units.pressure), let whole = value.shownInteger() else { return Self.missing }
    return units == .metric ? "\(whole) hPa" : CFormat.string("%.2f inHg", value)
  }

  /// "24 km" / "15 mi"; under 10 shows one decimal.
  public func distance(_ metres: Double?) -> String {
    guard let value = metres.map(units.distance), let whole = value.shownInteger() else { return Self.missing }
    return value >= 10
      ? "\(whole) \(units.distanceSymbol)" : CFormat.string("%.1f ", value) + units.distanceSymbol
  }

  /// "UV 3".
  public func uvIndex(_ uv: Double?) -> String {
    guard let whole = uv?.shownInteger() else { return Self.missing }
    return "\(whole)"
  }

  /// Sixteen-point compass name for a direction the wind comes from: "SW".
  public static func compass(_ degrees: Double?) -> String {
    guard let degrees, degrees.isFinite else { return missing }
    let names = [
      "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
      "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
    ]
    let normalised = (degrees.truncatingRemainder(dividingBy: 360) + 360)
      .truncatingRemainder(dividingBy: 360)
    guard let sector = (normalised / 22.5).shownInteger() else { return missing }
    return names[sector % 16]
  }

  /// An integer with a true minus sign (U+2212), as typography and the design mock use.
  public static func signed(_ value: Int) -> String {
    // The magnitude, not `-value`: negating Int.min traps.
    value < 0 ? "−\(value.magnitude)" : "\(value)"
  }
}
