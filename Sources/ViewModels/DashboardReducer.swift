import FoundationEssentials
import Glibc
import WeatherCore

extension DashboardState {
  /// Applies `action` to `state` and returns the work to do outside, if any. Pure: no clock,
  /// no I/O; the same state and action always give the same result.
  public static func reduce(_ state: inout DashboardState, _ action: DashboardAction) -> DashboardEffect? {
    switch action {
    case .tick(let now):
      state.now = now
      guard let due = state.nextRefreshAt, now >= due else { return state.dueAlertRetries() }
      return state.startRefresh(now: now, bypassCache: false)

    case .refreshTimerFired(let now):
      state.now = now
      return state.startRefresh(now: now, bypassCache: false)

    case .refreshRequested(let now, let bypassCache):
      state.now = now
      return state.startRefresh(now: now, bypassCache: bypassCache)

    case .warningPosted(let text, let now):
      state.now = now
      state.warningNotice = Notice(text: text, until: now.addingTimeInterval(Self.warningNoticeDuration))
      state.log(.warning, text, at: now)
      return nil

    case .refreshKeyPressed(let now):
      state.now = now
      // A request now would only be refused again: say until when, and change nothing else.
      if let until = state.rateLimitedUntil, now < until {
        state.rateLimitNotice = until
        return nil
      }
      return state.startRefresh(now: now, bypassCache: true, manual: true)

    case .forecastsLoaded(let outcomes, let now, let jitter, let retryAt):
      state.apply(outcomes, now: now, jitter: jitter, retryAt: retryAt)
      // Weather first, then the air, then climate: the order a person would want them in.
      let effects = [state.watchAlerts(), state.startAirQualityLoad(), state.startClimateLoads()].compactMap { $0 }
      return effects.count > 1 ? .all(effects) : effects.first

    case .openMeteoWait(let until):
      state.openMeteoWaitUntil = until
      return nil

    case .cachedForecastShown(let location, let weather, let fetchedAt):
      let snapshot = WeatherSnapshot(weather: weather, fetchedAt: fetchedAt)
      for index in state.places.indices where state.places[index].location == location {
        guard state.places[index].snapshot == nil else { continue }
        // A refresh in flight keeps its "updating" state; the data shows meanwhile.
        state.places[index].forecast =
          state.refreshStartedAt == nil ? .loaded(snapshot) : .loading(previous: snapshot)
      }
      return nil

    case .airQualityLoaded(let locations, let outcomes, let now):
      state.apply(airQuality: outcomes, for: locations, now: now)
      return nil

    case .climateLoaded(let location, let result):
      for index in state.places.indices where state.places[index].snapshot?.weather.location == location {
        state.places[index].climate = ClimateStatus(result)
      }
      // Records in: the plan may shorten the interval again, from the next refresh on.
      if let plan = state.refreshPlan, let next = state.nextRefreshAt, let last = state.lastRefresh,
        last.addingTimeInterval(plan.interval) < next
      {
        state.nextRefreshAt = max(state.now, last.addingTimeInterval(plan.interval))
      }
      state.announceStretch()
      return nil

    // The user's picks are remembered for the next start; the rotation's are not.
    case .selectNext:
      state.select(state.selectedIndex + 1)
      return state.rememberedView

    case .selectPrevious:
      state.select(state.selectedIndex - 1)
      return state.rememberedView

    case .selectIndex(let index):
      guard state.places.indices.contains(index) else { return nil }
      state.select(index)
      return state.rememberedView

    case .toggleOverview:
      state.showsOverview.toggle()
      return nil

    case .openPlace(let index):
      guard state.places.indices.contains(index) else { return nil }
      state.select(index)
      state.showsOverview = false
      return state.rememberedView

    case .scrollHours(let delta):
      state.hourScroll = min(max(0, state.hourScroll + delta), state.maximumHourScroll)
      return nil

    case .openSearch, .searchTyped, .searchDeleteBackward, .searchCleared, .searchDue, .searchLoaded,
      .searchMoveSelection, .searchConfirmed, .removeRequested, .removeAnswered, .movePlace, .placesReloaded:
      // The warning-area box takes typing like the search box.
      if state.overlay == .alertArea { return state.reduceAlertArea(action) }
      return state.reducePlaces(action)

    case .openAlertAreas, .alertAreasLoaded, .alertsRefreshed:
      return state.reduceAlertArea(action)

    case .rotationTimerFired(let now):
      state.now = now
      guard let interval = state.rotationInterval, interval > 0,
        state.places.count > 1 || (state.overviewInRotation && !state.places.isEmpty),
        state.overlay == .none, state.rotationPausedUntil.map({ now >= $0 }) ?? true
      else { return nil }
      state.rotationPausedUntil = nil
      if !state.overviewInRotation {
        state.select(state.selectedIndex + 1)
      } else if state.showsOverview {
        // Home to a place: the one the overview has picked out.
        state.showsOverview = false
      } else {
        // Back home, with the next place picked out for the next turn.
        state.showsOverview = true
        state.select(state.selectedIndex + 1)
      }
      return nil

    case .keyPressed(let now):
      state.now = max(state.now, now)
      state.rateLimitNotice = nil
      state.flashNotice = nil
      if state.rotationInterval != nil { state.rotationPausedUntil = now.addingTimeInterval(Self.rotationPause) }
      return nil

    case .noticePosted(let text, let now):
      state.now = max(state.now, now)
      state.flash(text)
      return nil

    case .saveFailed(let text, let now):
      state.now = max(state.now, now)
      state.flashNotice = nil
      state.warningNotice = Notice(text: text, until: now.addingTimeInterval(Self.warningNoticeDuration))
      state.log(.warning, text, at: now)
      return nil

    case .cycleUnits:
      state.units = state.units.next
      state.flash("units: \(state.units.rawValue)")
      return state.rememberedView

    case .cycleTheme:
      guard state.themeCount > 0 else {
        state.flash("no other theme to switch to")
        return nil
      }
      state.themeIndex = (state.themeIndex + 1) % state.themeCount
      state.flash("theme: \(state.themeName ?? "")")
      return state.rememberedView

    case .showHelp:
      state.overlay = .help
      return nil

    case .toggleHelp:
      state.overlay = state.overlay == .help ? .none : .help
      return nil

    case .openAlert:
      if state.activeAlertCount > 0 { state.overlay = .alert(index: 0, offset: 0) }
      return nil

    case .showAlert(let step):
      guard case .alert(let index, _) = state.overlay, state.activeAlertCount > 0 else { return nil }
      let count = state.activeAlertCount
      state.overlay = .alert(index: ((index + step) % count + count) % count, offset: 0)
      return nil

    case .scrollAlert(let delta, let maxOffset):
      guard case .alert(let index, let offset) = state.overlay else { return nil }
      state.overlay = .alert(index: index, offset: min(max(0, offset + delta), max(0, maxOffset)))
      return nil

    case .toggleStatus:
      if case .status = state.overlay {
        state.overlay = .none
      } else {
        state.overlay = .status(offset: 0)
      }
      return nil

    case .scrollStatus(let delta, let maxOffset):
      guard case .status(let offset) = state.overlay else { return nil }
      state.overlay = .status(offset: min(max(0, offset + delta), max(0, maxOffset)))
      return nil

    case .toggleStatistics:
      state.overlay = state.overlay == .statistics ? .none : .statistics
      return nil

    case .closeOverlay:
      // The search box of a first run stays: without a place there is nothing else to show.
      if state.overlay == .search && state.places.isEmpty { return nil }
      state.overlay = .none
      return nil

    case .resized(let columns, let rows, let hourColumns):
      state.screenColumns = max(0, columns)
      state.screenRows = max(0, rows)
      state.visibleHourColumns = max(1, hourColumns)
      state.hourScroll = min(state.hourScroll, state.maximumHourScroll)
      return nil

    case .quit, .hangup:
      state.quitRequested = true
      return .quit
    }
  }

  // MARK: - Refresh

  /// Marks every place loading (keeping what it shows) and asks for one fetch of all places,
  /// unless a refresh is already in flight (and not presumed lost).
  mutating func startRefresh(now: Date, bypassCache: Bool, manual: Bool = false) -> DashboardEffect? {
    guard !places.isEmpty, !quitRequested else { return nil }
    if let started = refreshStartedAt, now.timeIntervalSince(started) < Self.refreshTimeout {
      return nil
    }
    refreshStartedAt = now
    refreshIsManual = manual
    refreshLocations = places.map(\.location)
    for index in places.indices {
      places[index].forecast = .loading(previous: places[index].snapshot)
    }
    return .fetchForecasts(places: places.map(\.location), bypassCache: bypassCache)
  }

  /// `weather` with the alerts of `snapshot`, when there is one.
  private static func alerts(of snapshot: WeatherSnapshot?, on weather: Weather) -> Weather {
    guard let snapshot else { return weather }
    var weather = weather
    weather.alerts = snapshot.weather.alerts
    weather.datasetMetadata[.weatherAlerts] = snapshot.weather.datasetMetadata[.weatherAlerts]
    return weather
  }

  /// Stores one outcome per place, matched by location to the order of the fetch (places may
  /// have been added, removed or moved meanwhile; one added since waits for the next). A failure
  /// keeps the previous data with its original fetch time (so its age stays true), logs the
  /// failure for the status view, and schedules the next
  /// attempt by the backoff, unless it came from `r`: then the schedule stays as it was.
  private mutating func apply(_ outcomes: [ForecastOutcome], now: Date, jitter: Double, retryAt: Date?) {
    self.now = now
    refreshStartedAt = nil
    let manual = refreshIsManual
    refreshIsManual = false
    rateLimitedUntil = retryAt.flatMap { $0 > now ? $0 : nil }
    lastRefresh = now
    var anyFailed = false
    let fetched = refreshLocations.isEmpty ? places.map(\.location) : refreshLocations
    refreshLocations = []
    for index in places.indices {
      let previous = places[index].snapshot
      // By rounded coordinates, as everywhere: a place whose alert area changed while the
      // fetch was out is still the place fetched.
      let key = places[index].location.roundedKey
      guard let position = fetched.firstIndex(where: { $0.roundedKey == key }) else { continue }
      // Its alerts were asked for the old area; those asked again for the new one stay.
      let keepAlerts = fetched[position].alertArea != places[index].location.alertArea ? previous : nil
      guard position < outcomes.count else {
        anyFailed = true
        places[index].forecast = .failed(
          message: "no forecast came back for this place; it will be retried", previous: previous)
        continue
      }
      switch outcomes[position] {
      case .success(let weather, let fetchedAt):
        places[index].forecast = .loaded(
          WeatherSnapshot(weather: Self.alerts(of: keepAlerts, on: weather), fetchedAt: fetchedAt))
        noteAlertAnswer(at: index)
      case .staleFallback(let weather, let fetchedAt, let message):
        anyFailed = true
        // Keep whichever data is newer: what is on screen already, or the cached copy.
        let cached = WeatherSnapshot(weather: Self.alerts(of: keepAlerts, on: weather), fetchedAt: fetchedAt)
        let shown = previous.map { $0.fetchedAt >= fetchedAt ? $0 : cached } ?? cached
        places[index].forecast = .failed(message: message, previous: shown)
      case .failure(let message):
        anyFailed = true
        places[index].forecast = .failed(message: message, previous: previous)
      }
    }
    hourScroll = min(hourScroll, maximumHourScroll)
    let fetchedKeys = Set(fetched.map(\.roundedKey))
    let failures = places.filter { fetchedKeys.contains($0.location.roundedKey) }.compactMap(\.forecast.failureMessage)
    for message in Set(failures).sorted() {
      log(.refreshFailed, message, at: now)
    }
    if anyFailed, manual, let scheduled = nextRefreshAt {
      // Pressing `r` again and again must not push the automatic retry further out.
      nextRefreshAt = max(scheduled, rateLimitedUntil ?? scheduled)
      return
    }
    consecutiveFailures = anyFailed ? consecutiveFailures + 1 : 0
    announceStretch()
    var wait = plannedRefreshInterval
    if anyFailed {
      wait = RetryBackoff.delay(failures: consecutiveFailures, jitter: jitter, now: now, retryAt: retryAt)
    } else if let retryAt {
      wait = max(wait, retryAt.timeIntervalSince(now))
    }
    nextRefreshAt = now.addingTimeInterval(wait)
  }

  /// Says once on screen (and in the log) that the plan stretched the refresh interval, and why.
  mutating func announceStretch() {
    guard let plan = refreshPlan else { return }
    guard plan.isStretched else {
      announcedStretch = nil
      return
    }
    guard announcedStretch != plan.interval else { return }
    announcedStretch = plan.interval
    let text = "Refreshing \(plan.summary) (details: i)"
    warningNotice = Notice(text: text, until: now.addingTimeInterval(Self.warningNoticeDuration))
    log(.warning, text, at: now)
  }

  /// Answers a key in the footer until the next key.
  mutating func flash(_ text: String) {
    flashNotice = Notice(text: text, until: now.addingTimeInterval(Self.flashNoticeDuration))
  }

  // MARK: - Climate

  /// Asks for the climate of every place that has a forecast but no climate yet, whose last
  /// attempt failed (the service itself limits retries and serves a year-long cache), or whose
  /// deferral's budget has renewed. The shown place comes first: when the request budget runs
  /// short, it is the one that gets its normals.
  mutating func startClimateLoads() -> DashboardEffect? {
    var locations: [Location] = []
    for index in climateLoadOrder {
      guard let location = places[index].snapshot?.weather.location else { continue }
      switch places[index].climate {
      case nil, .failed?:
        places[index].climate = .loading
        locations.append(location)
      case .deferred(let deferral)?:
        // Still deferred while it is asked again: the answer comes at once when the budget
        // is still short, and "loading" would flicker.
        if now >= deferral.retryAt { locations.append(location) }
      case .loading?, .loaded?:
        continue
      }
    }
    return locations.isEmpty ? nil : .fetchClimate(locations: locations)
  }

  // MARK: - Selection

  /// Selects `index` modulo the number of places (so next/previous wrap around) and starts
  /// the new place's hourly strip at its beginning.
  mutating func select(_ index: Int) {
    guard !places.isEmpty else { return }
    let wrapped = ((index % places.count) + places.count) % places.count
    if wrapped != selectedIndex { hourScroll = 0 }
    selectedIndex = wrapped
  }
}
