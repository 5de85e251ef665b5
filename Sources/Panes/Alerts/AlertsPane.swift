import FoundationEssentials
import Render
import WeatherCore

/// Official alerts, most severe first, one per line: "⚠ SEVERE Winter Storm Warning until
/// 18:00 · NWS Duluth". Says plainly when none are in force or no source covers the place.
public struct AlertsPane: Sendable {
  public var status: AlertStatus
  public var now: Date
  public var timeZone: ZoneRules
  public var style: PaneStyle
  /// Index into `inForce` of the highlighted alert (the one Enter opens), if any.
  public var selected: Int?
  /// Who the alerts come from (the alerts dataset's provider), credited beside "No alerts in
  /// force" so an empty pane still says which service was asked.
  public var sourceName: String?
  /// When a failed source is asked again, and the zone to say it in (the machine's: it is the
  /// program's time, not the place's).
  public var retryAt: Date?
  public var retryZone: ZoneRules?

  public init(
    status: AlertStatus, now: Date, timeZone: ZoneRules, style: PaneStyle, selected: Int? = nil,
    sourceName: String? = nil, retryAt: Date? = nil, retryZone: ZoneRules? = nil
  ) {
    self.retryAt = retryAt
    self.retryZone = retryZone
    self.status = status
    self.now = now
    self.timeZone = timeZone
    self.style = style
    self.selected = selected
    self.sourceName = sourceName
  }

  /// Alerts still in force at `now` (an alert goes at its hazard end even between refreshes),
  /// most severe first, then by onset; the order `AlertDetailPane` selection should use.
  public var inForce: [WeatherAlert] { status.active(at: now).alerts }

  /// Lines this pane would like: one per alert, at least one (with `fullText`, see
  /// `height(width:)`).
  public var preferredHeight: Int {
    // A failure's reason and retry time take two lines at most widths.
    if case .unavailable = status { return 2 }
    return max(1, inForce.count)
  }

  /// Whether an alert in force shows a severity WeatherTUI computed (its line carries the
  /// computed mark, so a printed page needs the mark's legend).
  public var showsComputedMark: Bool { inForce.contains { $0.severityDerivation != nil } }

  /// Alerts new within the last minute: their lines stand out (reverse video, "NEW").
  public var newAlertIDs: Set<String> = []

  /// Whether every alert's description and instruction are printed under its line (`--once`
  /// text, where nothing can be opened to read them), when the width allows.
  public var fullText = false

  /// The narrowest page that prints alert texts: narrower, they would be a column of words.
  public static let fullTextMinimumWidth = 60

  /// The rows `render` fills at `width`: `preferredHeight`, or with `fullText` every alert's
  /// line and its wrapped texts.
  public func height(width: Int) -> Int {
    guard fullText, width >= Self.fullTextMinimumWidth, case .covered = status, !inForce.isEmpty else {
      return preferredHeight
    }
    return inForce.reduce(0) { $0 + 1 + textLines(of: $1, width: width).count }
  }

  /// An alert's description and instruction wrapped to `width` less the indent, a blank line
  /// between them.
  private func textLines(of alert: WeatherAlert, width: Int) -> [String] {
    let parts = [alert.description, alert.instruction].compactMap { $0?.trimmingWhitespaceAndNewlines() }
      .filter { !$0.isEmpty }
    var lines: [String] = []
    for part in parts {
      if !lines.isEmpty { lines.append("") }
      lines += wrapped(part, width: max(1, width - 2))
    }
    return lines
  }

  /// Who the alerts come from, for the right of the box's edge ("EUMETNET – MeteoAlarm"): the
  /// services' terms ask to be named wherever their warnings are shown.
  public var credit: String? {
    sourceName.map(Attribution.shortName(of:)).flatMap { $0.isEmpty ? nil : TerminalText.sanitize($0) }
  }

  /// The box title: "Alerts" or "Alerts (3)".
  public var title: String {
    let count = inForce.count
    return count > 1 ? "Alerts (\(count))" : "Alerts"
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    switch status {
    case .noSource(let reason):
      buffer.put([style.untrusted(reason, .dim)], in: rect.row(0), align: .left)
      return
    case .unavailable(let reason):
      let lines = wrapped(unavailableText(reason), width: rect.width)
      for (i, line) in lines.prefix(rect.height).enumerated() {
        buffer.put(line, x: rect.x, y: rect.y + i, style: CellStyle(role: .warning), clip: rect)
      }
      return
    case .covered:
      break
    }
    let alerts = inForce
    if fullText, rect.width >= Self.fullTextMinimumWidth, !alerts.isEmpty {
      var y = rect.y
      for alert in alerts where y < rect.maxY {
        buffer.put(
          Frame.clip(line(for: alert, width: rect.width), to: rect.width, ellipsis: style.glyphs.ellipsis),
          in: Rect(x: rect.x, y: y, width: rect.width, height: 1), align: .left)
        y += 1
        for text in textLines(of: alert, width: rect.width) where y < rect.maxY {
          buffer.put(text, x: rect.x + 2, y: y, style: CellStyle(role: .dim), clip: rect)
          y += 1
        }
      }
      return
    }
    guard !alerts.isEmpty else {
      var spans = [style.span("No alerts in force", .good)]
      if let sourceName, !sourceName.isEmpty {
        spans += [style.span(" \(style.glyphs.separator) ", .dim), style.untrusted(sourceName, .dim)]
      }
      buffer.put(Frame.clip(spans, to: rect.width, ellipsis: style.glyphs.ellipsis), in: rect.row(0), align: .left)
      return
    }
    let fitsAll = alerts.count <= rect.height
    // With one row for several alerts, the most severe gets the row and a count of the rest.
    let shown = fitsAll ? alerts : Array(alerts.prefix(max(1, rect.height - 1)))
    let hidden = alerts.count - shown.count
    for (i, alert) in shown.enumerated() {
      var spans: [Span]
      if rect.height == 1 && hidden > 0 {
        let more = [style.span("  +\(hidden) more", .dim)]
        spans =
          Frame.clip(
            line(for: alert, width: rect.width - more.width), to: rect.width - more.width,
            ellipsis: style.glyphs.ellipsis) + more
      } else {
        spans = Frame.clip(line(for: alert, width: rect.width), to: rect.width, ellipsis: style.glyphs.ellipsis)
      }
      buffer.put(spans, in: rect.row(i), align: .left)
      if i == selected || newAlertIDs.contains(alert.id) { highlight(rect.row(i), in: &buffer) }
    }
    if fitsAll, rect.height > shown.count, let top = alerts.first {
      drawDetails(
        of: top,
        in: Rect(x: rect.x + 2, y: rect.y + shown.count, width: rect.width - 2, height: rect.height - shown.count),
        into: &buffer)
    }
    if hidden > 0 && rect.height > 1 {
      buffer.put(
        [style.span("+\(hidden) more alert\(hidden == 1 ? "" : "s")", .dim)], in: rect.row(rect.height - 1),
        align: .left)
    }
  }

  /// "Alerts unavailable: ECCC alerts answered HTTP 503; retry 14:20": a failed source is not
  /// "no alerts".
  public func unavailableText(_ reason: String) -> String {
    let cause = AlertStatus.reasonWithoutRetry(reason)
    // A printed page has no next refresh to name.
    let retry = retryAt.map { "; retry " + style.clock(retryZone ?? timeZone).timeOrDayTime(max($0, now), now: now) }
    return "Alerts unavailable: \(cause)\(retry ?? "")"
  }

  /// Served text as lines of `width`: sanitised, in the screen's glyphs, wrapped.
  private func wrapped(_ text: String, width: Int) -> [String] {
    TextWrap.lines(style.glyphs.text(TerminalText.sanitize(text)), width: width)
  }

  /// Reverses the whole row, keeping each cell's colour role.
  private func highlight(_ row: Rect, in buffer: inout CellBuffer) {
    for x in max(0, row.x)..<min(buffer.width, row.maxX) where row.y >= 0 && row.y < buffer.height {
      buffer[x, row.y].style.reverse = true
    }
  }

  /// The most severe alert's description (or headline), wrapped into the spare rows.
  private func drawDetails(of alert: WeatherAlert, in area: Rect, into buffer: inout CellBuffer) {
    guard let text = alert.description ?? alert.headline else { return }
    var lines = wrapped(text, width: area.width)
    if lines.count > area.height {
      lines = Array(lines.prefix(area.height))
      lines[lines.count - 1] = DisplayWidth.clip(
        lines[lines.count - 1] + " " + style.glyphs.ellipsis, to: area.width, ellipsis: true)
    }
    for (i, line) in lines.enumerated() {
      buffer.put(line, x: area.x, y: area.y + i, style: CellStyle(role: .dim), clip: area)
    }
  }

  /// One alert's line, its least important parts dropped to fit `width`.
  func line(for alert: WeatherAlert, width: Int) -> [Span] {
    let role = ThemeRole.forSeverity(alert.severity)
    let new = newAlertIDs.contains(alert.id) ? [style.span("NEW ", role, bold: true)] : []
    let severity = alert.severity == .unknown ? "ALERT" : alert.severity.rawValue.uppercased()
    // A grade WeatherTUI worked out (ECCC's colour) carries the computed mark.
    let mark = alert.severityDerivation == nil ? [] : [style.computedMark]
    var items = [
      LineFitter.Item(
        [style.span(style.glyphs.warning, role), Span(" ")] + new + mark + [style.span(severity, role, bold: true)],
        priority: 10),
      LineFitter.Item([style.untrusted(alert.event, .text, bold: true)], priority: 9),
    ]
    let clock = style.clock(timeZone)
    if let onset = alert.onset, onset > now {
      items.append(.init([style.span("from ", .dim), style.span(clock.timeOrDayTime(onset, now: now))], priority: 6))
    }
    if let end = alert.hazardEnd {
      items.append(.init([style.span("until ", .dim), style.span(clock.timeOrDayTime(end, now: now))], priority: 7))
    }
    if !alert.source.isEmpty {
      items.append(
        .init([style.span("\(style.glyphs.separator) ", .dim), style.untrusted(alert.source, .dim)], priority: 5))
    }
    let fitted = LineFitter(separator: [Span(" ")]).fit(items, width: width)
    return fitted.isEmpty ? items[0].full + [Span(" ")] + items[1].full : fitted
  }
}
