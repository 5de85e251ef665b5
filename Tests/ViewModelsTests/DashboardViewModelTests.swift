import Foundation
import Testing
import WeatherCore

@testable import ViewModels

@MainActor @Suite struct DashboardViewModelTests {
  typealias F = DashboardFixtures

  @Test func observersHearEachChangeOnce() {
    let model = DashboardViewModel(state: F.state()) { _, _ in }
    var seen: [Int] = []
    let token = model.observe { seen.append($0.selectedIndex) }
    model.send(.selectNext)
    model.send(.selectNext)
    #expect(seen == [1, 2])
    token.cancel()
    model.send(.selectNext)
    #expect(seen == [1, 2])
    #expect(token.isCancelled)
  }

  @Test func unchangedStateIsNotAnnounced() {
    let model = DashboardViewModel(state: F.state()) { _, _ in }
    var count = 0
    model.observe { _ in count += 1 }
    model.send(.closeOverlay)
    model.send(.selectIndex(9))
    model.send(.scrollHours(by: 3))
    #expect(count == 0)
    model.send(.showHelp)
    model.send(.showHelp)
    #expect(count == 1)
  }

  @Test func effectsGoToTheHandlerAndResultsComeBack() {
    var effects: [DashboardEffect] = []
    var pendingSend: DashboardViewModel.Send?
    let model = DashboardViewModel(state: F.state([F.berlin])) { effect, send in
      effects.append(effect)
      pendingSend = send
    }
    var states: [DashboardState] = []
    model.observe { states.append($0) }
    model.send(.refreshRequested(now: F.start, bypassCache: false))
    #expect(effects == [.fetchForecasts(places: [F.berlin], bypassCache: false)])
    #expect(model.state.isRefreshing)

    let weather = F.weather(for: F.berlin, hours: 5)
    pendingSend?(.forecastsLoaded([.success(weather: weather, fetchedAt: F.start)], now: F.start))
    #expect(model.state.places[0].forecast == .loaded(WeatherSnapshot(weather: weather, fetchedAt: F.start)))
    #expect(states.count == 2)
    // The forecast on screen, the place's climate is asked for next.
    #expect(effects.count == 2)
    #expect(F.climate(effects.last) == .fetchClimate(locations: [F.berlin]))
  }

  @Test func actionsSentWhileHandlingRunInOrder() {
    // The effect handler answers synchronously (e.g. from a cache): the answer must be
    // reduced after the request, and observers must see the states in that order.
    let weather = F.weather(for: F.tokyo, hours: 2)
    let model = DashboardViewModel(state: F.state([F.tokyo])) { effect, send in
      if case .fetchForecasts = effect {
        send(.forecastsLoaded([.success(weather: weather, fetchedAt: F.start)], now: F.start))
      }
    }
    var phases: [String] = []
    model.observe { state in
      phases.append(state.isRefreshing ? "loading" : (state.places[0].snapshot == nil ? "empty" : "loaded"))
    }
    model.send(.refreshRequested(now: F.start, bypassCache: false))
    #expect(phases == ["loading", "loaded"])
  }

  @Test func quitEffectReachesTheHandler() {
    var effects: [DashboardEffect] = []
    let model = DashboardViewModel(state: F.state()) { effect, _ in effects.append(effect) }
    model.send(.quit)
    #expect(effects == [.quit])
    #expect(model.state.quitRequested)
  }
}
