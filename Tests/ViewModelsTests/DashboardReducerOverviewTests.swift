import Foundation
import Testing
import WeatherCore

@testable import ViewModels

/// The overview of all places: `o` switches, Enter opens a card, and a display started on the
/// overview comes back to it between places.
@Suite struct DashboardReducerOverviewTests {
  typealias F = DashboardFixtures

  @Test func oSwitchesAndEnterOpensThePickedPlace() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .toggleOverview)
    #expect(state.showsOverview)
    _ = DashboardState.reduce(&state, .selectIndex(2))
    _ = DashboardState.reduce(&state, .openPlace(2))
    #expect(!state.showsOverview && state.selectedIndex == 2)
    _ = DashboardState.reduce(&state, .toggleOverview)
    _ = DashboardState.reduce(&state, .openPlace(7))
    #expect(state.showsOverview && state.selectedIndex == 2, "a card that is not there opens nothing")
  }

  @Test func aDisplayStartedOnTheOverviewAlternatesItWithEachPlace() {
    var state = DashboardState(
      places: [F.reykjavik, F.berlin, F.tokyo], units: .metric, now: F.start, rotationInterval: 30,
      startsOnOverview: true)
    var seen: [String] = []
    for step in 1...6 {
      _ = DashboardState.reduce(&state, .rotationTimerFired(now: F.start.addingTimeInterval(Double(step) * 30)))
      seen.append(state.showsOverview ? "overview(\(state.selectedIndex))" : "place \(state.selectedIndex)")
    }
    #expect(seen == ["place 0", "overview(1)", "place 1", "overview(2)", "place 2", "overview(0)"])
  }

  @Test func withOnePlaceTheOverviewStillTakesItsTurn() {
    var state = DashboardState(
      places: [F.berlin], units: .metric, now: F.start, rotationInterval: 30, startsOnOverview: true)
    _ = DashboardState.reduce(&state, .rotationTimerFired(now: F.start.addingTimeInterval(30)))
    #expect(!state.showsOverview)
    _ = DashboardState.reduce(&state, .rotationTimerFired(now: F.start.addingTimeInterval(60)))
    #expect(state.showsOverview)
  }

  @Test func rotationWithoutTheOverviewKeepsToThePlaces() {
    var state = F.loadedState()
    state.rotationInterval = 30
    _ = DashboardState.reduce(&state, .toggleOverview)
    _ = DashboardState.reduce(&state, .rotationTimerFired(now: F.start.addingTimeInterval(30)))
    #expect(state.showsOverview && state.selectedIndex == 1, "the overview moves its pick along, and stays")
  }
}
