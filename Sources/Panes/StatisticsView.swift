import FoundationEssentials
import Render
import WeatherCore

/// The full-screen climate view (`s`): average daily high/low range and precipitation for each
/// month of the baseline (1991–2020 by default) with the current month marked, a 30-day history strip, today's comparisons
/// with normal, and what every number was computed from.
public struct StatisticsView: Sendable {
  public var placeName: String
  public var weather: Weather?
  public var climate: ClimateStatus?
  public var now: Date
  public var timeZone: ZoneRules
  public var style: PaneStyle
  /// How to leave, from the key table, on the bottom edge (e.g. "q quit · any other key closes").
  public var closing: [KeyHint]
  /// How many saved places have normals, said beside a deferred place's message.
  public var coverage: ClimateCoverage?

  public init(
    placeName: String, weather: Weather?, climate: ClimateStatus?, now: Date, timeZone: ZoneRules, style: PaneStyle,
    closing: [KeyHint] = [], coverage: ClimateCoverage? = nil
  ) {
    self.closing = closing
    self.coverage = coverage
    self.placeName = placeName
    self.weather = weather
    self.climate = climate
    self.now = now
    self.timeZone = timeZone
    self.style = style
  }

  /// The view for what the dashboard shows.
  public init(content: DashboardContent, closing: [KeyHint] = []) {
    self.init(
      placeName: content.displayName, weather: content.weather, climate: content.climate, now: content.now,
      timeZone: content.timeZone, style: content.style, closing: closing, coverage: content.climateCoverage)
  }

  /// Rows the month table needs besides the frame: a heading and twelve months.
  static let monthRows = 13
  /// Rows of the 30-day strip: heading, high, low, precipitation.
  static let historyRows = 4

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect)
    let frame = Frame(chars: style.glyphs.box)
    guard rect.width >= 2, rect.height >= 3 else { return }
    let title =
      [style.span("Climate", .title, bold: true)]
      + (placeName.isEmpty ? [] : [style.separator, style.untrusted(placeName, .title)])
    let record = climate?.record
    let right = record.map { [style.span("ERA5 \($0.normals.period)", .dim)] } ?? []
    frame.drawEdge(.top, row: rect.row(0), into: &buffer, left: title, right: right)
    for y in rect.y + 1..<rect.maxY - 1 { frame.drawSides(row: y, of: rect, into: &buffer) }
    frame.drawEdge(
      .bottom, row: rect.row(rect.height - 1), into: &buffer,
      left: KeyHint.line(closing, width: rect.width - 4, style: style))
    let inner = Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
    guard let record else {
      drawStatus(in: inner, into: &buffer)
      return
    }
    var y = inner.y
    let today = CalendarDay(now, timeZone: timeZone)
    drawMonths(
      record.normals, currentMonth: today.month,
      in: Rect(x: inner.x, y: y, width: inner.width, height: min(inner.height, Self.monthRows)), into: &buffer)
    y += Self.monthRows
    var left = inner.maxY - y
    let history = record.history(before: today)
    if left >= Self.historyRows + 1 && !history.isEmpty {
      drawHistory(
        history, record: record, today: today,
        in: Rect(x: inner.x, y: y + 1, width: inner.width, height: Self.historyRows), into: &buffer)
      y += Self.historyRows + 1
      left = inner.maxY - y
    }
    // What the numbers rest on is kept at the bottom; today's comparisons fill the rows between.
    let sources = sourceLines(record)
    let sourceRows = min(sources.count, max(0, left))
    left -= sourceRows
    let comparisons = weather.map { HistoricalComparison.comparisons(for: $0, record: record, now: now) } ?? []
    if left >= 3 && !comparisons.isEmpty {
      buffer.put(
        [style.span("Today against \(record.normals.period)", .title, bold: true)], x: inner.x, y: y + 1, clip: inner)
      for (i, comparison) in comparisons.prefix(left - 2).enumerated() {
        let role: ThemeRole = comparison.deviation == .normal ? .text : .accent
        let z =
          abs(comparison.zScore) < 1000
          ? CFormat.string("%+.1f", comparison.zScore).replacing("-", with: "−") : WeatherFormat.missing
        let detail = " (z \(z), \(comparison.sampleCount) \(comparison.condition.isSum ? "years" : "days"))"
        buffer.put(
          [style.span(comparison.text(units: style.units), role), style.span(detail, .dim)], x: inner.x, y: y + 2 + i,
          clip: inner)
      }
    }
    for (i, line) in sources.prefix(sourceRows).enumerated() {
      buffer.put(
        Frame.clip([style.span(line, .dim)], to: inner.width), x: inner.x, y: inner.maxY - sourceRows + i, clip: inner)
    }
  }

  // MARK: - Sections

  private func drawStatus(in rect: Rect, into buffer: inout CellBuffer) {
    let lines: [Span]
    switch climate {
    case .failed(let reason)?:
      // Wrapped, never cut: the reason says what to do.
      let text = "Climate unavailable: " + style.glyphs.text(TerminalText.sanitize(reason))
      let rows = TextWrap.lines(text, width: rect.width)
      let top = rect.y + max(0, (rect.height - rows.count) / 2)
      for (index, row) in rows.enumerated() {
        let bold = index == 0 && row.hasPrefix("Climate unavailable:") ? "Climate unavailable:" : ""
        let x = buffer.put([style.span(bold, .warning, bold: true)], x: rect.x, y: top + index, clip: rect)
        buffer.put([style.span(String(row.dropFirst(bold.count)), .warning)], x: x, y: top + index, clip: rect)
      }
      return
    case .deferred(let deferral)?:
      let coverage = self.coverage.map { " (\($0.text) so far)" } ?? ""
      lines = [
        style.span(
          "This place's normals come \(deferral.isNextDay ? "on a later day" : "later today"): \(deferral.reason)"
            + coverage + ".", .dim)
      ]
    case .loading?:
      lines = [
        style.span(
          "Loading climate\(style.glyphs.ellipsis) (decades of daily ERA5 data from Open-Meteo's archive, fetched once a year)",
          .dim)
      ]
    default:
      lines = [style.span("No climate data for this place.", .dim)]
    }
    buffer.put(Frame.clip(lines, to: rect.width), x: rect.x, y: rect.y + rect.height / 2, clip: rect)
  }

  /// A heading and one row per month: name, average low, the low–high range on a common scale,
  /// average high, then a precipitation bar and its amount.
  private func drawMonths(_ normals: ClimateNormals, currentMonth: Int, in rect: Rect, into buffer: inout CellBuffer) {
    let format = style.format
    let lows = normals.months.compactMap(\.averageLow)
    let highs = normals.months.compactMap(\.averageHigh)
    let precipitation = normals.months.compactMap(\.averagePrecipitation)
    let fixed = 5 + 5 + 1 + 4 + 2 + 1 + 7
    let free = max(4, rect.width - fixed)
    let rangeWidth = free * 3 / 5
    let rainWidth = free - rangeWidth
    // Each heading takes the longest wording that fits over its own columns, so the two never
    // run into each other on a narrow screen.
    let rainX = rect.x + fixed - 8 + rangeWidth
    let rangeHeading = Self.longest(
      ["Average daily low and high", "Avg. daily low and high", "Low to high"], fitting: rainX - rect.x - 6)
    buffer.put([style.span(rangeHeading, .dim)], x: rect.x + 5, y: rect.y, clip: rect)
    let rainHeading = Self.longest(["Precipitation", "Precip."], fitting: rect.maxX - rainX)
    buffer.put([style.span(rainHeading, .dim)], x: rainX, y: rect.y, clip: rect)
    guard let low = lows.min(), let high = highs.max() else { return }
    let span = max(high - low, 1)
    let wettest = max(precipitation.max() ?? 0, 1)
    for month in normals.months where month.month >= 1 && month.month <= 12 {
      let y = rect.y + month.month
      guard y < rect.maxY else { break }
      let isCurrent = month.month == currentMonth
      let name = (isCurrent ? style.glyphs.moreRight : " ") + PlaceClock.months[month.month - 1] + " "
      var x = buffer.put([style.span(name, isCurrent ? .accent : .text, bold: isCurrent)], x: rect.x, y: y, clip: rect)
      x = buffer.put([pad(style.temperature(month.averageLow), 4), Span(" ")], x: x, y: y, clip: rect)
      func cell(_ celsius: Double) -> Int {
        let position = ((celsius - low) / span * Double(rangeWidth - 1)).roundedInteger(.towardZero)
        return max(0, min(rangeWidth - 1, position ?? 0))
      }
      let from = cell(month.averageLow ?? low)
      let to = cell(month.averageHigh ?? high)
      for cell in 0..<rangeWidth {
        let filled = month.averageLow != nil && month.averageHigh != nil && cell >= from && cell <= to
        let celsius = low + Double(cell) / Double(max(rangeWidth - 1, 1)) * span
        let cellStyle = filled ? CellStyle(role: .forTemperature(celsius), bold: isCurrent) : CellStyle(role: .barTrack)
        buffer.put(
          filled ? style.glyphs.barFill : style.glyphs.barTrack, x: x + cell, y: y, style: cellStyle, clip: rect)
      }
      x = buffer.put(
        [Span(" "), padRight(style.temperature(month.averageHigh), 4), Span("  ")], x: x + rangeWidth, y: y, clip: rect)
      let length = month.averagePrecipitation.flatMap { ($0 / wettest * Double(rainWidth)).roundedInteger() } ?? 0
      let bar = String(repeating: style.glyphs.sparkline.last ?? "#", count: max(0, min(rainWidth, length)))
      x = buffer.put([style.span(bar, .rain)], x: x, y: y, clip: rect)
      buffer.put(
        [Span(" "), style.span(format.precipitation(month.averagePrecipitation), .text)], x: x, y: y, clip: rect)
    }
  }

  /// The 30 days before today, one column per day: highs, lows and precipitation as sparklines.
  private func drawHistory(
    _ days: [DailySummary], record: ClimateRecord, today: CalendarDay, in rect: Rect, into buffer: inout CellBuffer
  ) {
    let format = style.format
    let first = days.first!.day
    let last = days.last!.day
    let title =
      "Past \(days.count) days (\(PlaceClock.months[first.month - 1]) \(first.day) – \(PlaceClock.months[last.month - 1]) \(last.day))"
    buffer.put([style.span(title, .title, bold: true)], x: rect.x, y: rect.y, clip: rect)
    let sparkline = Sparkline(glyphs: style.glyphs)
    // Finite only: a NaN bound makes an invalid range, and ranges trap.
    let temperatures = days.flatMap { [$0.temperatureMax, $0.temperatureMin] }.compactMap { $0 }.filter(\.isFinite)
    let range = temperatures.min().flatMap { lo in temperatures.max().map { lo...max($0, lo + 1) } }
    let rows: [(String, [Double?], ThemeRole, String)] = [
      (
        "High   ", days.map(\.temperatureMax), .tempWarm,
        "  \(format.temperature(days.compactMap(\.temperatureMax).min()))…\(format.temperature(days.compactMap(\.temperatureMax).max()))"
      ),
      (
        "Low    ", days.map(\.temperatureMin), .tempCool,
        "  \(format.temperature(days.compactMap(\.temperatureMin).min()))…\(format.temperature(days.compactMap(\.temperatureMin).max()))"
      ),
      ("Precip ", days.map(\.precipitationAmount), .rain, precipitationNote(days, record: record, today: today)),
    ]
    for (i, row) in rows.enumerated() where i + 1 < rect.height {
      let values = row.1
      let chart = sparkline.render(
        values, range: i < 2 ? range : 0...max(values.compactMap { $0 }.filter(\.isFinite).max() ?? 0, 1))
      buffer.put(
        [style.span(row.0, .dim), style.span(chart, row.2), style.span(row.3, .dim)], x: rect.x, y: rect.y + 1 + i,
        clip: rect)
    }
  }

  private func precipitationNote(_ days: [DailySummary], record: ClimateRecord, today: CalendarDay) -> String {
    let total = days.compactMap(\.precipitationAmount).reduce(0, +)
    let normal = record.normals.normal(for: today)?.precipitation30?.mean
    let missing = days.filter { $0.precipitationAmount == nil }.count
    var note = "  total \(style.format.precipitation(total))"
    if let normal, days.count == ClimateNormals.accumulationDays, missing == 0 {
      note += ", normal \(style.format.precipitation(normal))"
    }
    if missing > 0 { note += ", \(missing) days missing" }
    return note
  }

  /// What the numbers were computed from.
  func sourceLines(_ record: ClimateRecord) -> [String] {
    let normals = record.normals
    let incomplete = normals.missingDayCount > 0 ? ", \(normals.missingDayCount) incomplete" : ""
    var lines = [
      "Normals: \(normals.source), \(normals.firstDay) to \(normals.lastDay) (\(normals.dayCount) days\(incomplete)).",
      "Baselines: ±\(ClimateNormals.windowHalfWidth) days around the date in every year; 30-day sums per year.",
      "Deviation z = (value − mean) / SD: |z| < \(Deviation.normalLimit) normal, "
        + "\(Deviation.normalLimit)–\(Deviation.muchLimit) higher/lower, ≥ \(Deviation.muchLimit) much.",
      "Recent days: \(record.recentSource).",
    ]
    lines += record.notes.map { "Note: " + TerminalText.sanitize($0) }
    return lines
  }

  /// The first of `wordings` no wider than `columns`, else the last one cut to fit.
  static func longest(_ wordings: [String], fitting columns: Int) -> String {
    wordings.first { DisplayWidth.of($0) <= columns } ?? DisplayWidth.clip(wordings.last ?? "", to: columns)
  }

  private func padRight(_ span: Span, _ width: Int) -> Span {
    Span(span.text + String(repeating: " ", count: max(0, width - span.width)), span.style)
  }

  private func pad(_ span: Span, _ width: Int) -> Span {
    Span(String(repeating: " ", count: max(0, width - span.width)) + span.text, span.style)
  }
}
