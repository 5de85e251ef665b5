#if !canImport(Darwin)
  import Foundation

  // MARK: - Apple's MeasurementFormatter, which swift-corelibs-foundation marks unavailable

  /// Apple's `MeasurementFormatter` on Linux, where swift-corelibs-foundation declares it
  /// unavailable: `unitStyle`, `unitOptions`, `numberFormatter` and `locale` as WeatherKit code
  /// sets them. Declared in this library, it shadows Foundation's for a file that imports both.
  ///
  /// ```swift
  /// let formatter = MeasurementFormatter()
  /// formatter.unitStyle = .long
  /// formatter.numberFormatter.maximumFractionDigits = 0
  /// print(formatter.string(from: Measurement(value: 21.6, unit: UnitTemperature.celsius)))
  /// ```
  ///
  /// Where it differs from Apple's: the locale's unit is chosen as ``MeasurementFormatUnitUsage``
  /// `.general` chooses it (°F, mph, inches and inHg for the US; mph and miles for the UK; metric
  /// elsewhere), `.naturalScale` keeps to those units rather than rescaling by magnitude, unit
  /// names at `.long` are the library's (English so far), and NaN (a value not served) is "–".
  open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How the unit is chosen and written.
    public struct UnitOptions: OptionSet, Sendable {
      public let rawValue: UInt

      /// A value from `rawValue`.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// The measurement's own unit, whatever the locale.
      public static let providedUnit = UnitOptions(rawValue: 1 << 0)
      /// The locale's unit for the magnitude (here: the locale's unit, as without options).
      public static let naturalScale = UnitOptions(rawValue: 1 << 1)
      /// A temperature as the number and a degree sign, "22°", its scale left out.
      public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How units are chosen: the locale's (none), the measurement's own (`.providedUnit`),
    /// temperatures without their scale (`.temperatureWithoutUnit`).
    open var unitOptions: UnitOptions = []
    /// `.short` "22°", "18km/h"; `.medium` "22°C", "18 km/h"; `.long` "22 degrees Celsius".
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale of the numbers and, without `.providedUnit`, of the units.
    open var locale: Locale! = .current
    /// How the number is written; its locale is the formatter's. Up to three fraction digits
    /// unless set otherwise, as Apple's.
    open var numberFormatter: NumberFormatter! = {
      let formatter = NumberFormatter()
      formatter.numberStyle = .decimal
      return formatter
    }()

    /// A formatter with the current locale, medium unit style and no unit options.
    public override init() { super.init() }

    /// Archiving is not supported on Linux; always nil.
    public required init?(coder: NSCoder) { nil }

    /// The measurement with its unit: "22°C", or "72°F" in a US locale.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
      guard let dimension = measurement.unit as? Dimension else {
        return number(measurement.value) + " " + measurement.unit.symbol
      }
      return string(value: measurement.value, unit: dimension)
    }

    /// The unit alone: "°C" (`.short` and `.medium`), "degrees Celsius" (`.long`).
    open func string(from unit: Unit) -> String {
      guard unitStyle == .long, let names = MeasurementUnits.names[unit.symbol] else { return unit.symbol }
      return LibraryText.text("unit.\(unit.symbol).other", english: names.other, locale: locale ?? .current)
    }

    /// A `Measurement` of the units weather uses (or of `Unit`, `Dimension`) as `string(from:)`
    /// writes it; nil for anything else.
    open override func string(for obj: Any?) -> String? {
      switch obj {
      case let measurement as Measurement<UnitTemperature>: string(from: measurement)
      case let measurement as Measurement<UnitSpeed>: string(from: measurement)
      case let measurement as Measurement<UnitLength>: string(from: measurement)
      case let measurement as Measurement<UnitPressure>: string(from: measurement)
      case let measurement as Measurement<UnitAngle>: string(from: measurement)
      case let measurement as Measurement<Dimension>: string(from: measurement)
      case let measurement as Measurement<Unit>: string(from: measurement)
      default: nil
      }
    }

    // MARK: - Writing

    private func string(value: Double, unit: Dimension) -> String {
      guard value.isFinite else { return "–" }
      let locale = self.locale ?? .current
      var shown = unit
      if !unitOptions.contains(.providedUnit),
        let chosen = MeasurementUnits.unit(
          for: unit, usage: MeasurementFormatUnitUsage<Dimension>.Kind.general, locale: locale)
      {
        shown = chosen
      }
      let converted = Measurement(value: value, unit: unit).converted(to: shown).value
      let text = number(converted)
      if shown is UnitTemperature && unitOptions.contains(.temperatureWithoutUnit) { return text + "°" }
      let width: Measurement<Dimension>.FormatStyle.UnitWidth =
        switch unitStyle {
        case .short: .narrow
        case .medium: .abbreviated
        case .long: .wide
        @unknown default: .abbreviated
        }
      return MeasurementUnits.written(text, value: converted, unit: shown, width: width, locale: locale)
    }

    /// `value` by the number formatter, in the formatter's locale, never "-0".
    private func number(_ value: Double) -> String {
      let formatter = (numberFormatter ?? NumberFormatter()).copy() as! NumberFormatter
      formatter.locale = locale ?? .current
      let text = formatter.string(from: NSNumber(value: value)) ?? String(value)
      return Measurement<Dimension>.FormatStyle.withoutNegativeZero(text)
    }
  }
#endif
