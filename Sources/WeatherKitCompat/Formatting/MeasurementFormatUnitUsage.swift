#if !canImport(Darwin)
  import Foundation

  /// What a measurement is used for, which decides the unit it is shown in: Apple's
  /// `MeasurementFormatUnitUsage`, which swift-corelibs-foundation lacks.
  ///
  /// `.general` and the weather usages show the value in the locale's units (°F, mph, inches and
  /// inHg where the locale's measurement system is the US one; mph and miles in the UK's; °C,
  /// km/h, millimetres and hPa elsewhere); `.asProvided` keeps the measurement's own unit.
  public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Sendable, Codable {
    enum Kind: String, Hashable, Sendable, Codable {
      case general, asProvided, weather, person
    }

    let kind: Kind

    /// The locale's units for this kind of value.
    public static var general: Self { Self(kind: .general) }
    /// The measurement's own unit, whatever the locale.
    public static var asProvided: Self { Self(kind: .asProvided) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Temperatures of the weather, in the locale's scale.
    public static var weather: Self { Self(kind: .weather) }
    /// Body temperatures, in the locale's scale.
    public static var person: Self { Self(kind: .person) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind speeds, in the locale's unit.
    public static var wind: Self { Self(kind: .weather) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Rain and snow, in the locale's unit (millimetres or inches).
    public static var rainfall: Self { Self(kind: .weather) }
    /// Snowfall, in the locale's unit (millimetres or inches), as rainfall is shown.
    public static var snowfall: Self { Self(kind: .weather) }
    /// Visibility, in the locale's unit (kilometres or miles).
    public static var visibility: Self { Self(kind: .general) }
  }
#endif
