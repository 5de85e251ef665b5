import FoundationEssentials
import WeatherCore

extension DashboardState {
  /// The place actions: the search box, adding, removing and reordering. Every change to the
  /// list asks for it to be saved.
  mutating func reducePlaces(_ action: DashboardAction) -> DashboardEffect? {
    switch action {
    case .openSearch:
      search = PlaceSearch()
      overlay = .search
      return nil

    case .searchTyped(let text):
      guard overlay == .search else { return nil }
      // Control characters never reach the query (a paste can carry them).
      let clean = String(
        text.unicodeScalars.filter { !$0.isControlOrFormat }.map(Character.init))
      guard !clean.isEmpty else { return nil }
      return edit(String((search.query + clean).prefix(PlaceSearch.maximumLength)))

    case .searchDeleteBackward:
      guard overlay == .search, !search.query.isEmpty else { return nil }
      return edit(String(search.query.dropLast()))

    case .searchCleared:
      guard overlay == .search, !search.query.isEmpty else { return nil }
      return edit("")

    case .searchDue(let generation):
      guard overlay == .search, generation == search.generation, search.status == .waiting else { return nil }
      search.status = .searching
      return .searchPlaces(query: search.query, generation: generation)

    case .searchLoaded(let generation, let outcome):
      // An answer for an older query is stale: the box shows only what matches what is typed.
      guard overlay == .search, generation == search.generation else { return nil }
      switch outcome {
      case .found(let results):
        search.results = results
        search.selection = 0
        search.status = results.isEmpty ? .noResults : .found
      case .failed(let message):
        search.results = []
        search.status = .failed(message)
      }
      return nil

    case .searchMoveSelection(let delta):
      guard overlay == .search, !search.results.isEmpty else { return nil }
      search.selection = min(max(0, search.selection + delta), search.results.count - 1)
      return nil

    case .searchConfirmed(let now):
      guard overlay == .search, let chosen = search.selectedResult else { return nil }
      return add(chosen.location, now: now)

    case .removeRequested:
      guard overlay == .none, selectedPlace != nil else { return nil }
      overlay = .confirmRemove
      return nil

    case .removeAnswered(let yes):
      guard overlay == .confirmRemove else { return nil }
      overlay = .none
      guard yes, places.indices.contains(selectedIndex) else { return nil }
      let removed = places.remove(at: selectedIndex).location
      hourScroll = 0
      if places.isEmpty {
        selectedIndex = 0
        search = PlaceSearch()
        overlay = .search
      } else {
        selectedIndex = min(selectedIndex, places.count - 1)
      }
      return .savePlaces(.remove(removed), list: places.map(\.location))

    case .movePlace(let delta):
      let target = selectedIndex + delta
      guard overlay == .none, places.indices.contains(selectedIndex), places.indices.contains(target) else {
        return nil
      }
      let moved = places[selectedIndex].location
      places.swapAt(selectedIndex, target)
      selectedIndex = target
      return .savePlaces(.move(moved, by: delta), list: places.map(\.location))

    case .placesReloaded(let list):
      return reload(list)

    default:
      return nil
    }
  }

  // MARK: - Search box

  /// A new query: stale results go, and the search waits for typing to pause.
  private mutating func edit(_ query: String) -> DashboardEffect? {
    search.query = query
    search.generation += 1
    search.results = []
    search.selection = 0
    let blank = query.trimmingWhitespace().isEmpty
    search.status = blank ? .empty : .waiting
    return blank ? nil : .scheduleSearch(generation: search.generation, delay: PlaceSearch.debounce)
  }

  // MARK: - Adding

  /// Adds `location` (or finds it among the saved places, by rounded coordinates), switches to
  /// it, saves the list and refreshes every place.
  private mutating func add(_ location: Location, now: Date) -> DashboardEffect? {
    overlay = .none
    search = PlaceSearch()
    self.now = now
    if let existing = places.firstIndex(where: { $0.location.roundedKey == location.roundedKey }) {
      select(existing)
      return nil
    }
    guard places.count < PlaceEdit.maximumPlaces else {
      search.status = .failed("\(PlaceEdit.maximumPlaces) places is the most; remove one (d) before adding another")
      overlay = .search
      return nil
    }
    places.append(PlaceState(location: location))
    select(places.count - 1)
    // The new place needs data now, even while an older refresh (without it) is in flight.
    refreshStartedAt = nil
    var effects: [DashboardEffect] = [.savePlaces(.add(location), list: places.map(\.location))]
    if let refresh = startRefresh(now: now, bypassCache: false) { effects.append(refresh) }
    return .all(effects)
  }

  // MARK: - Reloading

  /// Shows the list from disk: places already shown keep their data, the selected place stays
  /// selected if it is still there, and new places are fetched.
  private mutating func reload(_ list: [Location]) -> DashboardEffect? {
    // Matched by rounded coordinates: the file does not keep every detail (elevation), and a
    // place shown keeps its own location, so fetches in flight still find it.
    let keys = list.map(\.roundedKey)
    guard keys != places.map(\.location.roundedKey) else { return takeAlertAreas(from: list) }
    let selected = selectedPlace?.location.roundedKey
    let previous = places
    places = list.map { location in
      previous.first { $0.location.roundedKey == location.roundedKey } ?? PlaceState(location: location)
    }
    if let selected, let index = keys.firstIndex(of: selected) {
      selectedIndex = index
    } else {
      selectedIndex = min(selectedIndex, max(0, places.count - 1))
      hourScroll = 0
    }
    hourScroll = min(hourScroll, maximumHourScroll)
    if places.isEmpty {
      if overlay != .search { search = PlaceSearch() }
      overlay = .search
      return nil
    }
    // The place "remove?" asked about may be gone; never remove another by mistake.
    if overlay == .confirmRemove, selectedPlace?.location.roundedKey != selected { overlay = .none }
    let arrived = keys.contains { key in !previous.contains { $0.location.roundedKey == key } }
    guard arrived else { return takeAlertAreas(from: list) }
    // The new places need data now, like a place added here.
    refreshStartedAt = nil
    return startRefresh(now: now, bypassCache: false)
  }

  /// The warning areas of `list` (same places) taken on: another dashboard chose one. The
  /// alerts of places whose area changed are asked again.
  private mutating func takeAlertAreas(from list: [Location]) -> DashboardEffect? {
    var fetches: [DashboardEffect] = []
    for location in list {
      guard let index = places.firstIndex(where: { $0.location.roundedKey == location.roundedKey }),
        places[index].location.alertArea != location.alertArea
      else { continue }
      places[index].location.alertArea = location.alertArea
      if let fetch = alertsFetch(at: index) { fetches.append(fetch) }
    }
    return fetches.isEmpty ? nil : fetches.count == 1 ? fetches[0] : .all(fetches)
  }
}
