import FoundationEssentials
import WeatherCore

/// Everything that can go wrong asking Open-Meteo, each with a one-line message for people.
public enum OpenMeteoError: Error, Sendable, Equatable, UserFacingError {
  /// HTTP 400: a parameter was refused; `reason` is the server's text.
  case badRequest(reason: String)
  /// HTTP 429 (or remembered from one): no request is sent before `retryAt`.
  case rateLimited(reason: String, retryAt: Date)
  /// Any other non-200 status; `reason` from the JSON error body when there was one.
  case server(status: Int, reason: String?)
  /// A 200 answer that could not be read (cut off, not JSON, wrong shape).
  case malformedBody(detail: String)
  /// No answer at all (network down, refused, timed out); the message says which.
  case transport(message: String)
  /// The answer held a different number of places than were asked for.
  case locationCountMismatch(expected: Int, received: Int)

  public var message: String {
    switch self {
    case .badRequest(let reason):
      return "Open-Meteo refused the request: \(reason); check the place's coordinates and "
        + "time zone, or report this as a weathertui bug"
    case .rateLimited(let reason, let retryAt):
      return "\(Self.limitDescription(reason)); next try at \(Self.clock(retryAt)) UTC"
    case .server(let status, let reason):
      let detail = reason.map { " (\($0))" } ?? ""
      return "Open-Meteo answered HTTP \(status)\(detail); the service has a problem, "
        + "try again in a few minutes"
    case .malformedBody(let detail):
      return "Open-Meteo sent an unreadable answer: \(detail); try again later"
    case .transport(let message):
      return "\(message); check the network connection"
    case .locationCountMismatch(let expected, let received):
      return "Open-Meteo answered for \(received) places instead of \(expected); "
        + "try again, and report it if it persists"
    }
  }

  // MARK: - Wording

  private static func limitDescription(_ reason: String) -> String {
    switch RateLimitKind(reason: reason) {
    case .minutely: "Open-Meteo's per-minute request limit is used up"
    case .hourly: "Open-Meteo's hourly request limit is used up"
    case .daily: "Open-Meteo's daily request limit is used up"
    case .concurrent: "Open-Meteo refused a request sent while another was running"
    case .unknown: "Open-Meteo is limiting requests (\(reason))"
    }
  }

  /// "15:00" in UTC, with seconds when they are not zero.
  static func clock(_ date: Date) -> String {
    guard let seconds = date.timeIntervalSince1970.roundedInteger(.up) else { return "--:--" }
    let daySeconds = ((seconds % 86_400) + 86_400) % 86_400
    let h = daySeconds / 3600
    let m = daySeconds / 60 % 60
    let s = daySeconds % 60
    let base = CFormat.string("%02ld:%02ld", h, m)
    return s == 0 ? base : base + CFormat.string(":%02ld", s)
  }
}

/// Which Open-Meteo limit a 429 reason names; decides when to try again (apis.md §1.7).
enum RateLimitKind: Equatable {
  case minutely, hourly, daily, concurrent, unknown

  init(reason: String) {
    let text = reason.lowercased()
    if text.contains("minutely") {
      self = .minutely
    } else if text.contains("hourly") {
      self = .hourly
    } else if text.contains("daily") {
      self = .daily
    } else if text.contains("too many concurrent") {
      self = .concurrent
    } else {
      self = .unknown
    }
  }

  /// When the limit resets: counters clear every minute, at the top of each UTC hour and at
  /// 00:00 UTC; a concurrency refusal clears within seconds. Unknown reasons wait a minute.
  func retryAt(after now: Date) -> Date {
    let t = now.timeIntervalSince1970
    func next(_ period: Double) -> Date { Date(timeIntervalSince1970: (t / period).rounded(.down) * period + period) }
    switch self {
    case .minutely: return next(60)
    case .hourly: return next(3600)
    case .daily: return next(86_400)
    case .concurrent: return now.addingTimeInterval(5)
    case .unknown: return now.addingTimeInterval(60)
    }
  }
}
