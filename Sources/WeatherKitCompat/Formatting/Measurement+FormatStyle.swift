#if !canImport(Darwin)
  import Foundation

  // MARK: - Apple's `Measurement.FormatStyle`, which swift-corelibs-foundation lacks

  /// Adds Apple's `Measurement.FormatStyle` and `formatted(_:)`, which swift-corelibs-foundation lacks.
  extension Measurement where UnitType: Dimension {
    /// Formats a measurement as Apple's `Measurement.FormatStyle` does, for the units weather
    /// uses: `temperature.formatted(.measurement(width: .abbreviated))` is "22°C" (or "72°F" in
    /// a US locale with `usage: .weather`).
    ///
    /// Numbers follow the locale (its decimal separator and grouping) with fraction digits that
    /// suit the unit unless `numberFormatStyle` says otherwise: none for temperatures, hPa and speeds
    /// (one for mm/h), one for millimetres and kilometres, two for inches and inHg. A value that rounds to
    /// zero is never "-0". NaN (a value the provider did not serve) is "–". Unit names for
    /// `.wide` are English.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
      /// How the unit is written: "degrees Celsius", "°C" or "°".
      public enum UnitWidth: String, Codable, Hashable, Sendable {
        /// The unit's English name after a space, "22 degrees Celsius" (its symbol where no name is known).
        case wide
        /// The unit's symbol, "22°C", "18 km/h".
        case abbreviated
        /// The unit's symbol without a space, "18km/h"; a temperature's bare degree sign, "22°".
        case narrow
      }

      /// How the unit is written: its name, its symbol, or its symbol without a space.
      public var width: UnitWidth
      /// The locale that decides the number format and, for the locale's units, the measurement system.
      public var locale: Locale
      /// Which unit the value is shown in: the locale's (`.general` and the weather usages) or its own.
      public var usage: MeasurementFormatUnitUsage<UnitType>
      /// How the number is written; nil for the fraction digits that suit the unit.
      public var numberFormatStyle: FloatingPointFormatStyle<Double>?

      /// A style that writes the unit at `width`, in the unit `usage` picks for `locale`.
      public init(
        width: UnitWidth, locale: Locale = .autoupdatingCurrent,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
      ) {
        self.width = width
        self.locale = locale
        self.usage = usage
        self.numberFormatStyle = numberFormatStyle
      }

      /// The same style in `locale`.
      public func locale(_ locale: Locale) -> Self {
        var style = self
        style.locale = locale
        return style
      }

      public func format(_ measurement: Measurement<UnitType>) -> String {
        guard measurement.value.isFinite else { return "–" }
        let unit = MeasurementUnits.unit(for: measurement.unit, usage: usage.kind, locale: locale) ?? measurement.unit
        let value = measurement.converted(to: unit).value
        let digits = MeasurementUnits.fractionDigits(of: unit)
        let style =
          (numberFormatStyle ?? FloatingPointFormatStyle<Double>.number.precision(.fractionLength(digits)))
          .locale(locale)
        // Rounded first, so that −0.04 °C is "0°C", not "-0°C".
        let scale = pow(10, Double(digits))
        let shown = numberFormatStyle == nil ? (value * scale).rounded() / scale : value
        let number = Self.withoutNegativeZero(style.format(shown == 0 ? 0 : shown))
        return MeasurementUnits.written(number, value: shown, unit: unit, width: width, locale: locale)
      }

      /// "0" for a number that a caller's `numberFormatStyle` rounded to "-0" (or "−0,0").
      static func withoutNegativeZero(_ number: String) -> String {
        guard let sign = number.first, sign == "-" || sign == "\u{2212}",
          !number.contains(where: { $0.isNumber && $0 != "0" })
        else { return number }
        return String(number.dropFirst())
      }
    }

    /// The measurement in `style`: `temperature.formatted(.measurement(width: .abbreviated))`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
      style.format(self)
    }
  }

  /// Adds Apple's `.measurement(width:usage:numberFormatStyle:)` style to `formatted(_:)`.
  extension FormatStyle {
    /// Apple's `.measurement(width:usage:numberFormatStyle:)`, in the current locale.
    public static func measurement<UnitType: Dimension>(
      width: Measurement<UnitType>.FormatStyle.UnitWidth = .wide,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
      Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
  }
#endif
