import Foundation
import Testing
import WeatherCore

@testable import ViewModels

@Suite struct DashboardReducerNavigationTests {
  typealias F = DashboardFixtures

  private func reduced(_ state: DashboardState, _ actions: DashboardAction...) -> DashboardState {
    var state = state
    for action in actions { _ = DashboardState.reduce(&state, action) }
    return state
  }

  @Test func selectionWrapsBothWays() {
    let state = F.state()
    #expect(reduced(state, .selectNext).selectedIndex == 1)
    #expect(reduced(state, .selectNext, .selectNext, .selectNext).selectedIndex == 0)
    #expect(reduced(state, .selectPrevious).selectedIndex == 2)
    #expect(reduced(state, .selectPrevious, .selectNext).selectedIndex == 0)
  }

  @Test func selectIndexIgnoresOutOfRange() {
    let state = F.state()
    #expect(reduced(state, .selectIndex(2)).selectedIndex == 2)
    #expect(reduced(state, .selectIndex(2), .selectIndex(3)).selectedIndex == 2)
    #expect(reduced(state, .selectIndex(-1)).selectedIndex == 0)
  }

  @Test func selectionWithNoPlacesIsHarmless() {
    let state = reduced(F.state([]), .selectNext, .selectPrevious, .selectIndex(0), .scrollHours(by: 5))
    #expect(state.selectedIndex == 0)
    #expect(state.selectedPlace == nil)
    #expect(state.hourScroll == 0)
  }

  @Test func scrollClampsToAvailableHours() {
    let state = F.loadedState(hours: 24)
    #expect(reduced(state, .scrollHours(by: 6)).hourScroll == 6)
    #expect(reduced(state, .scrollHours(by: 6), .scrollHours(by: -2)).hourScroll == 4)
    #expect(reduced(state, .scrollHours(by: -3)).hourScroll == 0)
    #expect(reduced(state, .scrollHours(by: 100)).hourScroll == 23)
  }

  @Test func scrollStopsWhereTheLastHourReachesTheRightEdge() {
    // Ten columns on screen, 24 hours: the last useful offset shows hours 14…23.
    let state = reduced(F.loadedState(hours: 24), .resized(columns: 54, rows: 20, hourColumns: 10))
    #expect(state.maximumHourScroll == 14)
    #expect(reduced(state, .scrollHours(by: 100)).hourScroll == 14)
    // So one step back from the end is a step the strip shows, not a press that changes nothing.
    #expect(reduced(state, .scrollHours(by: 100), .scrollHours(by: -1)).hourScroll == 13)
    // Hours already past do not count: two hours on, two fewer lie ahead.
    #expect(reduced(state, .tick(now: F.start.addingTimeInterval(7200))).maximumHourScroll == 12)
    // A wider screen pulls an overshooting offset back.
    let scrolled = reduced(state, .scrollHours(by: 14), .resized(columns: 104, rows: 20, hourColumns: 20))
    #expect(scrolled.hourScroll == 4)
  }

  @Test func scrollWithoutDataStaysAtZero() {
    #expect(reduced(F.state(), .scrollHours(by: 5)).hourScroll == 0)
  }

  @Test func changingPlaceResetsScroll() {
    let state = reduced(F.loadedState(), .scrollHours(by: 6), .selectNext)
    #expect(state.hourScroll == 0)
    #expect(reduced(F.loadedState(), .scrollHours(by: 6), .selectIndex(0)).hourScroll == 6)
  }

  @Test func shorterDataClampsScroll() {
    var state = reduced(F.loadedState(hours: 48), .scrollHours(by: 40))
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    let outcomes = state.places.map {
      ForecastOutcome.success(weather: F.weather(for: $0.location, hours: 10), fetchedAt: F.start)
    }
    _ = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start))
    #expect(state.hourScroll == 9)
  }

  @Test func unitsAndThemesCycle() {
    let state = F.state()
    #expect(reduced(state, .cycleUnits).units == .imperial)
    #expect(reduced(state, .cycleUnits, .cycleUnits).units == .metric)
    #expect(reduced(state, .cycleTheme).themeName == "light")
    #expect(reduced(state, .cycleTheme, .cycleTheme, .cycleTheme).themeIndex == 0)
    #expect(reduced(F.state(themes: []), .cycleTheme).themeIndex == 0)
  }

  @Test func helpOverlayOpensAndClosesWithEscape() {
    let open = reduced(F.state(), .showHelp)
    #expect(open.overlay == .help)
    #expect(reduced(open, .closeOverlay).overlay == .none)
    #expect(reduced(open, .toggleHelp).overlay == .none)
    #expect(reduced(F.state(), .toggleHelp).overlay == .help)
    #expect(reduced(F.state(), .closeOverlay) == F.state())
  }

  @Test func quitAndHangupAskToQuit() {
    for action in [DashboardAction.quit, .hangup] {
      var state = F.state()
      #expect(DashboardState.reduce(&state, action) == .quit)
      #expect(state.quitRequested)
    }
  }

  @Test func nothingIsFetchedAfterQuit() {
    var state = reduced(F.state(), .quit)
    #expect(DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: true)) == nil)
  }

  @Test func resizeRecordsTheScreen() {
    let state = reduced(F.state(), .resized(columns: 80, rows: 24))
    #expect(state.screenColumns == 80 && state.screenRows == 24)
  }
}
