import Foundation
import Testing
import WeatherCore

@testable import ViewModels

@Suite struct DashboardReducerPlacesTests {
  typealias F = DashboardFixtures

  static let springfieldIL = PlaceSearchResult(
    location: Location(
      name: "Springfield", region: "Illinois, United States", latitude: 39.80, longitude: -89.64,
      timeZoneIdentifier: "America/Chicago"),
    region: "Illinois", country: "United States", population: 116_250)
  static let springfieldMO = PlaceSearchResult(
    location: Location(
      name: "Springfield", region: "Missouri, United States", latitude: 37.22, longitude: -93.30,
      timeZoneIdentifier: "America/Chicago"),
    region: "Missouri", country: "United States", population: 169_176)

  /// A loaded state with the search box open and "Spring" typed.
  func searching() -> (DashboardState, DashboardEffect?) {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .openSearch)
    let effect = DashboardState.reduce(&state, .searchTyped("Spring"))
    return (state, effect)
  }

  // MARK: - Search

  @Test func typingWaitsForAPauseThenSearchesOnce() {
    var (state, effect) = searching()
    #expect(state.overlay == .search)
    #expect(state.search.query == "Spring")
    #expect(effect == .scheduleSearch(generation: 1, delay: PlaceSearch.debounce))
    #expect(state.search.status == .waiting)
    #expect(
      DashboardState.reduce(&state, .searchTyped("f")) == .scheduleSearch(generation: 2, delay: PlaceSearch.debounce))
    // The first pause is overtaken by more typing: no request for "Spring".
    #expect(DashboardState.reduce(&state, .searchDue(generation: 1)) == nil)
    #expect(
      DashboardState.reduce(&state, .searchDeleteBackward)
        == .scheduleSearch(generation: 3, delay: PlaceSearch.debounce))
    #expect(DashboardState.reduce(&state, .searchDue(generation: 3)) == .searchPlaces(query: "Spring", generation: 3))
    #expect(state.search.status == .searching)
  }

  @Test func staleAnswersAreDropped() {
    var (state, _) = searching()
    _ = DashboardState.reduce(&state, .searchDue(generation: 1))
    _ = DashboardState.reduce(&state, .searchTyped("x"))
    _ = DashboardState.reduce(&state, .searchLoaded(generation: 1, .found([Self.springfieldIL])))
    #expect(state.search.results.isEmpty, "answer for 'Spring' must not show under 'Springx'")
    #expect(state.search.status == .waiting)
  }

  @Test func resultsNoResultsAndFailuresAreSaidInTheBox() {
    var (state, _) = searching()
    _ = DashboardState.reduce(&state, .searchLoaded(generation: 1, .found([])))
    #expect(state.search.status == .noResults)
    _ = DashboardState.reduce(&state, .searchLoaded(generation: 1, .failed("Open-Meteo refused the request: bad name")))
    #expect(state.search.status == .failed("Open-Meteo refused the request: bad name"))
    _ = DashboardState.reduce(&state, .searchLoaded(generation: 1, .found([Self.springfieldIL, Self.springfieldMO])))
    #expect(state.search.status == .found)
    #expect(state.search.results.count == 2)
  }

  @Test func selectionMovesWithinTheResults() {
    var (state, _) = searching()
    _ = DashboardState.reduce(&state, .searchLoaded(generation: 1, .found([Self.springfieldIL, Self.springfieldMO])))
    _ = DashboardState.reduce(&state, .searchMoveSelection(by: 1))
    _ = DashboardState.reduce(&state, .searchMoveSelection(by: 1))
    #expect(state.search.selection == 1)
    _ = DashboardState.reduce(&state, .searchMoveSelection(by: -5))
    #expect(state.search.selectedResult == Self.springfieldIL)
  }

  @Test func blankQueriesNeverSearch() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .openSearch)
    #expect(DashboardState.reduce(&state, .searchTyped("  ")) == nil)
    #expect(state.search.status == .empty)
    #expect(
      DashboardState.reduce(&state, .searchTyped("\u{1b}[2J"))
        == .scheduleSearch(generation: 2, delay: PlaceSearch.debounce))
    #expect(!state.search.query.contains("\u{1b}"))
  }

  // MARK: - Add

  @Test func enterAddsSwitchesSavesAndRefreshesAll() {
    var (state, _) = searching()
    _ = DashboardState.reduce(&state, .searchLoaded(generation: 1, .found([Self.springfieldIL, Self.springfieldMO])))
    _ = DashboardState.reduce(&state, .searchMoveSelection(by: 1))
    let later = F.start.addingTimeInterval(30)
    let effect = DashboardState.reduce(&state, .searchConfirmed(now: later))
    let all = [F.reykjavik, F.berlin, F.tokyo, Self.springfieldMO.location]
    #expect(
      effect
        == .all([
          .savePlaces(.add(Self.springfieldMO.location), list: all), .fetchForecasts(places: all, bypassCache: false),
        ]))
    #expect(state.overlay == .none)
    #expect(state.selectedIndex == 3)
    #expect(state.selectedPlace?.location == Self.springfieldMO.location)
  }

  @Test func addingASavedPlaceSwitchesToIt() {
    var (state, _) = searching()
    let berlinAgain = PlaceSearchResult(location: Location(name: "Berlin", latitude: 52.521, longitude: 13.409))
    _ = DashboardState.reduce(&state, .searchLoaded(generation: 1, .found([berlinAgain])))
    #expect(DashboardState.reduce(&state, .searchConfirmed(now: F.start)) == nil)
    #expect(state.places.count == 3)
    #expect(state.selectedIndex == 1)
  }

  @Test func aPlaceAddedDuringARefreshGetsItsOwnAndOutcomesMatchByLocation() {
    var (state, _) = searching()
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    _ = DashboardState.reduce(&state, .searchLoaded(generation: 1, .found([Self.springfieldIL])))
    _ = DashboardState.reduce(&state, .searchConfirmed(now: F.start))
    // The answer to the refresh that started before the place was added: three outcomes.
    let older = [F.reykjavik, F.berlin, F.tokyo].map {
      ForecastOutcome.success(weather: F.weather(for: $0, hours: 3), fetchedAt: F.start)
    }
    _ = DashboardState.reduce(&state, .forecastsLoaded(older, now: F.start))
    #expect(state.places[0].snapshot?.weather.location == F.reykjavik)
    #expect(state.places[2].snapshot?.weather.location == F.tokyo)
  }

  @Test func firstRunOpensTheSearchBoxAndEscCannotLeaveIt() {
    var state = F.state([])
    #expect(state.overlay == .search)
    _ = DashboardState.reduce(&state, .closeOverlay)
    #expect(state.overlay == .search)
    _ = DashboardState.reduce(&state, .searchTyped("Ber"))
    _ = DashboardState.reduce(&state, .searchLoaded(generation: 1, .found([PlaceSearchResult(location: F.berlin)])))
    let effect = DashboardState.reduce(&state, .searchConfirmed(now: F.start))
    #expect(
      effect
        == .all([
          .savePlaces(.add(F.berlin), list: [F.berlin]), .fetchForecasts(places: [F.berlin], bypassCache: false),
        ]))
  }

  // MARK: - Remove and reorder

  @Test func removeAsksFirstAndNoKeeps() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .selectIndex(1))
    #expect(DashboardState.reduce(&state, .removeRequested) == nil)
    #expect(state.overlay == .confirmRemove)
    #expect(DashboardState.reduce(&state, .removeAnswered(false)) == nil)
    #expect(state.places.count == 3)
    #expect(state.overlay == .none)
  }

  @Test func yesRemovesAndSaves() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .selectIndex(2))
    _ = DashboardState.reduce(&state, .removeRequested)
    #expect(
      DashboardState.reduce(&state, .removeAnswered(true))
        == .savePlaces(.remove(F.tokyo), list: [F.reykjavik, F.berlin]))
    #expect(state.selectedIndex == 1, "selection stays on the list")
  }

  @Test func removingTheLastPlaceOpensTheSearchBox() {
    var state = F.state([F.berlin])
    _ = DashboardState.reduce(&state, .removeRequested)
    #expect(DashboardState.reduce(&state, .removeAnswered(true)) == .savePlaces(.remove(F.berlin), list: []))
    #expect(state.overlay == .search)
  }

  @Test func moveDownAndUpKeepsTheSelectionOnThePlace() {
    var state = F.loadedState()
    #expect(
      DashboardState.reduce(&state, .movePlace(by: 1))
        == .savePlaces(.move(F.reykjavik, by: 1), list: [F.berlin, F.reykjavik, F.tokyo]))
    #expect(state.selectedPlace?.location == F.reykjavik)
    #expect(state.selectedIndex == 1)
    #expect(
      DashboardState.reduce(&state, .movePlace(by: -1))
        == .savePlaces(.move(F.reykjavik, by: -1), list: [F.reykjavik, F.berlin, F.tokyo]))
    #expect(DashboardState.reduce(&state, .movePlace(by: -1)) == nil, "already first")
    #expect(state.places.map(\.location) == [F.reykjavik, F.berlin, F.tokyo])
  }
}

/// Another dashboard changed the saved list: `.placesReloaded` shows it without losing data
/// or the place on screen.
@Suite struct DashboardReducerReloadTests {
  typealias F = DashboardFixtures

  @Test func theSelectedPlaceStaysSelectedAndKeepsItsData() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .selectIndex(1))
    let berlinData = state.places[1].snapshot
    let effect = DashboardState.reduce(&state, .placesReloaded([F.tokyo, F.berlin]))
    #expect(state.places.map(\.location) == [F.tokyo, F.berlin])
    #expect(state.selectedPlace?.location == F.berlin && state.selectedIndex == 1)
    #expect(state.places[1].snapshot == berlinData)
    #expect(effect == nil, "no new place, nothing to fetch")
  }

  @Test func aNewPlaceIsFetchedAndAGoneSelectionMovesToANeighbour() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .selectIndex(2))
    let hobart = Location(name: "Hobart", latitude: -42.88, longitude: 147.33, timeZoneIdentifier: "Australia/Hobart")
    let effect = DashboardState.reduce(&state, .placesReloaded([F.reykjavik, hobart]))
    #expect(state.selectedIndex == 1)
    #expect(effect == .fetchForecasts(places: [F.reykjavik, hobart], bypassCache: false))
  }

  @Test func theSameListChangesNothingAndAnEmptyListOpensTheSearchBox() {
    var state = F.loadedState()
    let before = state
    #expect(DashboardState.reduce(&state, .placesReloaded(state.places.map(\.location))) == nil)
    #expect(state == before)
    #expect(DashboardState.reduce(&state, .placesReloaded([])) == nil)
    #expect(state.overlay == .search)
  }

  @Test func removeConfirmationIsDroppedWhenItsPlaceWentAway() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .removeRequested)
    _ = DashboardState.reduce(&state, .placesReloaded([F.berlin, F.tokyo]))
    #expect(state.overlay == .none)
    #expect(DashboardState.reduce(&state, .removeAnswered(true)) == nil, "nothing else is removed")
  }

  @Test func addingBeyondTheMostSaysSoInTheBox() {
    let many = (0..<PlaceEdit.maximumPlaces).map { Location(name: "P\($0)", latitude: 1, longitude: Double($0)) }
    var state = F.state(many)
    _ = DashboardState.reduce(&state, .openSearch)
    _ = DashboardState.reduce(&state, .searchTyped("Ber"))
    _ = DashboardState.reduce(&state, .searchLoaded(generation: 1, .found([PlaceSearchResult(location: F.berlin)])))
    #expect(DashboardState.reduce(&state, .searchConfirmed(now: F.start)) == nil)
    #expect(state.places.count == PlaceEdit.maximumPlaces)
    #expect(state.search.status == .failed("50 places is the most; remove one (d) before adding another"))
  }
}
