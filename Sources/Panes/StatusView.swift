import FoundationEssentials
import Render
import WeatherCore

/// The full-screen status view (`i`): the refresh schedule, each place's data age, expiry and
/// last failure with its whole reason, then every warning and failure since start, newest
/// first. What the one-line footer can only hint at is readable here at any size from 50×15.
public struct StatusView: Sendable {
  public var report: StatusReport
  public var style: PaneStyle
  /// Lines scrolled past the top.
  public var offset: Int
  /// The view's keys for the bottom edge, most important first ("Esc i back" is kept at any width).
  public var hints: [KeyHint]

  public init(report: StatusReport, style: PaneStyle, offset: Int = 0, hints: [KeyHint] = []) {
    self.report = report
    self.style = style
    self.offset = offset
    self.hints = hints
  }

  /// The largest useful `offset` in a `width` × `height` view.
  public func maxOffset(width: Int, height: Int) -> Int {
    max(0, lines(width: width - 4).count - max(1, height - 2))
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect)
    guard rect.width >= 10, rect.height >= 3 else { return }
    let frame = Frame(chars: style.glyphs.box)
    // Times are on the machine's clock, and say so: the places may be in other zones.
    let zone = "times in \(report.timeZone.abbreviation(for: report.now))"
    frame.drawEdge(
      .top, row: rect.row(0), into: &buffer, left: [style.span("Status", .title, bold: true)],
      right: [style.span(zone, .dim)])
    for y in rect.y + 1..<rect.maxY - 1 { frame.drawSides(row: y, of: rect, into: &buffer) }
    let inner = Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
    let all = lines(width: inner.width)
    let first = min(max(0, offset), max(0, all.count - inner.height))
    let shown = all.dropFirst(first).prefix(inner.height)
    for (i, row) in shown.enumerated() {
      buffer.put(row, in: inner.row(i), align: .left)
    }
    // The keys on the bottom edge, fitted as the alert view fits its own; what lies below on the right.
    let below = all.count - first - shown.count
    let more = below > 0 ? [style.span("\(below) more below", .accent)] : []
    let keys = KeyHint.line(hints, width: rect.width - more.width - 7, style: style)
    frame.drawEdge(.bottom, row: rect.row(rect.height - 1), into: &buffer, left: keys, right: more)
  }

  /// Every line of the view, wrapped to `width`.
  public func lines(width: Int) -> [[Span]] {
    let clock = style.clock(report.timeZone)
    func at(_ date: Date) -> String { clock.timeOrDayTime(date, now: report.now) }
    var rows: [[Span]] = []
    func add(_ text: String, _ role: ThemeRole, indent: Int = 0, bold: Bool = false) {
      let pad = String(repeating: " ", count: indent)
      for line in TextWrap.lines(style.glyphs.text(TerminalText.sanitize(text)), width: width - indent) {
        rows.append([Span(pad + line, CellStyle(role: role, bold: bold))])
      }
    }

    var schedule = "\(report.providerName), every \(FooterPane.age(report.refreshInterval))"
    if let next = report.nextRefresh { schedule += "; next refresh \(at(next))" }
    if let limited = report.rateLimitedUntil, limited > report.now { schedule += "; rate limited until \(at(limited))" }
    add(schedule, .text)
    if let until = report.minuteWaitUntil, until > report.now {
      add("Waiting for Open-Meteo's per-minute limit until \(at(until))", .warning)
    }
    if let plan = report.plan { add("Refresh plan: \(plan.summary)", plan.isStretched ? .warning : .text) }
    if let display = report.display { add(display, .dim) }
    // Places waiting for request budget: a plan, not a failure, so plain text.
    if let coverage = report.climateCoverage, coverage.deferred > 0 {
      let retry = report.climateRetryAt.map { "; next places asked \(at($0))" } ?? ""
      let all = report.places.compactMap(\.climateExpectedBy).max().map { ", all expected by \(at($0))" } ?? ""
      let cost = report.climateCost.map { " (\($0))" } ?? ""
      add(
        "Climate for \(coverage.loaded) of \(coverage.total) places; \(coverage.deferred) wait for Open-Meteo's "
          + "request budget\(cost)\(retry)\(all)", .text)
    }

    for place in report.places {
      var line = place.name + " \(style.glyphs.separator) "
      if let fetchedAt = place.fetchedAt {
        let age = FooterPane.age(report.now.timeIntervalSince(fetchedAt))
        if place.isStale {
          line += "STALE, data \(age) old (\(at(fetchedAt)))"
        } else {
          line += "updated \(at(fetchedAt))" + (place.staleAt.map { ", stale from \(at($0))" } ?? "")
        }
      } else {
        line += "no data yet"
      }
      if place.isUpdating { line += ", updating\(style.glyphs.ellipsis)" }
      if place.failure != nil { line += "; failed" }
      if let expected = place.climateExpectedBy { line += "; climate record by \(at(expected))" }
      add(line, place.isStale ? .stale : .text)
    }
    // Each reason once, in full, naming the places it held for (one request serves them all).
    var reasons: [String] = []
    for place in report.places {
      if let failure = place.failure, !reasons.contains(failure) { reasons.append(failure) }
    }
    for reason in reasons {
      let failed = report.places.filter { $0.failure == reason }
      let when = failed.compactMap(\.failedAt).max().map { " \(at($0))" } ?? ""
      let which = failed.count == report.places.count ? "" : " (" + failed.map(\.name).joined(separator: ", ") + ")"
      add("Refresh failed\(when)\(which): \(reason)", .error)
    }
    // Climate problems, each in full: the context pane has room for a few words only.
    for place in report.places {
      if let failure = place.climateFailure { add("Climate for \(place.name) unavailable: \(failure)", .warning) }
    }
    for place in report.places {
      guard let failure = place.alertsFailure else { continue }
      let retry = (place.alertsRetryAt ?? report.nextRefresh).map { "; retry \(at(max($0, report.now)))" } ?? ""
      add("Alerts for \(place.name) unavailable: \(AlertStatus.reasonWithoutRetry(failure))\(retry)", .warning)
    }

    rows.append([])
    if report.notices.isEmpty {
      add("No warnings since start.", .dim)
      return rows
    }
    add("Warnings and failures, newest first", .title, bold: true)
    for notice in report.notices.reversed() {
      let times =
        notice.count > 1 ? "\(at(notice.lastAt)) (\(notice.count)× since \(at(notice.firstAt)))" : at(notice.lastAt)
      add(
        "\(times) \(notice.isWarning ? "warning" : "refresh failed"): \(notice.text)",
        notice.isWarning ? .warning : .error)
    }
    return rows
  }
}
