import FoundationEssentials
import WeatherCore

/// A place whose alert source failed: how many times in a row, and when its alerts are asked
/// again on their own.
public struct AlertRetry: Sendable, Equatable {
  public var failures: Int
  /// Nil while the retry is on its way.
  public var at: Date?
}

extension DashboardState {
  /// After an answer for the place at `index`: alerts that could not be read are asked again
  /// on their own after `RetryBackoff`'s wait (1, 2, 4, 8, then 10 minutes), so a server's
  /// hiccup is mended in a minute, not at the next refresh, which a long place list stretches
  /// to hours; alerts read (or no source) end the retries.
  mutating func noteAlertAnswer(at index: Int) {
    let key = places[index].location.roundedKey
    guard case .unavailable? = places[index].snapshot?.weather.alerts else {
      alertRetries[key] = nil
      return
    }
    let failures = (alertRetries[key]?.failures ?? 0) + 1
    let wait = RetryBackoff.delay(failures: failures, jitter: 0, now: now)
    alertRetries[key] = AlertRetry(failures: failures, at: Self.minuteTick(atOrAfter: now.addingTimeInterval(wait)))
  }

  /// The first minute boundary at or after `date`: retries are started by the minute tick, so the
  /// time the screen names is the time it happens.
  static func minuteTick(atOrAfter date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.up) * 60)
  }

  /// The alert requests due at `now`, unless a refresh, which asks them anyway, is on its way.
  mutating func dueAlertRetries() -> DashboardEffect? {
    guard refreshStartedAt == nil, !alertRetries.isEmpty else { return nil }
    var effects: [DashboardEffect] = []
    for index in places.indices {
      let key = places[index].location.roundedKey
      guard let at = alertRetries[key]?.at, at <= now, let fetch = alertsFetch(at: index) else { continue }
      alertRetries[key]?.at = nil
      effects.append(fetch)
    }
    return effects.count > 1 ? .all(effects) : effects.first
  }

  /// When the place's alerts, which could not be read, are asked again: on their own, or with
  /// the next refresh if that comes first.
  public func alertRetryAt(_ place: PlaceState) -> Date? {
    let own = alertRetries[place.location.roundedKey]?.at
    guard let own, let next = nextRefreshAt else { return own ?? nextRefreshAt }
    return min(own, next)
  }
}
