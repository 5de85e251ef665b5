import FoundationEssentials
import WeatherCore

/// The last answer to each request that came with a validator (`ETag`, `Last-Modified`), so the
/// next request asks "changed since?" and a 304 reuses what it said: NWS, MET Norway and
/// MeteoAlarm poll this way. Keyed by the request (its query, a country's feed).
final class ConditionalAnswers<Value: Sendable>: @unchecked Sendable {
  private struct Answer {
    var value: Value
    var etag: String?
    var lastModified: String?
  }

  private let lock = ThreadLock()
  private var answers: [String: Answer] = [:]

  /// The headers that ask whether the answer held for `key` changed; none when none is held.
  func validators(for key: String) -> [String: String] {
    guard let answer = lock.withLock({ answers[key] }) else { return [:] }
    var headers: [String: String] = [:]
    if let etag = answer.etag { headers["If-None-Match"] = etag }
    if let modified = answer.lastModified { headers["If-Modified-Since"] = modified }
    return headers
  }

  /// What the answer held for `key` said, for a 304; nil when none is held.
  func value(for key: String) -> Value? {
    lock.withLock { answers[key]?.value }
  }

  /// Keeps `value` as the answer for `key` when the response (its lower-cased `headers`)
  /// carried a validator; one without forgets the older answer, whose validator is stale.
  func remember(_ value: Value, for key: String, headers: [String: String]) {
    let etag = headers["etag"].flatMap { $0.isEmpty ? nil : $0 }
    let modified = headers["last-modified"].flatMap { $0.isEmpty ? nil : $0 }
    lock.withLock {
      answers[key] = etag == nil && modified == nil ? nil : Answer(value: value, etag: etag, lastModified: modified)
    }
  }
}
