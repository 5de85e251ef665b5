import FoundationEssentials
import WeatherCore

/// A new official alert, to be made noticed: the place it is for and the alert as served.
public struct AlertAnnouncement: Sendable, Equatable {
  public var placeName: String
  public var location: Location
  public var alert: WeatherAlert

  public init(placeName: String, location: Location, alert: WeatherAlert) {
    self.placeName = placeName
    self.location = location
    self.alert = alert
  }
}

/// Which alerts each place has shown, so a new one (an id not seen there before, which is also
/// how services number an update) or an upgraded one (its event now more severe) is noticed
/// once: its tab badge and line stand out for `highlightDuration`, and it is announced (bell,
/// `on_alert`). A place's first answer since start is taken as it is, without announcing: what
/// was in force before the program started is not news, and a restart must not ring again.
public struct AlertWatch: Sendable, Equatable {
  /// How long a new alert stands out: long enough to catch the eye across a room, short enough
  /// that the screen is calm again (no animation; the minute tick ends it).
  public static let highlightDuration: TimeInterval = 60

  /// Alert ids seen, by place (rounded coordinates).
  private var seen: [String: Set<String>] = [:]
  /// The highest severity seen per event, by place.
  private var severity: [String: [String: WeatherAlert.Severity]] = [:]
  /// Until when each new alert stands out, by id.
  private var highlightedUntil: [String: Date] = [:]

  public init() {}

  /// Takes in a place's alerts in force; returns those that are new or upgraded since the
  /// place's last answer (none for its first).
  public mutating func observe(placeKey: String, alerts: [WeatherAlert], now: Date) -> [WeatherAlert] {
    let first = seen[placeKey] == nil
    var ids = seen[placeKey] ?? []
    var levels = severity[placeKey] ?? [:]
    var fresh: [WeatherAlert] = []
    for alert in alerts {
      let known = ids.contains(alert.id)
      let upgraded = levels[alert.event].map { alert.severity > $0 } ?? false
      if !first, !known || upgraded { fresh.append(alert) }
      ids.insert(alert.id)
      levels[alert.event] = max(levels[alert.event] ?? alert.severity, alert.severity)
    }
    seen[placeKey] = ids
    severity[placeKey] = levels
    highlightedUntil = highlightedUntil.filter { $0.value > now }
    for alert in fresh { highlightedUntil[alert.id] = now.addingTimeInterval(Self.highlightDuration) }
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

  /// Forgets a place removed from the list.
  public mutating func forget(placeKey: String) {
    seen[placeKey] = nil
    severity[placeKey] = nil
  }
}
