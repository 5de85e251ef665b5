import Foundation
import Testing
import WeatherCore

@testable import ViewModels

@Suite struct DashboardReducerNavigationTests {
  typealias F = DashboardFixtures

  @Test func selectionWrapsBothWays() {
    let state = F.state()
    #expect(F.reduced(state, .selectNext).selectedIndex == 1)
    #expect(F.reduced(state, .selectNext, .selectNext, .selectNext).selectedIndex == 0)
    #expect(F.reduced(state, .selectPrevious).selectedIndex == 2)
    #expect(F.reduced(state, .selectPrevious, .selectNext).selectedIndex == 0)
  }

  @Test func selectIndexIgnoresOutOfRange() {
    let state = F.state()
    #expect(F.reduced(state, .selectIndex(2)).selectedIndex == 2)
    #expect(F.reduced(state, .selectIndex(2), .selectIndex(3)).selectedIndex == 2)
    #expect(F.reduced(state, .selectIndex(-1)).selectedIndex == 0)
  }

  @Test func selectionWithNoPlacesIsHarmless() {
    let state = F.reduced(F.state([]), .selectNext, .selectPrevious, .selectIndex(0), .scrollHours(by: 5))
    #expect(state.selectedIndex == 0)
    #expect(state.selectedPlace == nil)
    #expect(state.hourScroll == 0)
  }

  @Test func scrollClampsToAvailableHours() {
    let state = F.loadedState(hours: 24)
    #expect(F.reduced(state, .scrollHours(by: 6)).hourScroll == 6)
    #expect(F.reduced(state, .scrollHours(by: 6), .scrollHours(by: -2)).hourScroll == 4)
    #expect(F.reduced(state, .scrollHours(by: -3)).hourScroll == 0)
    #expect(F.reduced(state, .scrollHours(by: 100)).hourScroll == 23)
  }

  @Test func scrollStopsWhereTheLastHourReachesTheRightEdge() {
    // Ten columns on screen, 24 hours: the last useful offset shows hours 14…23.
    let state = F.reduced(F.loadedState(hours: 24), .resized(columns: 54, rows: 20, hourColumns: 10))
    #expect(state.maximumHourScroll == 14)
    #expect(F.reduced(state, .scrollHours(by: 100)).hourScroll == 14)
    // So one step back from the end is a step the strip shows, not a press that changes nothing.
    #expect(F.reduced(state, .scrollHours(by: 100), .scrollHours(by: -1)).hourScroll == 13)
    // Hours already past do not count: two hours on, two fewer lie ahead.
    #expect(F.reduced(state, .tick(now: F.start.addingTimeInterval(7200))).maximumHourScroll == 12)
    // A wider screen pulls an overshooting offset back.
    let scrolled = F.reduced(state, .scrollHours(by: 14), .resized(columns: 104, rows: 20, hourColumns: 20))
    #expect(scrolled.hourScroll == 4)
  }

  @Test func scrollWithoutDataStaysAtZero() {
    #expect(F.reduced(F.state(), .scrollHours(by: 5)).hourScroll == 0)
  }

  @Test func changingPlaceResetsScroll() {
    let state = F.reduced(F.loadedState(), .scrollHours(by: 6), .selectNext)
    #expect(state.hourScroll == 0)
    #expect(F.reduced(F.loadedState(), .scrollHours(by: 6), .selectIndex(0)).hourScroll == 6)
  }

  @Test func shorterDataClampsScroll() {
    var state = F.reduced(F.loadedState(hours: 48), .scrollHours(by: 40))
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    let outcomes = state.places.map {
      ForecastOutcome.success(weather: F.weather(for: $0.location, hours: 10), fetchedAt: F.start)
    }
    _ = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start))
    #expect(state.hourScroll == 9)
  }

  /// What the user picks (units, theme, a place) is kept for the next start; what the rotation
  /// shows is not.
  @Test func theUsersPicksAreRememberedTheRotationsAreNot() {
    var state = F.state()
    let units = DashboardState.reduce(&state, .cycleUnits)
    #expect(units == .rememberView(units: .imperial, theme: state.themeName, place: state.places[0].location))
    let theme = DashboardState.reduce(&state, .cycleTheme)
    #expect(theme == .rememberView(units: .imperial, theme: "light", place: state.places[0].location))
    let place = DashboardState.reduce(&state, .selectIndex(2))
    #expect(place == .rememberView(units: .imperial, theme: "light", place: state.places[2].location))
    #expect(DashboardState.reduce(&state, .selectIndex(7)) == nil, "no place 8: nothing changed")
    var rotating = F.state()
    rotating.rotationInterval = 20
    let rotated = DashboardState.reduce(&rotating, .rotationTimerFired(now: F.start.addingTimeInterval(60)))
    #expect(rotating.selectedIndex == 1)
    #expect(!String(describing: rotated).contains("rememberView"))
  }

  @Test func unitsAndThemesCycle() {
    let state = F.state()
    #expect(F.reduced(state, .cycleUnits).units == .imperial)
    #expect(F.reduced(state, .cycleUnits, .cycleUnits).units == .metric)
    #expect(F.reduced(state, .cycleTheme).themeName == "light")
    #expect(F.reduced(state, .cycleTheme, .cycleTheme, .cycleTheme).themeIndex == 0)
    #expect(F.reduced(F.state(themes: []), .cycleTheme).themeIndex == 0)
  }

  @Test func helpOverlayOpensAndClosesWithEscape() {
    let open = F.reduced(F.state(), .showHelp)
    #expect(open.overlay == .help)
    #expect(F.reduced(open, .closeOverlay).overlay == .none)
    #expect(F.reduced(open, .toggleHelp).overlay == .none)
    #expect(F.reduced(F.state(), .toggleHelp).overlay == .help)
    #expect(F.reduced(F.state(), .closeOverlay) == F.state())
  }

  @Test func quitAndHangupAskToQuit() {
    for action in [DashboardAction.quit, .hangup] {
      var state = F.state()
      #expect(DashboardState.reduce(&state, action) == .quit)
      #expect(state.quitRequested)
    }
  }

  @Test func nothingIsFetchedAfterQuit() {
    var state = F.reduced(F.state(), .quit)
    #expect(DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: true)) == nil)
  }

  @Test func resizeRecordsTheScreen() {
    let state = F.reduced(F.state(), .resized(columns: 80, rows: 24))
    #expect(state.screenColumns == 80 && state.screenRows == 24)
  }
}
