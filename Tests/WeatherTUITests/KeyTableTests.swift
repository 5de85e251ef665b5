import Render
import Testing

@testable import WeatherTUI

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
    #expect(table.command(for: .escape) == .closeOverlay)
    #expect(table.command(for: .control("l")) == .redraw)
  }

  @Test func unknownKeysDoNothing() {
    #expect(table.command(for: .character("x")) == nil)
    #expect(table.command(for: .function(5)) == nil)
    #expect(table.command(for: .character("0")) == nil)
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
    let rows = table.helpRows
    #expect(rows.count == table.bindings.count - 11)  // 2…9 share "1–9"; →, PgDn and K share a row too
    #expect(rows.contains { $0.keys == "s" && $0.action == "climate statistics" })
    #expect(rows.contains { $0.keys == "q" && $0.action == "quit" })
    #expect(rows.contains { $0.keys == "1–9" })
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
    let rows = KeyTable.helpRows
    #expect(rows.contains { $0.keys == "/" })
    #expect(rows.contains { $0.keys == "Enter" && $0.action == "add it and show it" })
    #expect(rows.count <= 23, "fits an 80×24 screen")
  }
}

@Suite struct AlertDetailKeyTableTests {
  let table = KeyTable.alertDetail

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
