import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

/// "? help" is how a newcomer finds the keys: the footer keeps it at every width from the
/// 50-column minimum up, whatever else it has to say, on the dashboard and the overview; the
/// credit and the data's age (or STALE) stay beside it.
@Suite struct HelpHintTests {
  typealias W = WeatherFixture

  /// What the footer has to say besides the credit.
  enum State: String, CaseIterable {
    case fresh, stale, staleSinceUnknown, refreshFailed, error, warning, updating, otherZone, twelveHour, ascii
  }

  static let widths = Array(50...300)

  func content(_ state: State, overview: Bool) -> DashboardContent {
    let weather = W.weather(at: W.berlin, alerts: .covered([]))
    var content = DashboardContent(
      weather: weather, placeName: "Berlin", placeIndex: 0, placeCount: 3, units: .metric, now: W.now,
      fetchedAt: W.now.addingTimeInterval(-180), nextRefresh: W.now.addingTimeInterval(420),
      glyphs: state == .ascii ? .ascii : .unicode,
      localTimeZone: ZoneDatabase.zone(state == .otherZone ? "America/Chicago" : "Europe/Berlin")!)
    switch state {
    case .fresh, .otherZone, .ascii: break
    case .stale:
      content.isStale = true
      content.fetchedAt = W.now.addingTimeInterval(-7500)
    case .staleSinceUnknown:
      content.isStale = true
      content.fetchedAt = nil
    case .refreshFailed:
      content.refreshFailedAt = W.now.addingTimeInterval(-60)
      content.errorText = "HTTP 503"
    case .error: content.errorText = "offline: could not connect to api.open-meteo.com (connection refused)"
    case .warning:
      content.notice = "warning: /home/someone/.config/weathertui/config.toml:1: unknown key 'theem' ignored (i: all)"
    case .updating: content.isLoading = true
    case .twelveHour: content.hourCycle = .twelveHour
    }
    if overview {
      var card = PlaceCard(name: "Berlin", weather: weather, fetchedAt: content.fetchedAt)
      card.isStale = content.isStale
      content.overview = [card, card, card]
    }
    return content
  }

  /// The footer as the dashboard composes it, or the overview's last line (on a screen three
  /// rows tall: the whole screen 10,000 times takes minutes).
  func footer(_ state: State, width: Int, overview: Bool) -> String {
    footer(content(state, overview: overview), width: width)
  }

  func footer(_ content: DashboardContent, width: Int) -> String {
    let view = DashboardView(content: content)
    var buffer = CellBuffer(width: width, height: content.overview == nil ? 1 : 3)
    if let cards = content.overview {
      view.overview(cards).render(in: buffer.area, into: &buffer)
    } else if let weather = content.weather {
      view.footer(weather).render(in: buffer.area, into: &buffer)
    }
    return buffer.lines.last ?? ""
  }

  /// The footer drawn alone is the whole screen's last line.
  @Test(arguments: [State.fresh, .stale, .warning], [50, 80, 200])
  func theFooterAloneIsTheScreensLastLine(state: State, width: Int) {
    for overview in [false, true] {
      var buffer = CellBuffer(width: width, height: 24)
      DashboardView(content: content(state, overview: overview)).render(into: &buffer)
      #expect(buffer.lines.last == footer(state, width: width, overview: overview))
    }
  }

  @Test(arguments: State.allCases, [false, true])
  func theHelpHintStaysAtEveryWidth(state: State, overview: Bool) {
    let content = content(state, overview: overview)
    for width in Self.widths {
      let line = footer(content, width: width)
      let at = "\(state.rawValue)\(overview ? " overview" : "") at \(width): \(line)"
      #expect(line.hasSuffix(" ? help ┘") || line.hasSuffix(" ? help +"), "\(at)")
      #expect(line.contains("Open-Meteo.com (CC BY 4.0)"), "the credit whole: \(at)")
      #expect(DisplayWidth.of(line) == width, "\(at)")
      // The overview marks a stale place on its card.
      if state == .stale || state == .staleSinceUnknown {
        if !overview { #expect(line.contains("STALE"), "\(at)") }
      } else {
        #expect(line.contains(/\d:\d\d/), "the data's time: \(at)")
      }
    }
  }

  /// The narrowest lines, as a person reads them.
  @Test func atTheMinimum() {
    #expect(footer(.fresh, width: 50, overview: false) == "└ Open-Meteo.com (CC BY 4.0) · at 14:02 ─ ? help ┘")
    #expect(footer(.stale, width: 50, overview: false) == "└ Open-Meteo.com (CC BY 4.0) · STALE ──── ? help ┘")
    #expect(footer(.fresh, width: 55, overview: false) == "└ Open-Meteo.com (CC BY 4.0) · updated 14:02 ─ ? help ┘")
    #expect(
      footer(.stale, width: 57, overview: false) == "└ Open-Meteo.com (CC BY 4.0) · STALE 2 h 5 min ─ ? help ┘")
    #expect(footer(.ascii, width: 50, overview: true) == "+ Open-Meteo.com (CC BY 4.0) | at 14:02 - ? help +")
  }

  /// Where a warning fits beside the hint it shows, cut to its room: the status view (i) has it
  /// whole.
  @Test func aWarningShowsBesideTheHint() {
    let line = footer(.warning, width: 80, overview: false)
    #expect(line == "└ Open-Meteo.com (CC BY 4.0) · updated 14:02 · warning: /home/someone…  ? help ┘")
    #expect(footer(.warning, width: 120, overview: false).contains("warning: /home/someone/.config/weathertui/config"))
  }
}
