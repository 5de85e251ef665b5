import Foundation
import Panes
import Render
import Testing
import ViewModels
import WeatherCore

@testable import WeatherTUIApp

/// What a newcomer reads first, whole at every width from the 50-column minimum up: the first
/// run's search box (what to type, and every key it takes) and the message screens behind it.
/// Every line is wrapped between words: the box's lines, joined again, are the sentence.
@Suite struct FirstRunBoxTests {
  static let widths = Array(50...300)
  static let heights = [15, 24, 40]

  /// The search box as the dashboard shows it, with its key table's hints.
  func searchBox(_ status: PlaceSearch.Status, canCancel: Bool) -> PlaceSearchBox {
    var search = PlaceSearch()
    search.status = status
    var box = DashboardApp.box(search, canCancel: canCancel)
    box.hints = KeyTable.search(canCancel: canCancel).hints(glyphs: .unicode)
    return box
  }

  func draw(_ box: PlaceSearchBox, width: Int, height: Int) -> [String] {
    var buffer = CellBuffer(width: width, height: height)
    PlaceSearchPane(box: box, style: PaneStyle(glyphs: .unicode, units: .metric)).render(in: buffer.area, into: &buffer)
    return buffer.lines
  }

  /// The text between the box's side borders, row by row, for the rows below the prompt.
  func inside(_ lines: [String]) -> [String] {
    lines.compactMap { line -> String? in
      guard let open = line.firstIndex(of: "│"), let close = line.lastIndex(of: "│"), open < close else { return nil }
      return line[line.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
    }
  }

  static func words(_ text: String) -> String { text.split(separator: " ").joined(separator: " ") }

  @Test(arguments: [
    (PlaceSearch.Status.empty, false), (.empty, true), (.noResults, true),
    (.failed("Open-Meteo answered HTTP 503 (Service Unavailable); try again in a minute or check the network"), true),
  ])
  func theMessageWrapsBetweenWordsAtEveryWidth(status: PlaceSearch.Status, canCancel: Bool) throws {
    let box = searchBox(status, canCancel: canCancel)
    let message = try #require(box.message)
    for height in Self.heights {
      for width in Self.widths {
        let lines = draw(box, width: width, height: height)
        let rows = inside(lines).dropFirst(2).prefix { !$0.isEmpty }
        let at = "\(width)×\(height):\n\(lines.joined(separator: "\n"))"
        #expect(Self.words(rows.joined(separator: " ")) == Self.words(message), "\(at)")
        #expect(!lines.joined().contains("…"), "nothing cut: \(at)")
      }
    }
  }

  /// Every key the box takes is named, on its edge where they all fit, else inside it.
  @Test(arguments: [false, true])
  func everyKeyIsNamedAtEveryWidth(canCancel: Bool) {
    let box = searchBox(.empty, canCancel: canCancel)
    for height in Self.heights {
      for width in Self.widths {
        let text = draw(box, width: width, height: height).joined(separator: "\n")
        for hint in box.hints {
          #expect(text.contains(hint.text(brief: true)), "\(hint.keys) at \(width)×\(height):\n\(text)")
        }
        #expect(!text.contains("…"), "\(width)×\(height):\n\(text)")
      }
    }
  }

  @Test func theFirstRunAtTheMinimum() {
    let lines = draw(searchBox(.empty, canCancel: false), width: 50, height: 15)
    #expect(
      Array(lines[2...11]) == [
        " ┌ Add a place ─────────────────────────────────┐",
        " │ Name: _                                      │",
        " │                                              │",
        " │ No places saved yet. Type a town or city     │",
        " │ name, or latitude,longitude.                 │",
        " │                                              │",
        " │                                              │",
        " │ ↑ ↓ choose · Enter add · Bksp erase          │",
        " │ Ctrl-U erase all · Esc quit                  │",
        " └──────────────────────────────────────────────┘",
      ], "\(lines.joined(separator: "\n"))")
  }

  /// The screens behind the box: no place yet, loading, a failure with its fix.
  @Test func theMessageScreensWrapBetweenWordsAtEveryWidth() {
    let style = PaneStyle(glyphs: .unicode, units: .metric)
    let panes = [
      MessagePane(
        kind: .info, title: "WeatherTUI", headline: "No places saved yet", details: ["Press / to search for a place."],
        footer: "Esc or Ctrl-C quits", style: style),
      MessagePane(
        kind: .error, title: "Reykjavík", headline: "Could not load the weather for Reykjavík, Capital Region, Iceland",
        details: [
          "could not connect to api.open-meteo.com: connection refused (is the network up, or a proxy needed?)",
          "Press r to try again.",
        ], style: style),
    ]
    for pane in panes {
      for height in Self.heights {
        for width in Self.widths {
          var buffer = CellBuffer(width: width, height: height)
          pane.render(in: buffer.area, into: &buffer)
          let text = Self.words(inside(buffer.lines).joined(separator: " "))
          for sentence in [pane.headline] + pane.details {
            #expect(text.contains(Self.words(sentence)), "\(width)×\(height):\n\(buffer.lines.joined(separator: "\n"))")
          }
          #expect(buffer.lines.last?.contains(pane.footer) == true)
        }
      }
    }
  }
}
