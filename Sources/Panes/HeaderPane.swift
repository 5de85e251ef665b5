import FoundationEssentials
import Render
import WeatherCore

/// The top edge of the dashboard: `┌ Reykjavík, Iceland ── 1 of 4 ─── Sun 22 Nov 14:05 GMT ┐`.
/// Shows the place, its position among the saved places, a DEMO marker for demo data and the
/// local date and time in the place's own zone.
public struct HeaderPane: Sendable {
  public var placeName: String
  public var placeIndex: Int
  public var placeCount: Int
  public var timeZone: ZoneRules
  public var now: Date
  public var isDemo: Bool
  public var style: PaneStyle

  public init(
    placeName: String, placeIndex: Int, placeCount: Int, timeZone: ZoneRules, now: Date,
    isDemo: Bool, style: PaneStyle
  ) {
    self.placeName = placeName
    self.placeIndex = placeIndex
    self.placeCount = placeCount
    self.timeZone = timeZone
    self.now = now
    self.isDemo = isDemo
    self.style = style
  }

  /// Draws the edge across the first row of `rect`.
  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    let frame = Frame(chars: style.glyphs.box)
    let clock = style.clock(timeZone)
    let line = String(style.glyphs.box.horizontal)
    let name = [style.untrusted(placeName, .title, bold: true)]
    // Demo data is never mistaken for a forecast: the marker survives every squeeze.
    let demo = isDemo ? [Span(" "), style.span(" DEMO ", .warning, bold: true).reversed] : []
    let left = name + demo
    let counter =
      placeCount > 1
      ? [Span(" \(line)\(line) ", CellStyle(role: .border)), style.span("\(placeIndex + 1) of \(placeCount)", .accent)]
      : []

    // Longest first: the full date and zone, then without zone, then just the time; then the
    // name is clipped. The counter stays to the last (a wall display must say "n of m").
    let times = [clock.dateTime(now), clock.dateTime(now, includeZone: false), clock.time(now)]
      .map { [style.span($0, .text)] }
    let room = rect.width - 2
    if let right = times.first(where: { (left + counter).width + $0.width + 5 <= room }) {
      frame.drawEdge(.top, row: rect.row(0), into: &buffer, left: left + counter, right: right)
      return
    }
    // A wall display must always say which place this is and how many there are: the name is
    // clipped before "n of m" goes, and the clock goes before the counter does.
    let right = times[times.count - 1]
    for (kept, time) in [(counter, right), (counter, []), ([], right)] {
      let nameRoom = room - time.width - (time.isEmpty ? 2 : 5) - demo.width - kept.width
      if nameRoom >= 8 {
        let clipped = Frame.clip(name, to: nameRoom, ellipsis: style.glyphs.ellipsis) + demo + kept
        frame.drawEdge(.top, row: rect.row(0), into: &buffer, left: clipped, right: time)
        return
      }
    }
    frame.drawEdge(
      .top, row: rect.row(0), into: &buffer,
      left: Frame.clip(name, to: max(1, room - 2 - demo.width), ellipsis: style.glyphs.ellipsis) + demo)
  }
}

extension Span {
  /// The span drawn in reverse video.
  var reversed: Span {
    var copy = self
    copy.style.reverse = true
    return copy
  }
}
