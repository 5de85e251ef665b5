import Foundation
import Testing
import WeatherCore

@testable import ViewModels

/// Air quality is asked after the weather, once an hour, and a failure keeps the last air.
@Suite struct DashboardReducerAirQualityTests {
  typealias F = DashboardFixtures

  static func air(_ index: Double, at date: Date) -> AirQuality {
    AirQuality(current: AirQualityHour(date: date, europeanIndex: index), hourly: [], fetchedAt: date)
  }

  func loaded(_ state: DashboardState, at date: Date) -> (DashboardState, DashboardEffect?) {
    var state = state
    let outcomes = state.places.map {
      ForecastOutcome.success(weather: F.weather(for: $0.location, hours: 24), fetchedAt: date)
    }
    _ = DashboardState.reduce(&state, .refreshRequested(now: date, bypassCache: false))
    let effect = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: date))
    return (state, effect)
  }

  static func effects(_ effect: DashboardEffect?) -> [DashboardEffect] {
    switch effect {
    case .all(let list)?: list
    case let single?: [single]
    case nil: []
    }
  }

  @Test func theAirIsAskedAfterTheWeatherAndBeforeClimate() throws {
    let (state, effect) = loaded(
      DashboardState(places: [F.berlin, F.tokyo], units: .metric, now: F.start), at: F.start)
    let effects = Self.effects(effect)
    let air = try #require(effects.firstIndex { if case .fetchAirQuality = $0 { true } else { false } })
    let climate = effects.firstIndex { if case .fetchClimate = $0 { true } else { false } }
    #expect(climate.map { air < $0 } ?? true)
    if case .fetchAirQuality(let places) = effects[air] { #expect(places.count == 2) }
    #expect(state.places.allSatisfy { $0.airQuality.isLoading })
  }

  @Test func onceAnHourNotEveryRefresh() {
    var (state, _) = loaded(DashboardState(places: [F.berlin], units: .metric, now: F.start), at: F.start)
    _ = DashboardState.reduce(
      &state, .airQualityLoaded(locations: [F.berlin], [.served(Self.air(30, at: F.start))], now: F.start))
    #expect(state.places[0].airQuality.value?.current?.europeanIndex == 30)
    let (later, effect) = loaded(state, at: F.start.addingTimeInterval(600))
    #expect(!Self.effects(effect).contains { if case .fetchAirQuality = $0 { true } else { false } })
    let (hourLater, again) = loaded(later, at: F.start.addingTimeInterval(3600))
    #expect(Self.effects(again).contains { if case .fetchAirQuality = $0 { true } else { false } })
    #expect(hourLater.places[0].airQuality.value != nil, "the last air stays on screen while it loads")
  }

  @Test func aFailureKeepsTheLastAirAndRetriesSooner() {
    var (state, _) = loaded(DashboardState(places: [F.berlin], units: .metric, now: F.start), at: F.start)
    _ = DashboardState.reduce(
      &state, .airQualityLoaded(locations: [F.berlin], [.served(Self.air(30, at: F.start))], now: F.start))
    let (asked, _) = loaded(state, at: F.start.addingTimeInterval(3600))
    var failed = asked
    _ = DashboardState.reduce(
      &failed,
      .airQualityLoaded(
        locations: [F.berlin], [.failed(message: "air-quality API answered HTTP 503")],
        now: F.start.addingTimeInterval(3600)))
    #expect(failed.places[0].airQuality.value?.current?.europeanIndex == 30)
    #expect(failed.places[0].airQuality.failureMessage == "air-quality API answered HTTP 503")
    #expect(failed.airQualityDueAt == F.start.addingTimeInterval(3600 + DashboardState.airQualityRetry))
  }

  @Test func outcomesGoToTheirPlaceWhateverTheOrderNow() {
    var (state, _) = loaded(DashboardState(places: [F.berlin, F.tokyo], units: .metric, now: F.start), at: F.start)
    _ = DashboardState.reduce(&state, .movePlace(by: 1))
    _ = DashboardState.reduce(
      &state,
      .airQualityLoaded(
        locations: [F.berlin, F.tokyo], [.served(Self.air(10, at: F.start)), .served(Self.air(90, at: F.start))],
        now: F.start))
    for place in state.places {
      #expect(place.airQuality.value?.current?.europeanIndex == (place.location == F.berlin ? 10 : 90))
    }
  }

  @Test func theConfiguredIndexWinsElseTheRegionsOwn() {
    var state = DashboardState(places: [F.berlin, F.tokyo], units: .metric, now: F.start)
    #expect(state.airQualityScale(for: state.places[0]) == .european)
    #expect(state.airQualityScale(for: state.places[1]) == .us)
    state.airQualityScale = .us
    #expect(state.airQualityScale(for: state.places[0]) == .us)
  }
}
