import FoundationEssentials
import Render
import WeatherCore

/// Every saved place at a glance, for a wall display: a grid of cards (`PlaceCardPane`) inside
/// the dashboard's frame, the room's clock on the top edge, every service's credit on the
/// bottom one. With more places than the screen holds, the page with the selected place shows.
public struct OverviewPane: Sendable {
  public var cards: [PlaceCard]
  public var selected: Int
  public var now: Date
  /// The machine's zone: the clock of the room the display hangs in.
  public var localTimeZone: ZoneRules
  public var style: PaneStyle
  public var isDemo = false
  /// Big type wherever a card has room (`--big`), not only on large cards.
  public var prefersBigFigures = false
  /// What sets big type (a font, else the dot font's figures).
  public var lettering: any Lettering = DotFont()
  public var showsColour = true
  /// The bottom edge (credit, data age, notices), set up by the dashboard.
  public var footer: FooterPane?

  public init(cards: [PlaceCard], selected: Int, now: Date, localTimeZone: ZoneRules, style: PaneStyle) {
    self.cards = cards
    self.selected = selected
    self.now = now
    self.localTimeZone = localTimeZone
    self.style = style
  }

  /// Where the cards go in a screen `rect`: inside the frame, one column of padding each side.
  public static func grid(in rect: Rect) -> Rect {
    Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
  }

  /// The layout of `cards` in a screen `rect`.
  public func layout(in rect: Rect) -> OverviewLayout {
    let grid = Self.grid(in: rect)
    return OverviewLayout(
      placeCount: cards.count, width: grid.width, height: grid.height,
      longestName: cards.map { DisplayWidth.of(style.glyphs.text(TerminalText.sanitize($0.name))) }.max() ?? 0)
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height >= 3, rect.width >= 4 else { return }
    let frame = Frame(chars: style.glyphs.box)
    let layout = layout(in: rect)
    let pages = layout.pageCount(cards.count)
    let page = min(layout.page(of: selected), pages - 1)
    drawTop(pages: pages, page: page, in: rect.row(0), into: &buffer)
    for y in rect.y + 1..<rect.maxY - 1 { frame.drawSides(row: y, of: rect, into: &buffer) }

    let grid = Self.grid(in: rect)
    let first = page * layout.perPage
    let shown = first..<min(cards.count, first + layout.perPage)
    var alertsUncredited: [PlaceCard] = []
    for index in shown {
      var pane = PlaceCardPane(
        card: cards[index], number: index + 1, isSelected: index == selected, now: now, style: style)
      pane.showsColour = showsColour
      pane.roomTimeZone = localTimeZone
      // Large cards get big type of their own accord; `--big` asks for it wherever it fits.
      if prefersBigFigures || layout.cardHeight >= 9 {
        pane.bigType = BigType(lettering: lettering, isASCII: style.glyphs.isASCII)
      }
      pane.render(in: layout.frame(ofSlot: index - first, of: shown.count, in: grid), into: &buffer)
      let hasAlerts = !(cards[index].weather?.alerts.active(at: now).alerts.isEmpty ?? true)
      if hasAlerts && !pane.showsAlertLine(rows: layout.cardHeight - 1) { alertsUncredited.append(cards[index]) }
    }
    guard var footer else { return }
    // A card names its alert's service beside the alert; the footer credits the rest.
    let credit = Self.credit(for: Array(cards[shown]), alertsFrom: alertsUncredited) ?? .openMeteo
    footer.attribution = credit.text
    footer.attributionShort = credit.shortText
    footer.render(in: rect.row(rect.height - 1), into: &buffer)
  }

  /// "┌ All places · 6 ── page 1 of 2 ──────── Sat 28 Nov 14:05 ┐".
  private func drawTop(pages: Int, page: Int, in row: Rect, into buffer: inout CellBuffer) {
    let frame = Frame(chars: style.glyphs.box)
    let line = String(style.glyphs.box.horizontal)
    var left = [
      style.span("All places", .title, bold: true), style.span(" \(style.glyphs.separator) \(cards.count)", .dim),
    ]
    if isDemo { left += [Span(" "), style.span(" DEMO ", .warning, bold: true).reversed] }
    if pages > 1 {
      left += [
        Span(" \(line)\(line) ", CellStyle(role: .border)), style.span("page \(page + 1) of \(pages)", .accent),
      ]
    }
    let clock = style.clock(localTimeZone)
    let times = [clock.dateTime(now), clock.dateTime(now, includeZone: false), clock.time(now)]
    let right = times.first { left.width + $0.count + 5 <= row.width - 2 } ?? ""
    frame.drawEdge(.top, row: row, into: &buffer, left: left, right: right.isEmpty ? [] : [style.span(right)])
  }
}

// MARK: - The credit

extension OverviewPane {
  /// The credit for the cards on screen: the forecast's provider, each alert service of
  /// `alertsFrom` (the cards too small to name it beside the alert), and the air-quality data's
  /// source when a card shows it.
  public static func credit(for cards: [PlaceCard], alertsFrom: [PlaceCard]) -> Attribution? {
    let weathers = cards.compactMap(\.weather)
    guard var credit = weathers.first?.attribution else {
      return cards.contains { $0.airQuality != nil } ? AirQuality.attribution : nil
    }
    var alertServices: [String] = []
    for weather in alertsFrom.compactMap(\.weather) {
      guard let alerts = Attribution.alerts(of: weather), !alertServices.contains(alerts.serviceName) else { continue }
      alertServices.append(alerts.serviceName)
    }
    if !alertServices.isEmpty {
      let names = alertServices.joined(separator: ", ")
      credit = credit.with(
        Attribution(serviceName: names, text: "Alerts: \(names)", legalPageURL: "", shortText: "Alerts: \(names)"))
    }
    if cards.contains(where: { $0.airQuality != nil }) { credit = credit.with(AirQuality.attribution) }
    return credit
  }
}
