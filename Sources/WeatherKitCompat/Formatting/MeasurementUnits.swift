#if !canImport(Darwin)
  import Foundation

  /// The units a weather measurement is written in: which unit a locale uses, how many fraction
  /// digits suit it, and how its name is written (`Measurement.FormatStyle`).
  enum MeasurementUnits {
    /// The unit `usage` asks for in `locale`; nil to keep the measurement's own.
    static func unit<U: Dimension>(
      for unit: U, usage: MeasurementFormatUnitUsage<U>.Kind, locale: Locale
    ) -> U? {
      guard usage != .asProvided else { return nil }
      let system = locale.measurementSystem
      let us = system == .us
      let imperialRoads = us || system == .uk
      let chosen: Dimension? =
        switch unit {
        case is UnitTemperature: us ? UnitTemperature.fahrenheit : UnitTemperature.celsius
        // Precipitation intensity is a "speed" in WeatherKit, but no wind: it stays in mm/h.
        case let speed as UnitSpeed where speed.symbol == UnitSpeed.millimetersPerHour.symbol: nil
        case is UnitSpeed: imperialRoads ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour
        case is UnitPressure: us ? UnitPressure.inchesOfMercury : UnitPressure.hectopascals
        case let length as UnitLength:
          // Rain and snow are small lengths, visibility and distance large ones.
          length.converter.baseUnitValue(fromValue: 1) < 0.5
            ? (us ? UnitLength.inches : UnitLength.millimeters)
            : (imperialRoads ? UnitLength.miles : UnitLength.kilometers)
        default: nil
        }
      return chosen as? U
    }

    /// Fraction digits that suit `unit`: whole degrees, speeds, hPa, metres and feet; tenths of
    /// millimetres and kilometres; hundredths of inches and inHg.
    static func fractionDigits(of unit: Dimension) -> Int {
      switch unit.symbol {
      case "in", "inHg": 2
      case "mm", "cm", "km", "mi", "mm/h": 1
      case "m", "ft": 0
      default: unit is UnitTemperature || unit is UnitSpeed || unit is UnitPressure || unit is UnitAngle ? 0 : 1
      }
    }

    /// `number` with its unit at `width`: "22°C", "22°", "22 degrees Celsius"; "18 km/h",
    /// "18km/h", "18 kilometers per hour".
    static func written<U: Dimension>(
      _ number: String, value: Double, unit: U, width: Measurement<U>.FormatStyle.UnitWidth, locale: Locale
    ) -> String {
      let symbol = unit.symbol
      let names = Self.names[symbol]
      let isTemperature = unit is UnitTemperature
      switch width {
      case .narrow:
        return isTemperature ? number + "°" : number + symbol
      case .abbreviated:
        return symbol.hasPrefix("°") ? number + symbol : number + " " + symbol
      case .wide:
        guard let names else { return number + " " + symbol }
        let one = abs(value) == 1
        return number + " "
          + LibraryText.text(
            "unit.\(symbol).\(one ? "one" : "other")", english: one ? names.one : names.other, locale: locale)
      }
    }

    /// The English names of the units weather is given in, by symbol; `LibraryText` has the
    /// other languages' under "unit.SYMBOL.one" and "unit.SYMBOL.other".
    static let names: [String: (one: String, other: String)] = [
      "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
      "K": ("kelvin", "kelvins"), "km/h": ("kilometer per hour", "kilometers per hour"),
      "mph": ("mile per hour", "miles per hour"), "m/s": ("meter per second", "meters per second"),
      "kn": ("knot", "knots"), "mm": ("millimeter", "millimeters"), "cm": ("centimeter", "centimeters"),
      "m": ("meter", "meters"), "km": ("kilometer", "kilometers"), "in": ("inch", "inches"), "ft": ("foot", "feet"),
      "mi": ("mile", "miles"), "hPa": ("hectopascal", "hectopascals"), "mbar": ("millibar", "millibars"),
      "inHg": ("inch of mercury", "inches of mercury"), "°": ("degree", "degrees"),
      "mm/h": ("millimeter per hour", "millimeters per hour"),
    ]
  }
#endif
