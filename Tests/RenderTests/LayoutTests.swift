import Testing

@testable import Render

@Suite struct LayoutTests {
  @Test func rectSplits() {
    let r = Rect(x: 2, y: 1, width: 10, height: 6)
    #expect(r.splitBottom(2) == (Rect(x: 2, y: 1, width: 10, height: 4), Rect(x: 2, y: 5, width: 10, height: 2)))
    #expect(r.splitLeft(3).1 == Rect(x: 5, y: 1, width: 7, height: 6))
    #expect(r.splitRight(3).1 == Rect(x: 9, y: 1, width: 3, height: 6))
    #expect(
      r.rows([2, 3, 5]) == [
        Rect(x: 2, y: 1, width: 10, height: 2), Rect(x: 2, y: 3, width: 10, height: 3),
        Rect(x: 2, y: 6, width: 10, height: 1),
      ])
    #expect(
      r.columns(count: 2, width: 3, gap: 1) == [
        Rect(x: 2, y: 1, width: 3, height: 6), Rect(x: 6, y: 1, width: 3, height: 6),
      ])
    #expect(r.centered(width: 4, height: 2) == Rect(x: 5, y: 3, width: 4, height: 2))
  }

  @Test func boxWithTitle() {
    var buffer = CellBuffer(width: 20, height: 4)
    let inside = Frame(chars: .single).drawBox(buffer.area, into: &buffer, title: [Span("Hourly")])
    #expect(inside == Rect(x: 1, y: 1, width: 18, height: 2))
    #expect(
      buffer.lines == [
        "┌ Hourly ──────────┐",
        "│                  │",
        "│                  │",
        "└──────────────────┘",
      ])
  }

  @Test func edgesWithLeftAndRightLabels() {
    var buffer = CellBuffer(width: 30, height: 3)
    let frame = Frame(chars: .single)
    frame.drawEdge(.top, row: buffer.area.row(0), into: &buffer, left: [Span("Reykjavík")], right: [Span("14:05 GMT")])
    frame.drawEdge(.separator, row: buffer.area.row(1), into: &buffer, left: [Span("10 days")])
    frame.drawEdge(
      .bottom, row: buffer.area.row(2), into: &buffer, left: [Span("a very long attribution line")],
      right: [Span("? help")])
    #expect(
      buffer.lines == [
        "┌ Reykjavík ────── 14:05 GMT ┐",
        "├ 10 days ───────────────────┤",
        "└ a very long attribution l… ┘",
      ])
  }

  @Test func asciiBox() {
    var buffer = CellBuffer(width: 8, height: 3)
    Frame(chars: .ascii).drawBox(buffer.area, into: &buffer, title: [Span("Hi")])
    #expect(buffer.lines == ["+ Hi --+", "|      |", "+------+"])
  }

  @Test func lineFitterShortensThenDrops() {
    let fitter = LineFitter(separator: [Span(" · ")])
    let items = [
      LineFitter.Item([Span("Humidity 81%")], short: [Span("RH 81%")], priority: 5),
      LineFitter.Item([Span("UV 1")], priority: 3),
      LineFitter.Item([Span("Clouds low 80% mid 40%")], short: [Span("Clouds 90%")], priority: 1),
    ]
    #expect(fitter.fit(items, width: 60).text == "Humidity 81% · UV 1 · Clouds low 80% mid 40%")
    #expect(fitter.fit(items, width: 33).text == "Humidity 81% · UV 1 · Clouds 90%")
    #expect(fitter.fit(items, width: 27).text == "Humidity 81% · UV 1")
    #expect(fitter.fit(items, width: 15).text == "Humidity 81%")
    #expect(fitter.fit(items, width: 8).text == "RH 81%")
    #expect(fitter.fit(items, width: 3).text == "")
  }

  @Test func sparklines() {
    let line = Sparkline(glyphs: .unicode)
    #expect(line.render([0, 1, 2, 3, 4, 5, 6, 7]) == "▁▂▃▄▅▆▇█")
    #expect(line.render([1, nil, 1]) == "▅ ▅")
    #expect(line.render([2, 4], range: 0...8) == "▃▅")
    // Each value sits at the centre of its half; the ends hold their value.
    #expect(line.resample([0, 10], width: 4).map { $0! } == [0, 2.5, 7.5, 10])
    #expect(line.resample([0, nil], width: 2).map { $0 } == [0, nil])
    #expect(line.rows([0, 8, 15], range: 0...15, height: 2) == [[" ", "▁", "█"], ["▁", "█", "█"]])
  }

  @Test func spansAlign() {
    var buffer = CellBuffer(width: 9, height: 1)
    buffer.put([Span("ab")], in: buffer.area, align: .right)
    buffer.put([Span("c")], in: buffer.area, align: .center)
    #expect(buffer.lines == ["    c  ab"])
  }
}
