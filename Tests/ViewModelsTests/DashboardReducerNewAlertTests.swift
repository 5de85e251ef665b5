import Foundation
import Testing
import WeatherCore

@testable import ViewModels

/// A new or upgraded alert is noticed once: announced (bell, `on_alert`) and standing out for
/// a minute; what an earlier run announced is not news, and at a first start everything is.
@Suite struct DashboardReducerNewAlertTests {
  typealias F = DashboardFixtures

  static func alert(_ id: String, _ severity: WeatherAlert.Severity = .moderate, event: String = "Wind warning")
    -> WeatherAlert
  {
    WeatherAlert(id: id, event: event, severity: severity, source: "Test service")
  }

  /// The state after a refresh at `now` in which Berlin (the second place) has `alerts`.
  static func refreshed(_ state: inout DashboardState, berlin alerts: [WeatherAlert], at now: Date)
    -> DashboardEffect?
  {
    _ = DashboardState.reduce(&state, .refreshRequested(now: now, bypassCache: false))
    let outcomes = state.places.map { place -> ForecastOutcome in
      var weather = F.weather(for: place.location, hours: 24, readAt: now)
      weather.alerts = place.location == F.berlin ? .covered(alerts) : .covered([])
      return .success(weather: weather, fetchedAt: now)
    }
    return DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: now))
  }

  static func announcements(_ effect: DashboardEffect?) -> [AlertAnnouncement] {
    switch effect {
    case .announceAlerts(let list)?: list
    case .all(let effects)?: effects.flatMap { announcements($0) }
    default: []
    }
  }

  static func announced(_ effect: DashboardEffect?) -> [String] { announcements(effect).map(\.alert.id) }

  @Test func alertsAnnouncedBeforeAreNotNewsButTheNextOneIs() {
    var state = F.state()
    // What an earlier run announced, as the dashboard reads it from the state folder.
    state.alertWatch = AlertWatch(known: [F.berlin.roundedKey: ["a": .moderate]])
    let start = F.start
    let first = Self.refreshed(&state, berlin: [Self.alert("a")], at: start)
    #expect(Self.announced(first).isEmpty, "announced before the restart")
    #expect(!state.hasNewAlert(state.places[1]))

    let later = start.addingTimeInterval(600)
    let second = Self.refreshed(&state, berlin: [Self.alert("a"), Self.alert("b", event: "Rain warning")], at: later)
    #expect(Self.announced(second) == ["b"])
    #expect(Self.announcements(second).first?.placeName == "Berlin")
    #expect(state.hasNewAlert(state.places[1]))
    #expect(!state.hasNewAlert(state.places[0]))

    // It stands out for a minute, then the screen is calm again; the next refresh is quiet.
    _ = DashboardState.reduce(&state, .tick(now: later.addingTimeInterval(59)))
    #expect(state.hasNewAlert(state.places[1]))
    _ = DashboardState.reduce(&state, .tick(now: later.addingTimeInterval(61)))
    #expect(!state.hasNewAlert(state.places[1]))
    let third = Self.refreshed(
      &state, berlin: [Self.alert("a"), Self.alert("b", event: "Rain warning")], at: later + 600)
    #expect(Self.announced(third).isEmpty)
  }

  @Test func atAFirstStartNobodyHasBeenToldSoWhatIsInForceIsNews() {
    var state = F.state()
    let first = Self.refreshed(&state, berlin: [Self.alert("a"), Self.alert("b")], at: F.start)
    #expect(Self.announced(first) == ["a", "b"], "one announcement for the answer, every alert in it")
    #expect(state.hasNewAlert(state.places[1]))
  }

  @Test func anUpgradeUnderTheSameIdIsNews() {
    var state = F.state()
    _ = Self.refreshed(&state, berlin: [Self.alert("a", .moderate)], at: F.start)
    let effect = Self.refreshed(&state, berlin: [Self.alert("a", .severe)], at: F.start.addingTimeInterval(600))
    #expect(Self.announced(effect) == ["a"])
    #expect(Self.announcements(effect).first?.upgraded == true)
    // A downgrade is not.
    let calmer = Self.refreshed(&state, berlin: [Self.alert("a", .minor)], at: F.start.addingTimeInterval(1200))
    #expect(Self.announced(calmer).isEmpty)
  }

  @Test func theWatchRemembersPerPlace() {
    var watch = AlertWatch(known: ["p": ["a": .moderate]])
    #expect(watch.observe(placeKey: "p", alerts: [Self.alert("a")], now: F.start).isEmpty)
    #expect(watch.observe(placeKey: "q", alerts: [Self.alert("a")], now: F.start).map(\.alert.id) == ["a"], "q's own")
    #expect(watch.observe(placeKey: "p", alerts: [Self.alert("c")], now: F.start).map(\.alert.id) == ["c"])
    #expect(watch.isHighlighted("c", at: F.start.addingTimeInterval(AlertWatch.highlightDuration - 1)))
    #expect(!watch.isHighlighted("c", at: F.start.addingTimeInterval(AlertWatch.highlightDuration)))
  }
}

/// The warning-area box finds areas by the place's English name and preselects the one the
/// place's names point to.
@Suite struct AlertAreaPickerNamesTests {
  static let areas = [
    AlertAreaChoice(code: "AT332", name: "Tirol"),
    AlertAreaChoice(code: "AT211", name: "Kärnten"),
    AlertAreaChoice(code: "AT901", name: "Wien", otherNames: ["Vienna"]),
  ]

  @Test func englishNamesAndUnaccentedTypingFindTheArea() {
    var picker = AlertAreaPicker(location: DashboardFixtures.berlin)
    picker.areas = Self.areas
    picker.status = .ready
    picker.query = "Vienna"
    #expect(picker.rows == [.area(Self.areas[2])])
    picker.query = "karnten"
    #expect(picker.rows == [.area(Self.areas[1])])
  }

  @Test func theSuggestedAreaComesFirstAndIsSelected() {
    var state = DashboardFixtures.loadedState()
    _ = DashboardState.reduce(&state, .openAlertAreas)
    _ = DashboardState.reduce(
      &state,
      .alertAreasLoaded(
        location: DashboardFixtures.reykjavik, .found(country: "Austria", areas: Self.areas, suggested: ["AT901"])))
    let picker = state.areaPicker
    #expect(picker?.rows.first == .area(Self.areas[2]))
    #expect(picker?.selection == 0)
    #expect(picker?.selectedRow == .area(Self.areas[2]))
    // Nothing suggested: nothing preselected (Enter takes nothing), the feed's order.
    var plain = AlertAreaPicker(location: DashboardFixtures.berlin)
    plain.areas = Self.areas
    plain.status = .ready
    plain.selection = plain.suggestedSelection
    #expect(plain.selection == -1)
    #expect(plain.selectedRow == nil)
    #expect(plain.rows.first == .area(Self.areas[0]))
  }
}
