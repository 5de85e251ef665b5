import FoundationEssentials
import WeatherCore

/// MeteoAlarm's country feeds, each fetched once for all the places of a refresh: a feed
/// younger than `sharedFor` is reused, a request for one already on its way waits for it, and
/// an older one is asked for again conditionally (its `ETag` and `Last-Modified`), a 304 keeping
/// it. Feeds run to megabytes (Poland's held 419 warnings), so this is most of the budget.
final class MeteoAlarmFeedStore: @unchecked Sendable {
  /// A refresh of 50 places takes seconds; a feed this young serves all of them.
  static let sharedFor: Duration = .seconds(60)

  private struct Held {
    var feed: MeteoAlarmFeed
    var fetchedAt: ContinuousClock.Instant
    var etag: String?
    var lastModified: String?
  }

  private let client: HTTPClient
  private let baseURL: URL
  private let sharedFor: Duration
  private let lock = ThreadLock()
  private var held: [String: Held] = [:]
  private var inFlight: [String: Task<MeteoAlarmFeed, any Error>] = [:]

  init(client: HTTPClient, baseURL: URL, sharedFor: Duration = MeteoAlarmFeedStore.sharedFor) {
    self.client = client
    self.baseURL = baseURL
    self.sharedFor = sharedFor
  }

  /// The feed of the country `slug`, fetched or shared.
  func feed(slug: String) async throws -> MeteoAlarmFeed {
    let now = ContinuousClock.now
    let task: Task<MeteoAlarmFeed, any Error>? = lock.withLock {
      if let held = held[slug], held.fetchedAt.duration(to: now) < sharedFor { return nil }
      if let running = inFlight[slug] { return running }
      let last = held[slug]
      let running = Task { try await self.fetch(slug: slug, last: last) }
      inFlight[slug] = running
      return running
    }
    guard let task else { return lock.withLock { held[slug]!.feed } }
    return try await task.value
  }

  private func fetch(slug: String, last: Held?) async throws -> MeteoAlarmFeed {
    defer { lock.withLock { inFlight[slug] = nil } }
    var headers = ["Accept": "application/json"]
    if let etag = last?.etag { headers["If-None-Match"] = etag }
    if let modified = last?.lastModified { headers["If-Modified-Since"] = modified }
    let url = AlertFetch.url(baseURL, path: "/api/v1/warnings/feeds-\(slug)", query: [])
    let service = MeteoAlarmAlertSource.serviceName
    guard let answer = try await AlertFetch.body(of: url, headers: headers, client: client, service: service) else {
      guard var kept = last else {
        throw AlertSourceError(service: service, kind: .malformedBody(detail: "HTTP 304 to a plain request"))
      }
      kept.fetchedAt = .now
      lock.withLock { held[slug] = kept }
      return kept.feed
    }
    let feed = try MeteoAlarmFeed.decode(answer.body)
    let fresh = Held(
      feed: feed, fetchedAt: .now, etag: answer.headers["etag"].flatMap { $0.isEmpty ? nil : $0 },
      lastModified: answer.headers["last-modified"].flatMap { $0.isEmpty ? nil : $0 })
    lock.withLock { held[slug] = fresh }
    return feed
  }
}
