import Render
import WeatherCore

/// One saved place as its tab shows it.
public struct PlaceTab: Sendable, Equatable {
  public var name: String
  /// The current temperature, °C; nil before data arrives.
  public var temperature: Double?
  /// An alert is in force there.
  public var hasAlert: Bool
  /// Its data is older than it should be.
  public var isStale: Bool
  /// An alert there is new (or upgraded) within the last minute: the badge stands out.
  public var hasNewAlert = false

  public init(name: String, temperature: Double?, hasAlert: Bool = false, isStale: Bool = false) {
    self.name = name
    self.temperature = temperature
    self.hasAlert = hasAlert
    self.isStale = isStale
  }
}

/// One row of every saved place with its temperature, the one on screen highlighted, and a
/// badge where an alert is in force (⚠) or data is stale ("old"), so a wall display shows
/// trouble elsewhere without switching. Names shrink before any place is left out; when even
/// that does not fit, a window around the selected place shows, with ‹ › for the rest.
public struct PlaceTabsPane: Sendable {
  public var tabs: [PlaceTab]
  public var selected: Int
  public var style: PaneStyle

  public init(tabs: [PlaceTab], selected: Int, style: PaneStyle) {
    self.tabs = tabs
    self.selected = selected
    self.style = style
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0, rect.width > 0, !tabs.isEmpty else { return }
    let row = rect.row(0)
    for nameWidth in [24, 14, 9, 5, 3] {
      let line = joined(tabs.indices.map { tab($0, nameWidth: nameWidth) })
      if line.width <= row.width {
        buffer.put(line, in: row, align: .left)
        return
      }
    }
    buffer.put(window(width: row.width), in: row, align: .left)
  }

  // MARK: - Pieces

  private func tab(_ index: Int, nameWidth: Int) -> [Span] {
    let tab = tabs[index]
    let isSelected = index == selected
    let name = DisplayWidth.clip(style.glyphs.text(TerminalText.sanitize(tab.name)), to: nameWidth, ellipsis: true)
    var spans = [
      style.span("\(index + 1) ", .dim),
      Span(name, CellStyle(role: isSelected ? .accent : .text, bold: isSelected)),
      Span(" "),
      style.temperature(tab.temperature),
    ]
    if tab.hasNewAlert {
      // Reverse video and a word: seen across a room, and without colour.
      spans += [Span(" "), style.span("\(style.glyphs.warning) NEW", .warning, bold: true).reversed]
    } else if tab.hasAlert {
      spans += [Span(" "), style.span(style.glyphs.warning, .warning, bold: true)]
    }
    if tab.isStale { spans += [Span(" "), style.span("old", .stale)] }
    // Reverse video marks the place on screen without relying on colour.
    let padded = [Span(" ")] + spans + [Span(" ")]
    return isSelected ? padded.map(\.reversed) : padded
  }

  private func joined(_ pieces: [[Span]]) -> [Span] {
    var line: [Span] = []
    for (index, piece) in pieces.enumerated() {
      if index > 0 { line.append(Span(" ")) }
      line += piece
    }
    return line
  }

  /// The selected tab and as many neighbours as fit, with markers for the ones left out.
  private func window(width: Int) -> [Span] {
    var first = selected
    var last = selected
    func line(_ first: Int, _ last: Int) -> [Span] {
      let left = first > 0 ? [style.span(style.glyphs.moreLeft + " ", .dim)] : []
      let right = last < tabs.count - 1 ? [style.span(" " + style.glyphs.moreRight, .dim)] : []
      return left + joined((first...last).map { tab($0, nameWidth: 5) }) + right
    }
    var grew = true
    while grew {
      grew = false
      if last + 1 < tabs.count, line(first, last + 1).width <= width {
        last += 1
        grew = true
      }
      if first > 0, line(first - 1, last).width <= width {
        first -= 1
        grew = true
      }
    }
    return Frame.clip(line(first, last), to: width, ellipsis: style.glyphs.ellipsis)
  }
}
