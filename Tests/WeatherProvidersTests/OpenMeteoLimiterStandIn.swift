import Foundation
import TestSupport

/// Open-Meteo's rate limiter in front of a stand-in handler, as the real server applies it
/// (open-meteo RateLimiter.swift and ApiKeyManager.swift): each request for coordinates weighs
/// max(1, v/10, v/10 · days/14) per location; the counts are checked *before* a request (429 with
/// the server's reason once the minute's, hour's or day's count has reached its limit) and the
/// weight is added after it is served (1 for an error); a request weighing more than the hourly
/// limit is refused with 400. Windows follow `clock` (the client's clock in these tests).
///
/// The weight is computed here independently of the app's `OpenMeteoCallWeight`.
final class OpenMeteoLimiterStandIn: @unchecked Sendable {
  struct Counts: Equatable {
    var minute = 0.0
    var hour = 0.0
    var day = 0.0
  }

  let clock: Shared<Date>
  let limits: Counts
  private let lock = NSLock()
  private var counts = Counts()
  private var windows: (minute: Int, hour: Int, day: Int) = (-1, -1, -1)
  private(set) var peaks = Counts()
  private(set) var refusals: [String] = []
  private(set) var served: [(path: String, places: Int, weight: Double)] = []

  init(clock: Shared<Date>, limits: Counts = Counts(minute: 600, hour: 5_000, day: 10_000)) {
    self.clock = clock
    self.limits = limits
  }

  var refused: [String] { lock.withLock { refusals } }
  var peak: Counts { lock.withLock { peaks } }
  var requests: [(path: String, places: Int, weight: Double)] { lock.withLock { served } }

  func handler(_ inner: @escaping StandInServer.Handler) -> StandInServer.Handler {
    { request in
      guard request.query["latitude"] != nil else { return inner(request) }
      if let reason = self.refusal() {
        return StandInResponse(status: 429, text: #"{"error":true,"reason":"\#(reason)"}"#)
      }
      let (weight, places) = Self.weight(request.query)
      if weight > self.limits.hour {
        self.count(1, path: request.path, places: places)
        return StandInResponse(
          status: 400,
          text:
            #"{"error":true,"reason":"Your API call requests too much data. Please reduce the number of variables, locations and/or weather models."}"#
        )
      }
      let response = inner(request)
      self.count(response.status == 200 ? weight : 1, path: request.path, places: places)
      return response
    }
  }

  private func roll() {
    let t = Int(clock.value.timeIntervalSince1970)
    let now = (t / 60, t / 3600, t / 86_400)
    if now.0 != windows.minute { counts.minute = 0 }
    if now.1 != windows.hour { counts.hour = 0 }
    if now.2 != windows.day { counts.day = 0 }
    windows = now
  }

  private func refusal() -> String? {
    lock.withLock {
      roll()
      let reason: String? =
        if counts.minute >= limits.minute {
          "Minutely API request limit exceeded. Please try again in one minute."
        } else if counts.hour >= limits.hour {
          "Hourly API request limit exceeded. Please try again in the next hour."
        } else if counts.day >= limits.day {
          "Daily API request limit exceeded. Please try again tomorrow."
        } else {
          nil
        }
      if let reason { refusals.append(reason) }
      return reason
    }
  }

  private func count(_ weight: Double, path: String, places: Int) {
    lock.withLock {
      roll()
      counts.minute += weight
      counts.hour += weight
      counts.day += weight
      peaks.minute = max(peaks.minute, counts.minute)
      peaks.hour = max(peaks.hour, counts.hour)
      peaks.day = max(peaks.day, counts.day)
      served.append((path, places, weight))
    }
  }

  /// The server's formula, from the query.
  static func weight(_ query: [String: String]) -> (weight: Double, places: Int) {
    func count(_ key: String) -> Int { query[key].map { $0.split(separator: ",").count } ?? 0 }
    let places = count("latitude")
    let variables = Double(["current", "minutely_15", "hourly", "daily"].map(count).reduce(0, +))
    var days = Double((Int(query["past_days"] ?? "") ?? 0) + (Int(query["forecast_days"] ?? "") ?? 7))
    let format = DateFormatter()
    format.dateFormat = "yyyy-MM-dd"
    format.timeZone = TimeZone(identifier: "UTC")
    if let start = query["start_date"].flatMap(format.date), let end = query["end_date"].flatMap(format.date) {
      days = (end.timeIntervalSince(start) / 86_400).rounded() + 1
    }
    let share = variables / 10
    return (Double(places) * max(1, share, share * days / 14), places)
  }
}
