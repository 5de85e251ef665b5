import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

/// Condition words are never cut so that two conditions read alike: every WMO code and every
/// served WeatherKit token, at every width from the smallest dashboard to 200 columns, in the
/// 10-day rows (their condition column and their details line) and the hourly strip. Cut to 16
/// columns, WMO 96 and 99 both once read "Thunderstorm wit".
@Suite struct ConditionWordsWidthTests {
  let style = PaneStyle(glyphs: .unicode, units: .metric)
  let berlin = ZoneDatabase.zone("Europe/Berlin")!
  let now = WeatherFixture.now

  /// Every code `WeatherCondition(wmoCode:)` knows, by asking it.
  static let wmoCodes = (0...99).filter {
    if case .unknown = WeatherCondition(wmoCode: $0) { return false } else { return true }
  }

  /// What a day or hour can show: each WMO code as such, and each WeatherKit token as served.
  static let conditions: [(condition: WeatherCondition, served: String?)] =
    wmoCodes.map { (WeatherCondition(wmoCode: $0), nil) } + WeatherCondition.weatherKitCodes.map { (.cloudy, $0) }

  static func forms(_ entry: (condition: WeatherCondition, served: String?)) -> (long: String, short: String) {
    (entry.condition.text(servedCode: entry.served), entry.condition.shortText(servedCode: entry.served))
  }

  @Test func shortFormsFitTheirColumnAndStayApart() {
    #expect(Self.wmoCodes.count == 28)
    var seen: [String: String] = [:]
    for entry in Self.conditions {
      let (long, short) = Self.forms(entry)
      #expect(DisplayWidth.of(short) <= WeatherCondition.shortFormWidth, "\(short)")
      #expect(DisplayWidth.of(short) <= DisplayWidth.of(long))
      if let other = seen[short], other != long {
        Issue.record("\"\(short)\" stands for both \(other) and \(long)")
      }
      seen[short] = long
    }
    #expect(WeatherCondition(wmoCode: 96).shortDescription == "T-storm, light hail")
    #expect(WeatherCondition(wmoCode: 99).shortDescription == "T-storm, heavy hail")
  }

  func days(_ entries: ArraySlice<(condition: WeatherCondition, served: String?)>) -> [DayWeather] {
    let fixture = WeatherFixture.daily(zone: berlin)
    return entries.enumerated().map { i, entry in
      var day = fixture[i]
      day.condition = entry.condition
      day.conditionCode = entry.served
      return day
    }
  }

  func text(_ buffer: CellBuffer, row: Int, from x: Int, to end: Int) -> String {
    let cells = (x..<min(end, buffer.width)).map { buffer[$0, row].text }.joined()
    return String(cells.reversed().drop { $0 == " " }.reversed())
  }

  @Test func theTenDayRowsShowWholeWordsAtEveryWidth() {
    let chunks = stride(from: 0, to: Self.conditions.count, by: 10).map {
      Self.conditions[$0..<min($0 + 10, Self.conditions.count)]
    }
    for width in DashboardLayout.minimumWidth...200 {
      // What each condition shows at this width, where it shows: long and short forms only.
      var shown: [(long: String, text: String)] = []
      for chunk in chunks {
        var pane = DailyBarsPane(
          daily: days(chunk), now: now, currentTemperature: nil, timeZone: berlin, gradient: nil, style: style)
        let columns = DailyBarsPane.Columns(width: width)
        pane.showsDetails = columns.condition == 0
        var buffer = CellBuffer(width: width, height: 2 * chunk.count)
        pane.render(in: buffer.area, into: &buffer)
        for (i, entry) in chunk.enumerated() {
          let (long, short) = Self.forms(entry)
          let text: String
          if columns.condition > 0 {
            let x = columns.label + 3
            text = self.text(buffer, row: i, from: x, to: x + columns.condition)
          } else {
            // The details line: the condition leads it when it fits, else is left out.
            let line = self.text(buffer, row: 2 * i + 1, from: columns.label + 3, to: width)
            text = line.components(separatedBy: style.separator.text).first ?? ""
            if text != long, text != short, !text.isEmpty, long.hasPrefix(text) || short.hasPrefix(text) {
              Issue.record("\(long) cut to \"\(text)\" in the details at \(width) columns")
            }
            if text != long && text != short { continue }
          }
          #expect(text == long || text == short, "\(long) shows \"\(text)\" at \(width) columns")
          shown.append((long, text))
        }
      }
      let byText = Dictionary(grouping: shown, by: \.text)
      for (text, entries) in byText where Set(entries.map(\.long)).count > 1 {
        Issue.record("\"\(text)\" reads alike for \(Set(entries.map(\.long)).sorted()) at \(width) columns")
      }
    }
  }

  @Test func theStripShowsNoCutWordsAndTellsHailApart() {
    func strip(_ code: Int, width: Int) -> CellBuffer {
      let hours = WeatherFixture.hourly(zone: berlin).map { hour in
        var hour = hour
        hour.condition = WeatherCondition(wmoCode: code)
        return hour
      }
      var buffer = CellBuffer(width: width, height: 6)
      HourlyStripPane(hourly: hours, now: now, scrollOffset: 0, timeZone: berlin, style: style)
        .render(in: buffer.area, into: &buffer)
      return buffer
    }
    for width in DashboardLayout.minimumWidth...200 {
      for code in Self.wmoCodes {
        let condition = WeatherCondition(wmoCode: code)
        let lines = strip(code, width: width).lines.joined(separator: "\n")
        for words in [condition.description, condition.shortDescription] where words.count > 6 {
          let start = String(words.prefix(6))
          if lines.contains(start) {
            #expect(lines.contains(words), "\(words) cut in the strip at \(width) columns")
          }
        }
      }
      let light = strip(96, width: width), heavy = strip(99, width: width)
      let cells = { (b: CellBuffer) in (0..<b.height).flatMap { y in (0..<b.width).map { b[$0, y] } } }
      #expect(cells(light) != cells(heavy), "96 and 99 look alike in the strip at \(width) columns")
    }
  }
}
