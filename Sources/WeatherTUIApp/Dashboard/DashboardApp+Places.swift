import Dispatch
import FoundationEssentials
import Panes
import UserFiles
import ViewModels
import WeatherCore
import WeatherProviders

/// The place effects of the dashboard: the debounced search, and saving the list.
extension DashboardApp {
  // MARK: - Search

  /// Waits for typing to pause: each schedule replaces the previous one, so only the last
  /// edit's timer fires (the reducer also drops an overtaken generation).
  func scheduleSearch(generation: Int, delay: Double, send: @escaping DashboardViewModel.Send) {
    searchTimer?.cancel()
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + delay, leeway: .milliseconds(20))
    timer.setEventHandler {
      MainActor.assumeIsolated { send(.searchDue(generation: generation)) }
    }
    searchTimer = timer
    timer.resume()
  }

  /// Asks the geocoder in the background; keys keep working meanwhile.
  func searchPlaces(_ query: String, generation: Int, send: @escaping DashboardViewModel.Send) {
    // "52.52, 13.41" is a place as it is on the command line, not a name to geocode.
    if let outcome = Self.coordinateOutcome(query) {
      send(.searchLoaded(generation: generation, outcome))
      return
    }
    let geocoder = services.geocoder
    let clock = self.clock
    Task { @MainActor in
      let outcome: PlaceSearchOutcome
      do {
        let places = try await geocoder.search(query, count: 10, now: clock())
        outcome = .found(places.map(Self.result))
      } catch {
        outcome = .failed(Self.searchFailure(error))
      }
      send(.searchLoaded(generation: generation, outcome))
    }
  }

  /// The search box's answer for typed coordinates, read as `--location` reads them: the one
  /// place there, or why they are not on Earth; nil for a name.
  nonisolated static func coordinateOutcome(_ query: String) -> PlaceSearchOutcome? {
    do {
      guard case .coordinates(let latitude, let longitude) = try LocationQuery.parse(query) else { return nil }
      return .found([PlaceSearchResult(location: OpenMeteoGeocoder.location(latitude: latitude, longitude: longitude))])
    } catch {
      return .failed(userFacingMessage(of: error))
    }
  }

  /// The box's one line for a failed search; a refused request is about the name typed, not
  /// about coordinates as it would be for a forecast.
  nonisolated static func searchFailure(_ error: any Error) -> String {
    if case OpenMeteoError.badRequest(let reason)? = error as? OpenMeteoError {
      return "Open-Meteo refused the search (\(reason.prefix(80))); try a different name"
    }
    return userFacingMessage(of: error)
  }

  nonisolated static func result(_ place: GeocodedPlace) -> PlaceSearchResult {
    PlaceSearchResult(
      location: place.location, region: place.admin1, country: place.country, population: place.population)
  }

  // MARK: - The state file

  /// Saves the user's edit off the main thread; the merged list comes back as
  /// `.placesReloaded`, and a failure is said on screen at once and printed again after exit.
  func save(_ edit: PlaceEdit, list: [Location], send: @escaping DashboardViewModel.Send) {
    placeFile.save(edit, list: list) { event in self.deliver(event, send: send) }
  }

  /// Keeps how the user left the view for the next start, off the main thread; a failure is
  /// said on screen at once, in place of the key's answer ("units: metric" was kept for this
  /// run only), at every key that fails to save.
  func rememberView(_ choices: ViewChoices) {
    let path = settings.viewChoicesPath
    DispatchQueue.global(qos: .utility).async {
      do {
        try choices.save(path: path)
      } catch {
        Task { @MainActor in
          self.saveFailed("\(error); the next start will not remember the units, theme or place")
        }
      }
    }
  }

  /// A state file not saved: said at once on screen (the footer and the status view), and
  /// printed again after quit.
  func saveFailed(_ message: String) {
    postNewWarnings()
    if !warnings.contains(message) { warnings.append(message) }
    postedWarnings.insert(message)
    viewModel.send(.saveFailed(message, now: clock()))
  }

  /// Picks up another dashboard's changes to the state file (a `stat`; a read only on change).
  func checkPlaceFile(send: @escaping DashboardViewModel.Send) {
    placeFile.check { event in self.deliver(event, send: send) }
  }

  private nonisolated func deliver(_ event: PlaceFileWatch.Event, send: @escaping DashboardViewModel.Send) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        switch event {
        case .reloaded(let places): send(.placesReloaded(places))
        case .warning(let message): self.saveFailed(message)
        case .sessionEdit(let text): send(.noticePosted(text, now: self.clock()))
        }
      }
    }
  }

  /// Lets pending saves finish before the process exits, until `deadline` at most (a second
  /// at least); a save still waiting for another process's lock then is left undone, and the
  /// message printed after quit says so.
  func waitForSaves(until deadline: Date) {
    let limit = max(1, deadline.timeIntervalSinceNow)
    guard !placeFile.waitForSaves(limit: .milliseconds(Int(limit * 1000))) else { return }
    warnings.append(
      "places not saved: another process holds \(placeFile.store.lockPath); your last change was left unsaved, make it again once that process has finished"
    )
  }

  // MARK: - Content

  func overlay(for state: DashboardState) -> DashboardContent.Overlay {
    switch state.overlay {
    case .none, .statistics, .alert, .status: return .none
    case .help:
      return .help(
        KeyTable.helpRows(glyphs: glyphs, overview: state.showsOverview),
        closing: KeyTable.closesOnAnyKey.hints(glyphs: glyphs))
    case .confirmRemove:
      let names = Location.distinctNames(state.places.map(\.location))
      return .confirm(
        "Remove \(names.indices.contains(state.selectedIndex) ? names[state.selectedIndex] : "this place")?",
        answers: KeyTable.confirm.hints(glyphs: glyphs))
    case .search:
      var box = Self.box(state.search, canCancel: !state.places.isEmpty)
      box.hints = KeyTable.search(canCancel: box.canCancel).hints(glyphs: glyphs)
      return .search(box)
    case .alertArea:
      guard let picker = state.areaPicker else { return .none }
      let names = Location.distinctNames(state.places.map(\.location))
      let index = state.places.firstIndex { $0.location.roundedKey == picker.location.roundedKey }
      var box = Self.box(picker, placeName: index.map { names[$0] } ?? picker.location.name)
      box.hints = KeyTable.alertArea.hints(glyphs: glyphs)
      return .search(box)
    }
  }

  /// The warning-area box: the search box's look over the areas of the place's country feed.
  nonisolated static func box(_ picker: AlertAreaPicker, placeName: String) -> PlaceSearchBox {
    let rows = picker.rows
    var message: String?
    var isError = false
    switch picker.status {
    case .loading: message = "Reading the country's areas from MeteoAlarm…"
    case .failed(let text):
      message = text
      isError = true
    case .ready where picker.areas.isEmpty:
      message = "\(picker.country)'s feed names no area today; type the area's code from meteoalarm.org"
    case .ready where !rows.contains(where: { if case .area = $0 { true } else { false } }):
      message = "No area of \(picker.country) matches; type part of its name or its code"
    case .ready:
      let suggested = picker.suggested.first.flatMap { code in picker.areas.first { $0.code == code } }
      if picker.query.isEmpty, let suggested, picker.location.alertArea == nil, picker.suggestedByPosition {
        let names = picker.suggested.compactMap { code in picker.areas.first { $0.code == code }?.name }
        message =
          names.count == 1
          ? "This place lies in \(suggested.name): its alerts until you choose"
          : "Lies in \(names.joined(separator: ", ")): alerts of each until you choose"
      } else if picker.query.isEmpty, let suggested, picker.location.alertArea == nil {
        message =
          picker.suggested.count == 1
          ? "\(suggested.name) matches this place's name and is used until you choose; type to find another"
          : "No area matches this place's name for sure; the likeliest come first"
      } else {
        message =
          picker.query.isEmpty
          ? "\(picker.areas.count) areas of \(picker.country); type part of a name or a code to narrow them" : nil
      }
    }
    let shown = rows.map { row -> PlaceSearchBox.Row in
      switch row {
      case .area(let choice): PlaceSearchBox.Row(name: choice.name, detail: choice.code, population: nil)
      case .typedCode(let code):
        PlaceSearchBox.Row(name: "Use the code \(code)", detail: "as typed (not in today's feed)", population: nil)
      case .clear(let code):
        PlaceSearchBox.Row(name: "No area", detail: "stop taking alerts from \(code)", population: nil)
      }
    }
    return PlaceSearchBox(
      query: picker.query, message: message, isError: isError, rows: shown, selection: picker.selection,
      title: "Alert area for \(placeName)", prompt: "Area: ")
  }

  // MARK: - Alert areas

  /// Asks the area source for the place's country areas in the background.
  func fetchAlertAreas(for location: Location, send: @escaping DashboardViewModel.Send) {
    guard let source = services.alertAreas else {
      send(
        .alertAreasLoaded(
          location: location,
          .failed("WeatherKit finds alerts by point; alert areas are for the keyless provider (Open-Meteo)")))
      return
    }
    Task { @MainActor in
      let outcome: AlertAreaOutcome
      do {
        let found = try await source.areas(for: location)
        outcome = .found(
          country: found.country,
          areas: found.areas.map {
            AlertAreaChoice(code: $0.code, name: $0.name, otherNames: found.otherNames[$0.code] ?? [])
          }, suggested: found.suggested, byPosition: found.byPosition)
      } catch {
        outcome = .failed(userFacingMessage(of: error))
      }
      send(.alertAreasLoaded(location: location, outcome))
    }
  }

  nonisolated static func box(_ search: PlaceSearch, canCancel: Bool) -> PlaceSearchBox {
    let message: String?
    var isError = false
    switch search.status {
    case .empty:
      let ask = "Type a town or city name, or latitude,longitude."
      message = canCancel ? ask : "No places saved yet. \(ask)"
    case .waiting, .searching: message = "Searching…"
    case .found: message = nil
    case .noResults:
      message = "No places found; check the spelling, try a larger nearby town, or type latitude,longitude."
    case .failed(let text):
      message = text
      isError = true
    }
    let rows = search.results.map { result in
      PlaceSearchBox.Row(
        name: result.location.name,
        detail: [result.region, result.country].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", "),
        population: result.population)
    }
    return PlaceSearchBox(
      query: search.query, message: message, isError: isError, rows: rows, selection: search.selection,
      canCancel: canCancel)
  }

  /// A place's tab under `name`: its temperature now, and badges for alerts in force and stale data.
  /// "old" means past the data's expiry (`DashboardState.isStale`), not that one refresh failed.
  nonisolated static func tab(_ place: PlaceState, name: String, state: DashboardState) -> PlaceTab {
    let snapshot = place.snapshot
    var tab = PlaceTab(
      name: name, temperature: snapshot?.weather.currentWeather?.temperature,
      hasAlert: !(snapshot?.weather.alerts.active(at: state.now).alerts.isEmpty ?? true),
      isStale: state.isStale(place))
    tab.hasNewAlert = state.hasNewAlert(place)
    return tab
  }

  /// Every place as its overview card shows it.
  nonisolated static func card(_ place: PlaceState, name: String, state: DashboardState) -> PlaceCard {
    let snapshot = place.snapshot
    var card = PlaceCard(name: name, weather: snapshot?.weather, fetchedAt: snapshot?.fetchedAt)
    card.isStale = state.isStale(place)
    card.isLoading = place.forecast.isLoading
    card.errorText = place.forecast.failureMessage
    card.hasNewAlert = state.hasNewAlert(place)
    card.airQuality = place.airQuality.value?.hour(at: state.now)
    card.airQualityScale = state.airQualityScale(for: place)
    return card
  }

  func overviewCards(for state: DashboardState) -> [PlaceCard] {
    zip(state.places, Location.distinctNames(state.places.map(\.location))).map {
      Self.card($0, name: $1, state: state)
    }
  }
}
