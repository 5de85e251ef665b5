#if !canImport(Darwin)
  import Foundation

  // swift-corelibs-foundation has neither `Measurement.formatted()` nor `MeasurementFormatter`,
  // and WeatherKit code prints temperatures with it; this is the plain form of it, so such code
  // compiles unchanged. On Apple platforms Foundation's own is used.
  extension Measurement where UnitType: Dimension {
    /// The value in its unit with the unit's symbol, e.g. "21.5°C", "18 km/h"; "–" for a value
    /// the provider did not serve (NaN).
    ///
    /// Unlike Foundation's on Apple platforms this does not convert to the locale's units:
    /// convert first (`temperature.converted(to: .fahrenheit)`).
    public func formatted() -> String {
      guard value.isFinite else { return "–" }
      let rounded = (value * 10).rounded() / 10
      let number =
        String(format: rounded == rounded.rounded() ? "%.0f" : "%.1f", rounded)
      let symbol = unit.symbol
      // Foundation writes degrees without a space ("21°C"), other units with one ("18 km/h").
      return symbol.hasPrefix("°") ? number + symbol : number + " " + symbol
    }
  }
#endif
