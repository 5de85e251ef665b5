import Dispatch
import FoundationEssentials
import Panes
import Render
import TerminalBackend
import UserFiles
import ViewModels
import WeatherCore
import WeatherProviders

#if canImport(Glibc)
  import Glibc
#endif

/// The composition root of the interactive dashboard: wires terminal input, signals and timers
/// into the view model as actions, performs its effects (fetching), and draws its state.
@MainActor
final class DashboardApp {
  let settings: Settings
  private let environment: [String: String]
  let services: WeatherServices
  let viewModel: DashboardViewModel
  private let themes: ThemeSelection
  /// The terminal's background and how it was found; the background query's answer, if asked.
  let background: TerminalBackgroundChoice
  let clock: () -> Date
  /// What sets big type (a font, else the dot font's figures).
  let lettering: any Lettering
  /// How many seconds of `clock` pass per real second: 1, except under the soak's fast clock,
  /// whose timers must fire as often in its time as they would in real time.
  private let timeSpeed: Double
  /// The shared state file: saves run one at a time, off the main thread, in order.
  let placeFile: PlaceFileWatch
  var searchTimer: DispatchSourceTimer?
  private var rotationTimer: DispatchSourceTimer?
  private var minuteTimer: DispatchSourceTimer?
  private var loadedQuiet = false

  private var screen: TerminalScreen?
  private var presenter: Presenter?
  private var input: TerminalInputSource?
  private var signals: SignalSource?
  private var observation: ObservationToken?
  private(set) var glyphs: GlyphSet = .unicode
  private(set) var depth: ColorDepth = .mono
  private var loadedThemeIndex = -1
  private(set) var theme: Theme = .default
  /// `theme` for quiet hours, made when the theme is loaded, not at every frame.
  private var quietTheme: Theme = Theme.default.quiet
  private var needsDisplay = false
  /// Warnings to print once curses has given the screen back.
  var warnings: [String] = []
  /// The warnings of `collectedWarnings` the footer has been given (see `postNewWarnings`).
  var postedWarnings: Set<String> = []
  /// The bell and `on_alert`, each alert once across restarts.
  private var notifier: AlertNotifier?
  /// Ends the program if it stops for want of a thread (nil if its own could not start).
  private var stallWatch: StallWatch?

  init(
    settings: Settings, environment: [String: String], services: WeatherServices, locations: [Location],
    background: TerminalBackgroundChoice, lettering: any Lettering = DotFont(), clock: @escaping () -> Date = Date.init,
    timeSpeed: Double = 1
  ) {
    self.background = background
    self.lettering = lettering
    self.timeSpeed = max(1, timeSpeed)
    self.settings = settings
    self.environment = environment
    self.services = services
    self.clock = clock
    placeFile = PlaceFileWatch(
      store: PlaceStore(path: settings.placesPath), follows: settings.placesFollowFile,
      identity: settings.placesIdentity, baseline: settings.configPlaces)
    themes = ThemeSelection(initial: settings.theme, tone: background.tone, environment: environment)
    // The config's warnings go on screen with the rest; printed before start they would be
    // wiped by the dashboard at once.
    warnings = settings.warnings
    var state = DashboardState(
      places: locations, units: settings.units, themeNames: themes.names, themeIndex: themes.initialIndex, now: clock(),
      refreshInterval: settings.refreshInterval, rotationInterval: settings.cycleSeconds,
      quietHours: settings.quietHours, localTimeZone: .current, startsOnOverview: settings.startsOnOverview)
    if let key = settings.startPlaceKey, let index = locations.firstIndex(where: { $0.roundedKey == key }) {
      state.selectedIndex = index
    }
    // Open-Meteo's free tier is planned around; WeatherKit's monthly allowance is the user's.
    state.airQualityScale = settings.airQualityScale
    if let limits = services.openMeteoGate?.budget?.limits {
      state.refreshCosts = .openMeteo(limits: limits, baseline: services.climate.baseline, now: clock())
    }
    // What earlier runs announced: nothing is announced twice, nothing missed while it was down.
    let announced =
      settings.announcedAlertsPath.isEmpty
      ? (alerts: AnnouncedAlerts(), warning: nil) : AnnouncedAlerts.load(path: settings.announcedAlertsPath)
    if let warning = announced.warning { warnings.append(warning) }
    state.alertWatch = AlertWatch(known: announced.alerts.severities)
    // The view model needs its effect handler before `self` exists; the relay closes that loop.
    let relay = EffectRelay()
    viewModel = DashboardViewModel(state: state, effectHandler: { effect, send in relay.handler?(effect, send) })
    relay.handler = { [unowned self] effect, send in self.perform(effect, send: send) }
    notifier = AlertNotifier(
      command: settings.onAlert, record: announced.alerts,
      recordPath: settings.announcedAlertsPath.isEmpty ? nil : settings.announcedAlertsPath, environment: environment,
      hourCycle: settings.hourCycle
    ) { [weak self] problem in
      Task { @MainActor in
        guard let self else { return }
        self.viewModel.send(.warningPosted(problem, now: self.clock()))
      }
    }
  }

  /// Runs until the user quits or the terminal goes away, and then ends the process
  /// (`shutDown`). Throws `TerminalUnavailable` before touching the screen when the terminal
  /// cannot be driven.
  func run() async throws(TerminalUnavailable) -> Never {
    // Signals first, so Ctrl-C or a hang-up can never kill us while curses owns the screen.
    signals = SignalSource { [unowned self] signal in self.handle(signal) }
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen(environment: environment)
    } catch {
      signals?.cancel()
      throw error
    }
    self.screen = screen
    depth = screen.capabilities.drawable(
      ColorDepth.detect(environment: environment, terminfoColors: screen.capabilities.terminfoColors))
    glyphs = GlyphSet.forEnvironment(environment, forceASCII: settings.ascii || !screen.isUTF8)
    if !settings.ascii, let notice = LocaleNotice.text(environment: environment, isUTF8: screen.isUTF8) {
      warnings.append(notice)
    }
    applyTheme(index: viewModel.state.themeIndex)
    presenter = Presenter(screen: screen, theme: theme, depth: depth)
    input = TerminalInputSource(screen: screen) { [unowned self] event in self.handle(event) }
    let notifier = self.notifier
    let placeFile = self.placeFile
    stallWatch = StallWatch(
      tickInterval: 60 / timeSpeed, hookGroups: { notifier?.runningGroups() ?? [] },
      unsavedWork: { placeFile.savesPending ? "the last change of places was not saved" : nil })
    observation = viewModel.observe { [unowned self] _ in self.setNeedsDisplay() }

    let size = screen.size
    viewModel.send(
      .resized(
        columns: size.width, rows: size.height,
        hourColumns: DashboardView.hourColumns(forTerminalWidth: size.width, height: size.height)))
    showCachedForecast()
    postNewWarnings()
    draw()
    services.forecasts.firstFrameDrawn()
    ProcessMemory.returnFreedMemory()
    if let gate = services.openMeteoGate {
      let viewModel = self.viewModel
      await gate.observeWaits { until in
        Task { @MainActor in viewModel.send(.openMeteoWait(until: until)) }
      }
    }
    viewModel.send(.refreshRequested(now: clock(), bypassCache: settings.refresh))
    scheduleMinuteTick()
    scheduleRotation()

    // Quitting ends the process in `shutDown`, on the main queue: returning here would need
    // another thread to resume on, and when threads have run out there is none.
    await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    preconditionFailure("the dashboard ends the process in shutDown")
  }

  /// Puts the place on screen's cached forecast in before the first frame: the refresh reads
  /// every place's cache, and a wall display with nine places would paint nothing for 50 ms.
  /// The entry stays marked until the frame is drawn, so a crash drawing it cannot repeat at
  /// the next start (`ForecastService.cachedWeatherForFirstFrame`).
  private func showCachedForecast() {
    guard let place = viewModel.state.selectedPlace?.location,
      let cached = services.forecasts.cachedWeatherForFirstFrame(for: place, now: clock())
    else { return }
    viewModel.send(.cachedForecastShown(location: place, weather: cached.weather, fetchedAt: cached.fetchedAt))
  }

  /// Warnings collected while the screen was ours, to print after exit.
  var collectedWarnings: [String] { warnings + (services.cacheDirectory?.warnings ?? []) }

  /// Posts every warning that arose since the last call: the footer shows the newest for a
  /// while and the status view (`i`) keeps them all, so a wall display shows them while it
  /// runs, not only after quit (where all of them are printed too).
  func postNewWarnings() {
    for warning in collectedWarnings where !postedWarnings.contains(warning) {
      postedWarnings.insert(warning)
      viewModel.send(.warningPosted(warning, now: clock()))
    }
  }

  // MARK: - Events

  private func handle(_ event: TerminalEvent) {
    stallWatch?.keysTakenNow()
    switch event {
    case .key(let key):
      viewModel.send(.keyPressed(now: clock()))
      if let command = Self.keyTable(for: viewModel.state).command(for: key) { handle(command) }
    case .hangup:
      viewModel.send(.hangup)
    }
  }

  /// The key table in force: the dashboard's, or the open overlay's.
  nonisolated static func keyTable(for state: DashboardState) -> KeyTable {
    switch state.overlay {
    case .none: return state.showsOverview ? .overview : .dashboard
    // On a first run with no place, Esc has nothing to go back to: it quits.
    case .search: return .search(canCancel: !state.places.isEmpty)
    case .alertArea: return .alertArea
    case .confirmRemove: return .confirm
    case .alert: return .alertDetail
    case .status: return .status
    case .help, .statistics: return .closesOnAnyKey
    }
  }

  private func handle(_ command: KeyCommand) {
    switch command {
    case .scrollHours(let hours): viewModel.send(.scrollHours(by: hours))
    case .nextPlace: viewModel.send(.selectNext)
    case .previousPlace: viewModel.send(.selectPrevious)
    case .selectPlace(let index): viewModel.send(.selectIndex(index))
    case .overview: viewModel.send(.toggleOverview)
    case .openSelectedPlace: viewModel.send(.openPlace(viewModel.state.selectedIndex))
    case .moveCard(let dx, let dy):
      guard let screen else { return }
      let state = viewModel.state
      let size = screen.size
      let layout = DashboardView(content: content(for: state)).overview(overviewCards(for: state))
        .layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
      viewModel.send(
        .selectIndex(layout.moving(state.selectedIndex, dx: dx, dy: dy, placeCount: state.places.count)))
    case .refresh:
      // `r` brings everything up to date, the place list too, even when no fetch may start.
      checkPlaceFile(send: viewModel.send)
      viewModel.send(.refreshKeyPressed(now: clock()))
    case .cycleUnits: viewModel.send(.cycleUnits)
    case .cycleTheme: viewModel.send(.cycleTheme)
    case .help: viewModel.send(.toggleHelp)
    case .statistics: viewModel.send(.toggleStatistics)
    case .status: viewModel.send(.toggleStatus)
    case .openAlert: viewModel.send(.openAlert)
    case .nextAlert(let step): viewModel.send(.showAlert(step: step))
    case .scrollAlert(let lines, let pages):
      guard let screen, let view = alertView(for: viewModel.state) else { return }
      let size = screen.size
      let page = max(1, size.height - 4)
      viewModel.send(
        .scrollAlert(by: lines + pages * page, maxOffset: view.maxOffset(width: size.width, height: size.height)))
    case .scrollStatus(let lines, let pages):
      guard let screen else { return }
      let size = screen.size
      let view = statusView(for: viewModel.state)
      viewModel.send(
        .scrollStatus(
          by: lines + pages * max(1, size.height - 3), maxOffset: view.maxOffset(width: size.width, height: size.height)
        ))
    case .closeOverlay: viewModel.send(.closeOverlay)
    case .redraw:
      presenter?.forceFullRepaint()
      draw()
    case .quit: viewModel.send(.quit)
    case .search: viewModel.send(.openSearch)
    case .alertAreas: viewModel.send(.openAlertAreas)
    case .removePlace: viewModel.send(.removeRequested)
    case .movePlace(let delta): viewModel.send(.movePlace(by: delta))
    case .type(let text): viewModel.send(.searchTyped(text))
    case .searchMove(let delta): viewModel.send(.searchMoveSelection(by: delta))
    case .searchConfirm: viewModel.send(.searchConfirmed(now: clock()))
    case .searchDelete: viewModel.send(.searchDeleteBackward)
    case .searchClear: viewModel.send(.searchCleared)
    case .answerRemove(let remove): viewModel.send(.removeAnswered(remove))
    }
  }

  private func handle(_ signal: ProcessSignal) {
    switch signal {
    case .interrupt, .terminate, .quit: viewModel.send(.quit)
    case .hangup: viewModel.send(.hangup)
    case .windowChanged: resize()
    case .continued:
      presenter?.forceFullRepaint()
      draw()
    }
  }

  private func resize() {
    guard let screen else { return }
    let size = screen.handleResize()
    viewModel.send(
      .resized(
        columns: size.width, rows: size.height,
        hourColumns: DashboardView.hourColumns(forTerminalWidth: size.width, height: size.height)))
    draw()
  }

  // MARK: - Effects

  private func perform(_ effect: DashboardEffect, send: @escaping DashboardViewModel.Send) {
    switch effect {
    case .fetchForecasts(let places, let bypassCache):
      checkPlaceFile(send: send)
      let forecasts = services.forecasts
      let gate = services.openMeteoGate
      let clock = self.clock
      Task { @MainActor in
        let results = await forecasts.forecasts(for: places, refresh: bypassCache, now: clock())
        // The jitter is drawn here so the reducer stays pure; a rate limit's reset time wins.
        let retryAt = await gate?.retryAt
        send(
          .forecastsLoaded(results.map(Self.outcome), now: clock(), jitter: Double.random(in: 0...1), retryAt: retryAt))
        self.postNewWarnings()
        ProcessMemory.returnFreedMemory()
      }
    case .fetchAirQuality(let places):
      let service = services.airQuality
      let clock = self.clock
      Task { @MainActor in
        let results = await service.airQuality(for: places, refresh: false, now: clock())
        send(.airQualityLoaded(locations: places, results.map(Self.outcome), now: clock()))
        ProcessMemory.returnFreedMemory()
      }
    case .fetchClimate(let locations):
      let climate = services.climate
      let clock = self.clock
      if let plan = viewModel.state.refreshPlan {
        services.openMeteoGate?.budget?.planForecasts(callsPerHour: plan.forecastPerDay / 24)
      }
      Task { @MainActor in
        // One place after another, the shown place first, each on screen as it comes: records go
        // one a minute (each keeps the minute's reserve for forecasts), as far as the request
        // budget reaches; the rest are deferred at once. The 30-day requests weigh the same one
        // call a place however they are cut.
        for location in locations {
          send(.climateLoaded(location: location, await climate.climate(for: location, now: clock())))
          ProcessMemory.returnFreedMemory()
          self.postNewWarnings()
        }
      }
    case .scheduleSearch(let generation, let delay):
      scheduleSearch(generation: generation, delay: delay, send: send)
    case .searchPlaces(let query, let generation):
      searchPlaces(query, generation: generation, send: send)
    case .savePlaces(let edit, let list):
      save(edit, list: list, send: send)
    case .fetchAlertAreas(let location):
      fetchAlertAreas(for: location, send: send)
    case .fetchAlerts(let location, let weather):
      let forecasts = services.forecasts
      Task { @MainActor in
        let (answered, _) = await forecasts.refreshingAlerts(of: weather, for: location)
        send(.alertsRefreshed(location: location, weather: answered))
      }
    case .announceAlerts(let announcements):
      announce(announcements)
    case .rememberView(let units, let theme, let place):
      rememberView(ViewChoices(units: units, theme: theme, place: place))
    case .all(let effects):
      for effect in effects { perform(effect, send: send) }
    case .quit:
      shutDown()
    }
  }

  static func outcome(_ result: AirQualityResult) -> AirQualityOutcome {
    switch result {
    case .served(let air, _): .served(air)
    case .stale(let air, _, let message): .stale(air, message: message)
    case .failed(let message): .failed(message: message)
    }
  }

  static func outcome(_ result: ForecastResult) -> ForecastOutcome {
    guard let weather = result.weather, let fetchedAt = result.fetchedAt else {
      return .failure(message: result.error ?? "no data for this place")
    }
    if result.isStale, let error = result.error {
      return .staleFallback(weather: weather, fetchedAt: fetchedAt, message: error)
    }
    return .success(weather: weather, fetchedAt: fetchedAt)
  }

  // MARK: - Time

  /// Fires just after each minute boundary, so the clock changes when the wall clock does. A
  /// one-shot timer set again each time: a repeating one would drift from the minute.
  private func scheduleMinuteTick() {
    let now = clock().timeIntervalSince1970
    let wait = (60 - now.truncatingRemainder(dividingBy: 60)) / timeSpeed + 0.05
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + wait, leeway: .milliseconds(50))
    timer.setEventHandler { [unowned self] in
      MainActor.assumeIsolated {
        self.stallWatch?.ticked()
        self.viewModel.send(.tick(now: self.clock()))
        self.checkPlaceFile(send: self.viewModel.send)
        self.scheduleMinuteTick()
      }
    }
    minuteTimer?.cancel()
    minuteTimer = timer
    timer.resume()
  }

  /// With `--cycle`, a timer rotates the places; the reducer decides whether it may (a key
  /// press pauses rotation).
  private func scheduleRotation() {
    guard let seconds = settings.cycleSeconds else { return }
    let timer = DispatchSource.makeTimerSource(queue: .main)
    let interval = seconds / timeSpeed
    timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(250))
    timer.setEventHandler { [unowned self] in
      MainActor.assumeIsolated { self.viewModel.send(.rotationTimerFired(now: self.clock())) }
    }
    rotationTimer = timer
    timer.resume()
  }

  // MARK: - Drawing

  /// Coalesces redraws: many state changes in one turn of the run loop paint once.
  private func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.needsDisplay else { return }
        self.draw()
      }
    }
  }

  private func draw() {
    needsDisplay = false
    guard let screen, let presenter, screen.isRunning else { return }
    let state = viewModel.state
    if state.themeIndex != loadedThemeIndex || state.isQuietHours != loadedQuiet {
      if state.themeIndex != loadedThemeIndex { applyTheme(index: state.themeIndex) }
      loadedQuiet = state.isQuietHours
      presenter.theme = loadedQuiet ? quietTheme : theme
    }
    let size = screen.size
    var buffer = CellBuffer(width: size.width, height: size.height)
    let content = content(for: state)
    if state.overlay == .statistics {
      StatisticsView(content: content, closing: KeyTable.closesOnAnyKey.hints(glyphs: glyphs))
        .render(in: buffer.area, into: &buffer)
    } else if case .status = state.overlay {
      statusView(for: state).render(in: buffer.area, into: &buffer)
    } else if let view = alertView(for: state) {
      view.render(in: buffer.area, into: &buffer)
    } else {
      DashboardView(content: content).render(into: &buffer)
    }
    presenter.present(buffer)
  }

  /// The open alert's full-text view with its keys, when the alert overlay is open and the
  /// alert still in force.
  private func alertView(for state: DashboardState) -> AlertView? {
    guard case .alert(let index, let offset) = state.overlay, let weather = state.selectedPlace?.snapshot?.weather
    else { return nil }
    let alerts = weather.alerts.active(at: state.now).alerts
    guard !alerts.isEmpty else { return nil }
    let detail = AlertDetailPane(
      alert: alerts[min(index, alerts.count - 1)], now: state.now, timeZone: weather.location.timeZone,
      style: PaneStyle(glyphs: glyphs, units: state.units, hourCycle: settings.hourCycle), offset: offset)
    return AlertView(detail: detail, hints: KeyTable.alertDetail.hints(glyphs: glyphs))
  }

  private func applyTheme(index: Int) {
    let (loaded, themeWarnings) = themes.load(index)
    theme = loaded
    quietTheme = loaded.quiet
    loadedThemeIndex = index
    for warning in themeWarnings where !warnings.contains(warning) { warnings.append(warning) }
    postNewWarnings()
  }

  /// Alerts not announced before: the bell once (`alert_bell`, outside quiet hours: the room
  /// the display hangs in may be asleep), and one `on_alert` run for them all, in the
  /// background (`AlertNotifier`); a command that fails is logged for the status view.
  func announce(_ announcements: [AlertAnnouncement]) {
    let ring = settings.alertBell && !viewModel.state.isQuietHours
    notifier?.announce(announcements, now: clock(), ringBell: ring) { screen?.bell() }
  }

  // MARK: - Ending

  /// The one exit path: stop input, timers and signals, give the terminal back, end the hooks,
  /// let pending saves finish, print the warnings and end the process, all within `quitLimit`
  /// and on this queue alone (when threads have run out, `StallWatch` ends it after 2.8 s).
  private func shutDown() -> Never {
    let deadline = Date().addingTimeInterval(Self.quitLimit)
    stallWatch?.quitting()
    minuteTimer?.cancel()
    rotationTimer?.cancel()
    searchTimer?.cancel()
    input?.cancel()
    screen?.stop()
    signals?.cancel()
    observation = nil
    // The hooks still running end with the program (SIGTERM, SIGKILL a second later).
    notifier?.stop()
    waitForSaves(until: deadline)
    for warning in collectedWarnings { Console.warn(warning) }
    exit(0)
  }

  /// How long `q` may take: hooks ended (a second's grace), saves waited for, then the exit.
  static let quitLimit: TimeInterval = 2.5
}

/// Holds the dashboard's effect handler until the app that performs effects is initialised.
@MainActor
private final class EffectRelay {
  var handler: DashboardViewModel.EffectHandler?
}
