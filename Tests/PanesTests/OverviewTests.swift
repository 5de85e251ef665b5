import Foundation
import Render
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import Panes

/// The overview of all places, as a person across the room sees it.
@Suite struct OverviewTests {
  typealias W = WeatherFixture

  static let names = [
    "Berlin", "Reykjavík", "Chicago", "Hobart", "Tucson", "Duluth", "Banja Luka", "Vienna", "Tromsø", "Assen",
    "Rijeka", "São Paulo",
  ]

  func cards(_ count: Int, names: [String] = names) -> [PlaceCard] {
    (0..<count).map { index in
      let location = [W.berlin, W.reykjavik, W.chicago][index % 3]
      let alerts = index % 3 == 0 ? W.berlinAlerts : .covered([])
      var card = PlaceCard(
        name: names[index % names.count], weather: W.weather(at: location, alerts: alerts),
        fetchedAt: W.now.addingTimeInterval(-300))
      if index == 4 {
        card.isStale = true
        card.fetchedAt = W.now.addingTimeInterval(-7200)
      }
      if index % 2 == 1 {
        card.airQuality = AirQualityHour(
          date: W.utc(0), europeanIndex: 32, usIndex: 51, europeanSubIndices: [.ozone: 32, .pm2_5: 18])
      }
      return card
    }
  }

  /// The overview of `cards` as content, in a room on `room`'s clock.
  func content(
    _ cards: [PlaceCard], selected: Int = 0, glyphs: GlyphSet = .unicode, room: String = "UTC",
    nextRefresh: TimeInterval = 300
  ) -> DashboardContent {
    var content = DashboardContent(
      weather: nil, placeName: "", placeIndex: selected, placeCount: cards.count, units: .metric, now: W.now,
      fetchedAt: W.now.addingTimeInterval(-300), nextRefresh: W.now.addingTimeInterval(nextRefresh), glyphs: glyphs,
      localTimeZone: ZoneDatabase.zone(room)!)
    content.overview = cards
    return content
  }

  func render(_ cards: [PlaceCard], _ width: Int, _ height: Int, selected: Int = 0, glyphs: GlyphSet = .unicode)
    -> [String]
  {
    let content = content(cards, selected: selected, glyphs: glyphs)
    var buffer = CellBuffer(width: width, height: height)
    DashboardView(content: content).render(into: &buffer)
    return buffer.lines
  }

  // MARK: - How many fit

  @Test func theIssuesSizesHoldTheirPlacesOnOnePage() {
    for (width, height, count) in [(80, 24, 4), (80, 24, 12), (160, 48, 9), (160, 48, 12), (200, 60, 12)] {
      let grid = OverviewPane.grid(in: Rect(x: 0, y: 0, width: width, height: height))
      let layout = OverviewLayout(placeCount: count, width: grid.width, height: grid.height, longestName: 10)
      #expect(layout.perPage >= count, "\(count) places at \(width)×\(height)")
      #expect(layout.cardHeight >= 3 || count > 9, "room for more than the title row")
    }
  }

  @Test func tooManyPlacesGoOnPagesWithTheSelectedOne() {
    let lines = render(cards(12), 50, 15, selected: 11)
    #expect(lines[0].contains("page 2 of"), "\(lines[0])")
    #expect(lines.contains { $0.contains("12 São Paulo") })
    #expect(!lines.contains { $0.contains("1 Berlin") })
  }

  @Test func arrowsMoveAcrossAndDownTheGrid() {
    let layout = OverviewLayout(placeCount: 7, width: 120, height: 40)
    #expect(layout.columns == 2)
    #expect(layout.moving(0, dx: 1, dy: 0, placeCount: 7) == 1)
    #expect(layout.moving(1, dx: 1, dy: 0, placeCount: 7) == 1, "the right edge stops")
    #expect(layout.moving(2, dx: -1, dy: 0, placeCount: 7) == 2, "so does the left")
    #expect(layout.moving(5, dx: 0, dy: 1, placeCount: 7) == 6, "the last row's one card spans both columns")
    #expect(layout.moving(6, dx: 0, dy: 1, placeCount: 7) == 6, "no card below")
    #expect(layout.moving(4, dx: 0, dy: 1, placeCount: 7) == 6)
    #expect(layout.moving(3, dx: 0, dy: -1, placeCount: 7) == 1)
  }

  // MARK: - What a card keeps

  @Test func namesAndBadgesAreNeverCut() {
    let long = ["Llanfairpwllgwyngyll", "Reykjavík", "Chicago"]
    for (width, height) in [(50, 15), (80, 24), (120, 30)] {
      let lines = render(cards(12, names: long), width, height)
      for (index, name) in long.enumerated() {
        guard let row = lines.first(where: { $0.contains("\(index + 1) \(name.prefix(6))") }) else { continue }
        #expect(row.contains(name), "\(width)×\(height): \(row)")
        if index == 0 { #expect(row.contains("⚠"), "the alert badge stays at \(width)×\(height): \(row)") }
      }
    }
  }

  @Test func staleDataSaysItsAgeAndAirQualityItsCategory() {
    let lines = render(cards(6), 120, 40)
    #expect(lines.contains { $0.contains("data from 11:05") }, "stale since two hours, in the room's clock")
    #expect(lines.contains { $0.contains("EAQI 32 Fair · mostly O3") })
    #expect(lines.last?.contains("Air quality: CAMS") ?? false || lines.last?.contains("Air: CAMS") ?? false)
  }

  @Test func smallCardsCreditTheAlertServiceInTheFooter() {
    // 12 places at 50×15: cards of one line cannot name the warning's service.
    var small = cards(12)
    for index in small.indices {
      small[index].weather?.datasetMetadata[.weatherAlerts] = DatasetMetadata(providerName: "Deutscher Wetterdienst")
    }
    let lines = render(small, 50, 15)
    #expect(lines.last?.contains("Alerts") ?? false, "\(lines.last ?? "")")
    let roomy = render(small, 160, 48)
    #expect(roomy.contains { $0.contains("Storm Gusts") && $0.contains("Deutscher Wetterdienst") })
  }

  // MARK: - Snapshots

  @Test func sixPlacesAt80x24() {
    assertSnapshot(render(cards(6), 80, 24), named: "overview-6-80x24")
  }

  @Test func twelvePlacesAt80x24() {
    assertSnapshot(render(cards(12), 80, 24, selected: 4), named: "overview-12-80x24")
  }

  @Test func twelvePlacesAt160x48WithBlockFigures() {
    let lines = render(cards(12), 160, 48)
    assertSnapshot(lines, named: "overview-12-160x48")
    #expect(lines.contains { $0.contains("█") }, "large cards draw the temperature in block figures")
  }

  @Test func sixPlacesAt200x60InASCII() {
    let lines = render(cards(6), 200, 60, glyphs: .ascii)
    assertSnapshot(lines, named: "overview-6-200x60-ascii")
    #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    #expect(lines.contains { $0.contains("HH") })
  }

  // MARK: - Still between refreshes

  /// The issue's figure: an idle overview minute writes no more than one place's dashboard. So a
  /// card holds nothing that moves by the minute: the local hour, not a ticking clock, and the
  /// next hour in clock times. Only the room's clock on the top edge moves.
  @Test func anIdleOverviewChangesOnlyTheRoomClockFromMinuteToMinute() {
    var content = content(cards(6), nextRefresh: 3600)
    func screen(after seconds: TimeInterval, _ width: Int, _ height: Int) -> [String] {
      content.now = W.now.addingTimeInterval(seconds)
      var buffer = CellBuffer(width: width, height: height)
      DashboardView(content: content).render(into: &buffer)
      return buffer.lines
    }
    for (width, height) in [(80, 24), (160, 48), (200, 60)] {
      let first = screen(after: 0, width, height)
      for minutes in [1.0, 7, 20] {
        let later = screen(after: minutes * 60, width, height)
        #expect(later.dropFirst() == first.dropFirst(), "\(width)×\(height), \(Int(minutes)) min later")
        #expect(later[0] != first[0], "the room clock moves")
      }
    }
  }

  @Test func aCardSaysTheWeekdayWhereThePlacesDayIsNotTheRooms() {
    // Sunday 13:05 UTC: 14:05 in Berlin, and already Monday 03:05 in a room on Kiritimati.
    let content = content(cards(2), room: "Pacific/Kiritimati")
    var buffer = CellBuffer(width: 80, height: 24)
    DashboardView(content: content).render(into: &buffer)
    let text = buffer.lines.joined(separator: "\n")
    #expect(text.contains("Sun 14h"), "Berlin's day is Sunday, the room's Monday")
  }
}

/// Hostile values through the overview: nothing crashes, no escape reaches the screen, and an
/// absurd number is not drawn as a temperature or an index.
@Suite struct OverviewHostileTests {
  typealias W = WeatherFixture

  @Test func absurdNumbersAndEscapesStayOffTheScreen() {
    var weather = W.weather(at: W.berlin, alerts: W.berlinAlerts)
    weather.currentWeather?.temperature = 1e19
    weather.currentWeather?.apparentTemperature = .nan
    var card = PlaceCard(name: "Evil\u{1B}[2J\u{202E}town", weather: weather, fetchedAt: W.now)
    card.airQuality = AirQualityHour(date: W.utc(0), europeanIndex: .infinity, europeanSubIndices: [.ozone: .nan])
    card.errorText = "boom\u{1B}]0;pwned\u{07}"
    card.isStale = true
    for (width, height) in [(50, 15), (80, 24), (200, 60)] {
      var content = DashboardContent(
        weather: nil, placeName: "", placeIndex: 0, placeCount: 2, units: .metric, now: W.now,
        localTimeZone: ZoneDatabase.zone("UTC")!)
      content.overview = [card, card]
      content.prefersBigFigures = true
      var buffer = CellBuffer(width: width, height: height)
      DashboardView(content: content).render(into: &buffer)
      let text = buffer.lines.joined(separator: "\n")
      #expect(!text.contains("\u{1B}") && !text.contains("\u{07}") && !text.contains("\u{202E}"))
      #expect(!text.contains("10000000000000000000"), "\(width)×\(height)")
      #expect(text.contains("Evil"), "the name still shows, cleaned")
    }
  }
}

/// One clock for the program: the footer's times are the machine's, named where the header
/// shows a place's clock in another zone, and never a time already past.
@Suite struct FooterClockTests {
  typealias W = WeatherFixture

  func footer(now: Date, local: String) -> String {
    var content = DashboardContent(
      weather: W.weather(at: W.berlin, alerts: .covered([])), placeName: "Berlin", placeIndex: 0, placeCount: 1,
      units: .metric, now: now, fetchedAt: W.now.addingTimeInterval(-300),
      nextRefresh: W.now.addingTimeInterval(600), glyphs: .unicode, localTimeZone: ZoneDatabase.zone(local)!)
    content.isStale = false
    var buffer = CellBuffer(width: 100, height: 30)
    DashboardView(content: content).render(into: &buffer)
    return buffer.lines.last ?? ""
  }

  @Test func theFooterIsOnTheMachinesClockAndSaysSo() {
    // Berlin's header says 14:05 CET; the machine is on UTC.
    #expect(footer(now: W.now, local: "UTC").contains("updated 13:00 UTC · next 13:15"))
    // A machine in Berlin's zone needs no name: one clock on screen.
    #expect(footer(now: W.now, local: "Europe/Berlin").contains("updated 14:00 · next 14:15"))
  }

  @Test func aRefreshThatIsDueIsNowNotAPastTime() {
    let late = footer(now: W.now.addingTimeInterval(900), local: "UTC")
    #expect(late.contains("next now"), "\(late)")
    #expect(!late.contains("next 13:15"))
  }
}
