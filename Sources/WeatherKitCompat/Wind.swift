import Foundation

/// Wind speed, gust and the direction it comes from.
public struct Wind: Codable, Hashable, Sendable {
  /// The direction the wind comes from, degrees from north (NaN when not served).
  public var direction: Measurement<UnitAngle>
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
    case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast
    case south, southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest

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
