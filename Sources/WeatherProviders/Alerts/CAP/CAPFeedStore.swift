import FoundationEssentials
import WeatherCore

/// One national CAP feed as every place of a refresh shares it: the index asked for once (again
/// only after `sharedFor`, and then conditionally when the service sent a validator), and each
/// message it links fetched once and kept while the index lists it (a CAP message never
/// changes: a change is a new message that references the old one).
///
/// Messages read are kept in the cache folder too (`alerts/cap-<id>/`, one file a message, the
/// ones the index no longer lists removed), so a later run (`--once` from cron) asks for the
/// index and the new messages only.
///
/// A refresh fetches at most `newMessagesPerRefresh` messages not read before, four at a time,
/// so a service's first answer of hundreds of warnings is read over several refreshes rather
/// than at once. A message the service no longer has (404, 410) or that is not CAP is not asked
/// for again while listed; any other failure is thrown, and what was read is kept for the next
/// try.
final class CAPFeedStore: @unchecked Sendable {
  static let sharedFor: Duration = .seconds(60)
  static let newMessagesPerRefresh = 60
  static let concurrentFetches = 4

  /// What the feed lists, as far as it has been read.
  struct Snapshot: Sendable {
    var messages: [CAPMessage]
    /// Messages listed but not read yet (over this refresh's budget).
    var unread: Int
    var listed: Int
  }

  let feed: NationalAlertFeed
  let serviceName: String
  private let client: HTTPClient
  /// Where the index is asked for: the feed's own address, or an override's.
  private let baseURL: URL
  private let headers: [String: String]
  private let lock = ThreadLock()
  private var recent: [String: (snapshot: Snapshot, at: ContinuousClock.Instant)] = [:]
  private var inFlight: [String: Task<Snapshot, any Error>] = [:]
  /// Messages read, by index path and link.
  private var messages: [String: [URL: CAPMessage]] = [:]
  /// Links that answered 404 or 410 or held no CAP message, by index path.
  private var unreadable: [String: Set<URL>] = [:]
  private let answers = ConditionalAnswers<CAPFeedIndex>()

  private let sharedFor: Duration
  private let cache: CacheDirectory?

  init(
    feed: NationalAlertFeed, client: HTTPClient, baseURL: URL?, userAgent: String, serviceName: String,
    cache: CacheDirectory? = nil, sharedFor: Duration = CAPFeedStore.sharedFor
  ) {
    self.feed = feed
    self.cache = cache
    self.sharedFor = sharedFor
    self.client = client
    self.baseURL = baseURL ?? feed.baseURL
    self.serviceName = serviceName
    headers = [
      "User-Agent": userAgent,
      "Accept": "application/cap+xml, application/atom+xml, application/rss+xml, application/xml;q=0.9, text/xml;q=0.9",
    ]
  }

  /// The feed in `language`, fetched or shared.
  func snapshot(language: String) async throws -> Snapshot {
    let path = feed.path(language: language)
    let now = ContinuousClock.now
    let (shared, task): (Snapshot?, Task<Snapshot, any Error>?) = lock.withLock {
      if let held = recent[path], held.at.duration(to: now) < sharedFor { return (held.snapshot, nil) }
      if let running = inFlight[path] { return (nil, running) }
      let running = Task { try await self.fetch(path: path) }
      inFlight[path] = running
      return (nil, running)
    }
    if let shared { return shared }
    return try await task!.value
  }

  // MARK: - Fetching

  private func fetch(path: String) async throws -> Snapshot {
    defer { lock.withLock { inFlight[path] = nil } }
    let index = try await fetchIndex(path: path)
    var links: [URL] = []
    var inline: [CAPMessage] = []
    for entry in index.entries {
      switch entry {
      case .message(let message): inline.append(message)
      case .link(let url):
        if let url = resolve(url), !links.contains(url), !isIndex(url, path: path) { links.append(url) }
      }
    }
    let (known, refused) = lock.withLock { (messages[path] ?? [:], unreadable[path] ?? []) }
    var stored: [URL: CAPMessage] = [:]
    for url in links where known[url] == nil && !refused.contains(url) {
      if let body = cache?.read(fileName(url)), let message = try? CAPMessage.parse(body) { stored[url] = message }
    }
    let missing = links.filter { known[$0] == nil && stored[$0] == nil && !refused.contains($0) }
    let fetched = try await fetchMessages(Array(missing.prefix(Self.newMessagesPerRefresh)), path: path)
    for (url, _, body) in fetched.read { cache?.write(body, to: fileName(url)) }
    keepOnDisk(links, path: path)
    let snapshot: Snapshot = lock.withLock {
      var held = messages[path] ?? [:]
      held.merge(stored) { $1 }
      for (url, message, _) in fetched.read { held[url] = message }
      // Only what the index lists now is kept.
      let listed = Set(links)
      held = held.filter { listed.contains($0.key) }
      messages[path] = held
      unreadable[path] = (unreadable[path] ?? []).union(fetched.refused).intersection(listed)
      let read = links.compactMap { held[$0] }
      let unread = links.count - read.count - (unreadable[path]?.count ?? 0)
      let snapshot = Snapshot(messages: inline + read, unread: max(0, unread), listed: links.count + inline.count)
      // A refresh that failed part-way is not shared: the next place asks again.
      if fetched.failure == nil { recent[path] = (snapshot, .now) }
      return snapshot
    }
    if let failure = fetched.failure { throw failure }
    return snapshot
  }

  /// The index at `path`, conditionally when an earlier answer carried a validator.
  private func fetchIndex(path: String) async throws -> CAPFeedIndex {
    let url = indexURL(path: path)
    let request = headers.merging(answers.validators(for: path)) { $1 }
    guard let answer = try await AlertFetch.body(of: url, headers: request, client: client, service: serviceName) else {
      guard let kept = answers.value(for: path) else {
        throw AlertSourceError(service: serviceName, kind: .malformedBody(detail: "HTTP 304 to a plain request"))
      }
      return kept
    }
    let index: CAPFeedIndex
    do {
      index = try CAPFeedIndex.parse(answer.body, base: url)
    } catch let error as CAPError {
      throw AlertSourceError(service: serviceName, kind: .malformedBody(detail: error.problem))
    }
    answers.remember(index, for: path, headers: answer.headers)
    return index
  }

  /// `urls` fetched `concurrentFetches` at a time: the messages read, the links that will never
  /// give one, and the first other failure.
  private func fetchMessages(_ urls: [URL], path: String) async throws -> (
    read: [(URL, CAPMessage, Data)], refused: Set<URL>, failure: Error?
  ) {
    var read: [(URL, CAPMessage, Data)] = []
    var refused: Set<URL> = []
    var failure: Error?
    var next = 0
    try await withThrowingTaskGroup(of: (URL, Result<(CAPMessage, Data)?, Error>).self) { group in
      func start() {
        guard next < urls.count else { return }
        let url = urls[next]
        next += 1
        group.addTask { (url, await self.fetchMessage(url)) }
      }
      for _ in 0..<Self.concurrentFetches { start() }
      while let (url, result) = try await group.next() {
        switch result {
        case .success(let answer?): read.append((url, answer.0, answer.1))
        case .success(nil): refused.insert(url)
        case .failure(let error): failure = failure ?? error
        }
        start()
      }
    }
    return (read, refused, failure)
  }

  /// One message and its bytes; nil when the service says it is gone or the answer is not CAP.
  private func fetchMessage(_ url: URL) async -> Result<(CAPMessage, Data)?, Error> {
    do {
      let body = try await AlertFetch.freshBody(of: url, headers: headers, client: client, service: serviceName)
      return .success((try? CAPMessage.parse(body)).map { ($0, body) })
    } catch let error as AlertSourceError {
      if case .placeUnknown = error.kind { return .success(nil) }
      if case .badRequest(let status) = error.kind, status == 410 { return .success(nil) }
      return .failure(error)
    } catch {
      return .failure(error)
    }
  }

  // MARK: - The cache folder

  /// The folder of this feed's messages in the cache folder.
  private var folder: String { "alerts/cap-" + feed.id.lowercased() }

  /// Where the message at `url` is kept.
  private func fileName(_ url: URL) -> String {
    folder + "/" + CacheDirectory.fileName(for: url.absoluteString) + ".xml"
  }

  /// Removes the kept messages the index at `path` no longer lists, by the list of them kept
  /// beside them (`listed-<path>`), which is then the index's.
  private func keepOnDisk(_ links: [URL], path: String) {
    guard let cache else { return }
    let list = folder + "/listed-" + CacheDirectory.fileName(for: path)
    let now = Set(links.map(fileName))
    let before =
      cache.read(list).map { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) } ?? []
    for name in before where !now.contains(name) && name.hasPrefix(folder + "/") && !name.contains("..") {
      cache.remove(name)
    }
    cache.write(Data(now.sorted().joined(separator: "\n").utf8), to: list)
  }

  // MARK: - Addresses

  func indexURL(path: String) -> URL {
    AlertFetch.url(baseURL, path: path, query: [])
  }

  /// Whether `url` is the index itself (on either scheme): Jamaica's index says "There are no
  /// active watches, warnings or advisories" in an entry that links back to the index.
  func isIndex(_ url: URL, path: String) -> Bool {
    let index = indexURL(path: path)
    return url.host?.lowercased() == index.host?.lowercased() && url.port == index.port && url.path == index.path
      && url.query == index.query
  }

  /// The address to fetch a listed message from, or nil when it is not to be fetched: only
  /// http(s) on the service's own host or its parent domain ("alerts.metservice.com" →
  /// "*.metservice.com"), so a feed cannot send us elsewhere. When the service's address is
  /// overridden (a stand-in, a caching proxy), links on its own host are moved to the override
  /// and links elsewhere are not followed.
  func resolve(_ link: URL) -> URL? {
    guard let host = link.host?.lowercased(), let ownHost = feed.baseURL.host?.lowercased() else { return nil }
    if baseURL != feed.baseURL {
      if link.host == baseURL.host && link.port == baseURL.port { return link }
      guard host == ownHost,
        var components = URLComponents(
          url: AlertFetch.url(baseURL, path: link.path, query: []), resolvingAgainstBaseURL: false)
      else { return nil }
      components.percentEncodedQuery = URLComponents(url: link, resolvingAgainstBaseURL: false)?.percentEncodedQuery
      return components.url
    }
    let labels = ownHost.split(separator: ".")
    let parent = labels.count >= 3 ? labels.dropFirst().joined(separator: ".") : ownHost
    return host == ownHost || host == parent || host.hasSuffix("." + parent) ? link : nil
  }
}
