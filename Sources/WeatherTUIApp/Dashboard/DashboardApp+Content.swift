import FoundationEssentials
import Panes
import Render
import UserFiles
import ViewModels
import WeatherCore
import WeatherProviders

// MARK: - What the screen shows

/// The dashboard's state turned into what its views draw: the content, the status view and
/// its report, and the footer's notices.
extension DashboardApp {
  func content(for state: DashboardState) -> DashboardContent {
    let place = state.selectedPlace
    let snapshot = place?.snapshot
    // The program's own times (retries, the rotation's pause) are on the machine's clock, as
    // the status view's and the footer's are; the place's clock is for its weather.
    let zone = state.localTimeZone
    var content = DashboardContent(
      weather: snapshot?.weather,
      placeName: place?.location.fullName ?? "",
      placeIndex: state.selectedIndex, placeCount: state.places.count,
      units: state.units, now: state.now, hourScroll: state.hourScroll,
      isStale: place.map(state.isStale) ?? false,
      isLoading: place?.forecast.isLoading ?? false,
      errorText: place?.forecast.failureMessage,
      fetchedAt: snapshot?.fetchedAt,
      nextRefresh: state.nextRefreshAt,
      overlay: overlay(for: state),
      glyphs: glyphs,
      gradient: state.isQuietHours ? nil : theme.barGradient(for: depth),
      climate: place?.climate,
      placeTabs: zip(state.places, Location.distinctNames(state.places.map(\.location))).map {
        Self.tab($0, name: $1, state: state)
      },
      notice: Self.notice(for: state, timeZone: zone, hourCycle: settings.hourCycle),
      hourCycle: settings.hourCycle,
      refreshFailedAt: place.flatMap(state.refreshFailedAt),
      climateCoverage: ClimateCoverage(state.places.map(\.climate)))
    content.waitNotice = Self.waitNotice(for: state, timeZone: zone, hourCycle: settings.hourCycle)
    content.newAlertIDs = state.alertWatch.highlighted(at: state.now)
    content.alertRetryAt = place.flatMap(state.alertRetryAt)
    content.prefersBigFigures = settings.bigFigures
    content.lettering = lettering
    if let place {
      content.airQuality = place.airQuality.value
      content.airQualityScale = state.airQualityScale(for: place)
    }
    if state.showsOverview && !state.places.isEmpty {
      content.overview = overviewCards(for: state)
      content.fetchedAt = state.lastRefresh
      content.isLoading = state.isRefreshing
      content.refreshFailedAt = state.places.contains { $0.forecast.failureMessage != nil } ? state.lastRefresh : nil
    }
    return content
  }

  /// The status view, scrolled as the state says, with its keys from `KeyTable.status`.
  func statusView(for state: DashboardState) -> StatusView {
    var offset = 0
    if case .status(let scrolled) = state.overlay { offset = scrolled }
    return StatusView(
      report: statusReport(for: state),
      style: PaneStyle(glyphs: glyphs, units: state.units, hourCycle: settings.hourCycle), offset: offset,
      hints: KeyTable.status.hints(glyphs: glyphs))
  }

  /// The status view's report: every place's data and failure, the schedule, the notice log.
  func statusReport(for state: DashboardState) -> StatusReport {
    let names = Location.distinctNames(state.places.map(\.location))
    let expected = Self.climateExpectations(
      for: state, times: { services.climate.expectedRecordTimes(count: $0, now: state.now) },
      allowedNow: services.climate.recordsAllowed(now: state.now))
    var report = StatusReport(
      places: zip(state.places.indices, names).map { index, name in
        let place = state.places[index]
        var report = StatusReport.Place(
          name: name, fetchedAt: place.snapshot?.fetchedAt,
          staleAt: place.snapshot?.staleAt(refreshInterval: state.plannedRefreshInterval),
          isStale: state.isStale(place),
          isUpdating: place.forecast.isLoading, failure: place.forecast.failureMessage,
          failedAt: state.refreshFailedAt(place), climateFailure: place.climate?.failure,
          climateExpectedBy: expected[index])
        if case .unavailable(let reason) = place.snapshot?.weather.alerts {
          report.alertsFailure = reason
          report.alertsRetryAt = state.alertRetryAt(place)
        }
        return report
      },
      notices: state.noticeLog.map {
        StatusReport.Notice(
          isWarning: $0.kind == .warning, text: $0.text, firstAt: $0.firstAt, lastAt: $0.lastAt, count: $0.count)
      },
      providerName: services.forecasts.providerName, refreshInterval: state.plannedRefreshInterval,
      nextRefresh: state.nextRefreshAt, rateLimitedUntil: state.rateLimitedUntil, now: state.now,
      timeZone: state.localTimeZone, climateCoverage: ClimateCoverage(state.places.map(\.climate)),
      climateRetryAt: state.places.compactMap { $0.climate?.deferral?.retryAt }.min())
    report.plan = state.refreshPlan
    report.climateCost = services.climate.costNote(now: state.now)
    report.minuteWaitUntil = state.openMeteoWaitUntil
    let chosen = state.themeName == Theme.automaticName ? " (default)" : ""
    report.display = "Theme \(theme.name)\(chosen); terminal background \(background.description)"
    return report
  }

  /// When each waiting place's climate record is expected, by index: places are asked in the
  /// order the dashboard asks them (the shown place first); a load under way brings the first
  /// `allowedNow` of them one a minute, the others come at the first refresh after the budget has
  /// room for them (`times(count)` gives those instants).
  static func climateExpectations(for state: DashboardState, times: (Int) -> [Date], allowedNow: Int) -> [Int: Date] {
    let waiting = state.climateLoadOrder.filter { DashboardState.awaitsClimateRecord(state.places[$0]) }
    guard !waiting.isEmpty else { return [:] }
    let interval = state.plannedRefreshInterval
    let next = state.nextRefreshAt ?? state.now
    var expected: [Int: Date] = [:]
    var batch: (refresh: Date, count: Int)?
    var inFlight = 0
    for (index, time) in zip(waiting, times(waiting.count)) {
      // A load under way asks its places now, one a minute, as far as the budget reached when it
      // began; the others at the first refresh at or after `time` (refreshes come every
      // `interval`), then one a minute. Each is given half a minute to download.
      if state.places[index].climate == .loading, inFlight < allowedNow {
        inFlight += 1
        expected[index] = time.addingTimeInterval(30)
        continue
      }
      let steps = time > next ? (time.timeIntervalSince(next) / interval).rounded(.up) : 0
      let refresh = next.addingTimeInterval(steps * interval)
      let position = batch?.refresh == refresh ? batch!.count : 0
      batch = (refresh, position + 1)
      expected[index] = refresh.addingTimeInterval(Double(position) * OpenMeteoBudget.minuteWindow + 30)
    }
    return expected
  }

  /// The footer's notice, most urgent first: a refused `r` names the rate limit's end on the
  /// footer's own clock (the machine's); the answer to the last key ("theme: light"); a warning;
  /// a key holding the rotation of places; quiet hours saying why the screen is dim.
  static func notice(for state: DashboardState, timeZone: ZoneRules, hourCycle: HourCycle = .twentyFourHour) -> String?
  {
    let clock = PlaceClock(timeZone: timeZone, hourCycle: hourCycle)
    if let wait = waitNotice(for: state, timeZone: timeZone, hourCycle: hourCycle) { return wait }
    if let flash = state.activeFlashNotice { return flash }
    if let warning = state.activeWarningNotice { return "warning: " + warning + " (i: all)" }
    if let until = state.activeRotationPause {
      return "rotation paused until \(clock.timeOrDayTime(until, now: state.now))"
    }
    return state.isQuietHours ? "quiet hours" : nil
  }

  /// Why requests are held now, if they are: a rate limit, or Open-Meteo's minute. Also shown
  /// under "Loading weather…", where there is no footer yet.
  static func waitNotice(for state: DashboardState, timeZone: ZoneRules, hourCycle: HourCycle) -> String? {
    let clock = PlaceClock(timeZone: timeZone, hourCycle: hourCycle)
    if let until = state.activeRateLimitNotice {
      return "rate limited until \(clock.timeOrDayTime(until, now: state.now))"
    }
    if let until = state.activeOpenMeteoWait {
      // Shown to the minute, so round up: "until 14:06" for a wait that ends at 14:05:31.
      let minute = Date(timeIntervalSince1970: (until.timeIntervalSince1970 / 60).rounded(.up) * 60)
      return "waiting for Open-Meteo's per-minute limit until \(clock.timeOrDayTime(minute, now: state.now))"
    }
    return nil
  }
}
