import Foundation
import Testing
import WeatherCore

@testable import ViewModels

/// The warning-area box (`A`): areas of the place's country, narrowed by typing, the choice
/// saved with the place and fetched at once.
@Suite struct DashboardReducerAlertAreaTests {
  typealias F = DashboardFixtures

  static let areas = [
    AlertAreaChoice(code: "HR004", name: "Gospic region"),
    AlertAreaChoice(code: "HR802", name: "Kvarner i Kvarneric region"),
    AlertAreaChoice(code: "HR803", name: "Velebit channel region"),
  ]

  /// A loaded state with the box open over Reykjavík (the first place) and the areas in.
  func open() -> DashboardState {
    var state = F.loadedState()
    #expect(DashboardState.reduce(&state, .openAlertAreas) == .fetchAlertAreas(location: F.reykjavik))
    #expect(state.overlay == .alertArea)
    #expect(state.areaPicker?.status == .loading)
    _ = DashboardState.reduce(
      &state, .alertAreasLoaded(location: F.reykjavik, .found(country: "Croatia", areas: Self.areas)))
    return state
  }

  @Test func typingNarrowsTheAreasByNameOrCode() {
    var state = open()
    #expect(state.areaPicker?.rows.count == 3)
    _ = DashboardState.reduce(&state, .searchTyped("kvar"))
    #expect(state.areaPicker?.rows == [.area(Self.areas[1])])
    _ = DashboardState.reduce(&state, .searchCleared)
    _ = DashboardState.reduce(&state, .searchTyped("hr80"))
    #expect(state.areaPicker?.rows == [.typedCode("HR80"), .area(Self.areas[1]), .area(Self.areas[2])])
    #expect(state.search.query.isEmpty, "the place search box is untouched")
  }

  @Test func enterSavesTheAreaWithThePlaceAndFetchesItsAlerts() {
    var state = open()
    // Nothing is preselected where the place's names point to no area: Enter takes nothing.
    #expect(state.areaPicker?.selectedRow == nil)
    #expect(DashboardState.reduce(&state, .searchConfirmed(now: F.start)) == nil)
    #expect(state.overlay == .alertArea)
    _ = DashboardState.reduce(&state, .searchMoveSelection(by: 2))
    let effect = DashboardState.reduce(&state, .searchConfirmed(now: F.start.addingTimeInterval(60)))
    var chosen = F.reykjavik
    chosen.alertArea = "HR802"
    #expect(state.overlay == .none)
    #expect(state.places[0].location == chosen)
    #expect(
      effect
        == .all([
          .savePlaces(.setAlertArea(chosen, "HR802"), list: [chosen, F.berlin, F.tokyo]),
          .fetchAlerts(location: chosen, weather: F.weather(for: F.reykjavik, hours: 24)),
        ]), "only the alerts are asked again; the forecast stays")
    // The answer replaces the alerts of the weather on screen, nothing else.
    var answered = F.weather(for: chosen, hours: 1)
    answered.alerts = .covered([WeatherAlert(id: "w", event: "Red wind warning", severity: .extreme, source: "DHMZ")])
    answered.datasetMetadata[.weatherAlerts] = DatasetMetadata(providerName: "EUMETNET – MeteoAlarm")
    _ = DashboardState.reduce(&state, .alertsRefreshed(location: chosen, weather: answered))
    let shown = state.places[0].snapshot?.weather
    #expect(shown?.alerts == answered.alerts)
    #expect(shown?.datasetMetadata[.weatherAlerts]?.providerName == "EUMETNET – MeteoAlarm")
    #expect(shown?.hourlyForecast.count == 24)
    #expect(shown?.location.alertArea == "HR802")
    #expect(state.flashNotice?.text == "alert area: Kvarner i Kvarneric region (HR802)")
  }

  @Test func aCodeTypedInFullIsUsedAsTyped() {
    var state = open()
    _ = DashboardState.reduce(&state, .searchTyped("hr999"))
    #expect(state.areaPicker?.selectedRow == .typedCode("HR999"))
    _ = DashboardState.reduce(&state, .searchConfirmed(now: F.start))
    #expect(state.places[0].location.alertArea == "HR999")
  }

  @Test func aChosenAreaCanBeCleared() {
    var state = open()
    _ = DashboardState.reduce(&state, .searchMoveSelection(by: 1))
    _ = DashboardState.reduce(&state, .searchConfirmed(now: F.start))
    _ = DashboardState.reduce(&state, .openAlertAreas)
    #expect(state.areaPicker?.rows.first == .clear("HR004"))
    _ = DashboardState.reduce(&state, .searchConfirmed(now: F.start))
    #expect(state.places[0].location.alertArea == nil)
  }

  @Test func aFailureIsSaidInTheBoxAndAnswersForAnotherPlaceAreDropped() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .openAlertAreas)
    _ = DashboardState.reduce(
      &state, .alertAreasLoaded(location: F.berlin, .found(country: "Germany", areas: Self.areas)))
    #expect(state.areaPicker?.status == .loading)
    _ = DashboardState.reduce(&state, .alertAreasLoaded(location: F.reykjavik, .failed("MeteoAlarm answered HTTP 503")))
    #expect(state.areaPicker?.status == .failed("MeteoAlarm answered HTTP 503"))
    #expect(DashboardState.reduce(&state, .searchConfirmed(now: F.start)) == nil, "nothing to choose")
    _ = DashboardState.reduce(&state, .closeOverlay)
    #expect(state.overlay == .none)
  }

  @Test func anAreaChosenOnAnotherDashboardIsTakenAndItsAlertsAsked() {
    var state = F.loadedState()
    var chosen = F.tokyo
    chosen.alertArea = "JP001"
    let effect = DashboardState.reduce(&state, .placesReloaded([F.reykjavik, F.berlin, chosen]))
    #expect(state.places[2].location.alertArea == "JP001")
    #expect(effect == .fetchAlerts(location: chosen, weather: F.weather(for: F.tokyo, hours: 24)))
    #expect(DashboardState.reduce(&state, .placesReloaded([F.reykjavik, F.berlin, chosen])) == nil)
  }

  @Test func theEditReplaysOnTheListOnDisk() {
    var kept = F.berlin
    kept.alertArea = "DE1"
    let list = PlaceEdit.setAlertArea(F.berlin, "DE1").applied(to: [F.tokyo, F.berlin])
    #expect(list == [F.tokyo, kept])
    #expect(PlaceEdit.setAlertArea(F.reykjavik, "X1").applied(to: [F.tokyo]) == [F.tokyo])
  }
}

extension DashboardReducerAlertAreaTests {
  @Test func aRefreshOutWhileTheAreaChangedStillLandsAndKeepsTheNewAreasAlerts() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start.addingTimeInterval(600), bypassCache: false))
    // The area is chosen while that fetch is out, and its alerts come back first.
    _ = DashboardState.reduce(&state, .openAlertAreas)
    _ = DashboardState.reduce(
      &state, .alertAreasLoaded(location: F.reykjavik, .found(country: "Croatia", areas: Self.areas)))
    _ = DashboardState.reduce(&state, .searchMoveSelection(by: 1))
    _ = DashboardState.reduce(&state, .searchConfirmed(now: F.start.addingTimeInterval(601)))
    let chosen = state.places[0].location
    var answered = F.weather(for: chosen, hours: 1)
    answered.alerts = .covered([WeatherAlert(id: "w", event: "Red wind warning", severity: .extreme, source: "DHMZ")])
    _ = DashboardState.reduce(&state, .alertsRefreshed(location: chosen, weather: answered))
    // The fetch asked for the old area lands: its forecast is taken, its alerts are not.
    let outcomes = [F.reykjavik, F.berlin, F.tokyo].map {
      ForecastOutcome.success(weather: F.weather(for: $0, hours: 30), fetchedAt: F.start.addingTimeInterval(600))
    }
    _ = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start.addingTimeInterval(602)))
    #expect(state.places.allSatisfy { !$0.forecast.isLoading }, "no place left 'updating'")
    #expect(state.places[0].snapshot?.weather.hourlyForecast.count == 30)
    #expect(state.places[0].snapshot?.weather.alerts == answered.alerts)
    #expect(state.places[1].snapshot?.weather.alerts == .noSource(reason: "test"))
  }
}
