import Dispatch
import Foundation
#if canImport(Glibc)
  import Glibc
#endif
import Panes
import Render
import TerminalBackend
import ViewModels
import WeatherCore
import WeatherProviders

/// The composition root of the interactive dashboard: wires terminal input, signals and timers
/// into the view model as actions, performs its effects (fetching), and draws its state.
@MainActor
final class DashboardApp {
  private let settings: Settings
  private let environment: [String: String]
  private let services: OpenMeteoServices
  private let viewModel: DashboardViewModel
  private let themes: ThemeSelection
  private let keyTable = KeyTable.dashboard
  private let clock: () -> Date

  private var screen: TerminalScreen?
  private var presenter: Presenter?
  private var input: TerminalInputSource?
  private var signals: SignalSource?
  private var minuteTimer: DispatchSourceTimer?
  private var observation: ObservationToken?
  private var glyphs: GlyphSet = .unicode
  private var depth: ColorPalette.Depth = .mono
  private var loadedThemeIndex = -1
  private var theme: Theme = .default
  private var needsDisplay = false
  /// Warnings to print once curses has given the screen back.
  private var warnings: [String] = []
  private var finish: CheckedContinuation<Void, Never>?
  /// Developer-only (`WEATHERTUI_BENCH_REFRESH_LOOP`); nil in normal use.
  private let benchLoop: BenchRefreshLoop?
  private var benchWaiter: CheckedContinuation<Void, Never>?
  private var benchRunning = false

  init(
    settings: Settings, environment: [String: String], services: OpenMeteoServices, locations: [Location],
    clock: @escaping () -> Date = Date.init, benchLoop: BenchRefreshLoop? = nil
  ) {
    self.benchLoop = benchLoop
    self.settings = settings
    self.environment = environment
    self.services = services
    self.clock = clock
    themes = ThemeSelection(initial: settings.theme, environment: environment)
    let state = DashboardState(
      places: locations, units: settings.units, themeNames: themes.names, themeIndex: 0, now: clock(),
      refreshInterval: settings.refreshInterval)
    var perform: DashboardViewModel.EffectHandler = { _, _ in }
    viewModel = DashboardViewModel(state: state, effectHandler: { effect, send in perform(effect, send) })
    perform = { [unowned self] effect, send in self.perform(effect, send: send) }
  }

  /// Runs until the user quits or the terminal goes away. Throws `TerminalUnavailable` before
  /// touching the screen when the terminal cannot be driven.
  func run() async throws(TerminalUnavailable) {
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
    depth = screen.capabilities.suggestedDepth(environment: environment)
    glyphs = GlyphSet.forEnvironment(environment, forceASCII: settings.ascii || !screen.isUTF8)
    applyTheme(index: 0)
    presenter = Presenter(screen: screen, palette: ThemeSelection.palette(for: theme, depth: depth))
    input = TerminalInputSource(screen: screen) { [unowned self] event in self.handle(event) }
    observation = viewModel.observe { [unowned self] state in
      self.setNeedsDisplay()
      self.resumeBenchWaiter(state)
    }

    let size = screen.size
    viewModel.send(.resized(columns: size.width, rows: size.height))
    draw()
    viewModel.send(.refreshRequested(now: clock(), bypassCache: settings.refresh))
    scheduleMinuteTick()

    await withCheckedContinuation { continuation in finish = continuation }
  }

  /// Warnings collected while the screen was ours, to print after exit.
  var collectedWarnings: [String] { warnings + (services.cacheDirectory?.warnings ?? []) }

  // MARK: - Events

  private func handle(_ event: TerminalEvent) {
    switch event {
    case .key(let key):
      let command = keyTable.command(for: key)
      // The help screen promises that any key closes it; q still quits straight away.
      if viewModel.state.overlay != .none && command != .quit {
        viewModel.send(.closeOverlay)
        return
      }
      guard let command else { return }
      handle(command)
    case .resize:
      resize()
    case .hangup:
      viewModel.send(.hangup)
    }
  }

  private func handle(_ command: KeyCommand) {
    switch command {
    case .scrollHours(let hours): viewModel.send(.scrollHours(by: hours))
    case .nextPlace: viewModel.send(.selectNext)
    case .previousPlace: viewModel.send(.selectPrevious)
    case .selectPlace(let index): viewModel.send(.selectIndex(index))
    case .refresh:
      if let benchLoop {
        runBenchRefreshLoop(benchLoop)
      } else {
        viewModel.send(.refreshRequested(now: clock(), bypassCache: true))
      }
    case .cycleUnits: viewModel.send(.cycleUnits)
    case .cycleTheme: viewModel.send(.cycleTheme)
    case .help: viewModel.send(.toggleHelp)
    case .closeOverlay: viewModel.send(.closeOverlay)
    case .redraw:
      presenter?.forceFullRepaint()
      draw()
    case .quit: viewModel.send(.quit)
    }
  }

  private func handle(_ signal: ProcessSignal) {
    switch signal {
    case .interrupt, .terminate: viewModel.send(.quit)
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
    viewModel.send(.resized(columns: size.width, rows: size.height))
    draw()
  }

  // MARK: - Effects

  private func perform(_ effect: DashboardEffect, send: @escaping DashboardViewModel.Send) {
    switch effect {
    case .fetchForecasts(let places, let bypassCache):
      let forecasts = services.forecasts
      let clock = self.clock
      Task { @MainActor in
        let results = await forecasts.forecasts(for: places, refresh: bypassCache, now: clock())
        send(.forecastsLoaded(results.map(Self.outcome), now: clock()))
        Self.returnFreedMemory()
      }
    case .quit:
      shutDown()
    }
  }

  /// Decoding a refresh briefly needs a few MB, which glibc keeps in its arenas unless asked;
  /// a wall display runs for weeks, so hand back what can be handed back (once per refresh).
  private static func returnFreedMemory() {
    #if canImport(Glibc)
      // glibc's malloc_trim is not in Swift's Glibc module; look it up once.
      guard let trim = mallocTrim else { return }
      _ = trim(0)
    #endif
  }

  #if canImport(Glibc)
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = dlsym(nil, "malloc_trim").map {
      unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self)
    }
  #endif

  static func outcome(_ result: ForecastResult) -> ForecastOutcome {
    guard let weather = result.weather, let fetchedAt = result.fetchedAt else {
      return .failure(message: result.error ?? "no data for this place")
    }
    if result.isStale, let error = result.error {
      return .staleFallback(weather: weather, fetchedAt: fetchedAt, message: error)
    }
    return .success(weather: weather, fetchedAt: fetchedAt, isStale: result.isStale)
  }

  // MARK: - Time

  /// Fires just after each minute boundary, so the clock changes when the wall clock does and
  /// nothing else wakes the program while idle.
  private func scheduleMinuteTick() {
    let now = clock().timeIntervalSince1970
    let wait = 60 - now.truncatingRemainder(dividingBy: 60) + 0.05
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + wait, leeway: .milliseconds(200))
    timer.setEventHandler { [unowned self] in
      MainActor.assumeIsolated {
        self.viewModel.send(.tick(now: self.clock()))
        self.scheduleMinuteTick()
      }
    }
    minuteTimer?.cancel()
    minuteTimer = timer
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
    if state.themeIndex != loadedThemeIndex {
      applyTheme(index: state.themeIndex)
      presenter.palette = ThemeSelection.palette(for: theme, depth: depth)
    }
    let size = screen.size
    var buffer = CellBuffer(width: size.width, height: size.height)
    DashboardView(content: content(for: state)).render(into: &buffer)
    presenter.present(buffer)
  }

  private func applyTheme(index: Int) {
    let (loaded, themeWarnings) = themes.load(index)
    theme = loaded
    loadedThemeIndex = index
    for warning in themeWarnings where !warnings.contains(warning) { warnings.append(warning) }
  }

  func content(for state: DashboardState) -> DashboardContent {
    let place = state.selectedPlace
    let snapshot = place?.snapshot
    return DashboardContent(
      weather: snapshot?.weather,
      placeName: place?.location.fullName ?? "",
      placeIndex: state.selectedIndex, placeCount: state.places.count,
      units: state.units, now: state.now, hourScroll: state.hourScroll,
      isStale: snapshot?.isStale ?? false,
      isLoading: place?.forecast.isLoading ?? false,
      errorText: place?.forecast.failureMessage,
      fetchedAt: snapshot?.fetchedAt,
      nextRefresh: state.nextRefreshAt,
      overlay: state.overlay == .help ? .help(keyTable.helpRows) : .none,
      glyphs: glyphs,
      gradient: theme.barGradient(for: ThemeSelection.colorDepth(presenter?.effectiveDepth ?? depth)))
  }

  // MARK: - Bench refresh loop (developer only)

  /// Runs `loop.cycles` real refreshes back to back, the clock advancing ten minutes each, so
  /// the bench can compare resident memory before and after.
  private func runBenchRefreshLoop(_ loop: BenchRefreshLoop) {
    guard !benchRunning, !viewModel.state.places.isEmpty else { return }
    benchRunning = true
    Task { @MainActor in
      let started = ContinuousClock.now
      var cyclesRun = 0
      while cyclesRun < loop.cycles, !viewModel.state.quitRequested {
        loop.clock.advance(by: BenchRefreshLoop.clockStep)
        await withCheckedContinuation { continuation in
          benchWaiter = continuation
          viewModel.send(.refreshRequested(now: clock(), bypassCache: true))
        }
        draw()
        cyclesRun += 1
      }
      loop.finish(cyclesRun: cyclesRun, elapsed: ContinuousClock.now - started)
      benchRunning = false
    }
  }

  /// Lets the loop go on once the refresh it started has come back (or on quit).
  private func resumeBenchWaiter(_ state: DashboardState) {
    guard let waiter = benchWaiter, state.refreshStartedAt == nil || state.quitRequested else { return }
    benchWaiter = nil
    waiter.resume()
  }

  // MARK: - Ending

  /// The one exit path: stop input, timers and signals, give the terminal back, finish `run`.
  private func shutDown() {
    minuteTimer?.cancel()
    input?.cancel()
    screen?.stop()
    signals?.cancel()
    observation = nil
    finish?.resume()
    finish = nil
  }
}
