#if !canImport(Darwin)
  import Foundation

  // swift-corelibs-foundation has neither `Measurement.formatted()` nor `MeasurementFormatter`,
  // and WeatherKit code prints temperatures with it; this is the plain form of it, so such code
  // compiles unchanged. On Apple platforms Foundation's own is used.
  /// Adds Apple's `formatted()`, the measurement abbreviated in its own unit.
  extension Measurement where UnitType: Dimension {
    /// The value in its own unit, abbreviated, in the current locale: "22°C", "18 km/h",
    /// "0.6 mm", "0.25 in"; "–" for a value the provider did not serve (NaN). Fraction digits
    /// suit the unit and a value that rounds to zero is never "-0" (see `FormatStyle`).
    ///
    /// Unlike Foundation's on Apple platforms this does not convert to the locale's units: use
    /// `formatted(.measurement(width: .abbreviated, usage: .weather))` for that.
    public func formatted() -> String {
      FormatStyle(width: .abbreviated, locale: .current, usage: .asProvided).format(self)
    }
  }
#endif
