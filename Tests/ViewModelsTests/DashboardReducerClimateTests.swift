import Foundation
import Testing
import WeatherCore

@testable import ViewModels

@Suite struct DashboardReducerClimateTests {
  typealias F = DashboardFixtures

  @Test func theFirstForecastAsksForEveryPlacesClimateOnce() {
    var state = F.state()
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    let outcomes = state.places.map {
      ForecastOutcome.success(weather: F.weather(for: $0.location, hours: 3), fetchedAt: F.start, isStale: false)
    }
    let effect = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start))
    #expect(effect == .fetchClimate(locations: [F.reykjavik, F.berlin, F.tokyo]))
    #expect(state.places.allSatisfy { $0.climate == .loading })

    // A later refresh does not ask again while the climate loads or once it has loaded.
    _ = DashboardState.reduce(&state, .climateLoaded(location: F.berlin, .failed("archive said no")))
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start + 600, bypassCache: false))
    let again = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start + 600))
    #expect(again == .fetchClimate(locations: [F.berlin]), "only the failed place is retried")
  }

  @Test func aResultReachesOnlyItsPlace() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .climateLoaded(location: F.tokyo, .failed("no archive")))
    #expect(state.places[2].climate == .failed("no archive"))
    #expect(state.places[0].climate == .loading)
    let stranger = Location(name: "Nowhere", latitude: 0, longitude: 0)
    let before = state
    _ = DashboardState.reduce(&state, .climateLoaded(location: stranger, .failed("x")))
    #expect(state == before)
  }

  @Test func statisticsToggleAndEscape() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .toggleStatistics)
    #expect(state.overlay == .statistics)
    _ = DashboardState.reduce(&state, .toggleStatistics)
    #expect(state.overlay == .none)
    _ = DashboardState.reduce(&state, .toggleStatistics)
    _ = DashboardState.reduce(&state, .closeOverlay)
    #expect(state.overlay == .none)
  }
}
