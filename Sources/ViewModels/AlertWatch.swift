import FoundationEssentials
import WeatherCore

/// A new official alert, to be made noticed: the place it is for and the alert as served.
public struct AlertAnnouncement: Sendable, Equatable {
  public var placeName: String
  public var location: Location
  public var alert: WeatherAlert
  /// Whether the alert was announced before at a lower severity (the same id, raised).
  public var upgraded: Bool

  public init(placeName: String, location: Location, alert: WeatherAlert, upgraded: Bool = false) {
    self.placeName = placeName
    self.location = location
    self.alert = alert
    self.upgraded = upgraded
  }
}

/// Which alerts each place has had announced, so each (a new id, which is also how services
/// number an update, or a raised severity under the same id) is noticed exactly once: its tab
/// badge and line stand out for `highlightDuration`, and it is announced (bell, `on_alert`).
///
/// It starts from what earlier runs announced (`known`, kept in the state folder by the
/// dashboard), so a restart announces nothing twice and nothing missed: an alert that came
/// while the program was down, or at its first start, is news, since nobody has been told.
public struct AlertWatch: Sendable, Equatable {
  /// How long a new alert stands out: long enough to catch the eye across a room, short enough
  /// that the screen is calm again (no animation; the minute tick ends it).
  public static let highlightDuration: TimeInterval = 60

  /// The highest severity seen per alert id, by place (rounded coordinates).
  public private(set) var known: [String: [String: WeatherAlert.Severity]]
  /// Until when each new alert stands out, by id.
  private var highlightedUntil: [String: Date] = [:]

  /// - Parameter known: the alerts announced before, by place key and id, with the severity
  ///   they were announced at.
  public init(known: [String: [String: WeatherAlert.Severity]] = [:]) {
    self.known = known
  }

  /// Takes in a place's alerts in force; returns those not announced before for this place
  /// (new ids, or known ones now more severe), with whether each is an upgrade.
  public mutating func observe(placeKey: String, alerts: [WeatherAlert], now: Date) -> [(
    alert: WeatherAlert, upgraded: Bool
  )] {
    var levels = known[placeKey] ?? [:]
    var fresh: [(alert: WeatherAlert, upgraded: Bool)] = []
    for alert in alerts {
      switch levels[alert.id] {
      case nil: fresh.append((alert, false))
      case let level? where alert.severity > level: fresh.append((alert, true))
      default: continue
      }
      levels[alert.id] = max(levels[alert.id] ?? alert.severity, alert.severity)
    }
    known[placeKey] = levels
    highlightedUntil = highlightedUntil.filter { $0.value > now }
    for (alert, _) in fresh { highlightedUntil[alert.id] = now.addingTimeInterval(Self.highlightDuration) }
    return fresh
  }

  /// Whether the alert stands out at `now`.
  public func isHighlighted(_ id: String, at now: Date) -> Bool {
    (highlightedUntil[id] ?? .distantPast) > now
  }

  /// The ids of the alerts that stand out at `now`.
  public func highlighted(at now: Date) -> Set<String> {
    Set(highlightedUntil.filter { $0.value > now }.keys)
  }
}
