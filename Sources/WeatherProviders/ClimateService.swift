import Foundation
import WeatherCore

/// What the app calls for a place's climate: normals from the ERA5 archive, fetched at most
/// once a year per place (cached on disk), and the last 30 days, fetched at most once a local
/// day. Call it in the background once the forecast is on screen; it never throws.
public final class ClimateService: Sendable {
  private let provider: OpenMeteoArchiveProvider
  private let cache: ClimateCache?
  private let loads = ClimateLoads()
  /// Cached normals younger than this are used without asking (default 365 days).
  public let normalsLifetime: TimeInterval
  /// After a failed archive request, the place is not asked again for this long (default 1 h).
  public let retryDelay: TimeInterval

  public init(
    provider: OpenMeteoArchiveProvider, cache: ClimateCache?, normalsLifetime: TimeInterval = 365 * 86_400,
    retryDelay: TimeInterval = 3600
  ) {
    self.provider = provider
    self.cache = cache
    self.normalsLifetime = normalsLifetime
    self.retryDelay = retryDelay
  }

  /// The record on disk for `location`, without any request: for drawing at once (may be old).
  public func cachedClimate(for location: Location) -> ClimateRecord? {
    cache?.load(location: location)
  }

  /// The place's climate record. Concurrent calls for the same place share one load. A failed
  /// archive request falls back to older cached normals (with a note) and is not repeated for
  /// `retryDelay`; with nothing cached the result is `.failed` with the reason.
  public func climate(for location: Location, now: Date) async -> ClimateResult {
    guard location.hasValidCoordinates else {
      return .failed("\(location.name) has coordinates that are not on Earth; fix the place's coordinates")
    }
    return await loads.run(key: location.roundedKey) {
      await self.load(location, now: now)
    }
  }

  // MARK: - Loading

  private func load(_ location: Location, now: Date) async -> ClimateResult {
    let cached = cache?.load(location: location)
    var notes: [String] = []
    var changed = false
    let normals: ClimateNormals
    let normalsFetchedAt: Date
    let key = location.roundedKey
    if let cached, isFresh(cached.normalsFetchedAt, now: now) {
      (normals, normalsFetchedAt) = (cached.normals, cached.normalsFetchedAt)
    } else {
      do {
        if let message = await loads.recentFailure(key: key, now: now) { throw ClimateError.failedRecently(message) }
        let series: [DailySummary]
        do {
          series = try await provider.archive(for: location, now: now)
        } catch {
          await loads.remember(userFacingMessage(of: error), key: key, until: now.addingTimeInterval(retryDelay))
          throw error
        }
        guard let computed = ClimateNormals.compute(from: series, source: OpenMeteoArchiveProvider.archiveSource)
        else { throw ClimateError.emptyArchive }
        (normals, normalsFetchedAt, changed) = (computed, now, true)
      } catch {
        let message = userFacingMessage(of: error)
        guard let cached else { return .failed(message) }
        notes.append(
          "normals from \(CalendarDay(cached.normalsFetchedAt, timeZone: location.timeZone)) kept: \(message)")
        (normals, normalsFetchedAt) = (cached.normals, cached.normalsFetchedAt)
      }
    }

    var recent = cached?.recentDays ?? []
    var recentFetchedAt = cached?.recentFetchedAt
    let zone = location.timeZone
    let recentIsCurrent =
      recentFetchedAt.map { CalendarDay($0, timeZone: zone) == CalendarDay(now, timeZone: zone) && $0 <= now } ?? false
    if !recentIsCurrent {
      do {
        recent = try await provider.recent(for: location, now: now)
        recentFetchedAt = now
        changed = true
      } catch {
        notes.append("past 30 days not updated: \(userFacingMessage(of: error))")
      }
    }
    let record = ClimateRecord(
      normals: normals, normalsFetchedAt: normalsFetchedAt, recentDays: recent,
      recentSource: OpenMeteoArchiveProvider.recentSource, recentFetchedAt: recentFetchedAt, notes: notes)
    if changed { cache?.store(record, location: location) }
    return .loaded(record)
  }

  private func isFresh(_ fetchedAt: Date, now: Date) -> Bool {
    let age = now.timeIntervalSince(fetchedAt)
    return age >= 0 && age < normalsLifetime
  }
}

/// Why a place has no climate record.
public enum ClimateError: Error, Sendable, Equatable, UserFacingError {
  case emptyArchive
  /// The archive request failed a short while ago with this message; it is not repeated yet.
  case failedRecently(String)

  public var message: String {
    switch self {
    case .emptyArchive:
      "Open-Meteo's archive returned no days for this place; climate comparisons are not available here"
    case .failedRecently(let message):
      message
    }
  }
}

/// One load per place at a time, and the archive failures not to repeat yet.
private actor ClimateLoads {
  private var running: [String: Task<ClimateResult, Never>] = [:]
  private var failures: [String: (message: String, until: Date)] = [:]

  /// Runs `body` for `key` unless a load for it is running; then its result is shared.
  func run(key: String, _ body: @escaping @Sendable () async -> ClimateResult) async -> ClimateResult {
    if let task = running[key] { return await task.value }
    let task = Task { await body() }
    running[key] = task
    let result = await task.value
    running[key] = nil
    return result
  }

  /// The message of an archive failure for `key` that is still within its retry delay.
  func recentFailure(key: String, now: Date) -> String? {
    guard let failure = failures[key], now < failure.until else { return nil }
    return failure.message
  }

  func remember(_ message: String, key: String, until: Date) {
    failures[key] = (message, until)
  }
}
