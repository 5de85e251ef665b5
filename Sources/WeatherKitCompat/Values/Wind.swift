import Foundation

/// Wind speed, gust and the direction it comes from.
public struct Wind: Codable, Hashable, Sendable {
  /// The direction the wind comes from, degrees from north (NaN when not served).
  public var direction: Measurement<UnitAngle>
  /// The point of the 16-point compass the wind comes from; `.north` when the direction is not served.
  public var compassDirection: CompassDirection
  /// Sustained speed (NaN when not served).
  public var speed: Measurement<UnitSpeed>
  /// Gust speed, nil when not served.
  public var gust: Measurement<UnitSpeed>?

  init(speed: Double?, direction: Double?, gust: Double?) {
    self.speed = Measure.kilometersPerHour(speed)
    self.direction = Measure.degrees(direction)
    self.compassDirection = CompassDirection(degrees: direction)
    self.gust = gust.map { Measurement(value: $0, unit: .kilometersPerHour) }
  }

  /// The sixteen points of the compass.
  public enum CompassDirection: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// North, 348.75°–11.25°.
    case north
    /// North-northeast, 11.25°–33.75°.
    case northNortheast
    /// Northeast, 33.75°–56.25°.
    case northeast
    /// East-northeast, 56.25°–78.75°.
    case eastNortheast
    /// East, 78.75°–101.25°.
    case east
    /// East-southeast, 101.25°–123.75°.
    case eastSoutheast
    /// Southeast, 123.75°–146.25°.
    case southeast
    /// South-southeast, 146.25°–168.75°.
    case southSoutheast
    /// South, 168.75°–191.25°.
    case south
    /// South-southwest, 191.25°–213.75°.
    case southSouthwest
    /// Southwest, 213.75°–236.25°.
    case southwest
    /// West-southwest, 236.25°–258.75°.
    case westSouthwest
    /// West, 258.75°–281.25°.
    case west
    /// West-northwest, 281.25°–303.75°.
    case westNorthwest
    /// Northwest, 303.75°–326.25°.
    case northwest
    /// North-northwest, 326.25°–348.75°.
    case northNorthwest

    /// The 22.5° sector `degrees` falls in; `.north` for a direction that is not available
    /// (then `Wind.direction` is NaN).
    init(degrees: Double?) {
      guard let degrees, degrees.isFinite else {
        self = .north
        return
      }
      let sector = Int((degrees.truncatingRemainder(dividingBy: 360) + 360 + 11.25) / 22.5) % 16
      self = Self.allCases[sector]
    }

    /// "NNE".
    public var abbreviation: String { Self.abbreviations[self]! }

    /// "North Northeast".
    public var description: String { titledWords }

    /// The same text, for screen readers.
    public var accessibilityDescription: String { description }

    private static let abbreviations: [CompassDirection: String] = [
      .north: "N", .northNortheast: "NNE", .northeast: "NE", .eastNortheast: "ENE", .east: "E",
      .eastSoutheast: "ESE", .southeast: "SE", .southSoutheast: "SSE", .south: "S", .southSouthwest: "SSW",
      .southwest: "SW", .westSouthwest: "WSW", .west: "W", .westNorthwest: "WNW", .northwest: "NW",
      .northNorthwest: "NNW",
    ]
  }
}
