import FoundationEssentials
import Render
import WeatherCore

/// The scrolling hourly strip: a column per hour (label, symbol, temperature, chance of
/// precipitation) over a temperature curve as tall as the rows under them, "‹" / "›" where more
/// hours lie beyond. Rows are dropped from the bottom when the rectangle is short: curve, then
/// chance. With `showsScale` the first column holds the curve's scale: whole degrees labelled
/// on the rows they reach.
public struct HourlyStripPane: Sendable {
  public var hourly: [HourWeather]
  public var now: Date
  /// Hours scrolled past the current one.
  public var scrollOffset: Int
  public var timeZone: ZoneRules
  public var style: PaneStyle
  /// Whether "‹" / "›" mark hours beyond the edges (off for printed pages).
  public var showsScrollMarkers: Bool
  /// How many hours from now on the strip may show at most (the printed page shows 24).
  public var hourLimit: Int?
  /// Whether scrolling stops when the last hour reaches the right edge, so the strip stays
  /// full; a printed page turns this off to show exactly the hours from its offset.
  public var keepsStripFull: Bool
  /// The chart's scale; nil scales to the hours shown. Strips printed one under another share
  /// one scale so their curves compare.
  public var chartRange: ClosedRange<Double>?
  /// The air, hour by hour, for a row of index values under the chances where the strip is
  /// tall enough (six rows: the chart keeps one); nil for none.
  public var airQuality: AirQuality?
  public var airQualityScale: AirQualityScale = .european
  /// Whether the index values take their category's official colour.
  public var showsColour = true
  /// Whether the first column is the curve's scale (labelled degrees) instead of an hour.
  public var showsScale = false

  public init(
    hourly: [HourWeather], now: Date, scrollOffset: Int, timeZone: ZoneRules, style: PaneStyle,
    showsScrollMarkers: Bool = true, hourLimit: Int? = nil, keepsStripFull: Bool = true,
    chartRange: ClosedRange<Double>? = nil
  ) {
    self.chartRange = chartRange
    self.keepsStripFull = keepsStripFull
    self.hourly = hourly
    self.now = now
    self.scrollOffset = scrollOffset
    self.timeZone = timeZone
    self.style = style
    self.showsScrollMarkers = showsScrollMarkers
    self.hourLimit = hourLimit
  }

  /// Columns per hour.
  public static let columnWidth = 5
  /// Rows of the strip with a one-row sparkline; extra rows make the chart taller.
  public static let standardHeight = 5
  /// Rows of the strip with a three-row curve: what any screen with the rows gives it.
  public static let curveHeight = 7
  /// Rows of the curve on a large screen before the days' bars grow thicker again.
  public static let comfortableCurve = 12

  /// Hours from the one containing `now` on: older hours of stale data are not forecast any more.
  var upcoming: ArraySlice<HourWeather> {
    let start = hourly.firstIndex { $0.date.addingTimeInterval(3600) > now } ?? hourly.count
    let end = hourLimit.map { min(hourly.count, start + max(0, $0)) } ?? hourly.count
    return hourly[start..<end]
  }

  /// How many hour columns fit in `width`, one fewer with the scale.
  public static func columns(forWidth width: Int, scale: Bool = false) -> Int {
    max(0, (width - 2 - (scale ? columnWidth : 0)) / columnWidth)
  }

  /// How many hour columns this strip shows in `width`.
  func hourColumns(width: Int) -> Int { Self.columns(forWidth: width, scale: showsScale) }

  /// The offset clamped to what can be scrolled to.
  func clampedOffset(columns: Int) -> Int {
    max(0, min(scrollOffset, upcoming.count - (keepsStripFull ? columns : 1)))
  }

  /// The box title: "Next 14 hours", or "Hourly from Mon 03:00" when scrolled.
  public func title(width: Int) -> String {
    let columns = hourColumns(width: width)
    let offset = clampedOffset(columns: columns)
    let shown = min(columns, upcoming.count - offset)
    if offset == 0 { return shown == 1 ? "Next hour" : "Next \(shown) hours" }
    let first = upcoming[upcoming.startIndex + offset].date
    let clock = style.clock(timeZone)
    return "Hourly from \(clock.weekday(first)) \(clock.time(first))"
  }

  /// What the strip's lower rows mean, longest form first, for a strip `width` × `height`: the
  /// percentages are chances of precipitation, the curve is temperature (with its range, so the
  /// chart has a scale). Empty when neither row shows.
  public func legends(width: Int, height: Int) -> [[Span]] {
    let columns = hourColumns(width: width)
    let offset = clampedOffset(columns: columns)
    let shown = upcoming.dropFirst(offset).prefix(columns).compactMap(\.temperature)
    var range = ""
    if height > 4, let low = chartRange?.lowerBound ?? shown.min(), let high = chartRange?.upperBound ?? shown.max() {
      range = " \(style.format.temperature(low))…\(style.format.temperature(high))"
    }
    let chance = height > 3
    let curve = height > 4
    let air = airRowShown(height: height) ? airQualityScale.name : nil
    let forms: [[String]] = [
      [
        chance ? "% chance of precipitation" : nil, air.map { "\($0) by hour" },
        curve ? "curve: temperature" + range : nil,
      ]
      .compactMap { $0 },
      [chance ? "% precip. chance" : nil, air, curve ? "curve: temp." + range : nil].compactMap { $0 },
      [chance ? "% rain" : nil, air, curve ? "curve" + range : nil].compactMap { $0 },
    ]
    return forms.filter { !$0.isEmpty }.map { parts in
      var spans: [Span] = []
      for (i, part) in parts.enumerated() {
        if i > 0 { spans.append(style.separator) }
        spans.append(style.span(part, .dim))
      }
      return spans
    }
  }

  public func render(in rect: Rect, into buffer: inout CellBuffer) {
    let upcoming = self.upcoming
    guard rect.height > 0 else { return }
    guard !upcoming.isEmpty else {
      buffer.put([style.span("Hourly forecast not available here", .dim)], in: rect.row(0), align: .left)
      return
    }
    let count = hourColumns(width: rect.width)
    let offset = clampedOffset(columns: count)
    let hours = Array(upcoming.dropFirst(offset).prefix(count))
    let clock = style.clock(timeZone)
    let left = rect.x + 1 + (showsScale ? Self.columnWidth : 0)
    let cells = Rect(x: left, y: rect.y, width: hours.count * Self.columnWidth, height: rect.height)
      .columns(count: hours.count, width: Self.columnWidth)

    for (i, (hour, column)) in zip(hours, cells).enumerated() {
      let isNow = offset == 0 && i == 0
      let label: Span
      if isNow {
        label = style.span("Now", .accent, bold: true)
      } else if clock.hourNumber(hour.date) == 0 {
        label = style.span(clock.weekday(hour.date), .accent)
      } else {
        label = style.span(clock.hour(hour.date), .dim)
      }
      buffer.put([label], in: column.row(0), align: .center)
      if rect.height > 1 {
        buffer.put(
          [style.conditionGlyph(hour.condition, isDaylight: hour.isDaylight, servedCode: hour.conditionCode)],
          in: column.row(1), align: .center)
      }
      if rect.height > 2 {
        buffer.put([style.temperature(hour.temperature)], in: column.row(2), align: .center)
      }
      if rect.height > 3, let chance = chanceSpan(hour.precipitationChance) {
        buffer.put([chance], in: column.row(3), align: .center)
      }
    }
    let airRow = airRowShown(height: rect.height)
    if airRow, let airQuality {
      let text = AirQualityText(
        hour: AirQualityHour(date: now), scale: airQualityScale, style: style, showsColour: showsColour)
      for (hour, column) in zip(hours, cells) {
        guard let value = airQuality.hour(at: hour.date)?.index(on: airQualityScale),
          let category = airQualityScale.category(of: value), let shown = value.roundedInteger()
        else { continue }
        buffer.put([Span("\(shown)", text.cellStyle(category))], in: column.row(4), align: .center)
      }
    }
    let chartTop = airRow ? 5 : 4
    if rect.height > chartTop {
      let chart = Rect(
        x: cells.first?.x ?? rect.x, y: rect.y + chartTop, width: hours.count * Self.columnWidth,
        height: rect.height - chartTop)
      let range = drawSparkline(hours, in: chart, into: &buffer)
      if showsScale, let range {
        drawScale(
          range, in: Rect(x: rect.x + 1, y: chart.y, width: Self.columnWidth, height: chart.height), into: &buffer)
      }
    }

    guard showsScrollMarkers else { return }
    let arrows = CellStyle(role: .accent, bold: true)
    if offset > 0 { buffer.put(style.glyphs.moreLeft, x: rect.x, y: rect.y, style: arrows) }
    if offset + hours.count < upcoming.count {
      buffer.put(style.glyphs.moreRight, x: rect.maxX - 1, y: rect.y, style: arrows)
    }
  }

  /// Whether a strip `height` rows tall has its row of index values.
  func airRowShown(height: Int) -> Bool {
    guard let airQuality, height >= 6 else { return false }
    return upcoming.contains { airQuality.hour(at: $0.date)?.index(on: airQualityScale) != nil }
  }

  /// "60%" for a real chance; nothing under 10 % so dry hours stay quiet.
  private func chanceSpan(_ chance: Double?) -> Span? {
    guard let chance, chance >= 0.1 else { return nil }
    return style.span(style.format.percent(chance), chance >= 0.3 ? .rain : .dim)
  }

  /// The temperatures as a smooth curve, `area.height` rows tall, each column coloured by its
  /// temperature band; returns the curve's range (nil without a temperature).
  private func drawSparkline(_ hours: [HourWeather], in area: Rect, into buffer: inout CellBuffer)
    -> ClosedRange<Double>?
  {
    let line = Sparkline(glyphs: style.glyphs)
    let values = line.resample(hours.map(\.temperature), width: area.width)
    let rows = line.rows(values, range: chartRange, height: area.height)
    for (r, row) in rows.enumerated() {
      for (i, block) in row.enumerated() where block != " " {
        buffer.put(block, x: area.x + i, y: area.y + r, style: CellStyle(role: .forTemperature(values[i])))
      }
    }
    let present = values.compactMap { $0 }.filter(\.isFinite)
    guard let low = chartRange?.lowerBound ?? present.min(), let high = chartRange?.upperBound ?? present.max()
    else { return nil }
    return low...high
  }

  // MARK: - The scale

  /// Whole degrees (in the shown unit) labelled at the left of the rows a curve of `range`
  /// reaches them on, `area.height` rows tall: "−4° ┤", a tick every few degrees, a line between.
  private func drawScale(_ range: ClosedRange<Double>, in area: Rect, into buffer: inout CellBuffer) {
    let labels = Self.scale(range, rows: area.height, units: style.units)
    let axis = style.glyphs.box
    for row in 0..<area.height {
      let y = area.y + row
      if let celsius = labels[row] {
        buffer.put(
          [style.span(style.format.temperature(celsius), .dim)],
          in: Rect(x: area.x, y: y, width: area.width - 1, height: 1), align: .right)
        buffer.put(String(axis.teeLeft), x: area.maxX - 1, y: y, style: CellStyle(role: .border))
      } else {
        buffer.put(String(axis.vertical), x: area.maxX - 1, y: y, style: CellStyle(role: .border))
      }
    }
  }

  /// The labels of a scale `rows` tall for a curve of `range` (°C): row (0 at the top) → the
  /// labelled value in °C, a whole number in `units`, each on the row where the curve's top
  /// stands at that value.
  static func scale(_ range: ClosedRange<Double>, rows: Int, units: UnitSystem) -> [Int: Double] {
    let low = units.temperature(range.lowerBound)
    let high = units.temperature(range.upperBound)
    // Only weather: a scale of absurd values (they never pass the plausibility checks) is none.
    guard rows > 0, abs(low) < 1e4, abs(high) < 1e4 else { return [:] }
    let levels = 8 * rows
    func row(_ shown: Double) -> Int {
      let fraction = high > low ? (shown - low) / (high - low) : 0.5
      let eighths = 1 + min(levels - 1, max(0, (fraction * Double(levels - 1)).roundedInteger() ?? 0))
      return rows - 1 - (eighths - 1) / 8
    }
    // Ticks every 1, 2, 5, 10, 20, 50… degrees: at most one every other row, but two at least
    // where the rows hold them (a scale needs two values).
    func ticks(_ step: Int) -> [Int] {
      let first = Int((low / Double(step)).rounded(.up))
      let last = Int((high / Double(step)).rounded(.down))
      return stride(from: first, through: last, by: 1).map { $0 * step }
    }
    let steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000]
    let sparse = steps.firstIndex { ticks($0).count <= max(1, (rows + 1) / 2) } ?? steps.count - 1
    let dense = steps[..<sparse].last { ticks($0).count <= rows }
    let step = ticks(steps[sparse]).count < 2 ? dense ?? steps[sparse] : steps[sparse]
    var labels: [Int: Double] = [:]
    for shown in ticks(step).map(Double.init) where labels[row(shown)] == nil {
      labels[row(shown)] = units == .metric ? shown : (shown - 32) * 5 / 9
    }
    return labels
  }

}
