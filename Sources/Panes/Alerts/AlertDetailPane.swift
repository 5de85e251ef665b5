import FoundationEssentials
import Render
import WeatherCore

/// One alert's full text — event, severity, area, times in the place's zone, source,
/// headline, description and instructions — wrapped to the width and scrolled by `offset`.
///
/// Every string from the alert is sanitised (no control characters or escape sequences reach a
/// cell) and transliterated in ASCII mode. Paragraphs (blank-line separated, as NWS writes
/// them) are kept; the agency's hard line breaks inside a paragraph are reflowed.
public struct AlertDetailPane: Sendable {
  public var alert: WeatherAlert
  public var now: Date
  public var timeZone: ZoneRules
  public var style: PaneStyle
  /// The first content line shown; clamp with `maxOffset(width:height:)`.
  public var offset: Int

  public init(alert: WeatherAlert, now: Date, timeZone: ZoneRules, style: PaneStyle, offset: Int = 0) {
    self.alert = alert
    self.now = now
    self.timeZone = timeZone
    self.style = style
    self.offset = offset
  }

  /// The largest useful `offset` for a view `height` rows tall: the last line at the bottom.
  public func maxOffset(width: Int, height: Int) -> Int {
    max(0, lines(width: width).count - height)
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0, rect.width > 0 else { return }
    let all = lines(width: rect.width)
    let start = min(max(0, offset), max(0, all.count - rect.height))
    let shown = all.dropFirst(start).prefix(rect.height)
    for (i, line) in shown.enumerated() {
      buffer.put(line, in: rect.row(i), align: .left)
    }
    // Say where there is more, at the right edge of the first and last rows.
    if start > 0 {
      buffer.put([style.span(" \(style.glyphs.arrows[0]) more ", .accent)], in: rect.row(0), align: .right)
    }
    if start + rect.height < all.count {
      buffer.put(
        [style.span(" \(style.glyphs.arrows[4]) more ", .accent)], in: rect.row(rect.height - 1), align: .right)
    }
  }

  // MARK: - Content

  /// Every line of the text at `width` columns.
  public func lines(width: Int) -> [[Span]] {
    guard width > 0 else { return [] }
    let role = ThemeRole.forSeverity(alert.severity)
    let severity = alert.severity == .unknown ? "ALERT" : alert.severity.rawValue.uppercased()
    var lines: [[Span]] = []
    // A grade WeatherTUI worked out carries the computed mark; the rule is said below.
    let mark = alert.severityDerivation == nil ? [] : [style.computedMark]
    let title =
      [style.span(style.glyphs.warning, role), Span(" ")] + mark + [
        style.span(severity, role, bold: true), Span(" "), style.untrusted(alert.event, .text, bold: true),
      ]
    if title.width <= width {
      lines.append(title)
    } else {
      lines.append(Array(title.prefix(mark.count + 3)))
      lines += wrapped(TerminalText.sanitize(alert.event), role: .text, bold: true, width: width)
    }
    if let area = alert.areaDescription { lines += labelled("Area", area, width: width) }
    let clock = style.clock(timeZone)
    let times: [(String, Date?)] = [
      ("Issued", alert.issuedTime), ("Effective", alert.effective), ("Onset", alert.onset), ("Expires", alert.expires),
      ("Ends", alert.ends),
    ]
    for (label, date) in times {
      // The times' one rule (the date when not within the week), and the zone's name.
      if let date {
        let text = clock.timeOrDayTime(date, now: now) + " " + timeZone.abbreviation(for: date)
        lines += labelled(label, text, trusted: true, width: width)
      }
    }
    let response = alert.responses.flatMap { $0.isEmpty ? nil : $0.joined(separator: ", ") }
    let grading = [("Urgency", alert.urgency), ("Certainty", alert.certainty), ("Response", response)]
      .compactMap { label, value in value.map { "\(label) \(TerminalText.sanitize($0))" } }
    if !grading.isEmpty {
      lines += wrapped(grading.joined(separator: " \(style.glyphs.separator) "), role: .dim, width: width)
    }
    if let derivation = alert.severityDerivation {
      // The grade is ours: say from what and how, as the JSON's `derived` does.
      let text = TerminalText.sanitize(
        "severity computed by WeatherTUI from \(derivation.derivedFrom): \(derivation.method)")
      lines += wrapped(text, role: .dim, width: width, mark: true)
    }
    if !alert.source.isEmpty { lines += labelled("Source", alert.source, width: width) }
    if let headline = alert.headline, headline != alert.event {
      lines.append([])
      lines += paragraphs(headline, role: .text, bold: true, width: width)
    }
    if let description = alert.description, !description.isEmpty {
      lines.append([])
      lines += paragraphs(description, role: .text, width: width)
    }
    if let instruction = alert.instruction, !instruction.isEmpty {
      lines.append([])
      lines.append([style.span("What to do", .title, bold: true)])
      lines += paragraphs(instruction, role: .text, width: width)
    }
    if let link = alert.detailsURL, !link.isEmpty {
      lines.append([])
      lines += labelled("More", link, width: width)
    }
    return lines
  }

  /// "Label: value", wrapped, the value untrusted unless `trusted`.
  private func labelled(_ label: String, _ value: String, trusted: Bool = false, width: Int) -> [[Span]] {
    let clean = trusted ? value : TerminalText.sanitize(value)
    let pieces = TextWrap.lines(style.glyphs.text("\(label): \(clean)"), width: width)
    return pieces.enumerated().map { index, piece in
      guard index == 0, piece.hasPrefix(label + ":") else { return [Span(piece, CellStyle(role: .text))] }
      return [style.span(label + ":", .dim), Span(String(piece.dropFirst(label.count + 1)), CellStyle(role: .text))]
    }
  }

  /// Blank-line separated paragraphs, each reflowed and wrapped, a blank line between them.
  private func paragraphs(_ text: String, role: ThemeRole, bold: Bool = false, width: Int) -> [[Span]] {
    let normalised = text.replacing("\r\n", with: "\n")
    let blocks = normalised.components(separatedBy: "\n\n")
      .map { TerminalText.sanitize($0).trimmingWhitespace() }
      .filter { !$0.isEmpty }
    var lines: [[Span]] = []
    for (i, block) in blocks.enumerated() {
      if i > 0 { lines.append([]) }
      lines += wrapped(block, role: role, bold: bold, width: width)
    }
    return lines
  }

  /// `text` wrapped to `width`; with `mark`, its first line starts with the computed mark.
  private func wrapped(_ text: String, role: ThemeRole, bold: Bool = false, width: Int, mark: Bool = false)
    -> [[Span]]
  {
    let prefix = mark ? style.computedMark.text + " " : ""
    return TextWrap.lines(style.glyphs.text(text), width: width - DisplayWidth.of(prefix)).enumerated().map {
      index, line in
      let spans = [Span(line, CellStyle(role: role, bold: bold))]
      guard mark else { return spans }
      return index == 0
        ? [style.computedMark, Span(" ")] + spans
        : [Span(String(repeating: " ", count: DisplayWidth.of(prefix)))] + spans
    }
  }
}
