import Foundation
import Render
import Testing
import ViewModels
import WeatherCore

@testable import WeatherTUIApp

@Suite struct KeyTableTests {
  let table = KeyTable.dashboard

  @Test func dispatchFollowsTheTable() {
    #expect(table.command(for: .left) == .scrollHours(-1))
    #expect(table.command(for: .character("l")) == .scrollHours(1))
    #expect(table.command(for: .tab) == .nextPlace)
    #expect(table.command(for: .backTab) == .previousPlace)
    #expect(table.command(for: .character("k")) == .previousPlace)
    #expect(table.command(for: .character("1")) == .selectPlace(0))
    #expect(table.command(for: .character("9")) == .selectPlace(8))
    #expect(table.command(for: .character("q")) == .quit)
    #expect(table.command(for: .escape) == nil, "nothing to close: help and statistics have tables of their own")
    #expect(table.command(for: .control("l")) == .redraw)
    #expect(table.command(for: .character("o")) == .overview)
  }

  @Test func theOverviewMovesBetweenCardsAndKeepsTheDashboardsOtherKeys() {
    let overview = KeyTable.overview
    #expect(overview.command(for: .left) == .moveCard(dx: -1, dy: 0))
    #expect(overview.command(for: .character("j")) == .moveCard(dx: 0, dy: 1))
    #expect(overview.command(for: .enter) == .openSelectedPlace)
    #expect(overview.command(for: .character("o")) == .openSelectedPlace)
    #expect(overview.command(for: .character("a")) == .openAlert)
    #expect(overview.command(for: .character("3")) == .selectPlace(2))
    for key: Key in [.character("r"), .character("u"), .character("/"), .character("?"), .character("q")] {
      #expect(overview.command(for: key) == table.command(for: key), "\(key) as on the dashboard")
    }
    #expect(overview.command(for: .pageDown) == nil, "no hours to scroll")
    let help = KeyTable.helpRows(glyphs: .unicode, overview: true)
    #expect(help.contains { $0.action == "open that place" })
    #expect(!help.contains { $0.action.contains("hours") })
  }

  @Test func unknownKeysDoNothing() {
    #expect(table.command(for: .character("x")) == nil)
    #expect(table.command(for: .function(5)) == nil)
    #expect(table.command(for: .character("0")) == nil)
  }

  /// Keys a terminal sends as sequences: F1 is help, Home and End take the hours back to now and
  /// on to the last one (the text's top and end in the alert and status views); the others do
  /// nothing, and none is a digit that opens a place.
  @Test func functionAndEditingKeys() {
    #expect(table.command(for: .function(1)) == .help)
    #expect(table.command(for: .home) == .scrollHours(-KeyTable.wholeLength))
    #expect(table.command(for: .end) == .scrollHours(KeyTable.wholeLength))
    for key in [Key.insert, .delete] + (2...12).map(Key.function) {
      #expect(table.command(for: key) == nil, "\(key)")
    }
    #expect(KeyTable.overview.command(for: .function(1)) == .help)
    #expect(KeyTable.overview.command(for: .end) == nil, "no hours to scroll")
    #expect(KeyTable.alertDetail.command(for: .end) == .scrollAlert(lines: KeyTable.wholeLength, page: 0))
    #expect(KeyTable.status.command(for: .home) == .scrollStatus(lines: -KeyTable.wholeLength, page: 0))
    #expect(KeyTable.closesOnAnyKey.command(for: .function(1)) == .closeOverlay)
    #expect(KeyTable.search.command(for: .end) == nil, "the search box has no cursor to move")
  }

  @Test func noKeyIsBoundTwice() {
    var seen: [Key] = []
    for binding in table.bindings {
      for key in binding.keys {
        #expect(!seen.contains(key), "\(key) is bound twice")
        seen.append(key)
      }
    }
  }

  @Test func helpListsEveryLabelledBindingOnce() {
    let rows = table.hints(glyphs: .unicode)
    #expect(rows.count == table.bindings.count - 12)  // 2…9 share "1–9"; →, PgDn, End and K share a row too
    #expect(rows.contains { $0.keys == "s" && $0.action == "climate statistics" })
    #expect(rows.contains { $0.keys == "q" && $0.action == "quit" && $0.isEssential })
    #expect(rows.contains { $0.keys == "1–9" })
    #expect(rows.contains { $0.keys == "← → h l" })
  }

  @Test func asciiHelpNamesEveryKeyInSevenBitsAndNoKeyAsAQuestionMark() {
    let rows = KeyTable.helpRows(glyphs: .ascii)
    for row in rows {
      #expect(row.keys.unicodeScalars.allSatisfy { $0.isASCII }, "\(row.keys)")
      #expect(row.action.unicodeScalars.allSatisfy { $0.isASCII }, "\(row.action)")
      // "?" is the help key, and the help screen does not list it: "?" is a glyph ASCII lacks.
      #expect(!row.keys.contains("?"), "\(row.keys) \(row.action)")
    }
    #expect(rows.contains { $0.keys == "<- -> h l" })
    #expect(rows.contains { $0.keys == "Down j Tab" })
    #expect(rows.contains { $0.keys == "1-9" })
  }

  // MARK: - The search box

  @Test func placeKeysFollowTheTable() {
    #expect(table.command(for: .character("/")) == .search)
    #expect(table.command(for: .character("d")) == .removePlace)
    #expect(table.command(for: .character("J")) == .movePlace(1))
    #expect(table.command(for: .character("K")) == .movePlace(-1))
  }

  @Test func theSearchBoxTakesTextAndKeepsItsOwnKeys() {
    let search = KeyTable.search
    #expect(search.command(for: .character("q")) == .type("q"), "q types, it does not quit")
    #expect(search.command(for: .character("/")) == .type("/"))
    #expect(search.command(for: .character("í")) == .type("í"))
    #expect(search.command(for: .down) == .searchMove(1))
    #expect(search.command(for: .enter) == .searchConfirm)
    #expect(search.command(for: .backspace) == .searchDelete)
    #expect(search.command(for: .control("u")) == .searchClear)
    #expect(search.command(for: .escape) == .closeOverlay)
    #expect(search.command(for: .tab) == nil)
    #expect(table.command(for: .character("z")) == nil, "the dashboard table does not take text")
  }

  @Test func helpShowsBothTables() {
    let rows = KeyTable.helpRows(glyphs: .unicode)
    #expect(rows.contains { $0.keys == "/" })
    #expect(rows.contains { $0.keys == "Enter" && $0.action == "add it and show it" })
    #expect(rows.contains { $0.keys == "" && $0.action == "In the search box:" })
    #expect(rows.contains { $0.keys == "Home End" && $0.action == "back to now / the last hour" })
    #expect(!rows.contains { $0.action == "this help" }, "the help screen is open: the footer names its key")
    #expect(table.hints(glyphs: .unicode).contains { $0.keys == "? F1" && $0.action == "this help" })
  }

  @Test func onAFirstRunEscInTheSearchBoxQuitsAndSaysSo() {
    let first = KeyTable.search(canCancel: false)
    #expect(first.command(for: .escape) == .quit)
    #expect(first.hints(glyphs: .unicode).contains { $0.keys == "Esc" && $0.action == "quit" })
    #expect(KeyTable.search.hints(glyphs: .unicode).contains { $0.keys == "Esc" && $0.action == "cancel" })
  }
}

/// The overlays' own tables: what the remove question, help and statistics do with a key is
/// what they show.
@Suite struct OverlayKeyTableTests {
  @Test func theRemoveQuestionTakesYAndAnythingElseKeeps() {
    let table = KeyTable.confirm
    #expect(table.command(for: .character("y")) == .answerRemove(true))
    #expect(table.command(for: .character("Y")) == .answerRemove(true))
    for key: Key in [.character("n"), .character("N"), .escape, .enter, .character("q"), .left, .function(1)] {
      #expect(table.command(for: key) == .answerRemove(false), "\(key) keeps the place")
    }
    #expect(
      table.hints(glyphs: .unicode).map { $0.text() } == ["y remove it", "n or any other key keep it"])
  }

  @Test func helpAndStatisticsCloseOnAnyKeyQIncluded() {
    let table = KeyTable.closesOnAnyKey
    for key: Key in [.character("q"), .escape, .character("?"), .character("s"), .enter, .character("x"), .down] {
      #expect(table.command(for: key) == .closeOverlay, "\(key) closes")
    }
    #expect(table.hints(glyphs: .unicode).map { $0.text() } == ["any key closes"])
  }

  /// The rule: q and Esc close every overlay and never quit from one; q quits only
  /// from the dashboard and the overview. Text boxes type q, and Esc closes them.
  @Test func qAndEscCloseEveryOverlayAndNeverQuit() {
    let overlays: [(String, KeyTable)] = [
      ("help and statistics", .closesOnAnyKey), ("alert", .alertDetail), ("status", .status),
      ("search", .search), ("alert area", .alertArea),
    ]
    for (name, table) in overlays {
      #expect(table.command(for: .escape) == .closeOverlay, "Esc closes \(name)")
      let q = table.command(for: .character("q"))
      #expect(q == .closeOverlay || (table.takesText && q == .type("q")), "q in \(name): \(String(describing: q))")
    }
    #expect(KeyTable.dashboard.command(for: .character("q")) == .quit)
    #expect(KeyTable.overview.command(for: .character("q")) == .quit)
  }

  @Test func eachOverlayUsesItsOwnTable() {
    var state = DashboardState(
      places: [Location(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin")],
      units: .metric,
      themeNames: ["default"], themeIndex: 0, now: Date(timeIntervalSince1970: 0))
    func table() -> KeyTable { DashboardApp.keyTable(for: state) }
    #expect(table().command(for: .character("s")) == .statistics)
    state.overlay = .help
    #expect(table().command(for: .character("s")) == .closeOverlay)
    state.overlay = .statistics
    #expect(table().command(for: .character("q")) == .closeOverlay)
    state.overlay = .confirmRemove
    #expect(table().command(for: .character("y")) == .answerRemove(true))
    state.overlay = .alert(index: 0, offset: 0)
    #expect(table().command(for: .character("q")) == .closeOverlay)
    state.overlay = .search
    #expect(table().command(for: .escape) == .closeOverlay)
    state.places = []
    #expect(table().command(for: .escape) == .quit)
  }
}

@Suite struct AlertDetailKeyTableTests {
  let table = KeyTable.alertDetail

  @Test func theHintLineStartsWithTheWayBack() {
    let hints = table.hints(glyphs: .ascii)
    #expect(hints.first?.text() == "Esc q back")
    #expect(hints.first?.isEssential == true)
    #expect(hints.allSatisfy { $0.text().unicodeScalars.allSatisfy { $0.isASCII } })
  }

  @Test func scrollingMovingAndLeaving() {
    #expect(table.command(for: .down) == .scrollAlert(lines: 1, page: 0))
    #expect(table.command(for: .character("k")) == .scrollAlert(lines: -1, page: 0))
    #expect(table.command(for: .pageDown) == .scrollAlert(lines: 0, page: 1))
    #expect(table.command(for: .tab) == .nextAlert(1))
    #expect(table.command(for: .character("p")) == .nextAlert(-1))
    #expect(table.command(for: .escape) == .closeOverlay)
    #expect(table.command(for: .character("q")) == .closeOverlay, "q leaves the alert, like a pager")
    #expect(table.command(for: .character("x")) == nil)
  }

  @Test func theDashboardOpensAlertsWithAOrEnter() {
    #expect(KeyTable.dashboard.command(for: .character("a")) == .openAlert)
    #expect(KeyTable.dashboard.command(for: .enter) == .openAlert)
  }
}
