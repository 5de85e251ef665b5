import FoundationEssentials
import WeatherCore

/// MeteoAlarm's country feeds, each fetched once for all the places of a refresh: a feed
/// younger than `sharedFor` is reused, a request for one already on its way waits for it, and
/// an older one is asked for again conditionally (`ConditionalAnswers`), a 304 keeping it.
/// Feeds run to megabytes (Poland's held 419 warnings), so this is most of the budget.
final class MeteoAlarmFeedStore: @unchecked Sendable {
  /// A refresh of 50 places takes seconds; a feed this young serves all of them.
  static let sharedFor: Duration = .seconds(60)

  private let client: HTTPClient
  private let baseURL: URL
  private let sharedFor: Duration
  private let lock = ThreadLock()
  private var recent: [String: (feed: MeteoAlarmFeed, at: ContinuousClock.Instant)] = [:]
  private var inFlight: [String: Task<MeteoAlarmFeed, any Error>] = [:]
  private let answers = ConditionalAnswers<MeteoAlarmFeed>()

  init(client: HTTPClient, baseURL: URL, sharedFor: Duration = MeteoAlarmFeedStore.sharedFor) {
    self.client = client
    self.baseURL = baseURL
    self.sharedFor = sharedFor
  }

  /// The feed of the country `slug`, fetched or shared.
  func feed(slug: String) async throws -> MeteoAlarmFeed {
    let now = ContinuousClock.now
    let (shared, task): (MeteoAlarmFeed?, Task<MeteoAlarmFeed, any Error>?) = lock.withLock {
      if let held = recent[slug], held.at.duration(to: now) < sharedFor { return (held.feed, nil) }
      if let running = inFlight[slug] { return (nil, running) }
      let running = Task { try await self.fetch(slug: slug) }
      inFlight[slug] = running
      return (nil, running)
    }
    if let shared { return shared }
    return try await task!.value
  }

  private func fetch(slug: String) async throws -> MeteoAlarmFeed {
    defer { lock.withLock { inFlight[slug] = nil } }
    let headers = ["Accept": "application/json"].merging(answers.validators(for: slug)) { $1 }
    let url = AlertFetch.url(baseURL, path: "/api/v1/warnings/feeds-\(slug)", query: [])
    let service = MeteoAlarmAlertSource.serviceName
    let feed: MeteoAlarmFeed
    if let answer = try await AlertFetch.body(of: url, headers: headers, client: client, service: service) {
      feed = try MeteoAlarmFeed.decode(answer.body)
      answers.remember(feed, for: slug, headers: answer.headers)
    } else {
      guard let kept = answers.value(for: slug) else {
        throw AlertSourceError(service: service, kind: .malformedBody(detail: "HTTP 304 to a plain request"))
      }
      feed = kept
    }
    lock.withLock { recent[slug] = (feed, .now) }
    return feed
  }
}
