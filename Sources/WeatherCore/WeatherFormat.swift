import Foundation

/// Turns SI values into the short strings the panes and the text output show.
/// Missing values become an en dash, never a made-up number.
public struct WeatherFormat: Sendable {
  public var units: UnitSystem

  public init(units: UnitSystem) { self.units = units }

  public static let missing = "–"

  /// "3°" (rounded, the unit implied by the header); "−2°" with a true minus sign.
  public func temperature(_ celsius: Double?) -> String {
    guard let celsius, celsius.isFinite else { return Self.missing }
    return "\(Self.signed(Int(units.temperature(celsius).rounded())))°"
  }

  /// "18 km/h".
  public func speed(_ kmh: Double?) -> String {
    guard let kmh, kmh.isFinite else { return Self.missing }
    return "\(Int(units.speed(kmh).rounded())) \(units.speedSymbol)"
  }

  /// Speed without unit, "18".
  public func speedValue(_ kmh: Double?) -> String {
    guard let kmh, kmh.isFinite else { return Self.missing }
    return "\(Int(units.speed(kmh).rounded()))"
  }

  /// "2.4 mm" / "0.09 in"; amounts under the display precision read "0 mm".
  public func precipitation(_ mm: Double?) -> String {
    guard let mm, mm.isFinite else { return Self.missing }
    let value = units.precipitation(mm)
    if units == .metric {
      return value >= 10 ? "\(Int(value.rounded())) mm" : String(format: "%.1f mm", value)
    }
    return String(format: "%.2f in", value)
  }

  /// "81%" from a 0–1 fraction.
  public func percent(_ fraction: Double?) -> String {
    guard let fraction, fraction.isFinite else { return Self.missing }
    return "\(Int((fraction * 100).rounded()))%"
  }

  /// "1012 hPa" / "29.88 inHg".
  public func pressure(_ hPa: Double?) -> String {
    guard let hPa, hPa.isFinite else { return Self.missing }
    let value = units.pressure(hPa)
    return units == .metric
      ? "\(Int(value.rounded())) hPa" : String(format: "%.2f inHg", value)
  }

  /// "24 km" / "15 mi"; under 10 shows one decimal.
  public func distance(_ metres: Double?) -> String {
    guard let metres, metres.isFinite else { return Self.missing }
    let value = units.distance(metres)
    return value >= 10
      ? "\(Int(value.rounded())) \(units.distanceSymbol)"
      : String(format: "%.1f %@", value, units.distanceSymbol)
  }

  /// "UV 3".
  public func uvIndex(_ uv: Double?) -> String {
    guard let uv, uv.isFinite else { return Self.missing }
    return "\(Int(uv.rounded()))"
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
    return names[Int((normalised / 22.5).rounded()) % 16]
  }

  /// An integer with a true minus sign (U+2212), as typography and the design mock use.
  public static func signed(_ value: Int) -> String {
    value < 0 ? "−\(-value)" : "\(value)"
  }
}
