import FoundationEssentials
import WeatherCore

/// What the app calls for places' climate: normals from the ERA5 archive over the baseline's
/// years, fetched once per place and kept (cached on disk; a baseline that grows with the years
/// is asked again once a year), and the last 30 days, fetched at most once a local day.
/// Call it in the background once the forecasts are on screen; it never throws.
///
/// All places are loaded together: one recent-days request for every place that needs one, and
/// archive requests carrying several places each, asked in the order given (the shown place
/// first) for as long as Open-Meteo's budgets last (`OpenMeteoBudget`). The rest are
/// `.deferred` to a later hour or day, which is not an error: ask again after `retryAt`.
public final class ClimateService: Sendable {
  private let provider: OpenMeteoArchiveProvider
  private let cache: ClimateCache?
  private let budget: OpenMeteoBudget?
  private let loads: ClimateLoads
  /// The years the normals average.
  public let baseline: ClimateBaseline
  /// How long the library's metadata calls normals current (default 365 days); cached normals
  /// are used for as long as they cover `baseline`.
  public let normalsLifetime: TimeInterval
  /// After a failed archive request, the place is not asked again for this long (default 1 h),
  /// and after each further failure four times as long, up to a week (`ClimateLoads`).
  public let retryDelay: TimeInterval

  /// - Parameter budget: the budget shared with the gate (`OpenMeteoGate.budget`); nil asks
  ///   for every place at once, in requests the server accepts.
  public init(
    provider: OpenMeteoArchiveProvider, cache: ClimateCache?, budget: OpenMeteoBudget? = nil,
    baseline: ClimateBaseline = .standard, normalsLifetime: TimeInterval = 365 * 86_400,
    retryDelay: TimeInterval = 3600
  ) {
    self.provider = provider
    self.cache = cache
    self.budget = budget
    self.baseline = baseline
    self.normalsLifetime = normalsLifetime
    self.retryDelay = retryDelay
    loads = ClimateLoads(cache: cache)
  }

  /// The archive requests behind the normals, for a one-off period (a past month's daily
  /// summaries), through the same gate and budget.
  public var archive: OpenMeteoArchiveProvider { provider }

  /// The record on disk for `location`, without any request: for drawing at once (may be old).
  public func cachedClimate(for location: Location) -> ClimateRecord? {
    cache?.load(location: location)
  }

  /// One place's climate; see `climates(for:now:)`.
  public func climate(for location: Location, now: Date) async -> ClimateResult {
    await climates(for: [location], now: now)[0]
  }

  /// Each place's climate record, in the order given. Loads run one after another (a second
  /// call waits for the first, then finds its results in the cache). A failed archive request
  /// falls back to older cached normals (with a note) and is not repeated for `retryDelay`.
  ///
  /// - Parameter waitingForTheMinute: false for a caller that must answer now (`--once`): a
  ///   request that would wait for Open-Meteo's per-minute limit is not sent, and its places
  ///   are `.deferred` to when the minute clears (or keep older normals, with a note).
  public func climates(
    for locations: [Location], now: Date, waitingForTheMinute: Bool = true
  ) async -> [ClimateResult] {
    await loads.exclusive { await self.load(locations, now: now, waitingForTheMinute: waitingForTheMinute) }
  }

  /// When the records of `count` places still waiting can be asked, in order, as the budget
  /// stands and with forecasts refreshing as they do; empty without a budget (nothing holds
  /// them back). The app asks after a forecast refresh, so a record comes by the first refresh
  /// after its time.
  public func expectedRecordTimes(count: Int, now: Date) -> [Date] {
    guard let budget else { return [] }
    let weight = OpenMeteoArchiveProvider.archiveWeight(baseline, inLocalYear: CalendarDay(now, timeZone: .utc).year)
    return budget.recordTimes(count: count, weight: weight, now: now)
  }

  /// How many records a load started at `now` asks for (it plans once, with this hour's and
  /// today's allowance, then sends them one a minute); unlimited without a budget.
  public func recordsAllowed(now: Date) -> Int {
    guard let budget else { return .max }
    let weight = OpenMeteoArchiveProvider.archiveWeight(baseline, inLocalYear: CalendarDay(now, timeZone: .utc).year)
    let allowance = budget.climateAllowance(now: now).weight
    return weight > 0 && allowance.isFinite ? Int((allowance / weight).rounded(.down)) : .max
  }

  // MARK: - Loading

  /// One place's state during a load.
  private struct Entry {
    var location: Location
    var cached: ClimateRecord?
    var normals: (ClimateNormals, fetchedAt: Date)?
    var recent: [DailySummary]
    var recentFetchedAt: Date?
    var notes: [String] = []
    var changed = false
    var outcome: ClimateResult?
  }

  private func load(_ locations: [Location], now: Date, waitingForTheMinute: Bool) async -> [ClimateResult] {
    // Places sharing rounded coordinates are loaded once.
    var firstIndex: [String: Int] = [:]
    var entries: [Entry] = []
    var slots: [Int] = []
    for location in locations {
      if let index = firstIndex[location.roundedKey] {
        slots.append(index)
        continue
      }
      firstIndex[location.roundedKey] = entries.count
      slots.append(entries.count)
      let cached = cache?.load(location: location)
      var entry = Entry(
        location: location, cached: cached, recent: cached?.recentDays ?? [], recentFetchedAt: cached?.recentFetchedAt)
      if !location.hasValidCoordinates {
        entry.outcome = .failed(
          "\(location.name) has coordinates that are not on Earth; fix the place's coordinates")
      } else if let cached, isCurrent(cached, for: location, now: now) {
        entry.normals = (cached.normals, cached.normalsFetchedAt)
      }
      entries.append(entry)
    }

    let wanted = await archivePlan(&entries, now: now)
    let minute = waitingForTheMinute ? nil : budget
    await loadRecent(&entries, archiving: wanted, now: now, minute: minute)
    await loadArchive(&entries, indices: wanted, now: now, minute: minute)

    let results = entries.map(finish)
    return slots.map { results[$0] }
  }

  /// The places whose normals are asked for now, in order, as far as the budget reaches; the
  /// others get their deferral (or keep older normals with a note).
  private func archivePlan(_ entries: inout [Entry], now: Date) async -> [Int] {
    var candidates: [Int] = []
    for index in entries.indices where entries[index].outcome == nil && entries[index].normals == nil {
      if let failure = await loads.recentFailure(key: entries[index].location.roundedKey, now: now) {
        let next = ClimateFailureText.nextTry(failure.until, zone: entries[index].location.databaseZone, now: now)
        keepOldNormals(&entries[index], because: "\(failure.message) (asked again \(next))", orFail: true)
      } else {
        candidates.append(index)
      }
    }
    guard let budget, !candidates.isEmpty else { return candidates }
    let allowance = budget.climateAllowance(now: now)
    var left = allowance.weight
    var wanted: [Int] = []
    for index in candidates {
      let weight = OpenMeteoArchiveProvider.archiveWeight(baseline, inLocalYear: localYear(entries[index], now: now))
      // In order: once a place does not fit, the ones after it wait too (the shown place first).
      guard weight <= left else { break }
      left -= weight
      wanted.append(index)
    }
    let waiting = candidates.filter { !wanted.contains($0) }
    guard !waiting.isEmpty else { return wanted }
    let deferral = deferral(allowance, limits: budget.limits, now: now)
    for index in waiting {
      if entries[index].cached != nil {
        keepOldNormals(&entries[index], because: deferral.message, orFail: false)
      } else {
        entries[index].outcome = .deferred(deferral)
      }
    }
    return wanted
  }

  private func deferral(_ allowance: OpenMeteoBudget.Allowance, limits: OpenMeteoLimits, now: Date)
    -> ClimateDeferral
  {
    let cost = costNote(now: now)
    let isNextDay = allowance.limit == "today's budget"
    let budget = isNextDay ? limits.perDay : limits.perHour - limits.hourlyReserve
    // Mostly set aside for refreshing the forecasts: say so, and what leaves room.
    let reason =
      isNextDay && allowance.forecastReserve >= budget / 2
      ? "today's budget of \(budget.groupedThousands) Open-Meteo calls goes to refreshing the forecasts "
        + "(about \(allowance.forecastReserve.groupedThousands) calls by midnight UTC; fewer places "
        + "or a longer refresh_minutes leave room, as \(cost))"
      : "\(allowance.limit) of \(budget.groupedThousands) Open-Meteo calls is used up (\(cost))"
    let retryAt = allowance.renewsAt ?? Date.distantFuture
    // The budgets renew on the UTC hour and day, so the next try is said in UTC.
    return ClimateDeferral(
      retryAt: retryAt, reason: reason + "; next try at \(Self.utcHourMinute(retryAt, now: now))", isNextDay: isNextDay)
  }

  /// "14:00 UTC" today, "Sat 00:00 UTC" on another UTC day.
  static func utcHourMinute(_ date: Date, now: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 1e12 else { return "later" }
    let minute = Int((seconds / 60).rounded(.up))
    let time = CFormat.string("%02ld:%02ld UTC", minute / 60 % 24, minute % 60)
    let day = CalendarDay(date, timeZone: .utc)
    guard day != CalendarDay(now, timeZone: .utc) else { return time }
    let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday
    return "\(weekdays[((day.dayNumber % 7) + 7) % 7]) \(time)"
  }

  /// One request for the last 30 days of every place that has or is getting normals and whose
  /// recent days are not from today.
  private func loadRecent(_ entries: inout [Entry], archiving wanted: [Int], now: Date, minute: OpenMeteoBudget?) async
  {
    let indices = entries.indices.filter { index in
      let entry = entries[index]
      guard entry.outcome == nil, entry.normals != nil || wanted.contains(index) else { return false }
      let zone = entry.location.databaseZone
      let isCurrent =
        entry.recentFetchedAt.map { CalendarDay($0, timeZone: zone) == CalendarDay(now, timeZone: zone) && $0 <= now }
        ?? false
      return !isCurrent
    }
    guard !indices.isEmpty else { return }
    if let minute, let clears = minute.nextSendTime(now: now) {
      let message = "past 30 days not updated: \(Self.minuteSpent) (until \(Self.clockTime(clears)))"
      for index in indices { entries[index].notes.append(message) }
      return
    }
    do {
      let days = try await provider.recent(for: indices.map { entries[$0].location }, now: now)
      for (index, recent) in zip(indices, days) {
        entries[index].recent = recent
        entries[index].recentFetchedAt = now
        entries[index].changed = true
      }
    } catch {
      let message = "past 30 days not updated: \(userFacingMessage(of: error))"
      for index in indices { entries[index].notes.append(message) }
    }
  }

  /// The archive requests: consecutive places sharing a span, as many per request as one
  /// request may weigh (one place a request with the free tier's minute).
  private func loadArchive(_ entries: inout [Entry], indices: [Int], now: Date, minute: OpenMeteoBudget?) async {
    let cap = min(budget?.limits.climateRequestCap ?? .infinity, Self.requestWeightCap)
    var batches: [(year: Int, indices: [Int])] = []
    for index in indices {
      let year = localYear(entries[index], now: now)
      let perRequest = max(1, Int(cap / OpenMeteoArchiveProvider.archiveWeight(baseline, inLocalYear: year)))
      if let last = batches.last, baseline.lastYear(inLocalYear: last.year) == baseline.lastYear(inLocalYear: year),
        last.indices.count < perRequest
      {
        batches[batches.count - 1].indices.append(index)
      } else {
        batches.append((year, [index]))
      }
    }
    for batch in batches {
      // What the first request of the batch weighs (a record heavier than `cap` goes in parts).
      let (first, last) = baseline.days(inLocalYear: batch.year)
      let parts = OpenMeteoArchiveProvider.parts(from: first, through: last, places: batch.indices.count, cap: cap)
      let firstPart = parts[0]
      if let minute,
        let clears = minute.nextSendTime(
          now: now, purpose: .climate,
          weight: OpenMeteoArchiveProvider.archiveWeight(
            places: batch.indices.count, from: firstPart.0, through: firstPart.1))
      {
        // Not waited for: the caller answers now; these places come at a later run.
        let deferral = ClimateDeferral(
          retryAt: clears, reason: "\(Self.minuteSpent) until \(Self.clockTime(clears))", isNextDay: false)
        for index in batch.indices {
          if entries[index].cached != nil {
            keepOldNormals(&entries[index], because: deferral.reason, orFail: false)
          } else {
            entries[index].outcome = .deferred(deferral)
          }
        }
        continue
      }
      do {
        let series = try await provider.archive(
          for: batch.indices.map { entries[$0].location }, from: first, through: last, now: now)
        for (index, days) in zip(batch.indices, series) {
          if let normals = ClimateNormals.compute(from: days, source: OpenMeteoArchiveProvider.archiveSource) {
            entries[index].normals = (normals, now)
            entries[index].changed = true
            await loads.forget(key: entries[index].location.roundedKey)
          } else {
            keepOldNormals(&entries[index], because: ClimateError.emptyArchive.message, orFail: true)
          }
        }
      } catch {
        let message = userFacingMessage(of: error)
        for index in batch.indices {
          await loads.remember(message, key: entries[index].location.roundedKey, now: now, delay: retryDelay)
          keepOldNormals(&entries[index], because: message, orFail: true)
        }
      }
    }
  }

  /// Keeps the cached (older) normals with a note; without any, fails or leaves the outcome.
  private func keepOldNormals(_ entry: inout Entry, because message: String, orFail: Bool) {
    guard let cached = entry.cached else {
      if orFail { entry.outcome = .failed(message) }
      return
    }
    entry.notes.append(
      "normals from \(CalendarDay(cached.normalsFetchedAt, timeZone: entry.location.databaseZone)) kept: \(message)")
    entry.normals = (cached.normals, cached.normalsFetchedAt)
  }

  private func finish(_ entry: Entry) -> ClimateResult {
    if let outcome = entry.outcome { return outcome }
    guard let (normals, fetchedAt) = entry.normals else {
      return .failed(ClimateError.emptyArchive.message)
    }
    let record = ClimateRecord(
      normals: normals, normalsFetchedAt: fetchedAt, recentDays: entry.recent,
      recentSource: OpenMeteoArchiveProvider.recentSource, recentFetchedAt: entry.recentFetchedAt, notes: entry.notes)
    if entry.changed { cache?.store(record, location: entry.location) }
    return .loaded(record)
  }

  /// Whether the cached normals cover the baseline's years (another setting, or a new year
  /// for a growing baseline, asks again) and were not fetched in the future.
  private func isCurrent(_ cached: ClimateRecord, for location: Location, now: Date) -> Bool {
    let zone = location.databaseZone
    return cached.normalsFetchedAt <= now.addingTimeInterval(60)
      && baseline.isCovered(
        by: cached.normals, fetchedInLocalYear: CalendarDay(cached.normalsFetchedAt, timeZone: zone).year,
        inLocalYear: CalendarDay(now, timeZone: zone).year)
  }

  /// The place's local year at `now`.
  private func localYear(_ entry: Entry, now: Date) -> Int {
    CalendarDay(now, timeZone: entry.location.databaseZone).year
  }

  /// "30 years of daily data (1991–2020) cost about 313 calls a place".
  public func costNote(now: Date) -> String {
    let year = CalendarDay(now, timeZone: .utc).year
    let (first, last) = baseline.days(inLocalYear: year)
    let weight = OpenMeteoArchiveProvider.archiveWeight(baseline, inLocalYear: year)
    return "\(last.year - first.year + 1) years of daily data (\(baseline)) cost about "
      + "\(weight.groupedThousands) calls a place"
  }

  /// Why a request that must not wait was not sent.
  static let minuteSpent = "Open-Meteo's per-minute limit is spent by an earlier climate request"

  /// "13:06:10 UTC": the minute clears within a minute, so seconds matter and no zone is assumed.
  static func clockTime(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 1e12 else { return "later" }
    let second = (Int(seconds.rounded(.up)) % 86_400 + 86_400) % 86_400
    return CFormat.string("%02ld:%02ld:%02ld UTC", second / 3600, second / 60 % 60, second % 60)
  }

  /// Open-Meteo refuses (400) a request weighing more than its hourly limit
  /// (ApiKeyManager.swift: "Your API call requests too much data").
  static let requestWeightCap = OpenMeteoLimits.standard.perHour
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
